import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { Centrifuge, type Options, type TransportEndpoint } from 'centrifuge'
import WebSocket from 'ws'
import { Redis } from 'ioredis'
import type { GatewayHandle } from '../src/gateway.js'
import { cleanup, publish, sleep, startGateway, startProxy, waitFor } from './helpers.js'
import { TestEventSource } from './eventsource.js'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `rt-transport-test-${process.pid}-${Date.now()}`

const clients: Centrifuge[] = []
afterEach(async () => {
  while (clients.length) clients.pop()!.disconnect()
  await cleanup()
})
afterAll(async () => {
  const r = new Redis(REDIS_URL)
  const keys = await r.keys(`${PREFIX}*`)
  if (keys.length) await r.del(...keys)
  r.disconnect()
})

type Name = 'http_stream' | 'sse'
const PATHS: Record<Name | 'websocket', string> = {
  http_stream: '/connection/http_stream',
  sse: '/connection/sse',
  websocket: '/connection/websocket',
}
const base = (gw: GatewayHandle, scheme = 'http') => `${scheme}://127.0.0.1:${gw.port}`

/** The real client on the given transports (in order); its emulation requests go to `emulationVia` (default: the same node). */
function client(transports: TransportEndpoint[], emulationVia: GatewayHandle, opts: Partial<Options> = {}): Centrifuge {
  const c = new Centrifuge(transports, {
    websocket: WebSocket as unknown as Options['websocket'],
    eventsource: TestEventSource as unknown as Options['eventsource'],
    fetch: globalThis.fetch as unknown as Options['fetch'],
    readableStream: ReadableStream as unknown as Options['readableStream'],
    emulationEndpoint: `${base(emulationVia)}/emulation`,
    minReconnectDelay: 50,
    maxReconnectDelay: 300,
    timeout: 3000,
    ...opts,
  })
  clients.push(c)
  return c
}
const on = (gw: GatewayHandle, name: Name): TransportEndpoint => ({
  transport: name,
  endpoint: `${base(gw)}${PATHS[name]}`,
})

for (const name of ['http_stream', 'sse'] as const) {
  describe(`${name} transport with the real client`, () => {
    it('connects, calls RPC (the proxy sees the transport), subscribes and receives publications', async () => {
      const proxy = await startProxy((b) => ({ result: { data: { echo: b.data } } }))
      const gw = await startGateway({ rpcProxyUrl: proxy.url })
      const c = client([on(gw, name)], gw)
      const connected = new Promise<{ transport: string; client: string }>((r) => c.once('connected', r))
      c.connect()
      expect((await connected).transport).toBe(name)
      expect((await c.rpc('sport:football', { lang: 'en' })).data).toEqual({ echo: { lang: 'en' } })
      expect(proxy.calls[0]!.body).toMatchObject({
        transport: name,
        protocol: 'json',
        encoding: 'json',
        method: 'sport:football',
      })
      const sub = c.newSubscription('sport:football')
      const got: unknown[] = []
      sub.on('publication', (p) => got.push(p.data))
      sub.subscribe()
      await sub.ready(3000)
      await publish(gw, 'sport:football', { goal: 1 })
      await publish(gw, 'sport:football', { goal: 2 })
      await waitFor(() => got.length === 2, 3000, 'publications')
      expect(got).toEqual([{ goal: 1 }, { goal: 2 }])
      // Pings and pongs (the pong goes through the emulation endpoint) keep it alive.
      expect(c.state).toBe('connected')
    })

    it('recovers the publications missed while the stream was down', async () => {
      const gw = await startGateway()
      const c = client([on(gw, name)], gw, { minReconnectDelay: 400, maxReconnectDelay: 600 })
      const sub = c.newSubscription('sport:football')
      const got: number[] = []
      const subscribed: { wasRecovering: boolean; recovered: boolean }[] = []
      sub.on('publication', (p) => got.push(p.data.n))
      sub.on('subscribed', (ctx) => subscribed.push(ctx))
      sub.subscribe()
      c.connect()
      await sub.ready(3000)
      await publish(gw, 'sport:football', { n: 1 })
      await waitFor(() => got.length === 1, 3000, 'first publication')
      // The network drops: the server's end of the stream is gone without a word.
      const stream = [...gw.gateway.sessions.values()][0]!
      stream.ws.terminate()
      await waitFor(() => c.state === 'connecting', 3000, 'the client noticing')
      await publish(gw, 'sport:football', { n: 2 })
      await publish(gw, 'sport:football', { n: 3 })
      await waitFor(() => got.length === 3, 5000, 'recovered publications')
      expect(got).toEqual([1, 2, 3])
      expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true })
    })

    it('tells the client a server disconnect with a disconnect push: 3001 on shutdown (it reconnects)', async () => {
      const gw = await startGateway()
      const c = client([on(gw, name)], gw)
      const connecting = new Promise<{ code: number; reason: string }>((r) =>
        c.on('connecting', (ctx) => ctx.code !== 0 && r(ctx)),
      )
      c.connect()
      await c.ready(3000)
      await gw.stop()
      expect(await connecting).toEqual({ code: 3001, reason: 'shutdown' })
    })

    it('sends emulation requests of a stream on one node through another node (Redis, by node id)', async () => {
      const cfg = { redisUrl: REDIS_URL, redisPrefix: PREFIX }
      const a = await startGateway({ ...cfg, nodeName: 'a' })
      const b = await startGateway({ ...cfg, nodeName: 'b' })
      const c = client([on(a, name)], b)
      c.connect()
      await c.ready(3000)
      const sub = c.newSubscription('sport:cross')
      const got: unknown[] = []
      sub.on('publication', (p) => got.push(p.data))
      sub.subscribe() // sent to b, handled by a
      await sub.ready(3000)
      expect(a.gateway.sessions.size).toBe(1)
      expect(b.gateway.sessions.size).toBe(0)
      await publish(b, 'sport:cross', { via: 'b' })
      await waitFor(() => got.length === 1, 3000, 'publication')
      const h = await c.history('sport:cross', {}).catch((e) => e)
      expect(h).toMatchObject({ code: 103 }) // history not allowed in sport: the error came back too
    })
  })
}

