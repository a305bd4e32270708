import { afterEach, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { RawClient, cleanup, newClient, startGateway, waitFor, wsUrl } from './helpers.js'

afterEach(cleanup)

const SECRET = 'token-secret-for-tests'
const connToken = (sub: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(new TextEncoder().encode(SECRET))

/** Smaller answers that used to differ from Centrifugo's without a word. */
describe('what Centrifugo answers', () => {
  it('an asynchronous `send` (no handler in Centrifugo) closes with 3508 instead of being dropped silently', async () => {
    const gw = await startGateway()
    const c = newClient(gw)
    const disconnected = new Promise<{ code: number; reason: string }>((r) => c.once('disconnected', r))
    c.connect()
    await c.ready(3000)
    await c.send({ hello: 1 })
    expect(await disconnected).toEqual({ code: 3508, reason: 'not available' })
  })

  it('the ping command gets 108 (protocol v2 pings go from the server)', async () => {
    const gw = await startGateway()
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, ping: {} })
    expect((await raw.reply(2)).error).toEqual({ code: 108, message: 'not available' })
  })

  it('channel names: non-ASCII 107, over 255 characters 106 on subscribe, empty closes with 3501', async () => {
    const gw = await startGateway()
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send(
      { id: 2, subscribe: { channel: 'sport:матч' } },
      { id: 3, subscribe: { channel: `sport:${'x'.repeat(260)}` } },
      { id: 4, history: { channel: 'sport:é' } },
    )
    expect((await raw.reply(2)).error).toEqual({ code: 107, message: 'bad request' })
    expect((await raw.reply(3)).error).toEqual({ code: 106, message: 'limit exceeded' })
    expect((await raw.reply(4)).error).toMatchObject({ code: 107 })
    raw.send({ id: 5, subscribe: { channel: '' } })
    expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' })
  })

  it('publish: for connections with a user (allowPublishForClient), anonymous ones only with allowPublishForAnonymous, subscribers with allowPublishForSubscriber', async () => {
    const namespaces = [
      { name: 'users', allowSubscribeForClient: true, allowSubscribeForAnonymous: true, allowPublishForClient: true },
      {
        name: 'subs',
        allowSubscribeForClient: true,
        allowSubscribeForAnonymous: true,
        allowPublishForSubscriber: true,
        allowPublishForAnonymous: true,
      },
    ]
    const gw = await startGateway({ tokenSecret: SECRET, namespaces })
    const anon = newClient(gw)
    anon.connect()
    await expect(anon.publish('users:x', { a: 1 })).rejects.toMatchObject({ code: 103 })
    await expect(anon.publish('subs:x', { a: 1 })).rejects.toMatchObject({ code: 103 }) // not subscribed
    const sub = anon.newSubscription('subs:x')
    const got: unknown[] = []
    sub.on('publication', (p) => got.push(p.data))
    sub.subscribe()
    await sub.ready(3000)
    await anon.publish('subs:x', { a: 2 })
    await waitFor(() => got.length === 1, 3000, 'own publication')
    const user = newClient(gw, { token: await connToken('u1') })
    user.connect()
    expect(await user.publish('users:x', { a: 3 })).toEqual({})
  })

  it('refuses subscription types it does not serve (map, shared poll) and tags filters with 107', async () => {
    const gw = await startGateway()
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send(
      { id: 2, subscribe: { channel: 'sport:a', type: 1 } },
      { id: 3, subscribe: { channel: 'sport:b', tf: { key: 'k', cmp: 'eq', val: 'v' } } },
      { id: 4, subscribe: { channel: 'sport:c', type: 0 } },
    )
    expect((await raw.reply(2)).error).toEqual({ code: 107, message: 'bad request' })
    expect((await raw.reply(3)).error).toMatchObject({ code: 107 })
    expect((await raw.reply(4)).subscribe).toMatchObject({ recoverable: true })
  })

  it('positioned without recovery: the stream position for a subscription that asks with history access', async () => {
    const namespaces = [
      {
        name: 'pos',
        historySize: 10,
        historyTtlSeconds: 60,
        forceRecovery: false,
        allowSubscribeForAnonymous: true,
        allowHistoryForSubscriber: true,
        allowHistoryForAnonymous: true,
      },
    ]
    const gw = await startGateway({ namespaces })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send(
      { id: 2, subscribe: { channel: 'pos:a', positioned: true } },
      { id: 3, subscribe: { channel: 'pos:b' } },
      { id: 4, subscribe: { channel: 'pos:c', recoverable: true } },
    )
    const positioned = (await raw.reply(2)).subscribe
    expect(positioned).toMatchObject({ positioned: true, offset: 0, epoch: expect.any(String) })
    expect(positioned.recoverable).toBeUndefined()
    expect((await raw.reply(3)).subscribe).toEqual({})
    expect((await raw.reply(4)).subscribe).toMatchObject({ recoverable: true, positioned: true })
  })
})
