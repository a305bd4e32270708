// The search page's per-address limit (server.mjs, before Next.js): each search (the page with a
// query) costs the database a ranked full-text query, and 10 clients in a loop held the page at a
// 731 ms median on SQLite. Past the limit an address gets 429 with Retry-After and a short page in
// the address's language, and Next.js (the search) is never called.
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { stampClientAddress } from '../../src/lib/client-address.mjs'
import { createSearchPageLimit, isSearchQuery } from '../../src/lib/search-page-limit.mjs'

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../src/i18n/messages/${locale}.json`), 'utf8')).search

type Site = { url: string; rendered: string[]; close: () => Promise<void> }
const sites: Site[] = []
afterAll(() => Promise.all(sites.map((s) => s.close())))

/** server.mjs's order: the address stamped (behind one proxy: the test), the search limit, then the renderer. */
async function site(limit: ReturnType<typeof createSearchPageLimit>): Promise<Site> {
  const rendered: string[] = []
  const server = http.createServer((req, res) => {
    stampClientAddress(req, 1)
    const render = () => {
      rendered.push(req.url!)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>results</p>')
    }
    if (!isSearchQuery(req)) return render()
    limit.answer(req, res).then((answered) => answered || render())
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const s = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rendered,
    close: async () => {
      await new Promise((r) => server.close(r))
      await limit.close()
    },
  }
  sites.push(s)
  return s
}

/** A GET with the path as written (no client-side URL resolution), from `address`. */
function get(base: string, target: string, address: string) {
  const { port } = new URL(base)
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, headers: { 'x-forwarded-for': address } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    req.on('error', reject)
  })
}

describe('the search page limit', () => {
  it('lets an address search `points` times a window, then answers 429 in its language without searching', async () => {
    const s = await site(createSearchPageLimit({ points: 3, durationS: 60, env: {} }))
    // Every address of the search page counts, however it is written (the router resolves them all).
    for (const target of ['/pt/pesquisa?q=lisboa', '/pt/search?q=sintra', '/./pt/pesquisa?q=porto&page=2'])
      expect((await get(s.url, target, '203.0.113.7')).status, target).toBe(200)
    const limited = await get(s.url, '/pt/pesquisa?q=%C3%A9vora', '203.0.113.7')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(limited.headers['content-type']).toMatch(/^text\/html/)
    expect(limited.headers['cache-control']).toMatch(/no-store/)
    expect(limited.headers['content-security-policy']).toMatch(/default-src 'none'/)
    expect(limited.body).toContain('<html lang="pt">')
    expect(limited.body).toContain(messages('pt').tooMany)
    // The form to search again, filled with what was asked, escaped.
    expect(limited.body).toContain('action="/pt/pesquisa"')
    expect(limited.body).toContain('value="évora"')
    expect(s.rendered).toEqual(['/pt/pesquisa?q=lisboa', '/pt/search?q=sintra', '/./pt/pesquisa?q=porto&page=2'])

    // The other languages' addresses share the address's count, each answered in its own language.
    for (const [target, locale] of [
      ['/search?q=lisbon', 'en'],
      ['/es/buscar?q=x', 'es'],
      ['/fr/recherche?q=x', 'fr'],
      ['/de/suche?q=x', 'de'],
    ]) {
      const r = await get(s.url, target, '203.0.113.7')
      expect(r.status, target).toBe(429)
      expect(r.body).toContain(`<html lang="${locale}">`)
      expect(r.body).toContain(messages(locale).tooMany)
    }
    // HEAD counts as a search and is answered without a body.
    const head = await new Promise<number>((resolve) =>
      http
        .request(`${s.url}/search?q=x`, { method: 'HEAD', headers: { 'x-forwarded-for': '203.0.113.7' } }, (res) => {
          res.resume()
          resolve(res.statusCode!)
        })
        .end(),
    )
    expect(head).toBe(429)
    expect(s.rendered).toHaveLength(3)
  })

  it('counts each address on its own, and not the search page without a query or other pages', async () => {
    const s = await site(createSearchPageLimit({ points: 2, durationS: 60, env: {} }))
    for (let i = 0; i < 2; i++) expect((await get(s.url, '/search?q=a', '198.51.100.1')).status).toBe(200)
    expect((await get(s.url, '/search?q=a', '198.51.100.1')).status).toBe(429)
    expect((await get(s.url, '/search?q=a', '198.51.100.2')).status).toBe(200)
    for (const target of [
      '/search',
      '/search?q=',
      '/search?q=%20%20',
      '/guides?q=a',
      '/pt/guias/lisboa',
      '/searchx?q=a',
    ])
      for (let i = 0; i < 3; i++) expect((await get(s.url, target, '198.51.100.1')).status, target).toBe(200)
  })

  it('counts across site instances through Redis (REDIS_URL), under RATE_LIMIT_PREFIX', async () => {
    const prefix = `test-search-limit-${crypto.randomBytes(4).toString('hex')}`
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_PREFIX: prefix }
    const a = await site(createSearchPageLimit({ points: 2, durationS: 60, env }))
    const b = await site(createSearchPageLimit({ points: 2, durationS: 60, env }))
    expect((await get(a.url, '/search?q=a', '192.0.2.9')).status).toBe(200)
    expect((await get(b.url, '/search?q=a', '192.0.2.9')).status).toBe(200)
    expect((await get(a.url, '/search?q=a', '192.0.2.9')).status).toBe(429)
    expect((await get(b.url, '/search?q=a', '192.0.2.9')).status).toBe(429)
    const redis = new Redis(env.REDIS_URL)
    try {
      const keys = await redis.keys(`${prefix}:*`)
      expect(keys.length).toBeGreaterThan(0)
      await redis.del(...keys)
    } finally {
      redis.disconnect()
    }
  })

  it('is off with 0 points (SEARCH_PAGE_LIMIT=0)', async () => {
    const s = await site(createSearchPageLimit({ points: 0, env: {} }))
    for (let i = 0; i < 5; i++) expect((await get(s.url, '/search?q=a', '198.51.100.9')).status).toBe(200)
  })
})
