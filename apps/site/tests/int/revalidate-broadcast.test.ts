// Shared page freshness (issue 14): a publish on one site instance revalidates every instance, through
// a broadcast on Redis (src/lib/revalidate-broadcast.mjs). Two instances live in this process, each as
// server.mjs builds it: its own page micro-cache, its own HTTP server standing for its
// /next/revalidate route, its own broadcast (own Redis connections, own instance id). Instance A is
// "this process's server" for lib/revalidate.ts, as an editor's save on A would run it.
// Real Redis at 127.0.0.1:6379 on a channel of this run only.
import crypto from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPageCache, PAGE_CACHE, SELF_URL } from '../../src/lib/page-cache.mjs'
import { REVALIDATE_BROADCAST, startRevalidationBroadcast } from '../../src/lib/revalidate-broadcast.mjs'
import { revalidate, REVALIDATE_HEADER, revalidateToken, verifyRevalidateToken } from '../../src/lib/revalidate'
import { signWithSecret } from '../../src/lib/secrets'
import { freePort } from './redis-server'

const REDIS = 'redis://127.0.0.1:6379'
const channel = `test-revalidate-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
const g = globalThis as Record<symbol, unknown>

type Call = { body: unknown; token: string | undefined; at: number }
type Instance = Awaited<ReturnType<typeof instance>>
const open: Instance[] = []

/** One site instance as server.mjs builds it, minus Next.js (its route is a stand-in that records calls). */
async function instance(url = REDIS) {
  const cache = createPageCache()
  const calls: Call[] = []
  const server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (c) => (text += c))
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/next/revalidate') {
        calls.push({
          body: JSON.parse(text),
          token: req.headers[REVALIDATE_HEADER] as string | undefined,
          at: Date.now(),
        })
        res.writeHead(204).end()
      } else res.writeHead(404).end()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const selfUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  const broadcast = startRevalidationBroadcast({ url, channel, purge: () => cache.purge(), selfUrl: () => selfUrl })
  const it = {
    cache,
    calls,
    selfUrl,
    broadcast,
    /** Makes this instance the one lib/revalidate.ts runs in (the instance where the editor saved). */
    install() {
      g[PAGE_CACHE] = cache
      g[SELF_URL] = selfUrl
      g[REVALIDATE_BROADCAST] = broadcast
    },
    async close() {
      await broadcast.close()
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
    },
  }
  open.push(it)
  return it
}

const until = async (cond: () => boolean, ms: number) => {
  const end = Date.now() + ms
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 10))
  return cond()
}

beforeAll(() => {
  process.env.REVALIDATE_FOLLOW_UP_MS = '300'
})
afterEach(async () => {
  for (const i of open.splice(0)) await i.close()
  delete g[PAGE_CACHE]
  delete g[SELF_URL]
  delete g[REVALIDATE_BROADCAST]
  vi.restoreAllMocks()
})
afterAll(() => {
  delete process.env.REVALIDATE_FOLLOW_UP_MS
})

describe('revalidation broadcast over Redis (REDIS_URL)', () => {
  it('a publish on instance A purges B’s micro-cache and revalidates B’s pages within 2 s; A ignores its own message', async () => {
    const a = await instance()
    const b = await instance()
    await Promise.all([a.broadcast.ready, b.broadcast.ready])
    expect(a.broadcast.instanceId).not.toBe(b.broadcast.instanceId)
    a.install()

    const t0 = Date.now()
    await revalidate(['/guides/lisbon', '/sitemap.xml'], ['guides'])
    expect(a.cache.stats.purges).toBe(1) // A's own, local revalidation

    expect(await until(() => b.calls.length >= 1, 2000)).toBe(true)
    const [first] = b.calls
    expect(first!.at - t0).toBeLessThan(2000)
    expect(first!.body).toEqual({ paths: ['/guides/lisbon', '/sitemap.xml'], tags: ['guides'], layout: false })
    expect(verifyRevalidateToken(first!.token ?? null)).toBe(true)
    expect(b.cache.stats.purges).toBeGreaterThanOrEqual(1)

    // A's follow-up (300 ms here) reaches A itself as before, and B through the broadcast.
    expect(await until(() => b.calls.length >= 2 && a.calls.length >= 1, 2000)).toBe(true)
    expect(b.calls[1]!.body).toEqual({ paths: ['/guides/lisbon', '/sitemap.xml'], tags: ['guides'], layout: false })
    await new Promise((r) => setTimeout(r, 400))
    // A never applied its own messages: one purge (its local revalidation) and one call (its follow-up).
    expect(a.cache.stats.purges).toBe(1)
    expect(a.calls).toHaveLength(1)
    expect(b.calls).toHaveLength(2)
    expect(b.cache.stats.purges).toBe(2)
  })

  it('a layout change reaches every other instance, and a malformed message on the channel changes nothing', async () => {
    const a = await instance()
    const b = await instance()
    const c = await instance()
    await Promise.all([a.broadcast.ready, b.broadcast.ready, c.broadcast.ready])
    const raw = new Redis(REDIS)
    try {
      await raw.publish(channel, 'not json')
      await raw.publish(channel, JSON.stringify({ from: 'someone', paths: ['no-slash'], tags: [], layout: false }))
      await raw.publish(channel, JSON.stringify({ from: 'someone', paths: '/x' }))
    } finally {
      raw.disconnect()
    }
    await new Promise((r) => setTimeout(r, 200))
    expect(b.calls).toEqual([])
    expect(b.cache.stats.purges).toBe(0)

    a.install()
    await revalidate(['/'], [], { layout: true })
    expect(await until(() => b.calls.length >= 1 && c.calls.length >= 1, 2000)).toBe(true)
    for (const other of [b, c]) expect(other.calls[0]!.body).toEqual({ paths: ['/'], tags: [], layout: true })
    // and the follow-up too (before this instance goes away)
    expect(await until(() => b.calls.length >= 2 && c.calls.length >= 2 && a.calls.length >= 1, 2000)).toBe(true)
  })

  it('the token server.mjs makes for its own route is the site’s signature for that purpose', () => {
    expect(revalidateToken()).toBe(signWithSecret('revalidate', 'follow-up'))
    expect(revalidateToken()).not.toBe(signWithSecret('form', 'follow-up'))
  })

  it('with Redis unreachable, a publish still revalidates its own instance at once, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn')
    const a = await instance(`redis://127.0.0.1:${await freePort()}`)
    a.install()
    const t0 = Date.now()
    await revalidate(['/guides/porto'])
    await revalidate(['/guides/braga'])
    expect(Date.now() - t0).toBeLessThan(1000)
    expect(a.cache.stats.purges).toBe(2)
    expect(await until(() => a.calls.length >= 1, 2000)).toBe(true)
    expect(a.calls[0]!.body).toEqual({ paths: ['/guides/porto', '/guides/braga'], tags: [], layout: false })
    await new Promise((r) => setTimeout(r, 200))
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('revalidation broadcast'))
    expect(lines).toHaveLength(1)
  })
})
