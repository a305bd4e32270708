import { SignJWT } from 'jose'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Centrifuge, Subscription } from 'centrifuge'
import type { GatewayHandle } from '../src/gateway.js'
import {
  RawClient,
  cleanup,
  newClient,
  publish,
  sleep,
  startGateway,
  startProxy,
  waitFor,
  wsUrl,
  scrape,
} from './helpers.js'

let gw: GatewayHandle
let good: Centrifuge
let goodSub: Subscription
let goodPubs: number[]

/** Every abuse test runs beside a well-behaved client, which must not notice anything. */
async function startWithGoodClient(overrides = {}) {
  gw = await startGateway(overrides)
  good = newClient(gw)
  goodPubs = []
  goodSub = good.newSubscription('sport:football')
  goodSub.on('publication', (p) => goodPubs.push(p.data.n))
  goodSub.subscribe()
  good.connect()
  await goodSub.ready(3000)
}

async function goodClientUnaffected() {
  const n = goodPubs.length
  await publish(gw, 'sport:football', { n: 100 + n })
  await waitFor(() => goodPubs.length === n + 1, 3000, 'publication to the good client')
  expect(good.state).toBe('connected')
  const health = await fetch(`http://127.0.0.1:${gw.port}/health`)
  expect(health.status).toBe(200)
}

beforeEach(() => startWithGoodClient())
afterEach(cleanup)

describe('bad input gets the documented reply or close code', () => {
  it('malformed JSON closes with 3501 bad request', async () => {
    const raw = await RawClient.open(wsUrl(gw))
    raw.send('{"id":1,"connect":{}}\n{oops')
    expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' })
    await goodClientUnaffected()
  })

  it('a non-object command closes with 3501', async () => {
    const raw = await RawClient.open(wsUrl(gw))
    raw.send('[1,2,3]')
    expect((await raw.closed).code).toBe(3501)
  })

  it('an unknown command with an id gets error 104; the connection stays', async () => {
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, teleport: { to: 'moon' } })
    expect((await raw.reply(2)).error).toEqual({ code: 104, message: 'method not found' })
    raw.send({ id: 3, subscribe: { channel: 'sport:football' } })
    expect((await raw.reply(3)).subscribe).toBeDefined()
    await goodClientUnaffected()
  })

  it('a command before connect closes with 3501', async () => {
    for (const cmd of [
      { id: 1, subscribe: { channel: 'sport:football' } },
      { id: 1, rpc: { method: 'x' } },
      { send: { data: 1 } },
    ]) {
      const raw = await RawClient.open(wsUrl(gw))
      raw.send(cmd)
      expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' })
    }
    await goodClientUnaffected()
  })

  it('an unknown command before connect closes with 3501, as any command but connect does', async () => {
    for (const cmd of [{ id: 1, teleport: { to: 'moon' } }, { id: 7 }]) {
      const raw = await RawClient.open(wsUrl(gw))
      raw.send(cmd)
      expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' })
      expect(raw.messages).toEqual([])
    }
    await goodClientUnaffected()
  })

  it('id 0 (or none) on a command that needs a reply closes with 3501', async () => {
    for (const cmd of [{ id: 0, connect: {} }, { connect: {} }]) {
      const raw = await RawClient.open(wsUrl(gw))
      raw.send(cmd)
      expect((await raw.closed).code).toBe(3501)
    }
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 0, rpc: { method: 'x' } })
    expect((await raw.closed).code).toBe(3501)
    await goodClientUnaffected()
  })

  it('RPC or publish data nested too deeply to pass on gets 107 bad request, not a temporary 100 to retry', async () => {
    await cleanup() // a gateway with an RPC proxy and a namespace clients may publish to
    const proxy = await startProxy(() => ({ result: { data: 'ok' } }))
    const sport = { name: 'sport', allowSubscribeForAnonymous: true, historySize: 10, historyTtlSeconds: 60 }
    await startWithGoodClient({
      rpcProxyUrl: proxy.url,
      namespaces: [sport, { name: 'chat', allowPublishForClient: true, allowPublishForAnonymous: true }],
    })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    const deep = '['.repeat(20_000) + ']'.repeat(20_000) // deeper than MAX_JSON_DEPTH, on every Node.js version
    raw.send(`{"id":2,"rpc":{"method":"sport:football","data":${deep}}}`)
    expect((await raw.reply(2)).error).toEqual({ code: 107, message: 'bad request' })
    expect(proxy.calls).toHaveLength(0)
    raw.send({ id: 3, rpc: { method: 'sport:football', data: [[1]] } })
    expect((await raw.reply(3)).rpc).toEqual({ data: 'ok' })
    raw.send(`{"id":4,"publish":{"channel":"chat:x","data":${deep}}}`)
    expect((await raw.reply(4)).error).toEqual({ code: 107, message: 'bad request' })
    raw.send({ id: 5, publish: { channel: 'chat:x', data: [[1]] } })
    expect((await raw.reply(5)).publish).toEqual({})
    expect(raw.closeCode).toBe(0)
    await goodClientUnaffected()
  })

  it('a second connect on the same connection closes with 3501', async () => {
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, connect: {} })
    expect((await raw.closed).code).toBe(3501)
  })

  it('a frame over the size limit closes with 1009 (the client maps it to "message size limit")', async () => {
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send(JSON.stringify({ id: 2, rpc: { method: 'x', data: 'y'.repeat(70_000) } }))
    expect((await raw.closed).code).toBe(1009)
    await goodClientUnaffected()
  })

  it('a binary frame closes with 3501', async () => {
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' })
    await goodClientUnaffected()
  })

  it('too many commands per second close with 3013', async () => {
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    for (let i = 0; i < 60; i++) raw.send({ id: i + 2, ping: {} })
    expect(await raw.closed).toEqual({ code: 3013, reason: 'too many requests' })
    await goodClientUnaffected()
  })

  it('does not select the centrifuge-protobuf subprotocol: it speaks JSON only', async () => {
    // The client asked for protobuf only: the handshake must not select it (ws then fails the open,
    // as a browser does), instead of opening and closing on the first binary frame.
    const protobufOnly = new RawClient(wsUrl(gw), { protocols: ['centrifuge-protobuf'] })
    await protobufOnly.opened.catch(() => {})
    expect(protobufOnly.ws.protocol).not.toBe('centrifuge-protobuf')
    expect(protobufOnly.ws.readyState).not.toBe(1)
    // A client offering both gets JSON and is served; one asking for nothing (the centrifuge client) too.
    const both = await RawClient.open(wsUrl(gw), { protocols: ['centrifuge-protobuf', 'centrifuge-json'] })
    expect(both.ws.protocol).toBe('centrifuge-json')
    expect((await both.connect()).connect).toBeDefined()
    const none = await RawClient.open(wsUrl(gw))
    expect(none.ws.protocol).toBe('')
    await goodClientUnaffected()
  })

  it('does not offer permessage-deflate', async () => {
    const raw = await RawClient.open(wsUrl(gw), { perMessageDeflate: true })
    const upgrade = await new Promise<Record<string, string | string[] | undefined>>((resolve) => {
      // ws exposes the negotiated extensions after open
      resolve({ ext: raw.ws.extensions })
    })
    expect(upgrade.ext).toBe('')
  })
})

