import { afterEach, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { RawClient, cleanup, newClient, publish, sleep, startGateway, waitFor, wsUrl } from './helpers.js'

const SECRET = 'token-secret-for-tests'
const key = (secret = SECRET) => new TextEncoder().encode(secret)

/** An HS256 subscription token: `sub`, `channel`, `exp` seconds from now (none when null), extra claims. */
const subToken = (
  sub: string,
  channel: string,
  expIn: number | null = 600,
  extra: Record<string, unknown> = {},
  secret = SECRET,
) => {
  const t = new SignJWT({ channel, ...extra }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub)
  if (expIn !== null) t.setExpirationTime(Math.floor(Date.now() / 1000) + expIn)
  return t.sign(key(secret))
}
const connToken = (sub: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(key())

/** `sport` as by default plus `private`, which allows no subscription without a token. */
const NAMESPACES = [
  {
    name: 'sport',
    historySize: 10,
    historyTtlSeconds: 60,
    allowSubscribeForAnonymous: true,
    allowSubscribeForClient: true,
  },
  { name: 'private', historySize: 10, historyTtlSeconds: 60 },
]

afterEach(cleanup)

/** The code a real client's subscription ends with (`unsubscribed`), or 0 once it is subscribed. */
function outcome(sub: { once(e: string, f: (ctx: any) => void): void }): Promise<number> {
  return new Promise((resolve) => {
    sub.once('subscribed', () => resolve(0))
    sub.once('unsubscribed', (ctx) => resolve(ctx.code))
  })
}

describe('subscription tokens', () => {
  it('a namespace that allows no subscription without a token requires one: none gets 103, a valid one subscribes and receives', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const c = newClient(gw, { token: await connToken('u1') })
    c.connect()
    const without = c.newSubscription('private:room')
    const refused = outcome(without)
    without.subscribe()
    expect(await refused).toBe(103)
    c.removeSubscription(without)

    let calls = 0
    const sub = c.newSubscription('private:room', { getToken: async (ctx) => (calls++, subToken('u1', ctx.channel)) })
    const got: unknown[] = []
    sub.on('publication', (p) => got.push(p.data))
    const ok = outcome(sub)
    sub.subscribe()
    expect(await ok).toBe(0)
    expect(calls).toBe(1)
    await publish(gw, 'private:room', { n: 1 })
    await waitFor(() => got.length === 1, 3000, 'publication')
    expect(got).toEqual([{ n: 1 }])
  })

  it('refuses a token that is not a valid JWT with 103 even where no token is needed (Centrifugo verifies every token sent)', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    const forged = await subToken('', 'sport:football', 600, {}, 'another-secret')
    raw.send(
      { id: 2, subscribe: { channel: 'sport:football', token: 'not-a-jwt' } },
      { id: 3, subscribe: { channel: 'sport:football', token: forged } },
      {
        id: 4,
        subscribe: {
          channel: 'sport:football',
          token: await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(key()),
        },
      },
      { id: 5, subscribe: { channel: 'sport:football' } },
    )
    expect((await raw.reply(2)).error).toEqual({ code: 103, message: 'permission denied' })
    expect((await raw.reply(3)).error).toEqual({ code: 103, message: 'permission denied' })
    expect((await raw.reply(4)).error).toEqual({ code: 103, message: 'permission denied' }) // no channel claim
    expect((await raw.reply(5)).subscribe).toMatchObject({ recoverable: true })

    // The real client: its subscription ends with 103 and is not retried.
    const c = newClient(gw)
    c.connect()
    const sub = c.newSubscription('sport:football', { token: 'not-a-jwt' })
    const done = outcome(sub)
    sub.subscribe()
    expect(await done).toBe(103)
    await sleep(200)
    expect(sub.state).toBe('unsubscribed')
  })

  it('refuses every token with 103 when no secret is configured', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'private:x', token: await subToken('', 'private:x') } })
    expect((await raw.reply(2)).error).toMatchObject({ code: 103 })
  })

  it('uses subscriptionTokenSecret for subscription tokens when set', async () => {
    const gw = await startGateway({
      tokenSecret: SECRET,
      subscriptionTokenSecret: 'sub-secret',
      namespaces: NAMESPACES,
    })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send(
      { id: 2, subscribe: { channel: 'private:a', token: await subToken('', 'private:a') } },
      { id: 3, subscribe: { channel: 'private:b', token: await subToken('', 'private:b', 600, {}, 'sub-secret') } },
    )
    expect((await raw.reply(2)).error).toMatchObject({ code: 103 })
    expect((await raw.reply(3)).subscribe).toBeDefined()
  })

  it('answers an expired token with 109; the client gets a new token from getToken and subscribes', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'private:x', token: await subToken('', 'private:x', -10) } })
    expect((await raw.reply(2)).error).toEqual({ code: 109, message: 'token expired' })

    const c = newClient(gw)
    c.connect()
    let calls = 0
    const sub = c.newSubscription('private:x', {
      token: await subToken('', 'private:x', -10),
      getToken: async () => (calls++, subToken('', 'private:x')),
      minResubscribeDelay: 10,
      maxResubscribeDelay: 50,
    })
    const errors: number[] = []
    sub.on('error', (e) => errors.push(e.error.code))
    const done = outcome(sub)
    sub.subscribe()
    expect(await done).toBe(0)
    expect(errors).toContain(109)
    expect(calls).toBe(1)
  })

  it('closes with 3500 for a token of another channel or another user (Centrifugo: invalid token)', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    for (const [connSub, tokenSub, channel] of [
      ['u1', 'u1', 'private:other'],
      ['u1', 'u2', 'private:room'],
      ['', 'u2', 'private:room'],
    ] as const) {
      const raw = await RawClient.open(wsUrl(gw))
      await raw.connect(1, connSub ? { token: await connToken(connSub) } : {})
      raw.send({ id: 2, subscribe: { channel: 'private:room', token: await subToken(tokenSub, channel) } })
      expect(await raw.closed).toEqual({ code: 3500, reason: 'invalid token' })
    }
    // A token bound to another connection (`client` claim) too; one bound to this connection subscribes.
    const raw = await RawClient.open(wsUrl(gw))
    const { client } = (await raw.connect()).connect
    raw.send({
      id: 2,
      subscribe: { channel: 'private:room', token: await subToken('', 'private:room', 600, { client }) },
    })
    expect((await raw.reply(2)).subscribe).toBeDefined()
    raw.send({
      id: 3,
      subscribe: {
        channel: 'private:room2',
        token: await subToken('', 'private:room2', 600, { client: 'someone-else' }),
      },
    })
    expect(await raw.closed).toEqual({ code: 3500, reason: 'invalid token' })
  })

  it('answers 102 for a token whose channel is in no namespace', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'nosuch:x', token: await subToken('', 'nosuch:x') } })
    expect((await raw.reply(2)).error).toMatchObject({ code: 102 })
  })

  it('tells a subscription with an expiring token its ttl; the client refreshes it with sub_refresh and stays subscribed', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES, expiredSubCloseDelayMs: 1500 })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'private:x', token: await subToken('', 'private:x', 30) } })
    expect((await raw.reply(2)).subscribe).toMatchObject({ expires: true, ttl: 30 })

    const c = newClient(gw)
    c.connect()
    let calls = 0
    const sub = c.newSubscription('private:y', {
      getToken: async () => subToken('', 'private:y', ++calls === 1 ? 1 : 600),
    })
    const states: string[] = []
    sub.on('state', (ctx) => states.push(ctx.newState))
    sub.subscribe()
    await sub.ready(3000)
    await sleep(3200) // past the first token's exp plus the grace
    expect(calls).toBe(2) // the refresh
    expect(sub.state).toBe('subscribed')
    expect(states).toEqual(['subscribing', 'subscribed'])
    const pub = new Promise((r) => sub.once('publication', (p) => r(p.data)))
    await publish(gw, 'private:y', { after: 'refresh' })
    expect(await pub).toEqual({ after: 'refresh' })
  })

  it('ends a subscription whose token expired without a refresh with an unsubscribe push 2501; the client subscribes again with a new token', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES, expiredSubCloseDelayMs: 100 })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'private:x', token: await subToken('', 'private:x', 1) } })
    await raw.reply(2)
    const push = await waitFor(() => raw.messages.find((m) => m.push?.unsubscribe), 4000, 'unsubscribe push')
    expect(push).toEqual({
      push: { channel: 'private:x', unsubscribe: { code: 2501, reason: 'subscription expired' } },
    })
    // It is no longer subscribed: publications do not reach it, and it may subscribe again.
    await publish(gw, 'private:x', { n: 1 })
    raw.send({ id: 3, subscribe: { channel: 'private:x', token: await subToken('', 'private:x') } })
    expect((await raw.reply(3)).subscribe).toBeDefined()
    expect(raw.messages.some((m) => m.push?.pub)).toBe(false)

    // The real client whose refreshes fail: its subscription goes back to subscribing and is subscribed again.
    const c = newClient(gw)
    c.connect()
    let calls = 0
    const sub = c.newSubscription('private:z', {
      getToken: async () => {
        calls++
        if (calls === 2) throw new Error('token service down') // the refresh
        return subToken('', 'private:z', calls === 1 ? 1 : 600)
      },
    })
    const states: string[] = []
    sub.on('state', (ctx) => states.push(ctx.newState))
    sub.subscribe()
    await waitFor(() => states.filter((s) => s === 'subscribed').length === 2, 15_000, 'subscribed again')
    expect(states).toEqual(['subscribing', 'subscribed', 'subscribing', 'subscribed'])
  }, 30_000)

  it('sub_refresh: an invalid token closes with 3500; an expired one ends the subscription (2501) and answers 109', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'private:x', token: await subToken('', 'private:x', 60) } })
    await raw.reply(2)
    raw.send({ id: 3, sub_refresh: { channel: 'private:x', token: await subToken('', 'private:x', 120) } })
    expect((await raw.reply(3)).sub_refresh).toEqual({ expires: true, ttl: 120 })
    raw.send({
      id: 4,
      sub_refresh: { channel: 'private:notsubscribed', token: await subToken('', 'private:notsubscribed') },
    })
    expect((await raw.reply(4)).error).toMatchObject({ code: 103 })
    raw.send({ id: 5, sub_refresh: { channel: 'private:x', token: await subToken('', 'private:x', -5) } })
    expect((await raw.reply(5)).error).toEqual({ code: 109, message: 'token expired' })
    expect(raw.messages.find((m) => m.push?.unsubscribe)?.push).toEqual({
      channel: 'private:x',
      unsubscribe: { code: 2501, reason: 'subscription expired' },
    })

    raw.send({ id: 6, subscribe: { channel: 'private:x', token: await subToken('', 'private:x', 60) } })
    await raw.reply(6)
    raw.send({ id: 7, sub_refresh: { channel: 'private:x', token: 'garbage' } })
    expect(await raw.closed).toEqual({ code: 3500, reason: 'invalid token' })
  })

  it('sends the token data with the subscribe reply and honours expire_at over exp', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    const now = Math.floor(Date.now() / 1000)
    raw.send(
      {
        id: 2,
        subscribe: { channel: 'private:a', token: await subToken('', 'private:a', 600, { data: { welcome: 1 } }) },
      },
      { id: 3, subscribe: { channel: 'private:b', token: await subToken('', 'private:b', 600, { expire_at: 0 }) } },
      {
        id: 4,
        subscribe: { channel: 'private:c', token: await subToken('', 'private:c', 600, { expire_at: now + 40 }) },
      },
      {
        id: 5,
        subscribe: {
          channel: 'private:d',
          token: await subToken('', 'private:d', 600, { b64data: Buffer.from('{"x":2}').toString('base64') }),
        },
      },
    )
    expect((await raw.reply(2)).subscribe).toMatchObject({ data: { welcome: 1 }, expires: true, ttl: 600 })
    expect((await raw.reply(3)).subscribe.expires).toBeUndefined()
    expect((await raw.reply(4)).subscribe).toMatchObject({ expires: true, ttl: 40 })
    expect((await raw.reply(5)).subscribe.data).toEqual({ x: 2 })
  })

  it('refuses connection tokens with server-side subscriptions (subs) with 3500 instead of ignoring them', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    const t = await new SignJWT({ subs: { 'sport:football': {} } })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .sign(key())
    raw.send({ id: 1, connect: { token: t } })
    expect(await raw.closed).toEqual({ code: 3500, reason: 'invalid token' })
  })
})
