import { afterEach, describe, expect, it } from 'vitest'
import type { Centrifuge, Options } from 'centrifuge'
import WebSocket from 'ws'
import { loadConfig } from '../src/config.js'
import type { GatewayHandle } from '../src/gateway.js'
import { cleanup, newClient, publish, scrape, sleep, startGateway, startProxy, waitFor } from './helpers.js'

afterEach(cleanup)

/** The error code of an RPC (0 when it succeeded). */
const rpcCode = (c: Centrifuge) =>
  c.rpc('sport:football', { lang: 'en', period: 'live' }).then(
    () => 0,
    (e: { code?: number; temporary?: boolean }) => e.code ?? -1,
  )

/** The real client, connecting as if nginx had sent X-Forwarded-For: `address`. */
function clientFrom(gw: GatewayHandle, address: string): Centrifuge {
  class ThroughProxy extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-forwarded-for': address } })
    }
  }
  const c = newClient(gw, { websocket: ThroughProxy as unknown as Options['websocket'] })
  c.connect()
  return c
}

describe('RPC rate limits', () => {
  it('caps RPCs per client address with a token bucket: over it 111 too many requests (temporary), the connection stays', async () => {
    const proxy = await startProxy(() => ({ result: { data: [] } }))
    const gw = await startGateway({ rpcProxyUrl: proxy.url, rpcBurstPerIp: 3, rpcRatePerIp: 1 })
    const a = newClient(gw)
    const b = newClient(gw)
    const sub = a.newSubscription('sport:football')
    const got: unknown[] = []
    sub.on('publication', (p) => got.push(p.data))
    sub.subscribe()
    a.connect()
    b.connect()
    await sub.ready(3000)
    // Two connections from one address share its bucket.
    expect([await rpcCode(a), await rpcCode(b), await rpcCode(a)]).toEqual([0, 0, 0])
    const refused = await a.rpc('sport:football', {}).catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 111, message: 'too many requests', temporary: true })
    expect(await rpcCode(b)).toBe(111)
    expect(proxy.calls).toHaveLength(3)
    // Still connected and subscribed.
    expect(a.state).toBe('connected')
    expect(b.state).toBe('connected')
    await publish(gw, 'sport:football', { n: 1 })
    await waitFor(() => got.length === 1, 3000, 'a publication after the refusals')
    // One token a second. Tokens came back while the publication travelled (on a loaded machine, more
    // than one): empty the bucket again, then one is back after a second, and only one.
    let limited = 2
    for (let i = 0; i < 10 && (await rpcCode(b)) === 0; i++);
    limited++
    await sleep(1100)
    expect(await rpcCode(b)).toBe(0)
    expect(await rpcCode(b)).toBe(111)
    limited++
    expect(await scrape(gw)).toMatch(new RegExp(`^realtime_rpc_total\\{result="limited"\\} ${limited}$`, 'm'))
  })

  it('counts addresses by the client-address rule and caps the whole node', async () => {
    const proxy = await startProxy(() => ({ result: { data: [] } }))
    const gw = await startGateway({
      rpcProxyUrl: proxy.url,
      trustProxy: 1,
      rpcBurstPerIp: 3,
      rpcRatePerIp: 0.01,
      rpcBurstPerNode: 5,
      rpcRatePerNode: 0.01,
    })
    const a = clientFrom(gw, '203.0.113.1')
    const forged = clientFrom(gw, '10.0.0.99, 203.0.113.1')
    const b = clientFrom(gw, '203.0.113.2')
    const c = clientFrom(gw, '203.0.113.3')
    expect([await rpcCode(a), await rpcCode(forged), await rpcCode(a)]).toEqual([0, 0, 0])
    expect(await rpcCode(forged)).toBe(111) // the same visitor, whatever he writes on the left
    expect([await rpcCode(b), await rpcCode(b)]).toEqual([0, 0])
    // The node's 5 are spent: another address is refused too.
    expect(await rpcCode(c)).toBe(111)
    expect(proxy.calls).toHaveLength(5)
  })

  it("never limits the widget's normal use with the defaults: a few RPCs per page load from many visitors behind one address", async () => {
    const defaults = loadConfig({})
    expect(defaults).toMatchObject({ rpcBurstPerIp: 60, rpcRatePerIp: 10, rpcBurstPerNode: 1000, rpcRatePerNode: 500 })
    const proxy = await startProxy(() => ({ result: { data: [] } }))
    // The limits are the defaults; the proxy's 1 s timeout is not what is tested (a loaded machine passed it: 100).
    const gw = await startGateway({ rpcProxyUrl: proxy.url, rpcProxyTimeoutMs: 10_000 })
    // Twenty page loads at once behind one NAT, three RPCs each (live, today, tomorrow).
    const pages = Array.from({ length: 20 }, () => {
      const c = newClient(gw)
      c.connect()
      return c
    })
    const codes = await Promise.all(pages.flatMap((c) => [rpcCode(c), rpcCode(c), rpcCode(c)]))
    expect(codes.every((code) => code === 0)).toBe(true)
  })

  it('reads the limits from the environment', () => {
    const c = loadConfig({
      REALTIME_RPC_RATE_PER_IP: '0.5',
      REALTIME_RPC_BURST_PER_IP: '10',
      REALTIME_RPC_RATE_PER_NODE: '0',
      REALTIME_RPC_BURST_PER_NODE: '50',
    })
    expect(c).toMatchObject({ rpcRatePerIp: 0.5, rpcBurstPerIp: 10, rpcRatePerNode: 0, rpcBurstPerNode: 50 })
    expect(() => loadConfig({ REALTIME_RPC_RATE_PER_IP: '-1' })).toThrow(/rpcRatePerIp/)
  })
})
