import { afterEach, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import {
  PROXY_SECRET,
  RawClient,
  cleanup,
  newClient,
  publish,
  sleep,
  startGateway,
  startProxy,
  waitFor,
  wsUrl,
} from './helpers.js'

const SECRET = 'token-secret-for-tests'
const key = new TextEncoder().encode(SECRET)
const token = (sub: string, expSecondsFromNow: number) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime(Math.floor(Date.now() / 1000) + expSecondsFromNow)
    .sign(key)

afterEach(cleanup)

describe('connect', () => {
  it('connects anonymously on /ws and on /connection/websocket', async () => {
    const gw = await startGateway()
    for (const path of ['/ws', '/connection/websocket']) {
      const c = newClient(gw, {}, path)
      const connected = new Promise<{ client: string }>((r) => c.once('connected', r))
      c.connect()
      const ctx = await connected
      expect(ctx.client).toMatch(/^[0-9a-f-]{36}$/)
      c.disconnect()
    }
  })

  it('answers connect with client id, version, ping seconds and pong: true', async () => {
    const gw = await startGateway({ pingIntervalMs: 25_000 })
    const raw = await RawClient.open(wsUrl(gw))
    const reply = await raw.connect(1)
    expect(reply.id).toBe(1)
    expect(reply.connect).toMatchObject({ ping: 25, pong: true })
    expect(typeof reply.connect.client).toBe('string')
    expect(typeof reply.connect.version).toBe('string')
  })

  it('handles several newline-separated commands of one frame in order, each reply with its id and a result object', async () => {
    const gw = await startGateway()
    const raw = await RawClient.open(wsUrl(gw))
    raw.send(
      { id: 1, connect: {} },
      { id: 2, subscribe: { channel: 'sport:football' } },
      { id: 3, unsubscribe: { channel: 'sport:football' } },
      { id: 4, subscribe: { channel: 'sport:football' } },
    )
    await raw.reply(4)
    const ids = raw.messages.filter((m) => m.id).map((m) => m.id)
    expect(ids).toEqual([1, 2, 3, 4])
    expect(raw.messages.find((m) => m.id === 3)).toEqual({ id: 3, unsubscribe: {} })
    // In order: the second subscribe comes after the unsubscribe, so it is no "already subscribed".
    expect(raw.messages.find((m) => m.id === 4).subscribe).toBeDefined()
  })

  it('accepts an HS256 token; its sub is the user the RPC proxy sees', async () => {
    const proxy = await startProxy(() => ({ result: { data: 'ok' } }))
    const gw = await startGateway({ tokenSecret: SECRET, rpcProxyUrl: proxy.url })
    const c = newClient(gw, { token: await token('user-42', 600) })
    c.connect()
    await c.ready(3000)
    await c.rpc('sport:football', {})
    expect(proxy.calls[0]!.body.user).toBe('user-42')
  })

  it('answers an expired token with error 109; the client gets a new token and connects', async () => {
    const gw = await startGateway({ tokenSecret: SECRET })
    const raw = await RawClient.open(wsUrl(gw))
    const reply = await raw.connect(1, { token: await token('u1', -10) })
    expect(reply.error).toEqual({ code: 109, message: 'token expired' })

    let calls = 0
    const c = newClient(gw, {
      token: await token('u1', -10),
      getToken: async () => {
        calls++
        return token('u1', 600)
      },
    })
    const errors: number[] = []
    c.on('error', (e) => errors.push(e.error.code))
    c.connect()
    await c.ready(3000)
    expect(errors).toContain(109)
    expect(calls).toBe(1)
  })

  it('closes a connection with an invalid token with 3500; the client does not reconnect', async () => {
    const gw = await startGateway({ tokenSecret: SECRET })
    const bad = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .sign(new TextEncoder().encode('other'))
    const c = newClient(gw, { token: bad })
    const disconnected = new Promise<{ code: number; reason: string }>((r) => c.once('disconnected', r))
    c.connect()
    const ctx = await disconnected
    expect(ctx).toEqual({ code: 3500, reason: 'invalid token' })
    await sleep(300)
    expect(c.state).toBe('disconnected')
  })

  it('tells a token connection when it expires and accepts a refresh', async () => {
    const gw = await startGateway({ tokenSecret: SECRET })
    let refreshes = 0
    const c = newClient(gw, {
      token: await token('u2', 2),
      getToken: async () => {
        refreshes++
        return token('u2', 600)
      },
    })
    const disconnects: number[] = []
    c.on('disconnected', (d) => disconnects.push(d.code))
    c.on('connecting', (d) => disconnects.push(d.code))
    c.connect()
    await c.ready(3000)
    await sleep(3200)
    expect(refreshes).toBe(1)
    expect(c.state).toBe('connected')
    expect(disconnects).toEqual([0]) // only the initial "connect called"
  })

  it('closes a connection whose token expired without refresh with 3005', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, expiredCloseDelayMs: 100 })
    const raw = await RawClient.open(wsUrl(gw))
    const reply = await raw.connect(1, { token: await token('u3', 1) })
    expect(reply.connect).toMatchObject({ expires: true, ttl: 1 })
    expect(await raw.closed).toEqual({ code: 3005, reason: 'connection expired' })
  })
})

