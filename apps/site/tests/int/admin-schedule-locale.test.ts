// Issue 27, item 14: scheduling the publish of one language validates that language only, as publishing it
// does, and a refusal says which language it is about. A schedule without a timezone is in the site's.
import crypto from 'node:crypto'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { doc, p } from '../../src/seed/lexical'
import { testPayload, testPicture } from './payload'

let payload: Payload
let token: string
let cover: number
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`

beforeAll(async () => {
  payload = await testPayload()
  const email = `scheduler-${stamp}@example.com`
  const password = 'Scheduler-passw0rd-long'
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'] } as never,
    overrideAccess: true,
  })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token!
  cover = await testPicture(payload, `schedule-${stamp}.png`)
})

/** POST /api/payload-jobs as the admin's schedule drawer does (SchedulePublishButton). */
async function schedule(input: Record<string, unknown>) {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/payload-jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        taskSlug: 'schedulePublish',
        waitUntil: new Date(Date.now() + 3_600_000).toISOString(),
        input,
      }),
    }),
  })
  return { status: res.status, json: (await res.json()) as Record<string, any> }
}

/** A guide written in Portuguese only, as a draft (`excerpt: null`: one that cannot be published). */
let drafts = 0
async function portugueseDraft(excerpt: string | null) {
  const made = await payload.create({
    collection: 'guides',
    locale: 'pt',
    draft: true,
    data: {
      title: `Só em português ${stamp} ${++drafts}`,
      excerpt,
      cover,
      body: doc(p('Um guia escrito só em português.')),
      _status: 'draft',
    } as never,
    overrideAccess: true,
  })
  return String(made.id)
}

describe('scheduling the publish of one language', () => {
  it('accepts a Portuguese-only draft for Portuguese, as Publish does, and refuses it for English, saying so', async () => {
    const id = await portugueseDraft('Três dias em Lisboa.')
    const pt = await schedule({ type: 'publish', doc: { relationTo: 'guides', value: id }, locale: 'pt' })
    expect(pt.status, JSON.stringify(pt.json)).toBe(201)
    // Every language: English (the default, which a publish of all languages checks) has no title.
    const all = await schedule({ type: 'publish', doc: { relationTo: 'guides', value: id } })
    expect(all.status).toBe(400)
    expect(all.json.errors[0].message).toMatch(/English/)
    expect(all.json.errors[0].message).toMatch(/title/i)
  })

  it('refuses a Portuguese draft that misses a Portuguese field, naming the language and the field only', async () => {
    const id = await portugueseDraft(null)
    const res = await schedule({ type: 'publish', doc: { relationTo: 'guides', value: id }, locale: 'pt' })
    expect(res.status).toBe(400)
    const message = res.json.errors[0].message as string
    expect(message).toMatch(/Portuguese/)
    expect(message).toMatch(/excerpt/i)
    expect(message).not.toMatch(/title/i) // the Portuguese title is there; the English one is not asked for
    expect(message).not.toMatch(/English/)
  })

  it("keeps a schedule's timezone, and gives one without a timezone the site's (Europe/Lisbon)", async () => {
    const id = await portugueseDraft('Três dias em Lisboa.')
    const res = await schedule({ type: 'publish', doc: { relationTo: 'guides', value: id }, locale: 'pt' })
    expect(res.status).toBe(201)
    expect(res.json.doc.input.timezone).toBe('Europe/Lisbon')
    const own = await schedule({
      type: 'publish',
      doc: { relationTo: 'guides', value: id },
      locale: 'pt',
      timezone: 'Europe/London',
    })
    expect(own.status).toBe(201)
    expect(own.json.doc.input.timezone).toBe('Europe/London')
  })
})
