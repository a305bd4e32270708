// deploy/nginx/site.conf's page cache and content encodings, with Debian's nginx (scripts/lib/nginx.mjs
// runs it as `npm run cluster` does) in front of a stand-in site that compresses as Next.js does: by the
// request's Accept-Encoding, with Vary: Accept-Encoding. The cache key has no encoding and Vary is
// ignored, so a page stored for one client must never reach another in an encoding it did not accept.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nginxBin, startNginx, writeNginxConf } from '../../../../scripts/lib/nginx.mjs'
import { freePort } from '../../../../scripts/lib/throwaway.mjs'

const PAGE = `<!doctype html><html><body>${'<p>Lisbon in three days.</p>'.repeat(200)}</body></html>`
let site: http.Server
let nginx: ChildProcess
let base: string
let work: string
/** The Accept-Encoding of each request the site received. */
const asked: (string | undefined)[] = []

function encode(accept: string): { encoding?: string; body: Buffer } {
  if (/\bdeflate\b/.test(accept)) return { encoding: 'deflate', body: zlib.deflateSync(PAGE) }
  if (/\bgzip\b/.test(accept)) return { encoding: 'gzip', body: zlib.gzipSync(PAGE) }
  return { body: Buffer.from(PAGE) }
}

beforeAll(async () => {
  site = http.createServer((req, res) => {
    asked.push(req.headers['accept-encoding'])
    const { encoding, body } = encode(String(req.headers['accept-encoding'] ?? ''))
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      vary: 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': body.length,
    })
    res.end(body)
  })
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', () => r()))
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-encoding-'))
  const port = await freePort()
  const conf = writeNginxConf({
    work,
    listen: `127.0.0.1:${port}`,
    sites: [`127.0.0.1:${(site.address() as AddressInfo).port}`],
    gateways: ['127.0.0.1:9'],
  })
  nginx = startNginx(nginxBin({ install: false }), conf)
  base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) =>
      http.get(`${base}/_probe`, (res) => resolve(Boolean(res.resume()))).on('error', () => resolve(false)),
    )
    if (up) break
    await new Promise((r) => setTimeout(r, 50))
  }
})

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r))
    nginx.kill('SIGQUIT')
    await exited
  }
  await new Promise((r) => site?.close(r))
  fs.rmSync(work, { recursive: true, force: true })
})

/** GET through nginx with the given Accept-Encoding (none when undefined); the body as received. */
function get(target: string, accept?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = accept === undefined ? {} : { 'accept-encoding': accept }
    http
      .get(`${base}${target}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** The body decoded as the client that accepted `accept` may decode it; throws on any other encoding. */
function decodeAs(accept: string | undefined, res: { headers: http.IncomingHttpHeaders; body: Buffer }): string {
  const encoding = res.headers['content-encoding']
  if (!encoding) return res.body.toString('utf8')
  const accepted = (accept ?? '').split(',').map((s) => s.trim().split(';')[0])
  if (!accepted.includes(encoding)) throw new Error(`sent ${encoding} to a client that accepts "${accept ?? ''}"`)
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8')
  if (encoding === 'deflate') return zlib.inflateSync(res.body).toString('utf8')
  throw new Error(`unexpected encoding ${encoding}`)
}

describe('nginx page cache and encodings (deploy/nginx/site.conf)', () => {
  it('serves a cached page to each client in an encoding it accepts, whoever filled the cache', async () => {
    // One address per order of clients, so each starts from an empty cache entry.
    const orders = [
      ['deflate', undefined, 'gzip', 'identity', 'gzip, deflate, br', 'br', 'gzip;q=0, deflate'],
      [undefined, 'deflate', 'gzip', 'deflate, gzip;q=0.5'],
      ['gzip', undefined, 'deflate', 'x-gzip'],
    ]
    for (const [n, order] of orders.entries()) {
      const target = `/guides/lisbon-${n}`
      asked.length = 0
      for (const accept of order) {
        const res = await get(target, accept)
        expect(decodeAs(accept, res), `${target} for "${accept}"`).toBe(PAGE)
      }
      // The site is asked for gzip or for nothing, once each: every other client is served from the cache.
      expect(asked.length, asked.join()).toBeLessThanOrEqual(2)
      for (const a of asked) expect([undefined, 'gzip']).toContain(a)
    }
  })

  it('serves the clients that accept gzip a page the site compressed once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/guides/compressed', 'gzip, deflate, br')
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(res.headers['x-cache']).toBe(i === 0 ? 'MISS' : 'HIT')
      expect(zlib.gunzipSync(res.body).toString('utf8')).toBe(PAGE)
    }
  })
})