describe('rpc', () => {
  it('forwards to the proxy with the Centrifugo request shape and the secret header, and relays the result', async () => {
    const proxy = await startProxy((b) => ({ result: { data: { echo: b.data, method: b.method } } }))
    const gw = await startGateway({ rpcProxyUrl: proxy.url, rpcProxySecret: PROXY_SECRET })
    const c = newClient(gw)
    c.connect()
    const res = await c.rpc('sport:football', { lang: 'en', period: 'live' })
    expect(res.data).toEqual({ echo: { lang: 'en', period: 'live' }, method: 'sport:football' })
    const call = proxy.calls[0]!
    expect(call.headers['x-realtime-secret']).toBe(PROXY_SECRET)
    expect(call.headers['content-type']).toBe('application/json')
    expect(Object.keys(call.body).sort()).toEqual([
      'client',
      'data',
      'encoding',
      'method',
      'protocol',
      'transport',
      'user',
    ])
    expect(call.body).toMatchObject({
      transport: 'websocket',
      protocol: 'json',
      encoding: 'json',
      user: '',
      method: 'sport:football',
    })
    expect(typeof call.body.client).toBe('string')
  })

  it('relays a proxy error with code, message and temporary', async () => {
    const proxy = await startProxy(() => ({ error: { code: 1000, message: 'no such match', temporary: true } }))
    const gw = await startGateway({ rpcProxyUrl: proxy.url })
    const c = newClient(gw)
    c.connect()
    await expect(c.rpc('sport:footballDetail', { slug: 'x' })).rejects.toEqual({
      code: 1000,
      message: 'no such match',
      temporary: true,
    })
  })

  it('relays a proxy disconnect: a terminal code ends the connection, a reconnect code reconnects', async () => {
    let code = 3503
    const proxy = await startProxy(() => ({ disconnect: { code, reason: 'go away' } }))
    const gw = await startGateway({ rpcProxyUrl: proxy.url })
    const c = newClient(gw)
    const disconnected = new Promise<{ code: number; reason: string }>((r) => c.once('disconnected', r))
    c.connect()
    await c.ready(3000)
    c.rpc('m', {}).catch(() => {})
    expect(await disconnected).toEqual({ code: 3503, reason: 'go away' })
    await sleep(300)
    expect(c.state).toBe('disconnected')

    code = 3011
    const c2 = newClient(gw)
    let connects = 0
    c2.on('connected', () => connects++)
    const connecting = new Promise<{ code: number; reason: string }>((r) =>
      c2.on('connecting', (ctx) => ctx.code !== 0 && r(ctx)),
    )
    c2.connect()
    await c2.ready(3000)
    c2.rpc('m', {}).catch(() => {})
    expect(await connecting).toEqual({ code: 3011, reason: 'go away' })
    await waitFor(() => connects === 2, 3000, 'reconnect')
  })

  it('answers 100 temporary when the proxy is down', async () => {
    const gw = await startGateway({ rpcProxyUrl: 'http://127.0.0.1:9/api/realtime/rpc' })
    const c = newClient(gw)
    c.connect()
    const t = Date.now()
    await expect(c.rpc('sport:football', {})).rejects.toEqual({
      code: 100,
      message: 'internal server error',
      temporary: true,
    })
    expect(Date.now() - t).toBeLessThan(1500)
  })

  it('answers 100 temporary when the proxy is slower than the timeout, without holding other commands', async () => {
    const proxy = await startProxy(async () => {
      await sleep(2000)
      return { result: { data: 1 } }
    })
    const gw = await startGateway({ rpcProxyUrl: proxy.url, rpcProxyTimeoutMs: 300 })
    const c = newClient(gw)
    c.connect()
    await c.ready(3000)
    const t = Date.now()
    const slow = c.rpc('sport:football', {})
    const sub = c.newSubscription('sport:football')
    sub.subscribe()
    await sub.ready(1000) // not held behind the pending RPC
    await expect(slow).rejects.toMatchObject({ code: 100, temporary: true })
    const took = Date.now() - t
    expect(took).toBeGreaterThanOrEqual(250)
    expect(took).toBeLessThan(1500)
  })

  it('answers 108 when no proxy is configured for the method', async () => {
    const gw = await startGateway()
    const c = newClient(gw)
    c.connect()
    await expect(c.rpc('sport:football', {})).rejects.toEqual({ code: 108, message: 'not available', temporary: false })
    const proxy = await startProxy(() => ({ result: { data: 1 } }))
    const gw2 = await startGateway({ rpcProxyUrl: proxy.url, rpcProxyNamespaces: ['sport'] })
    const c2 = newClient(gw2)
    c2.connect()
    await expect(c2.rpc('admin:wipe', {})).rejects.toMatchObject({ code: 108 })
    expect((await c2.rpc('sport:football', {})).data).toBe(1)
  })
})

