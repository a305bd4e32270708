import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../../src/seed'
import { doc, p } from '../../src/seed/lexical'
import { demoContent, testPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await demoContent(payload)
})

describe('demo content', () => {
  it('has a home page using most blocks, 6+ guides, 4+ tours, pricing, gallery and contact pages', async () => {
    const home = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } } })
    const blocks = new Set((home.docs[0]?.layout ?? []).map((b) => b.blockType))
    expect(blocks.size).toBeGreaterThanOrEqual(8)
    expect((await payload.count({ collection: 'guides' })).totalDocs).toBeGreaterThanOrEqual(6)
    expect((await payload.count({ collection: 'tours' })).totalDocs).toBeGreaterThanOrEqual(4)
    for (const slug of ['pricing', 'gallery', 'contact'])
      expect((await payload.count({ collection: 'pages', where: { slug: { equals: slug } } })).totalDocs).toBe(1)
    // A seeded tour by its slug: other files of the suite add tours of their own, and without a sort the
    // database may answer any of them first (PostgreSQL did once).
    const tour = (
      await payload.find({ collection: 'tours', where: { slug: { equals: 'douro-valley-wine-journey' } }, limit: 1 })
    ).docs[0]!
    expect(tour.itinerary?.length).toBeGreaterThan(2)
  })

  it('never seeds over existing content', async () => {
    const before = await payload.count({ collection: 'guides' })
    const res = await seed(payload, () => {})
    expect(res.seeded).toBe(false)
    expect((await payload.count({ collection: 'guides' })).totalDocs).toBe(before.totalDocs)
  })

  it('gives every image an alt text', async () => {
    const media = await payload.find({ collection: 'media', limit: 200 })
    expect(media.docs.length).toBeGreaterThan(10)
    for (const m of media.docs) expect(m.alt.length).toBeGreaterThan(3)
    const photo = media.docs.find((m) => m.mimeType === 'image/jpeg')!
    expect(photo.sizes?.card?.url).toMatch(/\.webp$/)
    expect(photo.sizes?.thumbnail?.width).toBe(400)
  })
})

describe('content rules', () => {
  it('requires alt text on media', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const err = await payload
      .create({
        collection: 'media',
        data: {} as never,
        file: { data: png, mimetype: 'image/png', name: 'x.png', size: png.length },
      })
      .catch((e: { data?: unknown }) => e)
    expect(JSON.stringify((err as { data?: unknown }).data)).toContain('"path":"alt"')
  })

  it('refuses a javascript: link and keeps the stored document', async () => {
    const before = await payload.findGlobal({ slug: 'header' })
    const err = await payload
      .updateGlobal({
        slug: 'header',
        data: { navigation: [{ type: 'custom', url: 'javascript:alert(1)', label: 'x' }] } as never,
      })
      .catch((e: { data?: unknown }) => e)
    expect(JSON.stringify((err as { data?: unknown }).data)).toContain('This kind of link is not allowed')
    const after = await payload.findGlobal({ slug: 'header' })
    expect(after.navigation?.length).toBe(before.navigation?.length)
  })

  it('makes a slug from the title, normalises a typed one and refuses a taken one', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Über uns & Team', _status: 'draft' } as never,
      draft: true,
    })
    expect(page.slug).toBe('uber-uns-team')
    const renamed = await payload.update({ collection: 'pages', id: page.id, data: { slug: 'Bad Slug/../<x>' } })
    expect(renamed.slug).toBe('bad-slugx')
    await expect(payload.update({ collection: 'pages', id: page.id, data: { slug: 'pricing' } })).rejects.toThrow()
  })

  it('shows visitors only published content; drafts stay private', async () => {
    const draft = await payload.create({
      collection: 'guides',
      draft: true,
      data: {
        title: 'Secret draft',
        excerpt: 'x',
        body: doc(p('x')) as never,
        cover: (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id,
        _status: 'draft',
      },
    })
    const anon = await payload.find({
      collection: 'guides',
      overrideAccess: false,
      where: { slug: { equals: draft.slug } },
    })
    expect(anon.docs).toHaveLength(0)
    const staff = await payload.find({ collection: 'guides', draft: true, where: { slug: { equals: draft.slug } } })
    expect(staff.docs).toHaveLength(1)
  })

  it('keeps versions of a page', async () => {
    const home = (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } } })).docs[0]!
    await payload.update({ collection: 'pages', id: home.id, data: { title: 'Home v2' } })
    const versions = await payload.findVersions({ collection: 'pages', where: { parent: { equals: home.id } } })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(2)
    await payload.update({ collection: 'pages', id: home.id, data: { title: 'Home' } })
  })
})

describe('users and roles', () => {
  it('makes the first account an administrator and later ones editors', async () => {
    // The suite's files share one database; other files may have made staff accounts already.
    await payload.delete({ collection: 'users', where: { id: { exists: true } } })
    const first = await payload.create({
      collection: 'users',
      data: { email: 'owner@example.com', password: 'a-long-Passw0rd!', roles: ['editor'] },
    })
    expect(first.roles).toEqual(['admin'])
    const second = await payload.create({
      collection: 'users',
      data: { email: 'ed@example.com', password: 'a-long-Passw0rd!', roles: ['editor'] },
    })
    expect(second.roles).toEqual(['editor'])
  })

  it('does not let an editor create users or promote themself', async () => {
    const editor = (await payload.find({ collection: 'users', where: { email: { equals: 'ed@example.com' } } }))
      .docs[0]!
    const user = { ...editor, collection: 'users' as const }
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        user,
        data: { email: 'x@example.com', password: 'a-long-Passw0rd!', roles: ['admin'] },
      }),
    ).rejects.toThrow()
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      overrideAccess: false,
      user,
      data: { roles: ['admin'] },
    })
    expect(updated.roles).toEqual(['editor'])
  })

  it('never locks a staff account out: after failed logins its owner still logs in (attempts slow down per address instead, login-limits.test.ts)', async () => {
    for (let i = 0; i < 5; i++)
      await payload
        .login({ collection: 'users', data: { email: 'ed@example.com', password: 'wrong' } })
        .catch(() => null)
    const ok = await payload.login({
      collection: 'users',
      data: { email: 'ed@example.com', password: 'a-long-Passw0rd!' },
    })
    expect(ok.user?.email).toBe('ed@example.com')
  })
})
