import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxDir } from '../../src/lib/email'
import { issueFormToken } from '../../src/form-token/server'
import { resetLimitStore } from '../../src/lib/rate-limit'
import { decodeMail } from './mail-helpers'
import { testPayload, testRoomOptions, testTour } from './payload'

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
  tourId = await testTour(payload, {
    title: tourTitle,
    slug: `douro-test-${stamp}`,
    durationDays: 3,
    priceFrom: 250,
    sku: 'DOURO-TEST',
  })
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

/**
 * A guest puts the tour in a cart and sends a booking request for `email`, from `address` (the booking's
 * `query`, e.g. `?locale=de`, and `headers`, e.g. a Referer, say which page sent it).
 */
async function book(
  email: string,
  address: string,
  { query = '', headers = {} as Record<string, string>, line = { product: tourId } as Record<string, unknown> } = {},
) {
  const added = await call('POST', '/api/shop/cart/items', { ...line, quantity: 1 }, { 'X-Forwarded-For': address })
  expect(added.status).toBe(200)
  const cookie = added.cookie!.split(';')[0]!
  return call(
    'POST',
    `/api/shop/booking${query}`,
    {
      contact: { name: `Your account is locked, verify it at ${lure}`, email, phone: '+351 000 000' },
      travellers: [{ name: `Call +1 555 0100 or visit ${lure}/login` }],
      notes: `URGENT: confirm your card details at https://${lure}/pay`,
    },
    { 'X-Forwarded-For': address, Cookie: cookie, ...headers },
  )
}