describe('emulation endpoint', () => {
  const emulate = (gw: GatewayHandle, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base(gw)}/emulation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  /** Opens an HTTP-streaming connection by hand; returns the replies as they come. */
  async function rawStream(gw: GatewayHandle, connect = '{"id":1,"connect":{}}') {
    const ctl = new AbortController()
    const res = await fetch(`${base(gw)}${PATHS.http_stream}`, { method: 'POST', body: connect, signal: ctl.signal })
    const lines: any[] = []
    void (async () => {
      const dec = new TextDecoder()
      let buf = ''
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += dec.decode(chunk, { stream: true })
          let i: number
          while ((i = buf.indexOf('\n')) >= 0) {
            lines.push(JSON.parse(buf.slice(0, i)))
            buf = buf.slice(i + 1)
          }
        }
      } catch {
        /* aborted */
      }
    })()
    return { res, lines, close: () => ctl.abort() }
  }

  it('the connect reply carries session and node; commands posted with them are answered on the stream', async () => {
    const gw = await startGateway()
    const s = await rawStream(gw)
    expect(s.res.status).toBe(200)
    const reply = await waitFor(() => s.lines.find((l) => l.id === 1), 3000, 'connect reply')
    expect(reply.connect).toMatchObject({ session: expect.any(String), node: gw.gateway.nodeId, pong: true })
    expect(reply.connect.session).not.toBe(reply.connect.client)
    const r = await emulate(gw, {
      session: reply.connect.session,
      node: reply.connect.node,
      data: '{"id":2,"subscribe":{"channel":"sport:x"}}',
    })
    expect(r.status).toBe(204)
    expect((await waitFor(() => s.lines.find((l) => l.id === 2), 3000, 'subscribe reply')).subscribe).toMatchObject({
      recoverable: true,
    })
    // The client id (which presence shows to others) does not reach the stream.
    await emulate(gw, {
      session: reply.connect.client,
      node: reply.connect.node,
      data: '{"id":3,"subscribe":{"channel":"sport:y"}}',
    })
    await sleep(100)
    expect(s.lines.find((l) => l.id === 3)).toBeUndefined()
    s.close()
  })

  it('answers 404 for a node that does not run, 204 for a session gone, 400 for a malformed request', async () => {
    const gw = await startGateway()
    expect((await emulate(gw, { session: 's', node: 'no-such-node', data: '{}' })).status).toBe(404)
    expect((await emulate(gw, { session: 'gone', node: gw.gateway.nodeId, data: '{}' })).status).toBe(204)
    for (const bad of ['{', '[]', '{"session":"s","node":"n"}', '{"session":1,"node":"n","data":"{}"}']) {
      expect((await emulate(gw, bad)).status, bad).toBe(400)
    }
  })

  it('answers CORS preflights for allowed origins and refuses others (403) when origins are restricted', async () => {
    const gw = await startGateway({ anonymousOrigins: ['https://embed.example'] })
    for (const path of ['/emulation', PATHS.http_stream, PATHS.sse]) {
      const ok = await fetch(`${base(gw)}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://embed.example', 'access-control-request-headers': 'content-type' },
      })
      expect(ok.status, path).toBe(200)
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://embed.example')
      expect(ok.headers.get('access-control-allow-headers')).toBe('content-type')
      const no = await fetch(`${base(gw)}${path}`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })
      expect(no.status, path).toBe(403)
    }
    const refused = await fetch(`${base(gw)}${PATHS.http_stream}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '{"id":1,"connect":{}}',
    })
    expect(refused.status).toBe(403)
  })

  it('does not serve a transport turned off (404), as Centrifugo without it enabled', async () => {
    const gw = await startGateway({ httpStream: false, sse: false })
    for (const path of [PATHS.http_stream, PATHS.sse, '/emulation']) {
      expect((await fetch(`${base(gw)}${path}`, { method: 'POST', body: '{"id":1,"connect":{}}' })).status, path).toBe(
        404,
      )
    }
    const onlySse = await startGateway({ httpStream: false })
    expect((await fetch(`${base(onlySse)}${PATHS.http_stream}`, { method: 'POST', body: '{}' })).status).toBe(404)
    expect((await emulate(onlySse, { session: 'x', node: onlySse.gateway.nodeId, data: '{}' })).status).toBe(204)
  })

  it('counts streams against the per-address limit (429)', async () => {
    const gw = await startGateway({ maxConnectionsPerIp: 1 })
    const first = await rawStream(gw)
    expect(first.res.status).toBe(200)
    const second = await fetch(`${base(gw)}${PATHS.http_stream}`, { method: 'POST', body: '{"id":1,"connect":{}}' })
    expect(second.status).toBe(429)
    first.close()
  })

  it('closes a stream whose first command is not connect with 3501 (disconnect push), as on a WebSocket', async () => {
    const gw = await startGateway()
    const s = await rawStream(gw, '{"id":1,"subscribe":{"channel":"sport:x"}}')
    const push = await waitFor(() => s.lines.find((l) => l.push?.disconnect), 3000, 'disconnect push')
    expect(push).toEqual({ push: { disconnect: { code: 3501, reason: 'bad request' } } })
  })
})

