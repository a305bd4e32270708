import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain JavaScript module shared with server.mjs
import {
  applyPageCsp,
  gatewaySource,
  inlineScriptHashes,
  NO_RUN_POLICY,
  strictPolicy,
} from '../../src/lib/page-csp.mjs'

const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`
const BASE =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://*.googletagmanager.com; connect-src 'self' ws://localhost:* wss: ws: https://www.google.com; frame-ancestors 'self'"
const PAGE = `<!doctype html><html><head><script src="/_next/static/chunks/a.js" async></script><script>self.__next_f=[]</script>
<script type="application/ld+json">{"@type":"Organization"}</script><script id="page-config" type="application/json">{"a":1}</script></head>
<body><script>document.documentElement.dataset.toc="1"</script><script type="module">import("/x.js")</script></body></html>`

describe('the page script policy', () => {
  it('hashes the inline scripts that run, not data blocks or external scripts', () => {
    expect(inlineScriptHashes(PAGE).sort()).toEqual(
      [sha('self.__next_f=[]'), sha('document.documentElement.dataset.toc="1"'), sha('import("/x.js")')].sort(),
    )
  })

  it("drops 'unsafe-inline' for the page's hashes and names only the configured gateway", () => {
    const p = strictPolicy(BASE, { hashes: [sha('a')], gateway: 'ws://127.0.0.1:8000' })
    expect(p).toBe(
      `default-src 'self'; script-src 'self' https://*.googletagmanager.com ${sha('a')}; connect-src 'self' ws://127.0.0.1:8000 https://www.google.com; frame-ancestors 'self'`,
    )
    expect(gatewaySource('wss://live.example.com/ws')).toBe('wss://live.example.com https://live.example.com')
    expect(gatewaySource('http://localhost:8000')).toBe('ws://localhost:8000 http://localhost:8000')
    expect(gatewaySource('https://live.example.com')).toBe('wss://live.example.com https://live.example.com')
    expect(gatewaySource('not a url')).toBeNull()
  })
})

describe('applyPageCsp on a real server', () => {
  const servers: http.Server[] = []
  afterAll(() => servers.forEach((s) => s.close()))
  const serve = async (handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) => {
    const s = http.createServer((req, res) => {
      applyPageCsp(req, res, { gateway: 'ws://127.0.0.1:8000' })
      handler(req, res)
    })
    servers.push(s)
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
    return `http://127.0.0.1:${(s.address() as AddressInfo).port}`
  }

  it('a streamed, gzipped page gets the hashes of its own scripts', async () => {
    const gz = zlib.gzipSync(Buffer.from(PAGE))
    const url = await serve((_req, res) => {
      res.setHeader('Content-Security-Policy', BASE)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Encoding', 'gzip')
      res.flushHeaders()
      res.write(gz.subarray(0, 20))
      setTimeout(() => res.end(gz.subarray(20)), 20)
    })
    const r = await fetch(url)
    const csp = r.headers.get('content-security-policy')!
    expect(csp).not.toContain('unsafe-inline')
    for (const h of inlineScriptHashes(PAGE)) expect(csp).toContain(h)
    expect(csp).toContain("connect-src 'self' ws://127.0.0.1:8000 https://www.google.com")
    expect(await r.text()).toBe(PAGE)
  })

  it('headers given to writeHead, and a page already carrying its policy (the micro-cache), pass as they are', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/json')
        return res.writeHead(200, { 'content-type': 'application/json', 'content-security-policy': BASE }).end('{}')
      if (req.url === '/cached')
        return res
          .writeHead(200, { 'content-type': 'text/html', 'content-security-policy': `script-src 'self' ${sha('x')}` })
          .end(PAGE)
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': BASE })
      res.end(PAGE)
    })
    expect((await fetch(`${url}/json`)).headers.get('content-security-policy')).toBe(NO_RUN_POLICY)
    expect((await fetch(`${url}/cached`)).headers.get('content-security-policy')).toBe(`script-src 'self' ${sha('x')}`)
    const page = await fetch(`${url}/page`)
    expect(page.headers.get('content-security-policy')).toContain(sha('self.__next_f=[]'))
    expect(await page.text()).toBe(PAGE)
    // HEAD: no body, no script to hash, and still no 'unsafe-inline'.
    const head = await fetch(`${url}/page`, { method: 'HEAD' })
    expect(head.headers.get('content-security-policy')).toMatch(
      /script-src 'self' https:\/\/\*\.googletagmanager\.com;/,
    )
  })
})

