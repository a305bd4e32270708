import crypto from 'node:crypto'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_TEXTS } from '../../src/accounts/guard'
import { issueFormToken } from '../../src/form-token/server'
import { resetLimitStore } from '../../src/lib/rate-limit'
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
    const statuses: { status: number; message?: string }[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(await login('customers', `ghost-${stamp}@example.com`, 'Wrong-password-1', `198.51.100.${60 + i}`))
    expect(statuses.slice(0, 4).map((s) => s.status)).toEqual([401, 401, 401, 401])
    expect(statuses[0]!.message).toBe(ACCOUNT_TEXTS.loginFailed)
    expect(statuses.slice(4).map((s) => s.status)).toEqual([429, 429])
    expect(statuses[5]!.message).toBe(ACCOUNT_TEXTS.locked)
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
