import crypto from 'node:crypto'
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountBookings } from '../../src/accounts/bookings'
import { testPayload, testPicture } from './payload'

// Issue 19: the account page (/pt/conta) lists the customer's booking requests in the page's language:
// prices ('250 €'), dates and the tours' titles (English where a tour is not translated).

let payload: Payload
let user: TypedUser
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`

beforeAll(async () => {
  payload = await testPayload()
  const cover = await testPicture(payload, `account-bookings-${stamp}.png`)
  const tour = await payload.create({
    collection: 'tours',
    data: {
      title: `Account test tour ${stamp}`,
      slug: `account-test-${stamp}`,
      summary: 'Two days.',
      cover,
      durationDays: 2,
      priceFrom: 250,
      currency: 'EUR',
      destination: 'Portugal',
      _status: 'published',
    } as never,
  })
  await payload.update({
    collection: 'tours',
    id: tour.id,
    locale: 'pt',
    data: { title: `Circuito da conta ${stamp}`, summary: 'Dois dias.', destination: 'Portugal' } as never,
  })
  const email = `account-bookings-${stamp}@example.com`
  const customer = await payload.create({
    collection: 'customers',
    data: { email, password: 'Travel-2026-ok', name: 'Ana' },
  })
  user = { ...customer, collection: 'customers' } as unknown as TypedUser
  await payload.create({
    collection: 'orders',
    data: {
      reference: `BR-ACC-${stamp}`,
      status: 'requested',
      customer: customer.id,
      customerEmail: email,
      contact: { name: 'Ana', email },
      travellers: [{ name: 'Ana' }],
      items: [{ product: tour.id, quantity: 1 }],
      amount: 25000,
      currency: 'EUR',
    } as never,
  })
})

const only = async (locale: 'en' | 'pt' | 'de') => {
  const rows = await accountBookings(payload, user, locale)
  expect(rows).toHaveLength(1)
  return rows[0]!
}

describe('the account page’s booking list', () => {
  it('writes prices, dates and the tours’ titles in the page’s language', async () => {
    const pt = await only('pt')
    expect(pt.reference).toBe(`BR-ACC-${stamp}`)
    expect(pt.amount).toBe('250\u00a0€')
    expect(pt.date).toBe(new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long' }).format(new Date()))
    expect(pt.items.map((i) => [i.title, i.quantity])).toEqual([[`Circuito da conta ${stamp}`, 1]])
  })

  it('stays as before in English; an untranslated tour keeps its English title', async () => {
    const en = await only('en')
    expect(en.amount).toBe('€250')
    expect(en.items[0]!.title).toBe(`Account test tour ${stamp}`)
    const de = await only('de')
    expect(de.amount).toBe('250\u00a0€')
    expect(de.items[0]!.title).toBe(`Account test tour ${stamp}`)
  })
})