describe('answers that are not HTML pages run nothing', () => {
  // An uploaded SVG (/api/media/file/x.svg), /icon.svg, the RSS feed, the sitemap, the API's JSON: the
  // build's policy (script-src 'unsafe-inline') came with them, so an SVG opened on its own could run
  // its inline script on the site's origin.
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'
  let url: string
  let server: http.Server
  afterAll(() => server?.close())

  it('media files, icons, feeds, sitemaps and JSON get a policy without scripts, HEAD too', async () => {
    server = http.createServer((req, res) => {
      applyPageCsp(req, res, { gateway: 'ws://127.0.0.1:8000' })
      res.setHeader('Content-Security-Policy', BASE)
      if (req.url === '/api/media/file/x.svg' || req.url === '/icon.svg') {
        res.setHeader('Content-Type', 'image/svg+xml')
        return res.end(SVG)
      }
      if (req.url === '/guides/rss.xml')
        return res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }).end('<rss/>')
      if (req.url === '/sitemap.xml') {
        res.setHeader('Content-Type', 'application/xml')
        res.write('<urlset>')
        return res.end('</urlset>')
      }
      if (req.url === '/not-modified') return res.writeHead(304).end()
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    for (const [path, method] of [
      ['/api/media/file/x.svg', 'GET'],
      ['/api/media/file/x.svg', 'HEAD'],
      ['/icon.svg', 'GET'],
      ['/guides/rss.xml', 'GET'],
      ['/sitemap.xml', 'GET'],
      ['/api/pages', 'GET'],
    ]) {
      const r = await fetch(url + path, { method })
      const csp = r.headers.get('content-security-policy')!
      expect(csp, `${method} ${path}`).toBe(NO_RUN_POLICY)
      if (method === 'GET') expect((await r.text()).length).toBeGreaterThan(0)
    }
    expect(NO_RUN_POLICY).toMatch(/^default-src 'none'/)
    expect(NO_RUN_POLICY).toMatch(/(^|; )sandbox(;|$)/)
    expect(NO_RUN_POLICY).not.toMatch(/script-src/)
    // What an SVG needs to show: its inline styles and data: images.
    expect(NO_RUN_POLICY).toContain("style-src 'unsafe-inline'")
    expect(NO_RUN_POLICY).toMatch(/img-src [^;]*data:/)
    // A 304 has no type of its own: its headers update the stored answer's, which may be a page.
    expect((await fetch(`${url}/not-modified`)).headers.get('content-security-policy')).toBe(BASE)
  })
})

describe('the page policy and the micro-cache together, as server.mjs stacks them', () => {
  it('a page answered without compression is stored once, not twice', async () => {
    // A client without Accept-Encoding (curl, some crawlers, the throughput bench) got the guide twice
    // in one response from the micro-cache (124 KB instead of 62 KB): the policy's end() handed the last
    // chunk to this.write, which passed through the cache's write wrapper after its end wrapper had
    // already kept it.
    // @ts-expect-error plain JavaScript module shared with server.mjs
    const { createPageCache } = await import('../../src/lib/page-cache.mjs')
    const cache = createPageCache({ ttlMs: 60_000, settleMs: 0 })
    let renders = 0
    // @ts-expect-error plain JavaScript module shared with server.mjs
    const { servePage } = await import('../../src/lib/serve-page.mjs')
    const s = http.createServer((req, res) =>
      servePage(req, res, {
        cache,
        policy: { gateway: 'ws://127.0.0.1:8000' },
        render: () => {
          renders++
          res.setHeader('Content-Security-Policy', BASE)
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.setHeader('Cache-Control', 's-maxage=3600')
          res.setHeader('x-nextjs-cache', 'HIT')
          res.end(PAGE)
        },
      }),
    )
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
    try {
      const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/guide`
      const plain = { 'accept-encoding': 'identity' }
      const first = await fetch(url, { headers: plain })
      expect(first.headers.get('x-page-cache')).toBe('MISS')
      expect(await first.text()).toBe(PAGE)
      const second = await fetch(url, { headers: plain })
      expect(second.headers.get('x-page-cache')).toBe('HIT')
      expect(await second.text()).toBe(PAGE)
      expect(renders).toBe(1)
    } finally {
      s.close()
    }
  })
})

describe('a malformed address: its 404 page is rendered with the page policy by the same function', () => {
  it('renderPage serves both the cached path (servePage) and the malformed one (answerMalformed)', async () => {
    // @ts-expect-error plain JavaScript module shared with server.mjs
    const { createPageCache } = await import('../../src/lib/page-cache.mjs')
    // @ts-expect-error plain JavaScript module shared with server.mjs
    const { renderPage, servePage } = await import('../../src/lib/serve-page.mjs')
    const { answerMalformed, NOT_FOUND_PATH } = await import('../../src/lib/malformed-url.mjs')
    const cache = createPageCache({ ttlMs: 60_000, settleMs: 0 })
    const policy = { gateway: 'ws://127.0.0.1:8000' }
    const rendered: string[] = []
    // As server.mjs: Next.js's handler stands for `handle`, here a 404 page for any path.
    const handle = (res: http.ServerResponse, path: string) => {
      rendered.push(path)
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': BASE })
      res.end(PAGE)
    }
    const s = http.createServer((req, res) => {
      if (answerMalformed(req, res, (path: string) => renderPage(req, res, policy, () => handle(res, path)))) return
      servePage(req, res, { cache, policy, render: () => handle(res, req.url!) })
    })
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()))
    try {
      const base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`
      for (const path of ['/guides/lisbon%', '/no-such-page']) {
        const r = await fetch(base + path)
        expect(r.status).toBe(404)
        const csp = r.headers.get('content-security-policy')!
        expect(csp, path).not.toContain('unsafe-inline')
        for (const h of inlineScriptHashes(PAGE)) expect(csp, path).toContain(h)
        expect(await r.text()).toBe(PAGE)
      }
      expect(rendered).toEqual([NOT_FOUND_PATH, '/no-such-page'])
    } finally {
      s.close()
    }
  })
})
