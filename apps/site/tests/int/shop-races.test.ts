// Simultaneous requests on the shop's own endpoints (follow-ups of the pool-freeze issue):
// - the booking limit per client address holds for a burst (its point is taken before the work, not
//   counted after it), and its 429 says when to come back (Retry-After);
// - simultaneous changes to one cart all land (the cart is read, changed and written under a lock:
//   a row lock in the write's transaction on PostgreSQL, one change at a time per cart in this process).
// Run on SQLite and PostgreSQL.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CART_LOCK_KEYS } from '../../src/booking/cart-lock'
import { BOOKINGS_PER_ADDRESS_PER_HOUR } from '../../src/booking/endpoints'
import { resetLimitStore } from '../../src/lib/rate-limit'
import { testPayload, testTour } from './payload'
import { describePostgres } from './postgres-only'
import { shopCall, tally } from './shop-helpers'

let payload: Payload
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const savedTrust = process.env.TRUST_PROXY
// A fresh client address per visitor, in a /8 of this file's own (another file's limits never meet it).
const base = crypto.randomBytes(2)
let net = 0
const newAddress = () => `10.${base[0]}.${base[1]}.${++net}`
const tours: number[] = []

type CartJson = { items?: { tour: { id: number }; quantity: number }[] }
const call = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  shopCall<CartJson>(method, url, body, headers)

/** A guest cart holding one line of the first tour: its cookie. */
async function guestCart(address = newAddress()): Promise<string> {
  const added = await call(
    'POST',
    '/api/shop/cart/items',
    { product: tours[0], quantity: 1 },
    { 'X-Forwarded-For': address },
  )
  expect(added.status, JSON.stringify(added.json)).toBe(200)
  return added.cookie!.split(';')[0]!
}

const booking = (i: number, cookie: string, address: string, contact: Record<string, string> = {}) =>
  call(
    'POST',
    '/api/shop/booking',
    {
      contact: { name: `Burst ${i}`, email: `burst-${i}-${stamp}@example.com`, ...contact },
      travellers: [{ name: `Traveller ${i}` }],
    },
    { 'X-Forwarded-For': address, Cookie: cookie },
  )

