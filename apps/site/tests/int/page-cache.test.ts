// The page micro-cache (src/lib/page-cache.mjs) in front of a stand-in for Next.js's handler: a real
// HTTP server and real requests; the stand-in answers like Next.js does for a prerendered page.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error -- Next.js's bundled copy of the `compression` middleware, which its server runs
import compression from 'next/dist/compiled/compression'
import { createPageCache, PAGE_CACHE } from '../../src/lib/page-cache.mjs'
import { revalidate } from '../../src/lib/revalidate'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void
type Cache = ReturnType<typeof createPageCache>

const PAGE = '<!doctype html><title>Lisbon</title>' + 'x'.repeat(40_000)
const NEXT_HEADERS = {
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'",
}

/** Like Next.js: headers with setHeader, the page in two writes. */
const nextLike =
  (headers: Record<string, string> = NEXT_HEADERS, status = 200, body = PAGE): Handler =>
  (_req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
    res.statusCode = status
    res.write(body.slice(0, 1000))
    res.end(body.slice(1000))
  }

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

/** The production server's wiring (server.mjs): the cache answers, or hands over to the handler. */
async function serverWith(cache: Cache, handler: Handler) {
  let calls = 0
  const server = http.createServer((req, res) =>
    cache.handle(req, res, () => {
      calls++
      handler(req, res)
    }),
  )
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    get calls() {
      return calls
    },
    get: (path = '/guides/lisbon', init: RequestInit = {}) => fetch(base + path, init),
    base,
  }
}