describe('subscriptions and publications', () => {
  it('lets anonymous visitors subscribe to sport:, denies other channels with 103 or 102', async () => {
    const gw = await startGateway()
    const c = newClient(gw)
    c.connect()
    const ok = c.newSubscription('sport:football')
    ok.subscribe()
    await ok.ready(3000)
    const codes: Record<string, number> = {}
    for (const ch of ['private', 'nosuchns:x']) {
      const s = c.newSubscription(ch)
      const p = new Promise<void>((r) => s.once('unsubscribed', (ctx) => ((codes[ch] = ctx.code), r())))
      s.subscribe()
      await p
    }
    expect(codes).toEqual({ private: 103, 'nosuchns:x': 102 })
  })

  it('answers a second subscribe to the same channel with 105', async () => {
    const gw = await startGateway()
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:football' } }, { id: 3, subscribe: { channel: 'sport:football' } })
    expect((await raw.reply(2)).subscribe).toMatchObject({ recoverable: true, positioned: true, offset: 0 })
    expect((await raw.reply(3)).error).toEqual({ code: 105, message: 'already subscribed' })
  })

  it('a position taken on a channel with no stream does not recover on a restarted gateway (its history is gone): recovered false, so the client reloads', async () => {
    const first = await startGateway()
    const raw = await RawClient.open(wsUrl(first))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:football' } })
    const position = (await raw.reply(2)).subscribe
    expect(position).toMatchObject({ offset: 0, epoch: expect.stringMatching(/^\w+$/) })
    raw.ws.close()
    // A restart with the memory broker: whatever was published while it was down is in no history.
    const restarted = await startGateway()
    const again = await RawClient.open(wsUrl(restarted))
    await again.connect()
    again.send({
      id: 2,
      subscribe: { channel: 'sport:football', recover: true, offset: position.offset, epoch: position.epoch },
    })
    expect((await again.reply(2)).subscribe).toMatchObject({ was_recovering: true, recovered: false })
  })

  it('pushes publications as {push:{channel, pub:{data, offset}}}', async () => {
    const gw = await startGateway()
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:football' } })
    // Nobody has published there yet: the channel has no stream (none is made for a subscriber); its
    // position carries this gateway's epoch of empty channels until the first publication.
    expect((await raw.reply(2)).subscribe).toMatchObject({
      recoverable: true,
      offset: 0,
      epoch: expect.stringMatching(/^\w+$/),
    })
    const update = { slug: 'spartak-cska', matchTime: 12, home: { score: 1, periods: { '1': 1 } } }
    const res = await publish(gw, 'sport:football', update)
    expect(res).toEqual({ status: 200, body: { result: { offset: 1, epoch: expect.stringMatching(/^\w+$/) } } })
    const push = await waitFor(() => raw.messages.find((m) => m.push))
    expect(push).toEqual({ push: { channel: 'sport:football', pub: { data: update, offset: 1 } } })
  })

  it('recovers missed publications on reconnect', async () => {
    const gw = await startGateway()
    const c = newClient(gw)
    const sub = c.newSubscription('sport:football')
    const got: { data: any; offset?: number }[] = []
    const subscribed: any[] = []
    sub.on('publication', (p) => got.push({ data: p.data, offset: p.offset }))
    sub.on('subscribed', (ctx) => subscribed.push(ctx))
    sub.subscribe()
    c.connect()
    await sub.ready(3000)
    await publish(gw, 'sport:football', { slug: 'a', n: 1 })
    await waitFor(() => got.length === 1)
    c.disconnect()
    await publish(gw, 'sport:football', { slug: 'a', n: 2 })
    await publish(gw, 'sport:football', { slug: 'a', n: 3 })
    c.connect()
    await waitFor(() => got.length === 3, 3000, 'recovered publications')
    expect(got.map((g) => [g.data.n, g.offset])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ])
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: true, hasRecoveredPublications: true })
  })

  it('says recovered: false when the missed publications are gone', async () => {
    const gw = await startGateway({
      namespaces: [{ name: 'sport', historySize: 2, historyTtlSeconds: 60, allowSubscribeForAnonymous: true }],
    })
    const c = newClient(gw)
    const sub = c.newSubscription('sport:football')
    const subscribed: any[] = []
    sub.on('subscribed', (ctx) => subscribed.push(ctx))
    sub.subscribe()
    c.connect()
    await sub.ready(3000)
    c.disconnect()
    for (let i = 0; i < 5; i++) await publish(gw, 'sport:football', { n: i })
    c.connect()
    await waitFor(() => subscribed.length === 2)
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false })
  })

  it('expires history after its TTL (recovered: false)', async () => {
    const gw = await startGateway({
      namespaces: [{ name: 'sport', historySize: 10, historyTtlSeconds: 1, allowSubscribeForAnonymous: true }],
    })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:x' } })
    const { epoch } = (await raw.reply(2)).subscribe
    await publish(gw, 'sport:x', { n: 1 })
    raw.send(
      { id: 3, unsubscribe: { channel: 'sport:x' } },
      { id: 4, subscribe: { channel: 'sport:x', recover: true, offset: 0, epoch } },
    )
    expect((await raw.reply(4)).subscribe).toMatchObject({
      recovered: true,
      publications: [{ data: { n: 1 }, offset: 1 }],
    })
    await sleep(1100)
    raw.send(
      { id: 5, unsubscribe: { channel: 'sport:x' } },
      { id: 6, subscribe: { channel: 'sport:x', recover: true, offset: 0, epoch } },
    )
    const r = (await raw.reply(6)).subscribe
    expect(r.recovered).toBe(false)
    expect(r.publications).toBeUndefined()
  })
})

