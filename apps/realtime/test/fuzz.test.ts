import { afterEach, describe, expect, it } from 'vitest'
import { RawClient, cleanup, newClient, publish, startGateway, startProxy, waitFor, wsUrl, scrape } from './helpers.js'

afterEach(cleanup)

/** Small seeded PRNG (mulberry32) so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const VALID: unknown[] = [
  { id: 1, connect: {} },
  { id: 1, connect: { token: 'abc.def.ghi', name: 'js', version: '1' } },
  { id: 2, subscribe: { channel: 'sport:football' } },
  { id: 3, subscribe: { channel: 'sport:football', recover: true, offset: 3, epoch: 'xyz' } },
  { id: 4, unsubscribe: { channel: 'sport:football' } },
  { id: 5, rpc: { method: 'sport:football', data: { lang: 'en', period: 'live' } } },
  { id: 6, rpc: { method: 'sport:footballDetail', data: { slug: 'a' } } },
  { id: 7, publish: { channel: 'sport:football', data: { slug: 'x' } } },
  { id: 8, history: { channel: 'sport:football', limit: 10, since: { offset: 0, epoch: '' } } },
  { id: 9, presence: { channel: 'sport:football' } },
  { id: 10, refresh: { token: 'x' } },
  { id: 11, sub_refresh: { channel: 'sport:football', token: 'x' } },
  { id: 12, send: { data: {} } },
  {},
]

const WEIRD: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -0.5,
  2 ** 53,
  'x',
  '',
  [],
  [1, [2, [3]]],
  {},
  { a: { b: { c: {} } } },
  '\u0000',
  '\ud800',
  'sport:football',
  ':',
  'a'.repeat(300),
  { __proto__: { x: 1 } },
  { constructor: 'x' },
]

function mutate(r: () => number, value: unknown, depth = 0): unknown {
  if (depth > 4) return value
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    const keys = Object.keys(out)
    const op = r()
    if (op < 0.3 && keys.length) out[pick(keys)] = pick(WEIRD)
    else if (op < 0.5 && keys.length) delete out[pick(keys)]
    else if (op < 0.6)
      out[pick(['id', 'connect', 'subscribe', 'rpc', 'channel', 'offset', 'recover', 'epoch', 'data', 'method'])] =
        pick(WEIRD)
    else if (keys.length) {
      const k = pick(keys)
      out[k] = mutate(r, out[k], depth + 1)
    }
    return out
  }
  return r() < 0.5 ? pick(WEIRD) : value
}

function textMutation(r: () => number, text: string): string {
  const chars = [...text]
  const n = 1 + Math.floor(r() * 4)
  for (let i = 0; i < n; i++) {
    const at = Math.floor(r() * (chars.length + 1))
    const op = r()
    if (op < 0.33) chars.splice(at, 1)
    else if (op < 0.66) chars.splice(at, 0, String.fromCharCode(Math.floor(r() * 128)))
    else chars.splice(at, 0, ...'{}[]",:\n'.charAt(Math.floor(r() * 8)))
  }
  return chars.join('')
}

function frame(r: () => number): string | Buffer {
  const kind = r()
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!
  if (kind < 0.05) return Buffer.from(Array.from({ length: 1 + Math.floor(r() * 64) }, () => Math.floor(r() * 256)))
  if (kind < 0.15)
    return Array.from({ length: Math.floor(r() * 200) }, () => String.fromCharCode(32 + Math.floor(r() * 95))).join('')
  if (kind < 0.2) return '['.repeat(5000) + ']'.repeat(5000)
  if (kind < 0.22) return JSON.stringify({ id: 5, rpc: { method: 'm', data: 'x'.repeat(70_000) } })
  if (kind < 0.45) return textMutation(r, JSON.stringify(pick(VALID)))
  const lines = Array.from({ length: 1 + Math.floor(r() * 5) }, () =>
    JSON.stringify(r() < 0.3 ? pick(VALID) : mutate(r, pick(VALID))),
  )
  return lines.join(r() < 0.9 ? '\n' : '\n\n')
}

describe('fuzz', () => {
  it('survives thousands of random and mutated frames; a good client still connects, calls RPC and gets publications', async () => {
    const proxy = await startProxy((b) => ({ result: { data: { method: b.method } } }))
    const gw = await startGateway({
      rpcProxyUrl: proxy.url,
      maxCommandsPerSecond: 100_000,
      maxConnectionsPerIp: 1000,
      rpcRatePerIp: 0,
      rpcRatePerNode: 0,
      staleTimeoutMs: 2000,
    })
    const unhandled: unknown[] = []
    const onUnhandled = (e: unknown) => unhandled.push(e)
    process.on('unhandledRejection', onUnhandled)
    process.on('uncaughtException', onUnhandled)

    const r = rng(20240611)
    const TOTAL = 4000
    const WORKERS = 16
    let sent = 0
    let closes = 0
    const closeCodes = new Map<number, number>()
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (sent < TOTAL) {
          const raw = await RawClient.open(wsUrl(gw))
          if (r() < 0.8) {
            raw.send({ id: 1, connect: {} })
            await raw.reply(1).catch(() => {})
          }
          while (sent < TOTAL && raw.ws.readyState === 1) {
            const f = frame(r)
            if (typeof f === 'string') raw.ws.send(f)
            else raw.ws.send(f, { binary: true })
            sent++
            // Give the gateway time to act on each frame, so later frames reach a live connection.
            await new Promise((res) => setTimeout(res, 1))
          }
          raw.ws.close()
          const { code } = await raw.closed
          closes++
          closeCodes.set(code, (closeCodes.get(code) ?? 0) + 1)
        }
      }),
    )
    process.off('unhandledRejection', onUnhandled)
    process.off('uncaughtException', onUnhandled)
    if (process.env.FUZZ_DEBUG) console.log({ closes, codes: [...closeCodes], cmds: gw.gateway.metrics.commands })
    expect(sent).toBeGreaterThanOrEqual(TOTAL)
    expect(closes).toBeGreaterThan(WORKERS) // bad frames got connections closed, and new ones opened
    expect(closeCodes.get(3501)).toBeGreaterThan(0)
    expect(unhandled).toEqual([])

    // Every fuzz connection is cleaned up.
    await waitFor(() => gw.gateway.connectionCount === 0, 5000, 'fuzz connections to go')
    const m = await scrape(gw)
    expect(m).toMatch(/^realtime_connections 0$/m)
    expect(m).toMatch(/^realtime_subscriptions 0$/m)

    const c = newClient(gw)
    const sub = c.newSubscription('sport:football')
    const got: unknown[] = []
    sub.on('publication', (p) => got.push(p.data))
    sub.subscribe()
    c.connect()
    await sub.ready(3000)
    expect((await c.rpc('sport:football', { lang: 'en', period: 'live' })).data).toEqual({ method: 'sport:football' })
    await publish(gw, 'sport:football', { slug: 'after-fuzz' })
    await waitFor(() => got.length === 1, 3000, 'publication after fuzz')
    expect(got[0]).toEqual({ slug: 'after-fuzz' })
  }, 60_000)
})
