// Security/load (issue: "15 simultaneous anonymous add-to-cart requests freeze the site on PostgreSQL"):
// every shop request answers under real concurrency, 2xx or a clear 503 (Retry-After, JSON) or 429,
// none hangs, no connection is left "idle in transaction", and the next request is served. The
// pg_stat_activity and pool checks are PostgreSQL's; the answers are checked on SQLite too.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialect } from '../../src/lib/db'
import { resetLimitStore } from '../../src/lib/rate-limit'
import { GUEST_CARTS_PER_ADDRESS_PER_HOUR } from '../../src/booking/endpoints'
import { testPayload, testRoomOptions, testTour } from './payload'
import { describePostgres } from './postgres-only'
import { shopCall, tally, type ShopAnswer } from './shop-helpers'

// The site's pool wait (DATABASE_POOL_WAIT_MS, 10 s); shorter statement and idle-transaction bounds
// than its defaults (src/lib/db.ts), so the cases below answer quickly; set before Payload starts.
delete process.env.DATABASE_POOL_WAIT_MS
process.env.DATABASE_STATEMENT_TIMEOUT_MS = '5000'
process.env.DATABASE_IDLE_TX_TIMEOUT_MS = '5000'

const onPostgres = dialect() === 'postgres'
const HUNG = 25_000 // an answer later than this counts as a hang (the freeze never answered at all)
let payload: Payload
let tourSlug: string
let tourId: number
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const savedTrust = process.env.TRUST_PROXY
let net = 0 // a fresh client address per visitor: 10.<n>.<n>.<n>
const newAddress = () => {
  net++
  return `10.${(net >> 16) & 255}.${(net >> 8) & 255}.${net & 255}`
}

type Answer = Omit<ShopAnswer, 'status'> & { status: number | 'hung' }

/** shopCall, or a 'hung' answer when none came within HUNG. */
async function call(method: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'hung', retryAfter: null, cookie: null, json: {} }), HUNG)
  })
  try {
    return await Promise.race([shopCall(method, url, body, headers), hung])
  } finally {
    clearTimeout(timer)
  }
}

/** 2xx, or a refusal that says when to come back: 503/429 with Retry-After and a JSON error. */
function expectClearAnswer(a: Answer, ok: number) {
  if (a.status === ok) return
  expect([503, 429], `status ${a.status}: ${JSON.stringify(a.json)}`).toContain(a.status)
  expect(a.json.errors?.[0]?.message).toEqual(expect.any(String))
  expect(Number(a.retryAfter)).toBeGreaterThan(0)
}

/** Connections of this test's database left inside a transaction with nothing running. */
async function idleInTransaction(): Promise<{ count: number; queries: string[] }> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ query: string }>(
      `select query from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`,
    )
    return { count: rows.length, queries: rows.map((r) => r.query.slice(0, 160)) }
  } finally {
    await client.end()
  }
}

/** The normal requests of a visitor right after the rush: the tour's offer and a cart. */
async function servedAfterwards() {
  const offer = await call('GET', `/api/tour-offer/${tourSlug}`, undefined, { 'X-Forwarded-For': newAddress() })
  expect(offer.status).toBe(200)
  const added = await call(
    'POST',
    '/api/shop/cart/items',
    { product: tourId, quantity: 1 },
    {
      'X-Forwarded-For': newAddress(),
    },
  )
  expect(added.status).toBe(200)
  const tours = await call('GET', `/api/tours?limit=1&where[slug][equals]=${tourSlug}`)
  expect(tours.status).toBe(200)
  if (onPostgres) expect(await idleInTransaction()).toEqual({ count: 0, queries: [] })
}

