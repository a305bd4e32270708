import crypto from 'node:crypto'
import { handleEndpoints, type Payload } from 'payload'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_TEXTS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES,
  STAFF_FREE_FAILURES,
} from '../../src/accounts/guard'
import { issueFormToken } from '../../src/form-token/server'
import { limitStoreKind, resetLimitStore } from '../../src/lib/rate-limit'
import { testPayload } from './payload'

let payload: Payload
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const savedTrust = process.env.TRUST_PROXY
const password = 'Travel-2026-ok'
const customerEmail = `traveller-${stamp}@example.com`
const ownerEmail = `owner-${stamp}@example.com`

beforeAll(async () => {
  payload = await testPayload()
  process.env.TRUST_PROXY = '1' // the test is the proxy: its X-Forwarded-For entry is the visitor
  await resetLimitStore()
  await payload.create({
    collection: 'customers',
    data: { email: customerEmail, password, name: 'Traveller' } as never,
  })
  await payload.create({
    collection: 'users',
    data: { email: ownerEmail, password, name: 'Owner', roles: ['admin'] } as never,
  })
})
afterAll(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

/** `POST /api/{customers|users}/login` through Payload's REST router, from `address`. */
async function login(collection: 'customers' | 'users', email: string, pass: string, address: string) {
  const { default: config } = await import('../../src/payload.config')
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': address }
  if (collection === 'customers') headers['X-Form-Token'] = issueFormToken()
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/${collection}/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: pass }),
    }),
  })
  const json = (await res.json()) as { errors?: { message: string }[]; user?: { email: string } }
  return {
    status: res.status,
    retryAfter: Number(res.headers.get('retry-after') ?? 0),
    message: json.errors?.[0]?.message,
    json,
  }
}

