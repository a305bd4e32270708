import crypto from 'node:crypto'
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { accountBookings } from '../../src/accounts/bookings'
import { testPayload, testRoomOptions, testTour } from './payload'

// Issue 19: the account page (/pt/conta) lists the customer's booking requests in the page's language:
// prices ('250 €'), dates, the tours' titles and their options' names (English where not translated).

let payload: Payload
let user: TypedUser
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`

beforeAll(async () => {
  payload = await testPayload()
  const tourId = await testTour(
    payload,
    { title: `Account test tour ${stamp}`, slug: `account-test-${stamp}`, priceFrom: 250 },
    { title: `Circuito da conta ${stamp}` },
  )
  const { single } = await testRoomOptions(payload, tourId, stamp)
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
      items: [
        { product: tourId, quantity: 1 },
        { product: tourId, variant: single, quantity: 1 },
      ],
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
    expect(pt.items.map((i) => [i.title, i.option, i.quantity])).toEqual([
      [`Circuito da conta ${stamp}`, '', 1],
      [`Circuito da conta ${stamp}`, 'Quarto individual', 1],
    ])
  })

  it('stays as before in English; an untranslated tour keeps its English title', async () => {
    const en = await only('en')
    expect(en.amount).toBe('€250')
    expect(en.items[0]!.title).toBe(`Account test tour ${stamp}`)
    expect(en.items[1]!.option).toBe('Single room')
    const de = await only('de')
    expect(de.amount).toBe('250\u00a0€')
    expect(de.items[0]!.title).toBe(`Account test tour ${stamp}`)
    expect(de.items[1]!.option).toBe('Single room')
  })
})