/** The outbox messages sent after `since` (file names start with the time), decoded. */
function mailsSince(since: string[]): { to: string; subject: string; text: string }[] {
  const files = fs.readdirSync(outboxDir()).filter((f) => f.endsWith('.eml') && !since.includes(f))
  return files.map((f) => {
    const text = decodeMail(fs.readFileSync(path.join(outboxDir(), f), 'utf8'))
    return { to: text.match(/^To: (.*)$/m)?.[1] ?? '', subject: text.match(/^Subject: (.*)$/m)?.[1] ?? '', text }
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

describe('the acknowledgement comes in the language of the page that sent the booking (issue 19)', () => {
  const money = (intl: string, euros: number) =>
    new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0 }).format(euros)
  const ptTitle = `Circuito de teste do vale do Douro ${stamp}`

  beforeAll(async () => {
    await payload.update({
      collection: 'tours',
      id: tourId,
      locale: 'pt',
      data: { title: ptTitle, summary: 'Três dias ao longo do rio.', destination: 'Portugal' } as never,
    })
  })

  it('writes to a visitor on a /pt/ page in Portuguese, tour title and prices too; the agency’s copy stays English', async () => {
    const before = outbox()
    const email = `pt-${stamp}@example.com`
    const res = await book(email, '198.51.100.120', { headers: { Referer: 'http://localhost:3000/pt/carrinho' } })
    expect(res.status).toBe(201)
    const reference = String(res.json.reference)
    const mails = mailsSince(before)
    const ack = mails.find((m) => m.to.includes(email))!
    expect(ack.subject).toBe(`Sunway Tours: pedido de reserva ${reference} recebido`)
    expect(ack.text).toContain(`Obrigado pelo seu pedido de reserva <strong>${reference}</strong> para 1 viajante.`)
    expect(ack.text).toContain(`<li>${ptTitle} [DOURO-TEST]: 1 × viajante, ${money('pt-PT', 250)}</li>`)
    expect(ack.text).toContain(`Total estimado: <strong>${money('pt-PT', 250)}</strong>`)
    expect(ack.text).not.toMatch(/Hello|booking request|Estimated total/)
    const agency = mails.find((m) => m.subject.includes(`New booking request ${reference}`))!
    expect(agency.text).toContain('Estimated total: <strong>€250</strong>')
    expect(agency.text).toContain('Language of the visitor: Portuguese (pt)')
  })

  it('names the chosen option in Portuguese too; the agency’s copy names it in English', async () => {
    const product = await testTour(
      payload,
      { title: `Room test tour ${stamp}`, slug: `room-test-${stamp}`, sku: 'ROOM-TEST' },
      { title: `Circuito dos quartos ${stamp}` },
    )
    const { single } = await testRoomOptions(payload, product, stamp)
    const before = outbox()
    const email = `pt-room-${stamp}@example.com`
    const res = await book(email, '198.51.100.123', {
      headers: { Referer: 'http://localhost:3000/pt/carrinho' },
      line: { product, variant: single },
    })
    expect(res.status).toBe(201)
    const mails = mailsSince(before)
    expect(mails.find((m) => m.to.includes(email))!.text).toContain(
      `<li>Circuito dos quartos ${stamp} (Quarto individual) [ROOM-TEST]: 1 × viajante, ${money('pt-PT', 180)}</li>`,
    )
    expect(mails.find((m) => m.subject.includes(`New booking request ${res.json.reference}`))!.text).toContain(
      `<li>Room test tour ${stamp} (Single room) [ROOM-TEST]: 1 × traveller, €180</li>`,
    )
  })

  it('follows an explicit ?locale= (German) before the Referer', async () => {
    const before = outbox()
    const email = `de-${stamp}@example.com`
    const res = await book(email, '198.51.100.121', {
      query: '?locale=de',
      headers: { Referer: 'http://localhost:3000/pt/carrinho' },
    })
    const reference = String(res.json.reference)
    const ack = mailsSince(before).find((m) => m.to.includes(email))!
    expect(ack.subject).toBe(`Sunway Tours: Buchungsanfrage ${reference} erhalten`)
    expect(ack.text).toContain('Geschätzter Gesamtpreis')
    expect(ack.text).toContain(money('de-DE', 250))
  })

  it('keeps the English acknowledgement word for word on an English page', async () => {
    const before = outbox()
    const email = `en-${stamp}@example.com`
    const res = await book(email, '198.51.100.122', { headers: { Referer: 'http://localhost:3000/cart' } })
    const reference = String(res.json.reference)
    const mails = mailsSince(before)
    const ack = mails.find((m) => m.to.includes(email))!
    expect(ack.subject).toBe(`Sunway Tours: booking request ${reference} received`)
    expect(ack.text).toContain(
      `<p>Hello,</p><p>thank you for your booking request <strong>${reference}</strong> for 1 traveller. ` +
        `Nothing is charged yet: we check availability and confirm within one working day.</p>` +
        `<ul><li>${tourTitle} [DOURO-TEST]: 1 × traveller, €250</li></ul><p>Estimated total: <strong>€250</strong></p>` +
        `<p>If you did not send this request, ignore this email: nothing is booked without your confirmation.</p>`,
    )
    expect(mails.find((m) => m.subject.includes(`New booking request ${reference}`))!.text).toContain(
      'Language of the visitor: English (en)',
    )

    // two travellers, two of a tour: the plural, as before
    const { bookingEmails } = await import('../../src/booking/emails')
    const sent: { to: string; subject: string; html: string }[] = []
    const fake = {
      findGlobal: payload.findGlobal.bind(payload),
      findByID: payload.findByID.bind(payload),
      sendEmail: async (m: { to: string; subject: string; html: string }) => void sent.push(m),
    }
    const booking = {
      reference: 'BR-TEST-2',
      contact: { name: 'A', email: 'two@example.com' },
      travellers: [{ name: 'A' }, { name: 'B' }],
      cart: {
        currency: 'EUR',
        subtotal: 50050,
        items: [
          { tour: { id: tourId, title: tourTitle }, variant: null, sku: 'DOURO-TEST', quantity: 2, lineTotal: 50050 },
        ],
      },
    }
    await bookingEmails(fake as never, booking)
    expect(sent[0]).toEqual({
      to: 'two@example.com',
      subject: 'Sunway Tours: booking request BR-TEST-2 received',
      html:
        `<p>Hello,</p><p>thank you for your booking request <strong>BR-TEST-2</strong> for 2 travellers. ` +
        `Nothing is charged yet: we check availability and confirm within one working day.</p>` +
        `<ul><li>${tourTitle} [DOURO-TEST]: 2 × traveller, €500.50</li></ul><p>Estimated total: <strong>€500.50</strong></p>` +
        `<p>If you did not send this request, ignore this email: nothing is booked without your confirmation.</p>`,
    })
  })
})
