// Who may use which collection through the REST API (issue 15, items 5, 6 and 13): the collections that
// Payload and the plugins add come with "any logged-in account" access by default; here a customer's
// token and an anonymous visitor are refused everything that is staff's, through Payload's own router.
import crypto from 'node:crypto'
import { createLocalReq, handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './payload'

let payload: Payload
let customerToken: string
let customerId: number
let otherCustomerId: number
let staffToken: string
let staffId: number

type Answer = { status: number; json: any }

async function rest(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const { default: config } = await import('../../src/payload.config')
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `JWT ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  return { status: res.status, json: await res.json().catch(() => null) }
}

beforeAll(async () => {
  payload = await testPayload()
  const stamp = `${Date.now()}-${crypto.randomBytes(3).toString('hex')}`
  const password = 'Travel-2026-ok'
  const customer = await payload.create({
    collection: 'customers',
    data: { email: `acc-${stamp}@example.com`, password, name: 'C' },
  })
  customerId = customer.id as number
  otherCustomerId = (
    await payload.create({
      collection: 'customers',
      data: { email: `other-${stamp}@example.com`, password, name: 'O' },
    })
  ).id as number
  customerToken = (await payload.login({ collection: 'customers', data: { email: customer.email, password } })).token!
  const staff = await payload.create({
    collection: 'users',
    data: { email: `editor-${stamp}@example.com`, password: 'Staff-pass-2026', roles: ['editor'] } as never,
  })
  staffId = staff.id as number
  staffToken = (await payload.login({ collection: 'users', data: { email: staff.email, password: 'Staff-pass-2026' } }))
    .token!
})

describe("the admin's edit locks (payload-locked-documents) are staff's only", () => {
  it('a customer can neither read, create nor delete a lock; staff can', async () => {
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      data: { globalSlug: 'header', user: { relationTo: 'users', value: staffId } } as never,
    })
    const read = await rest('GET', '/api/payload-locked-documents?depth=1', { token: customerToken })
    expect(read.status).toBe(403)
    expect(JSON.stringify(read.json)).not.toContain('editor-')
    expect((await rest('GET', `/api/payload-locked-documents/${lock.id}`, { token: customerToken })).status).toBe(403)
    const created = await rest('POST', '/api/payload-locked-documents', {
      token: customerToken,
      body: { globalSlug: 'footer', user: { relationTo: 'customers', value: customerId } },
    })
    expect(created.status).toBe(403)
    expect((await rest('DELETE', `/api/payload-locked-documents/${lock.id}`, { token: customerToken })).status).toBe(
      403,
    )
    expect(
      (
        await rest('PATCH', `/api/payload-locked-documents/${lock.id}`, {
          token: customerToken,
          body: { globalSlug: 'footer' },
        })
      ).status,
    ).toBe(403)
    expect((await payload.findByID({ collection: 'payload-locked-documents', id: lock.id })).globalSlug).toBe('header')
    expect((await rest('GET', '/api/payload-locked-documents', {})).status).toBe(403)
    const staffRead = await rest('GET', '/api/payload-locked-documents', { token: staffToken })
    expect(staffRead.status).toBe(200)
    expect(staffRead.json.docs.map((d: { id: number }) => d.id)).toContain(lock.id)
  })
})

describe('the other collections Payload and the plugins add', () => {
  it('preferences: each staff account reads only its own; customers have none and cannot store any', async () => {
    const staffUser = { ...(await payload.findByID({ collection: 'users', id: staffId })), collection: 'users' }
    await payload.create({
      collection: 'payload-preferences',
      data: { key: 'nav', value: { open: true } } as never,
      user: staffUser as never,
    })
    const mine = await rest('GET', '/api/payload-preferences', { token: staffToken })
    expect(mine.status).toBe(200)
    expect(mine.json.docs.length).toBeGreaterThan(0)
    for (const d of mine.json.docs) expect(d.user.value?.id ?? d.user.value).toBe(staffId)
    const byCustomer = await rest('GET', '/api/payload-preferences', { token: customerToken })
    expect(byCustomer.status === 403 || byCustomer.json.docs.length === 0).toBe(true)
    expect(
      (await rest('POST', '/api/payload-preferences', { token: customerToken, body: { key: 'x', value: { a: 1 } } }))
        .status,
    ).toBe(403)
    expect(
      (await rest('POST', '/api/payload-preferences/x', { token: customerToken, body: { value: { a: 1 } } })).status,
    ).toBe(403)
    expect((await rest('GET', '/api/payload-preferences/nav', { token: customerToken })).status).toBe(403)
    const stored = await payload.find({
      collection: 'payload-preferences',
      where: { 'user.relationTo': { equals: 'customers' } } as never,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('jobs, addresses, transactions, submissions: a customer gets 403 or nothing', async () => {
    for (const path of ['/api/payload-jobs', '/api/transactions', '/api/form-submissions']) {
      const res = await rest('GET', path, { token: customerToken })
      expect(res.status, path).toBe(403)
    }
    const addresses = await rest('GET', '/api/addresses', { token: customerToken })
    expect(addresses.status === 403 || addresses.json.docs.length === 0).toBe(true)
    expect(
      (
        await rest('POST', '/api/addresses', {
          token: customerToken,
          body: {
            customer: otherCustomerId,
            firstName: 'X',
            addressLine1: 'a',
            city: 'b',
            postalCode: '1',
            country: 'PT',
          },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await rest('POST', '/api/payload-jobs', {
          token: customerToken,
          body: { taskSlug: 'schedulePublish', input: {} },
        })
      ).status,
    ).toBe(403)
    expect((await rest('POST', '/api/transactions', { token: customerToken, body: {} })).status).toBe(403)
    expect(
      (
        await rest('POST', '/api/redirects', {
          token: customerToken,
          body: { from: '/a', to: { type: 'custom', url: 'https://evil.example' } },
        })
      ).status,
    ).toBe(403)
  })

  it('every collection: a customer may do nothing that is not public or their own', async () => {
    const customer = { id: customerId, collection: 'customers', email: 'x@example.com' }
    const req = await createLocalReq({ user: customer as never }, payload)
    // What a logged-in customer may do without a condition: read public content, register, send the contact form.
    const open = new Set([
      ...[
        'pages',
        'guides',
        'media',
        'categories',
        'leagues',
        'teams',
        'matches',
        'variants',
        'variantTypes',
        'variantOptions',
        'tours',
        'redirects',
        'forms',
      ].map((s) => `${s}:read`),
      'customers:create',
      'form-submissions:create',
    ])
    // ...and with a condition: their own documents, or published content only.
    const own = new Set([
      ...['customers:read', 'customers:update', 'orders:read', 'carts:read', 'addresses:read'],
      ...['pages', 'guides', 'variants', 'tours'].map((s) => `${s}:read`),
    ])
    const seen: string[] = []
    for (const c of payload.config.collections) {
      for (const op of ['create', 'read', 'update', 'delete'] as const) {
        const fn = (c.access as Record<string, ((a: unknown) => unknown) | undefined>)[op]
        const result = fn ? await fn({ req, data: {} }) : true
        const key = `${c.slug}:${op}`
        if (result === true) seen.push(open.has(key) ? '' : `${key} open`)
        else if (result && typeof result === 'object')
          seen.push(own.has(key) ? '' : `${key} conditional: ${JSON.stringify(result)}`)
      }
    }
    expect(seen.filter(Boolean)).toEqual([])
  })
})

describe("carts change only through the site's own cart endpoints", () => {
  it('an anonymous POST /api/carts with a customer id creates nothing', async () => {
    const before = await payload.count({ collection: 'carts', where: { customer: { equals: otherCustomerId } } })
    const res = await rest('POST', '/api/carts', { body: { customer: otherCustomerId, items: [], currency: 'EUR' } })
    expect(res.status).toBe(403)
    const asCustomer = await rest('POST', '/api/carts', {
      token: customerToken,
      body: { customer: otherCustomerId, items: [], currency: 'EUR' },
    })
    expect(asCustomer.status).toBe(403)
    expect(
      (await payload.count({ collection: 'carts', where: { customer: { equals: otherCustomerId } } })).totalDocs,
    ).toBe(before.totalDocs)
  })

  it("the plugin's add-item, update-item and PATCH do not take a quantity of 500, not even on one's own cart", async () => {
    const secret = crypto.randomBytes(20).toString('hex')
    const guest = await payload.create({ collection: 'carts', data: { items: [], currency: 'EUR', secret } as never })
    const own = await payload.create({
      collection: 'carts',
      data: { items: [], currency: 'EUR', customer: customerId } as never,
    })
    const line = { product: 1, quantity: 500 }
    const tries = [
      await rest('POST', `/api/carts/${guest.id}/add-item?secret=${secret}`, {
        body: { item: { product: 1 }, quantity: 500, secret },
      }),
      await rest('POST', `/api/carts/${own.id}/add-item`, {
        token: customerToken,
        body: { item: { product: 1 }, quantity: 500 },
      }),
      await rest('POST', `/api/carts/${own.id}/update-item`, {
        token: customerToken,
        body: { itemID: 'x', quantity: 500 },
      }),
      await rest('POST', `/api/carts/${own.id}/merge`, {
        token: customerToken,
        body: { sourceCartID: guest.id, sourceSecret: secret },
      }),
      await rest('PATCH', `/api/carts/${guest.id}?secret=${secret}`, { body: { items: [line] } }),
      await rest('PATCH', `/api/carts/${own.id}`, { token: customerToken, body: { items: [line] } }),
      await rest('DELETE', `/api/carts/${own.id}`, { token: customerToken }),
    ]
    for (const t of tries) expect([403, 404]).toContain(t.status)
    expect((await payload.findByID({ collection: 'carts', id: guest.id })).items ?? []).toEqual([])
    expect((await payload.findByID({ collection: 'carts', id: own.id })).items ?? []).toEqual([])
    // reading one's own cart stays possible; another customer's is not
    expect((await rest('GET', `/api/carts/${own.id}`, { token: customerToken })).status).toBe(200)
    const others = await payload.create({
      collection: 'carts',
      data: { items: [], currency: 'EUR', customer: otherCustomerId } as never,
    })
    expect((await rest('GET', `/api/carts/${others.id}`, { token: customerToken })).status).toBe(404)
  })
})

describe('site settings: fields only the server needs are not public', () => {
  it("the booking email is not shown to visitors or customers; staff and the site's own pages read it", async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { booking: { agencyEmail: 'bookings@agency.example', cartRedirect: true } } as never,
      context: { disableRevalidate: true },
    })
    for (const token of [undefined, customerToken]) {
      const res = await rest('GET', '/api/globals/site-settings?depth=0', { token })
      expect(res.status).toBe(200)
      expect(JSON.stringify(res.json)).not.toContain('bookings@agency.example')
      expect(res.json.booking?.cartRedirect).toBe(true) // what pages need stays readable
      expect(res.json.siteName).toBeTruthy()
    }
    const staff = await rest('GET', '/api/globals/site-settings?depth=0', { token: staffToken })
    expect(staff.json.booking.agencyEmail).toBe('bookings@agency.example')
    const local = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as {
      booking?: { agencyEmail?: string }
    }
    expect(local.booking?.agencyEmail).toBe('bookings@agency.example')
  })
})
