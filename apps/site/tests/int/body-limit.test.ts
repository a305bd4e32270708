// The request-body limit of the site's server (server.mjs calls the guard first for every request):
// a body over the limit is answered 413 as soon as the limit is passed, with or without
// Content-Length, and the rest is never handed to the application.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimits, createBodyLimit, limitFor } from '../../src/lib/body-limit.mjs'

const MB = 1024 * 1024
let server: http.Server
let base: string
/** Bytes the application (the stand-in for Next.js + Payload, which reads the whole body) was handed. */
const handed: number[] = []

beforeAll(async () => {
  const guard = createBodyLimit({ api: 1 * MB, upload: 4 * MB })
  server = http.createServer((req, res) => {
    if (guard(req, res)) return
    let n = 0
    req.on('data', (c: Buffer) => (n += c.length))
    req.on('end', () => {
      handed.push(n)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ bytes: n }))
    })
    req.on('error', () => handed.push(n))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((r) => server.close(() => r())))

/** Sends `total` bytes in 64 KB chunks (chunked unless `declare`), stops writing once answered. */
function send(
  path: string,
  total: number,
  declare = false,
): Promise<{ status: number; body: string; written: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' }
    if (declare) headers['content-length'] = total
    const req = http.request(`${base}${path}`, { method: 'POST', headers })
    let written = 0
    let answered = false
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    req.on('response', (res) => {
      answered = true
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (body += d))
      res.on('end', () => resolve({ status: res.statusCode!, body, written }))
      res.on('error', () => resolve({ status: res.statusCode!, body, written }))
    })
    req.on('error', (e) => (answered ? undefined : reject(e)))
    const pump = () => {
      while (!answered && written < total) {
        const n = Math.min(chunk.length, total - written)
        written += n
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('request body limit', () => {
  it('answers a 40 MB chunked POST with 413 once the limit is passed, handing the application at most the limit', async () => {
    handed.length = 0
    const res = await send('/api/customers/login', 40 * MB)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body).errors[0].message).toMatch(/too large/)
    expect(res.written).toBeLessThan(20 * MB) // the client was stopped well before the end
    await new Promise((r) => setTimeout(r, 300))
    for (const n of handed) expect(n).toBeLessThanOrEqual(1 * MB)
  })

  it('answers a declared Content-Length over the limit at once, without calling the application', async () => {
    handed.length = 0
    const res = await send('/api/customers/login', 40 * MB, true)
    expect(res.status).toBe(413)
    expect(res.written).toBeLessThan(20 * MB)
    await new Promise((r) => setTimeout(r, 300))
    expect(handed).toEqual([])
  })

  it('lets bodies under the limit through whole, chunked or not', async () => {
    for (const declare of [false, true]) {
      const res = await send('/api/customers/login', 900 * 1024, declare)
      expect(res.status).toBe(200)
      expect(JSON.parse(res.body).bytes).toBe(900 * 1024)
    }
  })

  it('gives media uploads the upload limit, and leaves non-API paths to Next.js', async () => {
    expect((await send('/api/media?depth=0', 3 * MB)).status).toBe(200)
    expect((await send('/api/media/12', 3 * MB)).status).toBe(200)
    expect((await send('/api/media', 5 * MB)).status).toBe(413)
    expect((await send('/api/pages', 3 * MB)).status).toBe(413)
    expect((await send('/api/mediaxyz', 3 * MB)).status).toBe(413)
    expect((await send('/admin/collections/pages', 3 * MB)).status).toBe(200)
  })

  it('defaults: 2 MB for the API (the JSON limit), the upload size limit plus room for the form for media; configurable', () => {
    expect(bodyLimits({})).toEqual({ api: 2 * MB, upload: 21 * MB })
    expect(bodyLimits({ API_BODY_LIMIT_MB: '5', UPLOAD_BODY_LIMIT_MB: '100' })).toEqual({
      api: 5 * MB,
      upload: 100 * MB,
    })
    expect(() => bodyLimits({ API_BODY_LIMIT_MB: 'lots' })).toThrow(/API_BODY_LIMIT_MB/)
    expect(limitFor('/api', { api: 1, upload: 2 })).toBe(1)
    expect(limitFor('/api/media/file/a.jpg', { api: 1, upload: 2 })).toBe(2)
    expect(limitFor('/apix', { api: 1, upload: 2 })).toBeNull()
    expect(limitFor('/', { api: 1, upload: 2 })).toBeNull()
  })
})