describe("transport fallback (the widget's list: websocket, http_stream, sse)", () => {
  it('falls back to http_stream when the WebSocket cannot open, and to sse when neither works', async () => {
    const gw = await startGateway()
    const list = (ws: string, stream: string): TransportEndpoint[] => [
      { transport: 'websocket', endpoint: `${base(gw, 'ws')}${ws}` },
      { transport: 'http_stream', endpoint: `${base(gw)}${stream}` },
      { transport: 'sse', endpoint: `${base(gw)}${PATHS.sse}` },
    ]
    const viaStream = client(list('/blocked-by-a-proxy', PATHS.http_stream), gw)
    const t1 = new Promise<{ transport: string }>((r) => viaStream.once('connected', r))
    viaStream.connect()
    expect((await t1).transport).toBe('http_stream')
    const viaSse = client(list('/blocked-by-a-proxy', '/also-blocked'), gw)
    const t2 = new Promise<{ transport: string }>((r) => viaSse.once('connected', r))
    viaSse.connect()
    expect((await t2).transport).toBe('sse')
    const sub = viaSse.newSubscription('sport:football')
    const got = new Promise((r) => sub.once('publication', (p) => r(p.data)))
    sub.subscribe()
    await sub.ready(3000)
    await publish(gw, 'sport:football', { over: 'sse' })
    expect(await got).toEqual({ over: 'sse' })
  })
})