describe('page micro-cache', () => {
  it('answers a repeat request from memory with the same status, headers and body', async () => {
    const cache = createPageCache()
    const s = await serverWith(cache, nextLike())
    const first = await s.get()
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    const firstBody = await first.text()
    const second = await s.get()
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(await second.text()).toBe(firstBody)
    expect(firstBody).toBe(PAGE)
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)))
    expect(second.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(s.calls).toBe(1)
    expect(cache.size).toBe(1)
  })

  it('answers HEAD from the stored GET, without a body', async () => {
    const s = await serverWith(createPageCache(), nextLike())
    await (await s.get()).text()
    const head = await s.get('/guides/lisbon', { method: 'HEAD' })
    expect(head.headers.get('x-page-cache')).toBe('HIT')
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)))
    expect(await head.text()).toBe('')
    expect(s.calls).toBe(1)
  })

  it('keeps each Accept-Encoding apart, and replays a compressed page compressed', async () => {
    const compress = compression()
    const s = await serverWith(createPageCache(), (req, res) => compress(req, res, () => nextLike()(req, res)))
    const raw = (enc?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${s.base}/guides/lisbon`, { headers: enc ? { 'accept-encoding': enc } : {} }, (res) => {
            const parts: Buffer[] = []
            res.on('data', (d) => parts.push(d))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }))
          })
          .on('error', reject)
      })
    await raw('gzip')
    const gz = await raw('gzip')
    expect(gz.headers['x-page-cache']).toBe('HIT')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(PAGE)
    const plain = await raw()
    expect(plain.headers['x-page-cache']).toBe('MISS') // not served the gzip bytes
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
    expect((await raw()).headers['x-page-cache']).toBe('HIT')
    expect(s.calls).toBe(2)
  })

  it.each([
    ['a stale page (Next.js is regenerating it)', { ...NEXT_HEADERS, 'x-nextjs-cache': 'STALE' }, 200],
    ['a page Next.js did not take from its cache', { ...NEXT_HEADERS, 'x-nextjs-cache': '' }, 200],
    [
      'a private page',
      { ...NEXT_HEADERS, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      200,
    ],
    ['a page without s-maxage', { ...NEXT_HEADERS, 'cache-control': 'public, max-age=0, must-revalidate' }, 200],
    ['a page that sets a cookie', { ...NEXT_HEADERS, 'set-cookie': 'a=1' }, 200],
    ['a page that varies on something else', { ...NEXT_HEADERS, vary: 'Accept-Encoding, Cookie' }, 200],
    ['a 404', NEXT_HEADERS, 404],
  ])('never keeps %s', async (_what, headers, status) => {
    const cache = createPageCache()
    const s = await serverWith(cache, nextLike(headers as Record<string, string>, status))
    await (await s.get()).text()
    const again = await s.get()
    expect(again.headers.get('x-page-cache')).toBe('MISS')
    await again.text()
    expect(s.calls).toBe(2)
    expect(cache.size).toBe(0)
  })

  it.each([
    ['a POST', '/guides/lisbon', { method: 'POST', body: 'x' }],
    ['the admin', '/admin/collections/pages', {}],
    ['the API', '/api/guides', {}],
    ['the preview routes', '/next/preview?slug=x', {}],
    ['build assets', '/_next/static/chunks/a.js', {}],
    ['a client-side navigation', '/guides/lisbon', { headers: { RSC: '1' } }],
    ['a prefetch', '/guides/lisbon', { headers: { 'Next-Router-Prefetch': '1' } }],
    ['an RSC address', '/guides/lisbon?_rsc=abc', {}],
    ['a draft preview', '/guides/lisbon', { headers: { cookie: 'theme=dark; __prerender_bypass=1' } }],
    ['a signed-in visitor', '/guides/lisbon', { headers: { cookie: 'payload-token=abc' } }],
    ['a request with credentials', '/guides/lisbon', { headers: { authorization: 'Bearer x' } }],
  ])('never answers %s', async (_what, path, init) => {
    const cache = createPageCache()
    const s = await serverWith(cache, nextLike())
    for (let i = 0; i < 2; i++) {
      const r = await s.get(path, init as RequestInit)
      expect(r.headers.get('x-page-cache')).toBeNull()
      await r.text()
    }
    expect(s.calls).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('an unrelated cookie does not keep a visitor from the cache', async () => {
    const s = await serverWith(createPageCache(), nextLike())
    await (await s.get()).text()
    const r = await s.get('/guides/lisbon', { headers: { cookie: 'cc_cookie=%7B%7D; _ga=1' } })
    expect(r.headers.get('x-page-cache')).toBe('HIT')
  })

  it('keys on the address: another page or query is another entry', async () => {
    const cache = createPageCache()
    const s = await serverWith(cache, (req, res) => nextLike(NEXT_HEADERS, 200, `page ${req.url}`)(req, res))
    for (const p of ['/a', '/b', '/a?utm_source=x']) await (await s.get(p)).text()
    expect(await (await s.get('/a')).text()).toBe('page /a')
    expect(await (await s.get('/b')).text()).toBe('page /b')
    expect(await (await s.get('/a?utm_source=x')).text()).toBe('page /a?utm_source=x')
    expect(s.calls).toBe(3)
  })

  it('forgets an entry after its time to live', async () => {
    let t = 0
    const cache = createPageCache({ ttlMs: 1000, now: () => t })
    const s = await serverWith(cache, nextLike())
    await (await s.get()).text()
    t = 999
    expect((await s.get()).headers.get('x-page-cache')).toBe('HIT')
    t = 1000
    expect((await s.get()).headers.get('x-page-cache')).toBe('MISS')
    expect(s.calls).toBe(2)
  })

  it('a time to live of 0 turns it off', async () => {
    const cache = createPageCache({ ttlMs: 0 })
    const s = await serverWith(cache, nextLike())
    for (let i = 0; i < 2; i++) expect((await s.get()).headers.get('x-page-cache')).toBeNull()
    expect(s.calls).toBe(2)
  })

  it('a purge forgets everything, and stores nothing while Next.js settles', async () => {
    let t = 0
    const cache = createPageCache({ settleMs: 2000, now: () => t })
    const s = await serverWith(cache, nextLike())
    await (await s.get('/a')).text()
    await (await s.get('/b')).text()
    expect(cache.size).toBe(2)
    cache.purge()
    expect(cache.size).toBe(0)
    await (await s.get('/a')).text()
    expect(cache.size).toBe(0) // within the settle window
    t = 2000
    await (await s.get('/a')).text()
    expect((await s.get('/a')).headers.get('x-page-cache')).toBe('HIT')
  })

  it('a page still being written when a purge comes is not kept', async () => {
    const cache = createPageCache({ settleMs: 0 })
    let finish: () => void = () => {}
    const s = await serverWith(cache, (_req, res) => {
      for (const [k, v] of Object.entries(NEXT_HEADERS)) res.setHeader(k, v)
      res.write('old ')
      finish = () => res.end('content')
    })
    const pending = s.get()
    await new Promise((r) => setTimeout(r, 100))
    cache.purge()
    finish()
    expect(await (await pending).text()).toBe('old content')
    expect(cache.size).toBe(0)
  })

  it('a response cut off midway is not kept', async () => {
    const cache = createPageCache()
    const s = await serverWith(cache, (_req, res) => {
      for (const [k, v] of Object.entries(NEXT_HEADERS)) res.setHeader(k, v)
      res.write('half a page')
      setTimeout(() => res.destroy(), 20)
    })
    await expect(s.get().then((r) => r.text())).rejects.toThrow()
    await new Promise((r) => setTimeout(r, 50))
    expect(cache.size).toBe(0)
  })

  it('headers given to writeHead are kept too; a page over the entry limit is not', async () => {
    const cache = createPageCache({ maxEntryBytes: 50_000 })
    const s = await serverWith(cache, (req, res) => {
      res.writeHead(200, { ...NEXT_HEADERS, 'x-extra': 'yes' })
      res.end(req.url === '/big' ? 'y'.repeat(60_000) : 'small')
    })
    await (await s.get('/small')).text()
    const hit = await s.get('/small')
    expect(hit.headers.get('x-page-cache')).toBe('HIT')
    expect(hit.headers.get('x-extra')).toBe('yes')
    await (await s.get('/big')).text()
    expect((await s.get('/big')).headers.get('x-page-cache')).toBe('MISS')
  })

  it('stays within its memory limit, dropping the least recently used pages first', async () => {
    const cache = createPageCache({ maxBytes: 2500 })
    const s = await serverWith(cache, (req, res) => nextLike(NEXT_HEADERS, 200, 'z'.repeat(1000))(req, res))
    await (await s.get('/a')).text()
    await (await s.get('/b')).text()
    await (await s.get('/a')).text() // /a used again: /b is now the oldest
    await (await s.get('/c')).text()
    expect(cache.bytes).toBeLessThanOrEqual(2500)
    expect(cache.size).toBe(2)
    expect(cache.stats.evicted).toBe(1)
    expect((await s.get('/a')).headers.get('x-page-cache')).toBe('HIT')
    expect((await s.get('/c')).headers.get('x-page-cache')).toBe('HIT')
    expect((await s.get('/b')).headers.get('x-page-cache')).toBe('MISS')
  })

  it('a publish (the revalidation hook) purges the running server’s cache', async () => {
    const cache = createPageCache()
    const s = await serverWith(cache, nextLike())
    await (await s.get()).text()
    expect(cache.size).toBe(1)
    ;(globalThis as Record<symbol, unknown>)[PAGE_CACHE] = cache
    try {
      await revalidate(['/guides/lisbon'])
    } finally {
      delete (globalThis as Record<symbol, unknown>)[PAGE_CACHE]
    }
    expect(cache.size).toBe(0)
    expect(cache.stats.purges).toBe(1)
  })
})
