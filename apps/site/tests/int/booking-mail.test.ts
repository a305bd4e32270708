import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxDir } from '../../src/lib/email'
import { issueFormToken } from '../../src/form-token/server'
import { resetLimitStore } from '../../src/lib/rate-limit'
import { testPayload, testPicture } from './payload'

// A booking request is a form anyone can post with any email: the acknowledgement the site sends to
// that address must carry nothing the visitor wrote (a phishing relay otherwise), and only a few a day.

let payload: Payload
let tourId: number
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const tourTitle = `Douro valley test tour ${stamp}`
const savedTrust = process.env.TRUST_PROXY
const lure = 'evil.example'

beforeAll(async () => {
  payload = await testPayload()
  process.env.TRUST_PROXY = '1' // the test is the proxy: its X-Forwarded-For entry is the visitor
  await resetLimitStore()
  const cover = await testPicture(payload, `t-${stamp}.png`)
  const tour = await payload.create({
    collection: 'tours',
    data: {
      title: tourTitle,
      slug: `douro-test-${stamp}`,
      summary: 'Three days along the river.',
      cover,
      durationDays: 3,
      priceFrom: 250,
      currency: 'EUR',
      destination: 'Portugal',
      sku: 'DOURO-TEST',
      _status: 'published',
    } as never,
  })
  tourId = tour.id as number
})
afterAll(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

async function call(method: string, url: string, body: unknown, headers: Record<string, string>) {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Form-Token': issueFormToken(), ...headers },
      body: JSON.stringify(body),
    }),
  })
  return {
    status: res.status,
    cookie: res.headers.get('set-cookie'),
    json: (await res.json()) as Record<string, unknown> & { errors?: { message: string }[] },
  }
}

/** A guest puts the tour in a cart and sends a booking request for `email`, from `address`. */
async function book(email: string, address: string) {
  const added = await call(
    'POST',
    '/api/shop/cart/items',
    { product: tourId, quantity: 1 },
    { 'X-Forwarded-For': address },
  )
  expect(added.status).toBe(200)
  const cookie = added.cookie!.split(';')[0]!
  return call(
    'POST',
    '/api/shop/booking',
    {
      contact: { name: `Your account is locked, verify it at ${lure}`, email, phone: '+351 000 000' },
      travellers: [{ name: `Call +1 555 0100 or visit ${lure}/login` }],
      notes: `URGENT: confirm your card details at https://${lure}/pay`,
    },
    { 'X-Forwarded-For': address, Cookie: cookie },
  )
}

/** The outbox messages sent after `since` (file names start with the time), decoded. */
function mailsSince(since: string[]): { to: string; subject: string; text: string }[] {
  const files = fs.readdirSync(outboxDir()).filter((f) => f.endsWith('.eml') && !since.includes(f))
  return files.map((f) => {
    const raw = fs.readFileSync(path.join(outboxDir(), f), 'utf8')
    // undo quoted-printable so the assertions see the text as a reader would
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    return { to: raw.match(/^To: (.*)$/m)?.[1] ?? '', subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? '', text }
  })
}
const outbox = () => (fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : [])

describe('booking request acknowledgement', () => {
  it('carries no text the visitor wrote; the agency copy keeps it all', async () => {
    const before = outbox()
    const victim = `victim-${stamp}@example.com`
    const res = await book(victim, '198.51.100.80')
    expect(res.status).toBe(201)
    const reference = String(res.json.reference)
    const mails = mailsSince(before)
    const ack = mails.find((m) => m.to.includes(victim))
    expect(ack).toBeDefined()
    expect(ack!.text).toContain(reference)
    expect(ack!.text).toContain(tourTitle)
    expect(ack!.text).not.toContain(lure)
    expect(ack!.text).not.toContain('URGENT')
    expect(ack!.text).not.toContain('+1 555 0100')
    expect(ack!.text).not.toContain('Your account is locked')
    const agency = mails.find((m) => m.subject.includes('New booking request'))
    expect(agency).toBeDefined()
    expect(agency!.text).toContain(`https://${lure}/pay`)
    expect(agency!.text).toContain('+1 555 0100')
  })

  it('goes to one address at most 3 times an hour; the requests are still stored and the agency still told', async () => {
    const before = outbox()
    const victim = `Target-${stamp}@Example.com`
    const references: string[] = []
    for (let i = 0; i < 5; i++) {
      // from 5 addresses (a botnet), with the email's case varied
      const res = await book(i % 2 ? victim.toLowerCase() : victim, `198.51.100.${90 + i}`)
      expect(res.status).toBe(201) // the same answer either way: no oracle of the limit
      references.push(String(res.json.reference))
    }
    const mails = mailsSince(before)
    expect(mails.filter((m) => m.to.toLowerCase().includes(victim.toLowerCase()))).toHaveLength(3)
    expect(mails.filter((m) => m.subject.includes('New booking request'))).toHaveLength(5)
    const stored = await payload.find({
      collection: 'orders',
      where: { reference: { in: references } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(5)
  })
})
