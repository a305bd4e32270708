// The follow-up revalidation (lib/revalidate.ts): a moment after a change, one POST to the server's own
// /next/revalidate with every path of that moment, carrying a token only this server can make.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SELF_URL } from '../../src/lib/page-cache.mjs'
import {
  parseRevalidation,
  revalidate,
  REVALIDATE_HEADER,
  revalidateToken,
  verifyRevalidateToken,
} from '../../src/lib/revalidate'

const received: { headers: http.IncomingHttpHeaders; body: unknown; at: number }[] = []
let server: http.Server
const g = globalThis as { [SELF_URL]?: string }

beforeAll(async () => {
  process.env.REVALIDATE_FOLLOW_UP_MS = '150'
  server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (c) => (text += c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text), at: Date.now() })
      res.writeHead(req.url === '/next/revalidate' ? 204 : 404).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  g[SELF_URL] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  delete g[SELF_URL]
  delete process.env.REVALIDATE_FOLLOW_UP_MS
  await new Promise((r) => server.close(r))
})

const waitFor = async (n: number) => {
  for (let i = 0; i < 100 && received.length < n; i++) await new Promise((r) => setTimeout(r, 20))
}

describe('follow-up revalidation', () => {
  it('sends one follow-up for the changes of one moment, with their paths, tags and layout, and a valid token', async () => {
    received.length = 0
    const t0 = Date.now()
    await revalidate(['/guides/a', '/sitemap.xml'])
    await revalidate(['/guides/b', '/sitemap.xml'], ['t1'])
    await revalidate(['/'], [], { layout: true })
    await waitFor(1)
    await new Promise((r) => setTimeout(r, 300)) // and no second one
    expect(received).toHaveLength(1)
    const [got] = received
    expect(got!.at - t0).toBeGreaterThanOrEqual(140)
    expect(got!.body).toEqual({ paths: ['/guides/a', '/sitemap.xml', '/guides/b', '/'], tags: ['t1'], layout: true })
    const token = got!.headers[REVALIDATE_HEADER] as string
    expect(token).toBe(revalidateToken())
    expect(verifyRevalidateToken(token)).toBe(true)

    // the next change starts a new follow-up
    await revalidate(['/tours/x'])
    await waitFor(2)
    expect(received[1]!.body).toEqual({ paths: ['/tours/x'], tags: [], layout: false })
  })

  it('sends none outside the production server (no address known) or when turned off', async () => {
    received.length = 0
    const self = g[SELF_URL]
    delete g[SELF_URL]
    await revalidate(['/a'])
    g[SELF_URL] = self
    process.env.REVALIDATE_FOLLOW_UP_MS = '0'
    await revalidate(['/b'])
    process.env.REVALIDATE_FOLLOW_UP_MS = '150'
    await new Promise((r) => setTimeout(r, 400))
    expect(received).toEqual([])
  })

  it('accepts only its own token and well-formed bodies', () => {
    expect(verifyRevalidateToken(null)).toBe(false)
    expect(verifyRevalidateToken('x')).toBe(false)
    expect(verifyRevalidateToken(revalidateToken().slice(1) + 'A')).toBe(false)
    const secret = process.env.PAYLOAD_SECRET
    delete process.env.PAYLOAD_SECRET
    expect(verifyRevalidateToken(revalidateToken())).toBe(false) // no secret: nobody's token is good
    process.env.PAYLOAD_SECRET = secret

    expect(parseRevalidation({ paths: ['/a'], layout: true })).toEqual({ paths: ['/a'], tags: [], layout: true })
    expect(parseRevalidation({ paths: [], tags: ['x'] })).toEqual({ paths: [], tags: ['x'], layout: false })
    for (const bad of [
      null,
      'x',
      [],
      { paths: 'a' },
      { paths: ['a'] },
      { paths: [''] },
      { paths: [1] },
      { paths: ['/a'], layout: 'yes' },
      { paths: Array(501).fill('/a') },
      { tags: ['x'.repeat(1025)] },
    ])
      expect(parseRevalidation(bad), JSON.stringify(bad)?.slice(0, 60)).toBeNull()
  })
})
