import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { SAME_CLICK_MS } from '../../src/admin/one-draft-per-click'
import { testPayload } from './payload'

// Issue 13.12: with autosave, the admin's Create New view creates the draft as it renders; two renders
// of one click (a double click, a repeated navigation) made two untitled drafts ~200 ms apart.
let payload: Payload
let editor: { id: number; collection: 'users' }

beforeAll(async () => {
  payload = await testPayload()
  const u = await payload.create({
    collection: 'users',
    data: {
      email: `drafts-${Date.now()}@example.com`,
      password: 'Editor-2026-ok',
      name: 'Ed',
      roles: ['editor'],
    } as never,
  })
  editor = { id: u.id as number, collection: 'users' }
})

/** What the create view does (Payload's Document view with autosave): an empty draft as the editor. */
const createView = () =>
  payload.create({
    collection: 'pages',
    data: {},
    draft: true,
    depth: 0,
    overrideAccess: false,
    user: { ...editor, roles: ['editor'] } as never,
  })

const untitledSince = async (since: string) =>
  (
    await payload.find({
      collection: 'pages',
      draft: true,
      depth: 0,
      limit: 50,
      where: { and: [{ createdAt: { greater_than: since } }, { title: { exists: false } }] },
    })
  ).docs

describe('one click on Create New makes one draft', () => {
  it('two renders at once open the same draft', async () => {
    const since = new Date(Date.now() - 1000).toISOString()
    const [a, b] = await Promise.all([createView(), createView()])
    expect(a.id).toBe(b.id)
    expect((await untitledSince(since)).map((d) => d.id)).toEqual([a.id])
    await payload.delete({ collection: 'pages', id: a.id })
  })

  it('two renders one after the other within the window open the same draft; later ones make a new one', async () => {
    const since = new Date(Date.now() - 1000).toISOString()
    const a = await createView()
    const b = await createView()
    expect(b.id).toBe(a.id)
    await new Promise((r) => setTimeout(r, SAME_CLICK_MS + 100))
    const c = await createView()
    expect(c.id).not.toBe(a.id)
    expect((await untitledSince(since)).map((d) => d.id).sort()).toEqual([a.id, c.id].sort())
    for (const id of [a.id, c.id]) await payload.delete({ collection: 'pages', id })
  })

  it('a draft deleted meanwhile is never answered: the next click makes a new one', async () => {
    const a = await createView()
    await payload.delete({ collection: 'pages', id: a.id })
    const b = await createView()
    // (SQLite may give the new row the deleted one's id: what counts is that it exists.)
    expect(await payload.findByID({ collection: 'pages', id: b.id, draft: true, disableErrors: true })).not.toBeNull()
    await payload.delete({ collection: 'pages', id: b.id })
  })

  it('never merges drafts with content', async () => {
    const user = { ...editor, roles: ['editor'] } as never
    const a = await payload.create({
      collection: 'pages',
      data: { title: 'One' },
      draft: true,
      overrideAccess: false,
      user,
    })
    const b = await payload.create({
      collection: 'pages',
      data: { title: 'Two' },
      draft: true,
      overrideAccess: false,
      user,
    })
    expect(b.id).not.toBe(a.id)
    for (const id of [a.id, b.id]) await payload.delete({ collection: 'pages', id })
  })
})