describe('limits', () => {
  it('lets a page of any origin connect anonymously (the embed on other websites) by default', async () => {
    const foreign = await RawClient.open(wsUrl(gw), { origin: 'https://someone-elses-blog.example' })
    const reply = await foreign.connect()
    expect(reply.connect).toBeDefined()
    foreign.send({ id: 2, subscribe: { channel: 'sport:football' } })
    expect((await foreign.reply(2)).subscribe).toBeDefined()
    await goodClientUnaffected()
  })

  it('keeps the allow-list for connections that authenticate: a token from another origin is refused (3507)', async () => {
    await cleanup()
    await startWithGoodClient({ tokenSecret: 'origin-test-secret' })
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 60)
      .sign(new TextEncoder().encode('origin-test-secret'))
    const foreign = await RawClient.open(wsUrl(gw), { origin: 'https://evil.example' })
    foreign.send({ id: 1, connect: { token } })
    expect(await foreign.closed).toEqual({ code: 3507, reason: 'permission denied' })
    const allowed = await RawClient.open(wsUrl(gw), { origin: 'https://allowed.example' })
    expect((await allowed.connect(1, { token })).connect).toBeDefined()
    await goodClientUnaffected()
  })

  it('refuses a browser Origin outside both lists (403) when anonymous origins are restricted', async () => {
    await cleanup()
    await startWithGoodClient({ anonymousOrigins: ['https://partner.example'] })
    const bad = new RawClient(wsUrl(gw), { origin: 'https://evil.example' })
    await expect(bad.opened).rejects.toThrow(/403/)
    const partner = await RawClient.open(wsUrl(gw), { origin: 'https://partner.example' })
    expect((await partner.connect()).connect).toBeDefined()
    const ok = await RawClient.open(wsUrl(gw), { origin: 'https://allowed.example' })
    expect((await ok.connect()).connect).toBeDefined()
    await goodClientUnaffected()
  })

  it('refuses connections over the per-address limit with 429', async () => {
    await cleanup()
    await startWithGoodClient({ maxConnectionsPerIp: 3 })
    const a = await RawClient.open(wsUrl(gw))
    const b = await RawClient.open(wsUrl(gw))
    const c = new RawClient(wsUrl(gw))
    await expect(c.opened).rejects.toThrow(/429/)
    a.ws.close()
    await a.closed
    await sleep(50)
    const d = await RawClient.open(wsUrl(gw)) // a slot is free again
    expect((await d.connect()).connect).toBeDefined()
    expect(b.ws.readyState).toBe(1)
    await goodClientUnaffected()
  })

  it('closes a slow reader whose send buffer grows past the bound with 3008', async () => {
    await cleanup()
    await startWithGoodClient({ maxSendBuffer: 64 * 1024, closeTimeoutMs: 5000 })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:football' } })
    await raw.reply(2)
    // Stop reading: the kernel buffers fill up, then the gateway's queue.
    ;(raw.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause()
    const chunk = 'z'.repeat(60_000)
    for (let i = 0; i < 120; i++) {
      await publish(gw, 'sport:football', { n: -1, chunk })
      const m = await scrape(gw)
      if (/realtime_disconnects_total\{code="3008"\} 1/.test(m)) break
    }
    const metrics = await scrape(gw)
    expect(metrics).toMatch(/realtime_disconnects_total\{code="3008"\} 1/)
    ;(raw.ws as unknown as { _socket: { resume(): void } })._socket.resume()
    expect((await raw.closed).code).toBe(3008)
    goodPubs.length = 0
    await goodClientUnaffected()
  })
})
