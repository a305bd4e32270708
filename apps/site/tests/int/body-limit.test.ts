// The request-body limit of the site's server (server.mjs calls the guard first for every request):
// a body over the limit is answered 413 as soon as the limit is passed, with or without
// Content-Length, and the rest is never handed to the application.
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimits, createBodyLimit, limitFor } from '../../src/lib/body-limit.mjs'

const MB = 1024 * 1024
let server: http.Server
let base: string
/** Bytes the application (the stand-in for Next.js + Payload, which reads the whole body) was handed. */
const handed: number[] = []
/** How each request the application was handed finished: its bytes, and whether it ended whole. */
const settled: { bytes: number; ended: boolean }[] = []

beforeAll(async () => {
  const guard = createBodyLimit({ api: 1 * MB, upload: 4 * MB })
  server = http.createServer((req, res) => {
    if (guard(req, res)) return
    let n = 0
    let ended = false
    req.on('data', (c: Buffer) => (n += c.length))
    req.on('end', () => {
      ended = true
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ bytes: n }))
    })
    // Whole or aborted (a body over the limit never ends: the connection is closed under it).
    req.on('close', () => {
      handed.push(n)
      settled.push({ bytes: n, ended })
    })
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
    settled.length = 0
    const res = await send('/api/customers/login', 40 * MB)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body).errors[0].message).toMatch(/too large/)
    expect(res.written).toBeLessThan(20 * MB) // the client was stopped well before the end
    await expect.poll(() => settled.length, { timeout: 5000 }).toBe(1)
    expect(settled[0].bytes).toBeLessThanOrEqual(1 * MB)
    expect(settled[0].ended).toBe(false) // a body cut short never passes for a whole one
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

// The router (Next.js) resolves `/./api/x`, `/%2e/api/x` and `/pt/../api/x` to `/api/x` (WHATWG URL
// parsing) and answers `//api/x` or `/\api/x` with a redirect; so the limit is decided on the path as
// the router sees it. The stand-in application below routes the way Next.js does and reads a whole
// body for the API, as Payload does; the bytes the server process read from each socket are counted.
describe('request body limit, whatever the spelling of the path', () => {
  let routed: http.Server
  const sockets: net.Socket[] = []

  beforeAll(async () => {
    const guard = createBodyLimit({ api: 1 * MB, upload: 4 * MB })
    routed = http.createServer((req, res) => {
      if (guard(req, res)) return
      const raw = (req.url || '/').split('?')[0]
      if (/\\|\/\//.test(raw)) {
        // Next.js: repeated slashes or backslashes (an absolute URL too) get a 308, the body left unread.
        res.writeHead(308, { location: raw.replace(/[\\/]+/g, '/') })
        return void res.end()
      }
      const pathname = new URL(`http://n${raw}`).pathname
      if (!pathname.startsWith('/api/')) {
        res.writeHead(404)
        return void res.end()
      }
      const chunks: Buffer[] = [] // held whole, as Payload's req.text() does
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => res.end(JSON.stringify({ bytes: Buffer.concat(chunks).length })))
    })
    routed.on('connection', (s) => sockets.push(s))
    await new Promise<void>((r) => routed.listen(0, '127.0.0.1', r))
  })

  afterAll(() => new Promise<void>((r) => routed.close(() => r())))

  /**
   * A chunked POST of `total` bytes, sent the way an attacker would: the path as written (no client-side
   * URL resolution), and the body written on whatever the answer says, until the server closes the
   * connection. Resolves with the status and the bytes the server process read from that socket.
   */
  function post(path: string, total: number): Promise<{ status: number; serverRead: number }> {
    const before = sockets.length
    return new Promise((resolve, reject) => {
      const client = net.connect((routed.address() as AddressInfo).port, '127.0.0.1')
      let answer = ''
      let written = 0
      const frame = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, 0x20), Buffer.from('\r\n')])
      client.setEncoding('latin1')
      client.on('data', (d: string) => (answer += d))
      client.on('error', () => {}) // the reset once the server stops reading
      client.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      )
      const pump = () => {
        while (written < total && !client.destroyed) {
          written += 0x10000
          if (!client.write(frame)) return void client.once('drain', pump)
        }
        if (!client.destroyed) client.end('0\r\n\r\n')
      }
      pump()
      client.on('connect', () => {
        const socket = sockets[before]
        if (!socket) return reject(new Error('no server socket'))
        socket.once('close', () => {
          client.destroy()
          resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), serverRead: socket.bytesRead })
        })
      })
    })
  }

  for (const [path, status] of [
    ['/./api/customers/login', 413],
    ['/%2e/api/customers/login', 413],
    ['/%2E%2e/api/customers/login', 413],
    ['/pt/../api/customers/login', 413],
    ['/pt/.%2e/api/customers/login', 413],
    ['/api/media/../customers/login', 413],
    ['/api/customers/login', 413],
    // Answered before the body is read (the redirect, a 404): Node.js would then read the rest of the
    // body off the wire to throw it away; past the limit the connection is closed instead.
    ['//api/customers/login', 308],
    ['/\\api/customers/login', 308],
    ['http://example.com/./api/customers/login', 308], // the absolute form of a request target
    ['/%61pi/customers/login', 404],
  ] as const)
    it(`answers a 30 MB chunked POST to ${path} with ${status}, reading no more than the limit`, async () => {
      const res = await post(path, 30 * MB)
      expect(res.status).toBe(status)
      expect(res.serverRead).toBeLessThan(1 * MB + 256 * 1024)
    })
})
