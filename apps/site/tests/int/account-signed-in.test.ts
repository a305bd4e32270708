// A visitor signed in to their own account is still a visitor (issue 28, item 3): registering more
// accounts with that session keeps the per-address limit and the password rules. Only staff (the
// admin's "Create new") skip them.
import crypto from 'node:crypto'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGISTER_PER_HOUR } from '../../src/accounts/guard'
import { issueFormToken } from '../../src/form-token/server'
import { resetLimitStore } from '../../src/lib/rate-limit'
import { testPayload } from './payload'

let payload: Payload
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const savedTrust = process.env.TRUST_PROXY
const PASSWORD = 'Travel-2026-ok'

beforeAll(async () => {
  payload = await testPayload()
  process.env.TRUST_PROXY = '1' // the test is the proxy: its X-Forwarded-For entry is the visitor
  await resetLimitStore()
})
afterAll(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

async function post(path: string, body: unknown, address: string, headers: Record<string, string> = {}) {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': address,
        'X-Form-Token': issueFormToken(),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  })
  return { status: res.status, json: (await res.json()) as any }
}

const countCustomers = async (prefix: string) =>
  (await payload.count({ collection: 'customers', where: { email: { like: prefix } }, overrideAccess: true })).totalDocs

describe('registration by a signed-in visitor', () => {
  it('keeps the password rules and the per-address limit; staff still create accounts freely', async () => {
    const address = '198.51.100.90'
    const own = `own-${stamp}@example.com`
    expect((await post('/api/customers', { email: own, password: PASSWORD }, address)).status).toBe(201)
    const login = await post('/api/customers/login', { email: own, password: PASSWORD }, address)
    expect(login.status).toBe(200)
    const session = { Authorization: `JWT ${login.json.token}` }

    // the audit's 7 accounts with the password "password", made with the visitor's session
    const weak: number[] = []
    for (let i = 0; i < 7; i++)
      weak.push(
        (
          await post(
            '/api/customers',
            { email: `weak-${i}-${stamp}@example.com`, password: 'password' },
            address,
            session,
          )
        ).status,
      )
    expect(weak).toEqual(Array(7).fill(400))
    expect(await countCustomers(`weak-%-${stamp}`)).toBe(0)

    // good passwords: the session's registrations count with the address's (the visitor's own was the first)
    const made: number[] = []
    for (let i = 0; i < REGISTER_PER_HOUR + 2; i++)
      made.push(
        (
          await post(
            '/api/customers',
            { email: `more-${i}-${stamp}@example.com`, password: PASSWORD },
            address,
            session,
          )
        ).status,
      )
    expect(made.slice(0, REGISTER_PER_HOUR - 1)).toEqual(Array(REGISTER_PER_HOUR - 1).fill(201))
    expect(made.slice(REGISTER_PER_HOUR - 1)).toEqual(Array(3).fill(429))
    expect(await countCustomers(`more-%-${stamp}`)).toBe(REGISTER_PER_HOUR - 1)

    // staff, from the same address, are not visitors: the admin's "Create new" is neither limited nor told the rules
    await payload.create({
      collection: 'users',
      data: { email: `staff-${stamp}@example.com`, password: PASSWORD, roles: ['editor'] } as never,
    })
    const staff = await post('/api/users/login', { email: `staff-${stamp}@example.com`, password: PASSWORD }, address)
    expect(staff.status).toBe(200)
    const byStaff = await post(
      '/api/customers',
      { email: `by-staff-${stamp}@example.com`, password: 'by-staff' },
      address,
      { Authorization: `JWT ${staff.json.token}` },
    )
    expect(byStaff.status).toBe(201)
    expect(byStaff.json.doc.email).toBe(`by-staff-${stamp}@example.com`)
  })
})