beforeAll(async () => {
  payload = await testPayload()
  process.env.TRUST_PROXY = '1' // the test is the proxy: its X-Forwarded-For entry is the visitor
  await resetLimitStore()
  tourSlug = `rush-test-${stamp}`
  tourId = await testTour(payload, { title: `Rush test tour ${stamp}`, slug: tourSlug, priceFrom: 120 })
})
afterAll(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

describe('the shop under simultaneous requests', () => {
  it('answers 60 simultaneous add-to-cart requests of new visitors, then serves the next ones', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        call('POST', '/api/shop/cart/items', { product: tourId, quantity: 2 }, { 'X-Forwarded-For': newAddress() }),
      ),
    )
    console.log('60 add-to-cart:', tally(answers))
    expect(answers.filter((a) => a.status === 'hung')).toHaveLength(0)
    for (const a of answers) expectClearAnswer(a, 200)
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(20)
    // the carts that were made hold the line and its price
    const made = answers.find((a) => a.status === 200)!
    expect(made.json).toMatchObject({ count: 2, subtotal: 24000 })
    await servedAfterwards()
  }, 120_000)

  it('answers 40 simultaneous booking requests, then serves the next ones', async () => {
    const visitors: { address: string; cookie: string }[] = []
    for (let i = 0; i < 40; i++) {
      const address = newAddress()
      const added = await call(
        'POST',
        '/api/shop/cart/items',
        { product: tourId, quantity: 1 },
        {
          'X-Forwarded-For': address,
        },
      )
      expect(added.status).toBe(200)
      visitors.push({ address, cookie: added.cookie!.split(';')[0]! })
    }
    const answers = await Promise.all(
      visitors.map((v, i) =>
        call(
          'POST',
          '/api/shop/booking',
          {
            contact: { name: `Rush ${i}`, email: `rush-${i}-${stamp}@example.com` },
            travellers: [{ name: `Traveller ${i}` }],
          },
          { 'X-Forwarded-For': v.address, Cookie: v.cookie },
        ),
      ),
    )
    console.log('40 bookings:', tally(answers))
    expect(answers.filter((a) => a.status === 'hung')).toHaveLength(0)
    for (const a of answers) expectClearAnswer(a, 201)
    const booked = answers.filter((a) => a.status === 201)
    expect(booked.length).toBeGreaterThanOrEqual(10)
    // each booking that answered 201 is stored, once
    const orders = await payload.find({
      collection: 'orders',
      where: { reference: { in: booked.map((a) => String(a.json.reference)) } },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    expect(orders.totalDocs).toBe(booked.length)
    await servedAfterwards()
  }, 180_000)

  it('makes at most the limit of new guest carts for one client address; past it 429 with Retry-After', async () => {
    const address = newAddress()
    const carts = async () => (await payload.count({ collection: 'carts', overrideAccess: true })).totalDocs
    const before = await carts()
    const answers = await Promise.all(
      Array.from({ length: GUEST_CARTS_PER_ADDRESS_PER_HOUR + 10 }, () =>
        call('POST', '/api/shop/cart/items', { product: tourId, quantity: 1 }, { 'X-Forwarded-For': address }),
      ),
    )
    expect(answers.filter((a) => a.status === 'hung')).toHaveLength(0)
    for (const a of answers) expectClearAnswer(a, 200)
    // the limit counts the carts it let through; one that the busy database then could not make (503) counts too
    const made = answers.filter((a) => a.status === 200)
    const busy = answers.filter((a) => a.status === 503)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10)
    expect(made.length + busy.length).toBe(GUEST_CARTS_PER_ADDRESS_PER_HOUR)
    expect(made.length).toBeGreaterThan(0)
    // a cart made just before the database got too busy to fill it (503) is a cart too: never past the limit
    const madeRows = (await carts()) - before
    expect(madeRows).toBeGreaterThanOrEqual(made.length)
    expect(madeRows).toBeLessThanOrEqual(GUEST_CARTS_PER_ADDRESS_PER_HOUR)
    // a visitor of that address who has a cart keeps using it; another address is not limited
    const again = await call(
      'POST',
      '/api/shop/cart/items',
      { product: tourId, quantity: 1 },
      {
        'X-Forwarded-For': address,
        Cookie: made[0]!.cookie!.split(';')[0]!,
      },
    )
    expect(again.status).toBe(200)
    expect(again.json).toMatchObject({ count: 2 })
    expect((await carts()) - before).toBe(madeRows)
    await servedAfterwards()
  }, 120_000)
})

