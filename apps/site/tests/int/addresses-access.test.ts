// The ecommerce plugin's `addresses` collection through the REST API, with a visitor's real session
// (registered and logged in through the site's own routes, as a browser does). The site never uses it (a
// booking request carries its contact details): the raw API is staff's only, as for carts; a visitor may
// read their own addresses (none are made for them) and do nothing else.
import crypto from 'node:crypto'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { issueFormToken } from '../../src/form-token/server'
import { testPayload } from './payload'

let payload: Payload
const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
const savedTrust = process.env.TRUST_PROXY

async function rest(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'X-Form-Token': issueFormToken(),
        'X-Forwarded-For': `10.77.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  return { status: res.status, json: await res.json().catch(() => null), setCookie: res.headers.get('set-cookie') }
}

/** A visitor's session: registered and logged in through the REST routes; its cookie, as a browser sends it. */
async function visitorSession(email: string): Promise<{ id: number; headers: Record<string, string> }> {
  const password = 'Visitor-pass-2026'
  const made = await rest('POST', '/api/customers', {}, { email, password, name: 'Visitor' })
  expect(made.status, JSON.stringify(made.json)).toBe(201)
  const login = await rest('POST', '/api/customers/login', {}, { email, password })
  expect(login.status, JSON.stringify(login.json)).toBe(200)
  const cookie = /payload-token=[^;]+/.exec(login.setCookie ?? '')![0]
  // as the browser's fetch from the site's pages sends it (Payload's cookie check wants one of the two)
  const headers = { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' }
  const me = await rest('GET', '/api/customers/me', headers)
  expect(me.json.user?.email).toBe(email)
  return { id: login.json.user.id, headers }
}

const address = (customer?: number) => ({
  ...(customer ? { customer } : {}),
  firstName: 'Ana',
  lastName: 'Sousa',
  addressLine1: 'Rua Augusta 1',
  city: 'Lisboa',
  postalCode: '1100-048',
  country: 'PT',
})

let visitor: { id: number; headers: Record<string, string> }
let other: { id: number; headers: Record<string, string> }
let own: number
let others: number

beforeAll(async () => {
  payload = await testPayload()
  process.env.TRUST_PROXY = '1'
  visitor = await visitorSession(`addr-visitor-${stamp}@example.com`)
  other = await visitorSession(`addr-other-${stamp}@example.com`)
  own = (await payload.create({ collection: 'addresses', data: address(visitor.id) as never })).id as number
  others = (await payload.create({ collection: 'addresses', data: address(other.id) as never })).id as number
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

const count = async () => (await payload.count({ collection: 'addresses', overrideAccess: true })).totalDocs

describe("a signed-in visitor on the plugin's /api/addresses", () => {
  it('cannot create one, for themselves or for another customer', async () => {
    const before = await count()
    const forSelf = await rest('POST', '/api/addresses', visitor.headers, address())
    expect(forSelf.status, JSON.stringify(forSelf.json)).toBe(403)
    const forOther = await rest('POST', '/api/addresses', visitor.headers, address(other.id))
    expect(forOther.status).toBe(403)
    expect(await count()).toBe(before)
  })

  it("reads only their own, never another customer's", async () => {
    const list = await rest('GET', '/api/addresses?limit=100', visitor.headers)
    expect(list.status).toBe(200)
    expect(list.json.docs.map((d: { id: number }) => d.id)).toEqual([own])
    expect((await rest('GET', `/api/addresses/${others}`, visitor.headers)).status).toBe(404)
    const byWhere = await rest('GET', `/api/addresses?where[customer][equals]=${other.id}`, visitor.headers)
    expect(byWhere.json.docs ?? []).toEqual([])
  })

  it("changes and deletes none, not even their own (only the site's endpoints would)", async () => {
    for (const id of [own, others]) {
      const patched = await rest('PATCH', `/api/addresses/${id}`, visitor.headers, {
        city: 'Porto',
        customer: visitor.id,
      })
      expect([403, 404], JSON.stringify(patched.json)).toContain(patched.status)
      expect([403, 404]).toContain((await rest('DELETE', `/api/addresses/${id}`, visitor.headers)).status)
    }
    const byWhere = await rest('DELETE', `/api/addresses?where[id][exists]=true`, visitor.headers)
    expect(byWhere.status === 403 || (byWhere.json.docs ?? []).length === 0).toBe(true)
    const left = await payload.find({
      collection: 'addresses',
      where: { id: { in: [own, others] } },
      overrideAccess: true,
    })
    expect(left.docs.map((d) => [d.id, d.city])).toEqual(
      expect.arrayContaining([
        [own, 'Lisboa'],
        [others, 'Lisboa'],
      ]),
    )
    expect(left.totalDocs).toBe(2)
  })

  it('an anonymous visitor can do nothing there', async () => {
    expect((await rest('POST', '/api/addresses', {}, address(other.id))).status).toBe(403)
    expect((await rest('GET', '/api/addresses')).status).toBe(403)
    expect((await rest('GET', `/api/addresses/${others}`)).status).toBe(403)
  })
})
