import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { designNotFound, NOT_FOUND_SEGMENT, notFoundPagePath } from '../../src/lib/not-found-page.mjs'
import { slugify } from '../../src/fields/slug'

// server.mjs's 404 page (src/lib/not-found-page.mjs) around a stand-in for Next.js's handler; the real
// server, with Next.js, is e2e routes.spec's "the 404 page without JavaScript".
type Ask = (self: string, path: string, enc: string) => Promise<{ status: number; headers: object; body: Buffer }>
let ask: Ask
const asked: string[] = []
const errors: string[] = []
let base = ''
const server = http.createServer((req, res) => {
  designNotFound(req, res, {
    selfUrl: () => 'http://self',
    ask: (self, path, enc) => {
      asked.push(path)
      return ask(self, path, enc)
    },
    log: { error: (m: string) => errors.push(m) },
  })
  // What Next.js does: headers set on the response, then the body in pieces.
  const url = req.url ?? '/'
  const status = url.includes('missing') ? 404 : 200
  res.statusCode = status
  res.setHeader('content-type', url.startsWith('/api') ? 'application/json' : 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'private, no-store')
  res.write('<html id="__next_error__">')
  res.end('</html>')
})

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const page = (body: string) =>
  Promise.resolve({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self'" },
    body: Buffer.from(body),
  })

describe("the site's 404 page instead of Next.js's", () => {
  it('asks the 404 page in the address language, through a path no slug can take', () => {
    expect(notFoundPagePath('/pt/guias/x')).toBe(`/pt/${NOT_FOUND_SEGMENT}`)
    expect(notFoundPagePath('/guides/x')).toBe(`/${NOT_FOUND_SEGMENT}`)
    expect(notFoundPagePath('/en/x')).toBe(`/${NOT_FOUND_SEGMENT}`)
    expect(notFoundPagePath('/pta/x')).toBe(`/${NOT_FOUND_SEGMENT}`)
    expect(slugify(NOT_FOUND_SEGMENT)).not.toBe(NOT_FOUND_SEGMENT)
  })

  it("sends the site's page with the 404 status and its own headers; the response's others stay", async () => {
    ask = () => page('<html lang="pt"><h1>Esta página perdeu-se do mapa</h1></html>')
    asked.length = 0
    const res = await fetch(`${base}/pt/guias/missing`)
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('<html lang="pt"><h1>Esta página perdeu-se do mapa</h1></html>')
    expect(res.headers.get('content-security-policy')).toBe("script-src 'self'")
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(asked).toEqual([`/pt/${NOT_FOUND_SEGMENT}`])
  })

  it("sends Next.js's own answer when the page cannot be had", async () => {
    errors.length = 0
    for (const failing of [
      () => Promise.reject(new Error('refused')),
      () => page('x').then((p) => ({ ...p, status: 500 })),
    ]) {
      ask = failing as Ask
      const res = await fetch(`${base}/missing`)
      expect(res.status).toBe(404)
      expect(await res.text()).toBe('<html id="__next_error__"></html>')
    }
    expect(errors).toHaveLength(2)
  })

  it('leaves found pages, the API, other methods and the page asked by the server itself alone', async () => {
    ask = () => page('designed')
    asked.length = 0
    expect(await (await fetch(`${base}/guides/here`)).text()).toBe('<html id="__next_error__"></html>')
    const api = await fetch(`${base}/api/missing`)
    expect([api.status, await api.text()]).toEqual([404, '<html id="__next_error__"></html>'])
    const post = await fetch(`${base}/missing`, { method: 'POST' })
    expect(await post.text()).toBe('<html id="__next_error__"></html>')
    const own = await fetch(`${base}/pt/${NOT_FOUND_SEGMENT}`, { headers: { 'x-site-not-found-page': '1' } })
    expect(own.status).toBe(200)
    expect(asked).toEqual([])
  })

  it('answers a visitor who asks the 404 page itself with the 404 status', async () => {
    const res = await fetch(`${base}/pt/${NOT_FOUND_SEGMENT}`)
    expect(res.status).toBe(404)
  })
})