describe('pings, disconnect codes and shutdown', () => {
  it('pings with {} and closes a client that does not pong with 3012; a real client stays connected', async () => {
    const gw = await startGateway({ pingIntervalMs: 300, pongTimeoutMs: 200 })
    const good = newClient(gw)
    const events: number[] = []
    good.on('connecting', (ctx) => events.push(ctx.code))
    good.connect()
    await good.ready(3000)
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    const closed = await raw.closed
    expect(raw.frames).toContain('{}')
    expect(closed).toEqual({ code: 3012, reason: 'no pong' })
    await sleep(500)
    expect(good.state).toBe('connected')
    expect(events).toEqual([0])
  })

  it('jitters the first ping', async () => {
    const gw = await startGateway({ pingIntervalMs: 1000, pongTimeoutMs: 500 })
    const raws = await Promise.all(Array.from({ length: 8 }, () => RawClient.open(wsUrl(gw))))
    const t0 = Date.now()
    await Promise.all(raws.map((r) => r.connect()))
    const firstPing = await Promise.all(
      raws.map(async (r) => {
        await waitFor(() => r.frames.includes('{}'), 3000, 'first ping')
        return Date.now() - t0
      }),
    )
    const spread = Math.max(...firstPing) - Math.min(...firstPing)
    expect(spread).toBeGreaterThan(30)
    expect(Math.max(...firstPing)).toBeLessThan(1400)
  })

  it('closes a connection that never sends connect with 3502 (stale)', async () => {
    const gw = await startGateway({ staleTimeoutMs: 200 })
    const raw = await RawClient.open(wsUrl(gw))
    expect(await raw.closed).toEqual({ code: 3502, reason: 'stale' })
  })

  it('closes clients with 3001 on stop so they reconnect elsewhere', async () => {
    const gw = await startGateway()
    const c = newClient(gw)
    const connecting = new Promise<{ code: number; reason: string }>((r) =>
      c.on('connecting', (ctx) => ctx.code !== 0 && r(ctx)),
    )
    c.connect()
    await c.ready(3000)
    await gw.stop()
    expect(await connecting).toEqual({ code: 3001, reason: 'shutdown' })
    expect(c.state).toBe('connecting') // 3001 is a reconnect code
  })
})
