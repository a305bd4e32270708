import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitMessage } from '../../src/forms/submit-endpoint'
import { issueFormToken } from '../../src/form-token/server'
import { createContactForm, testPayload } from './payload'

// The module under test is imported lazily, so that the first test (the visible defect) runs on any code.
const mod = () => import('../../src/lib/client-address.mjs')

let formId: number
let n = 0
const savedTrust = process.env.TRUST_PROXY

beforeAll(async () => {
  const payload = await testPayload()
  process.env.AGENCY_EMAIL = 'agency@example.com'
  formId = await createContactForm(payload, 'Contact (client address)')
})
afterEach(() => {
  if (savedTrust === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = savedTrust
})

const body = () =>
  JSON.stringify({
    form: formId,
    submissionData: [
      { field: 'name', value: 'Ana Lima' },
      { field: 'email', value: 'ana@example.com' },
      { field: 'message', value: `Hello number ${++n}` },
    ],
  })

/** `POST /api/form-submissions` straight into Payload's router, with the headers a visitor chose. */
async function postDirect(headers: Record<string, string>) {
  const { default: config } = await import('../../src/payload.config')
  const res = await handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/form-submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Form-Token': issueFormToken(), ...headers },
      body: body(),
    }),
  })
  return { status: res.status, json: (await res.json()) as { errors?: { message: string }[] } }
}

describe('one client-address rule (TRUST_PROXY)', () => {
  it('8 posts with 8 different forged X-Forwarded-For values still hit the contact-form limit', async () => {
    delete process.env.TRUST_PROXY // default: nothing in front, the forged header is the visitor's own
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await postDirect({ 'X-Forwarded-For': `198.18.${i}.${i + 1}` })).status)
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses.slice(5)).toEqual([429, 429, 429])
  })

  it('takes the entry TRUST_PROXY places from the right; entries added on the left never count', async () => {
    const { addressFrom } = await mod()
    expect(addressFrom('6.6.6.6', '10.0.0.9', 0)).toBe('10.0.0.9')
    expect(addressFrom('6.6.6.6, 203.0.113.7', '10.0.0.9', 1)).toBe('203.0.113.7')
    expect(addressFrom('6.6.6.6,7.7.7.7, 203.0.113.7', '10.0.0.9', 1)).toBe('203.0.113.7')
    expect(addressFrom('6.6.6.6, 203.0.113.7, 10.0.0.2', '10.0.0.9', 2)).toBe('203.0.113.7')
    // fewer entries than proxies (a request that skipped a proxy): the furthest address known
    expect(addressFrom('203.0.113.7', '10.0.0.9', 3)).toBe('203.0.113.7')
    expect(addressFrom(undefined, '10.0.0.9', 1)).toBe('10.0.0.9')
    expect(addressFrom(undefined, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1')
    expect(addressFrom(' , ', undefined, 1)).toBe('unknown')
    expect(addressFrom(`${'9'.repeat(200)}`, undefined, 1).length).toBeLessThanOrEqual(64)
  })
})

describe('the socket address through the production server', () => {
  let server: http.Server
  let base: string
  let stamped: string[] = []

  beforeAll(async () => {
    const { stampClientAddress, trustStampedAddress, CLIENT_ADDRESS_HEADER } = await mod()
    const { default: config } = await import('../../src/payload.config')
    trustStampedAddress()
    // What server.mjs does before Next's handler: the address from the socket and TRUST_PROXY, in a
    // header no visitor can set; then the request is routed to Payload's REST API as Next routes it.
    server = http.createServer(async (req, res) => {
      stampClientAddress(req, Number(process.env.TRUST_PROXY ?? 0))
      stamped.push(String(req.headers[CLIENT_ADDRESS_HEADER]))
      const chunks: Buffer[] = []
      for await (const c of req) chunks.push(c as Buffer)
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
      const answer = await handleEndpoints({
        config,
        request: new Request(`http://localhost:3000${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        }),
      })
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(Buffer.from(await answer.arrayBuffer()))
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('site.clientAddress.stamped')]
    await new Promise((r) => server?.close(r))
  })

  const post = async (headers: Record<string, string>) => {
    const res = await fetch(`${base}/api/form-submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Form-Token': issueFormToken(), ...headers },
      body: body(),
    })
    return { status: res.status, json: (await res.json()) as { errors?: { message: string }[] } }
  }

  it('reached directly (TRUST_PROXY=0): forged X-Forwarded-For and a forged internal header change nothing', async () => {
    const { CLIENT_ADDRESS_HEADER } = await mod()
    process.env.TRUST_PROXY = '0'
    stamped = []
    const statuses: number[] = []
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await post({ 'X-Forwarded-For': `192.0.2.${i}`, [CLIENT_ADDRESS_HEADER]: `192.0.2.${100 + i}` })).status,
      )
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
    expect(new Set(stamped)).toEqual(new Set(['127.0.0.1']))
  })

  it('behind one proxy (TRUST_PROXY=1): the entry the proxy added counts, entries on its left do not', async () => {
    process.env.TRUST_PROXY = '1'
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await post({ 'X-Forwarded-For': `10.${i}.0.1, 203.0.113.77` })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
    const limited = await post({ 'X-Forwarded-For': '203.0.113.77' })
    expect(limited.json.errors?.[0]?.message).toBe(rateLimitMessage(10))
    // another visitor behind the same proxy is not affected
    expect((await post({ 'X-Forwarded-For': '1.2.3.4, 203.0.113.78' })).status).toBe(201)
  })
})