describePostgres('the database bounds its waits (PostgreSQL)', () => {
  const pool = () => (payload.db as unknown as { pool: pg.Pool }).pool
  /** A visitor with a cart, so that reading their cart needs the database. */
  async function visitorWithCart() {
    const address = newAddress()
    const added = await call(
      'POST',
      '/api/shop/cart/items',
      { product: tourId, quantity: 1 },
      {
        'X-Forwarded-For': address,
      },
    )
    expect(added.status).toBe(200)
    return { 'X-Forwarded-For': address, Cookie: added.cookie!.split(';')[0]! }
  }
  /** The shop's and Payload's own REST answers while the database cannot serve them in time. */
  async function busyAnswers(visitor: Record<string, string>, { settings = true } = {}) {
    const answers = await Promise.all([
      call('GET', '/api/shop/cart', undefined, visitor),
      call('POST', '/api/shop/cart/items', { product: tourId, quantity: 1 }, visitor),
      call('GET', `/api/tour-offer/${tourSlug}`, undefined, visitor),
      call('GET', `/api/tours?limit=1&where[slug][equals]=${tourSlug}`),
      ...(settings ? [call('GET', '/api/globals/site-settings')] : []),
    ])
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.json)).toBe(503)
      expectClearAnswer(a, 200)
    }
  }

  /** Checks out every free connection of the pool but `leave`; returns the release. */
  async function holdPool(leave: number) {
    const p = pool()
    const max = (p as unknown as { options: { max: number } }).options.max
    const held: pg.PoolClient[] = []
    for (let i = max - (p.totalCount - p.idleCount) - leave; i > 0; i--) held.push(await p.connect())
    return () => held.forEach((c) => c.release())
  }

  it('writes a cart line and a tour option on one connection: their hooks read in the write’s transaction', async () => {
    const tour = await testTour(payload, { title: `Options tour ${stamp}`, slug: `options-tour-${stamp}` })
    const { double } = await testRoomOptions(payload, tour, stamp)
    const roomType = (await payload.findByID({ collection: 'variants', id: double, depth: 1 })) as unknown as {
      options: { variantType: number | { id: number } }[]
    }
    const typeOf = roomType.options[0]!.variantType
    const triple = await payload.create({
      collection: 'variantOptions',
      data: { variantType: typeof typeOf === 'object' ? typeOf.id : typeOf, value: 'triple', label: 'Triple room' },
    })
    const cart = await payload.create({
      collection: 'carts',
      data: { items: [], currency: 'EUR', secret: crypto.randomBytes(20).toString('hex') } as never,
      overrideAccess: true,
    })
    const release = await holdPool(1) // one connection left: a read outside the transaction would wait for a second
    try {
      const started = Date.now()
      const saved = await payload.update({
        collection: 'carts',
        id: cart.id,
        data: { items: [{ product: tour, variant: double, quantity: 2 }] } as never,
        depth: 0,
        overrideAccess: true,
      })
      expect((saved as unknown as { subtotal: number }).subtotal).toBe(20000)
      const variant = await payload.create({
        collection: 'variants',
        data: {
          product: tour,
          options: [triple.id],
          priceInEURenabled: true,
          priceInEUR: 9000,
          _status: 'published',
        } as never,
        depth: 0,
      })
      expect((variant as unknown as { title: string }).title).toContain('Triple room')
      expect(Date.now() - started).toBeLessThan(5_000) // well under the pool wait
    } finally {
      release()
    }
  }, 60_000)

  it('answers 503 with Retry-After when no pool connection frees up in time, then serves again', async () => {
    const visitor = await visitorWithCart()
    const release = await holdPool(0)
    try {
      const started = Date.now()
      await busyAnswers(visitor)
      expect(Date.now() - started).toBeLessThan(20_000)
    } finally {
      release()
    }
    await servedAfterwards()
  }, 60_000)

  it('cuts a statement that waits too long (here for a lock), answers 503, then serves again', async () => {
    const visitor = await visitorWithCart()
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await locker.connect()
    try {
      await locker.query('begin')
      await locker.query('lock table tours in access exclusive mode')
      const started = Date.now()
      await busyAnswers(visitor, { settings: false }) // the settings do not read tours
      expect(Date.now() - started).toBeLessThan(15_000)
    } finally {
      await locker.query('rollback').catch(() => undefined)
      await locker.end()
    }
    await servedAfterwards()
  }, 60_000)

  it('ends a transaction left open and idle, and the site keeps serving', async () => {
    const id = await payload.db.beginTransaction!()
    expect((await idleInTransaction()).count).toBe(1)
    const deadline = Date.now() + 20_000
    let left = 1
    while (left > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250))
      left = (await idleInTransaction()).count
    }
    expect(left).toBe(0)
    await Promise.resolve(payload.db.rollbackTransaction!(id!)).catch(() => undefined)
    await servedAfterwards()
  }, 60_000)
})