describe('login attempts per client address', () => {
  it('one address trying 40 accounts is paused after the per-address limit, other addresses are not', async () => {
    const attacker = '198.51.100.50'
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof login>> | undefined
    for (let i = 0; i < 40; i++) {
      last = await login('customers', `nobody-${i}-${stamp}@example.com`, 'Wrong-password-1', attacker)
      statuses.push(last.status)
    }
    // 20 failed logins per address per 15 minutes, customers and staff together
    expect(statuses.slice(20)).toEqual(Array(20).fill(429))
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(last!.message).toMatch(/^Too many failed logins from your network\. Please try again in \d+ minutes?\.$/)
    expect(last!.retryAfter).toBeGreaterThan(60)
    // even the right password of a real account waits, from that address (it could be a guess)
    expect((await login('customers', customerEmail, password, attacker)).status).toBe(429)
    // the staff login counts the same address
    expect((await login('users', ownerEmail, password, attacker)).status).toBe(429)
    // another visitor is not affected
    expect((await login('customers', `someone-${stamp}@example.com`, 'Wrong-password-1', '198.51.100.51')).status).toBe(
      401,
    )
    const ok = await login('customers', customerEmail, password, '198.51.100.52')
    expect(ok.status).toBe(200)
    expect(ok.json.user?.email).toBe(customerEmail)
  })

  it('keeps the per-email pause of customer logins (5 failures, same answers whether the email exists or not)', async () => {
    const statuses: { status: number; message?: string; retryAfter: number }[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(await login('customers', `ghost-${stamp}@example.com`, 'Wrong-password-1', `198.51.100.${60 + i}`))
    expect(statuses.slice(0, 4).map((s) => s.status)).toEqual([401, 401, 401, 401])
    expect(statuses[0]!.message).toBe(ACCOUNT_TEXTS.loginFailed)
    expect(statuses.slice(4).map((s) => s.status)).toEqual([429, 429])
    expect(statuses[5]!.message).toBe(ACCOUNT_TEXTS.locked)
    // every 429 says when to come back: the pause is 15 minutes from the first failure
    for (const s of statuses.slice(4)) expect(s.retryAfter).toBeGreaterThan(60)
  })
})

describe('staff login: slowed down, never locked out', () => {
  it("an attacker's failures do not lock the owner out, and each further try from the attacker waits longer", async () => {
    const attacker = '198.51.100.70'
    const first: number[] = []
    for (let i = 0; i < 5; i++) first.push((await login('users', ownerEmail, 'Wrong-password-1', attacker)).status)
    expect(first).toEqual([401, 401, 401, 401, 401])
    // the attacker now waits before each try, longer each time
    const paused = await login('users', ownerEmail, 'Wrong-password-1', attacker)
    expect(paused.status).toBe(429)
    expect(paused.message).toMatch(/^Too many failed attempts\. Please wait \d+ seconds? before trying again\.$/)
    expect(paused.retryAfter).toBeGreaterThanOrEqual(1)
    expect(paused.retryAfter).toBeLessThanOrEqual(2)
    // the owner, from their own address, logs in at once (Payload's lockout used to lock them out for 10 minutes)
    const owner = await login('users', ownerEmail, password, '198.51.100.71')
    expect(owner.status).toBe(200)
    await new Promise((r) => setTimeout(r, paused.retryAfter * 1000 + 100))
    expect((await login('users', ownerEmail, 'Wrong-password-1', attacker)).status).toBe(401)
    const longer = await login('users', ownerEmail, 'Wrong-password-1', attacker)
    expect(longer.status).toBe(429)
    expect(longer.retryAfter).toBeGreaterThan(paused.retryAfter)
    // and still the owner gets in, even after more failures than Payload's lockout allowed
    expect((await login('users', ownerEmail, password, '198.51.100.72')).status).toBe(200)
  })
})

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

/**
 * Bursts: many logins at the same moment, as a script sends them. Each attempt takes its point of the
 * limits before its password is checked, so a burst checks no more passwords than the limits allow
 * (the audit's 50 simultaneous staff logins were all checked and the right password at #45 got in).
 * In this process's memory, and in Redis as a deployment with REDIS_URL counts them.
 */
describe.each(['memory', 'redis'] as const)('a burst of simultaneous logins (limits in %s)', (store) => {
  const REDIS = 'redis://127.0.0.1:6379'
  const savedRedis = process.env.REDIS_URL
  const net = store === 'memory' ? '203.0.113' : '192.0.2'
  const staffEmail = `burst-owner-${store}-${stamp}@example.com`
  const visitorEmail = `burst-visitor-${store}-${stamp}@example.com`

  beforeAll(async () => {
    if (store === 'redis') process.env.REDIS_URL = REDIS
    else delete process.env.REDIS_URL
    // The bursts load this process's event loop: on a busy 2-core machine a Redis answer then comes after
    // the 500 ms command timeout, and the limit counts that hit in memory and skips that refund, by design
    // (Redis slow or away must not stall logins). Here each answer is waited for, so the counts are exact.
    process.env.RATE_LIMIT_REDIS_TIMEOUT_MS = '10000'
    await resetLimitStore()
    await payload.create({
      collection: 'users',
      data: { email: staffEmail, password, name: 'Burst owner', roles: ['admin'] } as never,
    })
    await payload.create({ collection: 'customers', data: { email: visitorEmail, password } as never })
  })
  afterAll(async () => {
    if (store === 'redis') {
      const inspect = new Redis(REDIS)
      const keys = await inspect.keys(`${process.env.RATE_LIMIT_PREFIX}:*`)
      if (keys.length) await inspect.del(...keys)
      inspect.disconnect()
    }
    if (savedRedis === undefined) delete process.env.REDIS_URL
    else process.env.REDIS_URL = savedRedis
    delete process.env.RATE_LIMIT_REDIS_TIMEOUT_MS
    await resetLimitStore()
  })

  it('50 staff logins at once from one address: only the free tries are checked, the right password at #45 waits', async () => {
    const attacker = `${net}.10`
    // The first pause outlasts the burst. With 2 s, a loaded machine that spreads the 50 requests over more
    // than 2 s rightly lets one more try through after each pause (seen: 9 checked and #45 let in, in 8.7 s).
    process.env.STAFF_LOGIN_FIRST_WAIT_S = '60'
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login('users', staffEmail, i === 44 ? password : `Wrong-password-${i}`, attacker),
      ),
    )
    expect(limitStoreKind()).toBe(store)
    const statuses = results.map((r) => r.status)
    expect(statuses[44]).toBe(429) // not checked: it would have let the guesser in
    expect(count(statuses, 200)).toBe(0)
    // the free failures, and one more whose failure starts the pause; all the others wait unchecked
    expect(count(statuses, 401)).toBeLessThanOrEqual(STAFF_FREE_FAILURES + 1)
    expect(count(statuses, 401)).toBeGreaterThanOrEqual(STAFF_FREE_FAILURES)
    expect(count(statuses, 429)).toBe(50 - count(statuses, 401))
    // past the address's limit the others are refused for the address, before that for the account's pause
    const waits = results.filter((r) => r.status === 429)
    for (const w of waits) {
      expect(w.message).toMatch(/^Too many failed (attempts\. Please wait \d+ seconds?|logins from your network)/)
      expect(w.retryAfter).toBeGreaterThanOrEqual(1)
    }
    expect(waits.filter((w) => /Please wait/.test(w.message!)).length).toBeGreaterThan(0)
    // the owner, from their own address, gets in at once
    expect((await login('users', staffEmail, password, `${net}.11`)).status).toBe(200)
    // from the attacker's address the pause holds; the refused tries were no failures: the address is
    // not shut for 15 minutes by a burst that checked 5 passwords, and the pause did not grow with them
    const after = await login('users', staffEmail, password, attacker)
    expect(after.status).toBe(429)
    expect(after.message).toMatch(/Please wait/)
    expect(after.retryAfter).toBeLessThanOrEqual(60)
    delete process.env.STAFF_LOGIN_FIRST_WAIT_S
  })

  it('40 visitor logins at once from one address (40 emails): no more than the per-address limit are checked', async () => {
    const attacker = `${net}.20`
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login('customers', `burst-nobody-${store}-${i}-${stamp}@example.com`, 'Wrong-password-1', attacker),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(count(statuses, 401)).toBe(LOGIN_FAILURES_PER_ADDRESS)
    expect(count(statuses, 429)).toBe(40 - LOGIN_FAILURES_PER_ADDRESS)
    expect(results.find((r) => r.status === 429)!.message).toMatch(/^Too many failed logins from your network/)
    // a visitor elsewhere is not affected
    expect((await login('customers', visitorEmail, password, `${net}.21`)).status).toBe(200)
  })

  it("20 logins at once to one visitor's account from 20 addresses: the right password at #15 is not checked", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login('customers', visitorEmail, i === 14 ? password : `Wrong-password-${i}`, `${net}.${100 + i}`),
      ),
    )
    const statuses = results.map((r) => r.status)
    expect(statuses[14]).toBe(429)
    expect(count(statuses, 200)).toBe(0)
    // the first LOGIN_MAX_FAILURES - 1 failures answer 401, the one that reaches the limit and all later ones 429
    expect(count(statuses, 401)).toBeLessThanOrEqual(LOGIN_MAX_FAILURES - 1)
    expect(results.filter((r) => r.status === 429).every((r) => r.message === ACCOUNT_TEXTS.locked)).toBe(true)
  })
})