beforeAll(async () => {
  payload = await testPayload()
  process.env.TRUST_PROXY = '1' // the test is the proxy: its X-Forwarded-For entry is the visitor
  await resetLimitStore()
  for (let i = 0; i < 10; i++)
    tours.push(
      await testTour(payload, { title: `Race tour ${i} ${stamp}`, slug: `race-${i}-${stamp}`, priceFrom: 100 + i }),
    )
}, 180_000)
afterAll(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

describe('booking requests per client address', () => {
  it('30 simultaneous booking requests from one address: at most the limit stored, the rest 429 with Retry-After', async () => {
    const cookies: string[] = []
    for (let i = 0; i < 30; i++) cookies.push(await guestCart())
    const address = newAddress()
    const answers = await Promise.all(cookies.map((cookie, i) => booking(i, cookie, address)))
    console.log('30 simultaneous bookings from one address:', tally(answers))
    const booked = answers.filter((a) => a.status === 201)
    const refused = answers.filter((a) => a.status === 429)
    expect(booked.length + refused.length).toBe(30)
    expect(booked.length).toBe(BOOKINGS_PER_ADDRESS_PER_HOUR)
    for (const a of refused) {
      expect(a.json.errors?.[0]?.message).toEqual(expect.any(String))
      expect(Number(a.retryAfter), 'Retry-After of the 429').toBeGreaterThan(0)
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(3600)
    }
    const orders = await payload.count({
      collection: 'orders',
      where: { customerEmail: { like: `-${stamp}@example.com` } },
      overrideAccess: true,
    })
    expect(orders.totalDocs).toBe(booked.length)
    // the next one, alone, is refused too, and says when to come back
    const next = await booking(99, await guestCart(), address)
    expect(next.status).toBe(429)
    expect(Number(next.retryAfter)).toBeGreaterThan(0)
  }, 180_000)

  it('requests refused for their form or their cart do not use up the limit', async () => {
    const cookie = await guestCart()
    const address = newAddress()
    const invalid = await Promise.all(
      Array.from({ length: BOOKINGS_PER_ADDRESS_PER_HOUR + 5 }, (_, i) =>
        booking(100 + i, cookie, address, { email: 'not an email' }),
      ),
    )
    expect(tally(invalid)).toEqual({ 400: BOOKINGS_PER_ADDRESS_PER_HOUR + 5 })
    // refused for the cart (two travellers named for a group of one): each gives its point back
    for (let i = 0; i < BOOKINGS_PER_ADDRESS_PER_HOUR + 5; i++) {
      const wrongGroup = await call(
        'POST',
        '/api/shop/booking',
        {
          contact: { name: 'Two', email: `two-${i}-${stamp}@example.com` },
          travellers: [{ name: 'One' }, { name: 'Two' }],
        },
        { 'X-Forwarded-For': address, Cookie: cookie },
      )
      expect(wrongGroup.status).toBe(400)
    }
    const valid = await booking(200, cookie, address)
    expect(valid.status, JSON.stringify(valid.json)).toBe(201)
  }, 120_000)
})

describe('one cart changed by simultaneous requests', () => {
  it('10 simultaneous adds of different tours to one cart: 10 lines', async () => {
    const address = newAddress()
    const cookie = await guestCart(address) // tours[0], 1 traveller
    const answers = await Promise.all(
      tours
        .slice(1)
        .concat(tours[0]!)
        .map((product) =>
          call(
            'POST',
            '/api/shop/cart/items',
            { product, quantity: 1 },
            { 'X-Forwarded-For': address, Cookie: cookie },
          ),
        ),
    )
    expect(tally(answers)).toEqual({ 200: 10 })
    const cart = await call('GET', '/api/shop/cart', undefined, { 'X-Forwarded-For': address, Cookie: cookie })
    const lines = cart.json.items!.map((i) => [i.tour.id, i.quantity])
    expect(lines.sort((a, b) => a[0]! - b[0]!)).toEqual(tours.map((id) => [id, id === tours[0] ? 2 : 1]))
    // one cart, not one per request
    expect(answers.every((a) => a.cookie === null)).toBe(true)
  }, 120_000)

  it("a signed-in customer's simultaneous adds land in their one cart", async () => {
    const email = `race-customer-${stamp}@example.com`
    const password = 'Race-pass-2026'
    await payload.create({ collection: 'customers', data: { email, password, name: 'Race' } as never })
    const { token } = await payload.login({ collection: 'customers', data: { email, password } })
    const auth = { Authorization: `JWT ${token}`, 'X-Forwarded-For': newAddress() }
    const first = await call('POST', '/api/shop/cart/items', { product: tours[0], quantity: 1 }, auth)
    expect(first.status).toBe(200)
    const answers = await Promise.all(
      tours.slice(1).map((product) => call('POST', '/api/shop/cart/items', { product, quantity: 1 }, auth)),
    )
    expect(tally(answers)).toEqual({ 200: 9 })
    const cart = await call('GET', '/api/shop/cart', undefined, auth)
    expect(cart.json.items!.map((i) => i.tour.id).sort((a, b) => a - b)).toEqual([...tours].sort((a, b) => a - b))
  }, 120_000)

  it("a guest cart merged into the customer's once, whatever number of their requests arrive at once", async () => {
    const email = `merge-customer-${stamp}@example.com`
    const password = 'Merge-pass-2026'
    await payload.create({ collection: 'customers', data: { email, password, name: 'Merge' } as never })
    const { token } = await payload.login({ collection: 'customers', data: { email, password } })
    const address = newAddress()
    const guest = await guestCart(address) // tours[0], 1 traveller, before signing in
    const auth = { Authorization: `JWT ${token}`, 'X-Forwarded-For': address, Cookie: guest }
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('GET', '/api/shop/cart', undefined, auth)))
    expect(tally(answers)).toEqual({ 200: 5 })
    const cart = await call('GET', '/api/shop/cart', undefined, { Authorization: `JWT ${token}` })
    expect(cart.json.items!.map((i) => [i.tour.id, i.quantity])).toEqual([[tours[0], 1]])
  }, 60_000)

  it('simultaneous quantity changes and removals of different lines all land', async () => {
    const address = newAddress()
    const cookie = await guestCart(address)
    const headers = { 'X-Forwarded-For': address, Cookie: cookie }
    for (const product of tours.slice(1, 6))
      await call('POST', '/api/shop/cart/items', { product, quantity: 1 }, headers)
    const before = await call('GET', '/api/shop/cart', undefined, headers)
    const lines = before.json.items as unknown as { id: string; tour: { id: number } }[]
    expect(lines).toHaveLength(6)
    const answers = await Promise.all([
      ...lines.slice(0, 3).map((l) => call('PATCH', `/api/shop/cart/items/${l.id}`, { quantity: 3 }, headers)),
      ...lines.slice(3).map((l) => call('DELETE', `/api/shop/cart/items/${l.id}`, {}, headers)),
    ])
    expect(tally(answers)).toEqual({ 200: 6 })
    const after = await call('GET', '/api/shop/cart', undefined, headers)
    expect(after.json.items!.map((i) => [i.tour.id, i.quantity])).toEqual(lines.slice(0, 3).map((l) => [l.tour.id, 3]))
  }, 120_000)
})

describePostgres('a cart another instance is changing (PostgreSQL)', () => {
  it('an add waits for the lock the other instance holds on the cart, then lands', async () => {
    const address = newAddress()
    const cookie = await guestCart(address)
    const cartId = Number(/guest_cart=(\d+)\./.exec(cookie)![1])
    // "another instance": its own connection, inside a change of this cart (the same lock as cart-lock.ts)
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await other.connect()
    try {
      await other.query('begin')
      await other.query('select pg_advisory_xact_lock($1::int, $2::int)', [CART_LOCK_KEYS.guest, cartId])
      let settled = false
      const add = call(
        'POST',
        '/api/shop/cart/items',
        { product: tours[1], quantity: 1 },
        {
          'X-Forwarded-For': address,
          Cookie: cookie,
        },
      ).finally(() => (settled = true))
      // the add's transaction is seen waiting for that lock (bounded: 10 s)
      let waiting = 0
      for (const deadline = Date.now() + 10_000; waiting === 0 && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, 100))
        const { rows } = await other.query(
          `select count(*)::int as n from pg_locks
            where locktype = 'advisory' and not granted and classid = $1 and objid = $2 and objsubid = 2`,
          [CART_LOCK_KEYS.guest, cartId],
        )
        waiting = rows[0].n
      }
      expect(waiting).toBe(1)
      expect(settled).toBe(false)
      await other.query('commit')
      const added = await add
      expect(added.status, JSON.stringify(added.json)).toBe(200)
      expect(added.json.items!.map((i) => i.tour.id)).toEqual([tours[0], tours[1]])
    } finally {
      await other.query('rollback').catch(() => undefined)
      await other.end()
    }
  }, 60_000)
})
