import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { Redis } from 'ioredis'
import type { Centrifuge, Subscription } from 'centrifuge'
import { API_KEY, RawClient, cleanup, newClient, sleep, startGateway, waitFor, wsUrl } from './helpers.js'

const SECRET = 'token-secret-for-tests'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `rt-presence-test-${process.pid}-${Date.now()}`

const connToken = (sub: string, info?: unknown) =>
  new SignJWT(info === undefined ? {} : { info })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
    .sign(new TextEncoder().encode(SECRET))

const base = { historySize: 10, historyTtlSeconds: 60, allowSubscribeForAnonymous: true, allowSubscribeForClient: true }
/** `sport` as by default (no presence), `live` with presence and join/leave for subscribers, `forced` pushing join/leave to all. */
const NAMESPACES = [
  { name: 'sport', ...base },
  {
    name: 'live',
    ...base,
    presence: true,
    joinLeave: true,
    allowPresenceForSubscriber: true,
    allowPresenceForAnonymous: true,
  },
  { name: 'forced', ...base, presence: true, joinLeave: true, forcePushJoinLeave: true },
  { name: 'users', ...base, presence: true, allowPresenceForClient: true },
]

afterEach(cleanup)
afterAll(async () => {
  const r = new Redis(REDIS_URL)
  const keys = await r.keys(`${PREFIX}*`)
  if (keys.length) await r.del(...keys)
  r.disconnect()
})

async function subscribed(c: Centrifuge, channel: string, opts: { joinLeave?: boolean } = {}): Promise<Subscription> {
  const sub = c.newSubscription(channel, opts)
  sub.subscribe()
  await sub.ready(3000)
  return sub
}

async function connected(gw: Parameters<typeof newClient>[0], token?: string): Promise<{ c: Centrifuge; id: string }> {
  const c = newClient(gw, token ? { token } : {})
  const ctx = new Promise<{ client: string }>((r) => c.once('connected', r))
  c.connect()
  return { c, id: (await ctx).client }
}

const api = async (port: number, path: string, body: unknown) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY },
    body: JSON.stringify(body),
  })
  return (await res.json()) as Record<string, any>
}

describe('presence', () => {
  it('is off by default: presence and presence_stats answer 108 not available, never an empty answer', async () => {
    const gw = await startGateway() // the default namespaces
    const { c } = await connected(gw)
    const sub = await subscribed(c, 'sport:football')
    await expect(sub.presence()).rejects.toMatchObject({ code: 108, message: 'not available' })
    await expect(sub.presenceStats()).rejects.toMatchObject({ code: 108 })
    await expect(c.presence('nosuch:x')).rejects.toMatchObject({ code: 102 })
    expect((await api(gw.port, '/api/presence_stats', { channel: 'sport:football' })).error).toEqual({
      code: 108,
      message: 'not available',
    })
  })

  it('answers who is subscribed (user, client, conn_info, chan_info) and the counts; unsubscribes and disconnects leave it', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const a = await connected(gw, await connToken('alice', { name: 'Alice' }))
    const b = await connected(gw)
    const c2 = await connected(gw)
    const subA = await subscribed(a.c, 'live:m1')
    await subscribed(b.c, 'live:m1')
    const subC = await subscribed(c2.c, 'live:m1')
    const { clients } = await subA.presence()
    expect(clients).toEqual({
      [a.id]: { user: 'alice', client: a.id, conn_info: { name: 'Alice' }, connInfo: { name: 'Alice' } },
      [b.id]: { user: '', client: b.id },
      [c2.id]: { user: '', client: c2.id },
    })
    // Two anonymous connections are one user (""), as in Centrifugo.
    expect(await subA.presenceStats()).toEqual({ numClients: 3, numUsers: 2 })
    subC.unsubscribe()
    await sleep(50)
    expect(await subA.presenceStats()).toEqual({ numClients: 2, numUsers: 2 })
    b.c.disconnect()
    await sleep(100)
    expect(await subA.presenceStats()).toEqual({ numClients: 1, numUsers: 1 })
    expect(await api(gw.port, '/api/presence_stats', { channel: 'live:m1' })).toEqual({
      result: { num_clients: 1, num_users: 1 },
    })
    expect((await api(gw.port, '/api/presence', { channel: 'live:m1' })).result.presence).toEqual({
      [a.id]: { user: 'alice', client: a.id, conn_info: { name: 'Alice' } },
    })
  })

  it('refuses presence without access with 103: for subscribers only before subscribing, for clients with a user only to anonymous', async () => {
    const gw = await startGateway({ tokenSecret: SECRET, namespaces: NAMESPACES })
    const { c } = await connected(gw)
    await expect(c.presenceStats('live:m2')).rejects.toMatchObject({ code: 103 })
    await subscribed(c, 'live:m2')
    expect(await c.presenceStats('live:m2')).toEqual({ numClients: 1, numUsers: 1 })
    await expect(c.presence('users:x')).rejects.toMatchObject({ code: 103 })
    const withUser = await connected(gw, await connToken('bob'))
    expect(await withUser.c.presenceStats('users:x')).toEqual({ numClients: 0, numUsers: 0 })
  })

  it('keeps entries alive by refreshing them before their TTL', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES, presenceTtlSeconds: 2, presenceUpdateIntervalMs: 300 })
    const { c } = await connected(gw)
    const sub = await subscribed(c, 'live:long')
    await sleep(3000)
    expect(await sub.presenceStats()).toEqual({ numClients: 1, numUsers: 1 })
  })
})

describe('join and leave', () => {
  it('sends join and leave pushes to subscribers that ask for them (joinLeave), not to others; off by default', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const watcher = await connected(gw)
    const quiet = await connected(gw)
    const events: string[] = []
    const wsub = watcher.c.newSubscription('live:m3', { joinLeave: true })
    wsub.on('join', (ctx) => events.push(`join ${ctx.info.client}`))
    wsub.on('leave', (ctx) => events.push(`leave ${ctx.info.client}`))
    wsub.subscribe()
    await wsub.ready(3000)
    await waitFor(() => events.length === 1, 3000, 'its own join')
    expect(events).toEqual([`join ${watcher.id}`])
    const quietEvents: string[] = []
    const qsub = quiet.c.newSubscription('live:m3')
    qsub.on('join', () => quietEvents.push('join'))
    qsub.subscribe()
    await qsub.ready(3000)

    const other = await connected(gw)
    const osub = await subscribed(other.c, 'live:m3')
    await waitFor(() => events.length === 3, 3000, 'join of quiet and other')
    osub.unsubscribe()
    await waitFor(() => events.length === 4, 3000, 'leave')
    expect(events.slice(1)).toEqual([`join ${quiet.id}`, `join ${other.id}`, `leave ${other.id}`])
    quiet.c.disconnect()
    await waitFor(() => events.length === 5, 3000, 'leave on disconnect')
    expect(events[4]).toBe(`leave ${quiet.id}`)
    expect(quietEvents).toEqual([])

    // The default sport namespace has no join/leave, asked for or not.
    const d = await connected(gw)
    const dEvents: string[] = []
    const dsub = d.c.newSubscription('sport:football', { joinLeave: true })
    dsub.on('join', () => dEvents.push('join'))
    dsub.subscribe()
    await dsub.ready(3000)
    await subscribed((await connected(gw)).c, 'sport:football')
    await sleep(200)
    expect(dEvents).toEqual([])
  })

  it('forcePushJoinLeave pushes them to every subscriber', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const a = await connected(gw)
    const joins: string[] = []
    const sub = a.c.newSubscription('forced:x')
    sub.on('join', (ctx) => joins.push(ctx.info.client))
    sub.subscribe()
    await sub.ready(3000)
    const b = await connected(gw)
    await subscribed(b.c, 'forced:x')
    await waitFor(() => joins.includes(b.id), 3000, 'join')
  })

  it("the raw frames are Centrifugo's: {push:{channel, join:{info:{user, client}}}}", async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'live:raw', join_leave: true } })
    await raw.reply(2)
    const { id } = await connected(gw).then(async (o) => (await subscribed(o.c, 'live:raw'), o))
    const push = await waitFor(() => raw.messages.find((m) => m.push?.join?.info?.client === id), 3000, 'join push')
    expect(push).toEqual({ push: { channel: 'live:raw', join: { info: { user: '', client: id } } } })
  })
})

describe('presence and join/leave across two nodes on one Redis', () => {
  const twoNodes = async (extra = {}) => {
    const cfg = { redisUrl: REDIS_URL, redisPrefix: PREFIX, namespaces: NAMESPACES, ...extra }
    return [await startGateway({ ...cfg, nodeName: 'a' }), await startGateway({ ...cfg, nodeName: 'b' })] as const
  }

  it('counts the connections of both nodes; a join on one node reaches a subscriber on the other; leaves remove them', async () => {
    const [na, nb] = await twoNodes()
    const a = await connected(na)
    const events: string[] = []
    const sub = a.c.newSubscription('live:r1', { joinLeave: true })
    sub.on('join', (ctx) => events.push(`join ${ctx.info.client}`))
    sub.on('leave', (ctx) => events.push(`leave ${ctx.info.client}`))
    sub.subscribe()
    await sub.ready(3000)
    const b = await connected(nb)
    const bsub = await subscribed(b.c, 'live:r1')
    await waitFor(() => events.includes(`join ${b.id}`), 3000, 'join from the other node')
    expect(await sub.presenceStats()).toEqual({ numClients: 2, numUsers: 1 })
    expect(Object.keys((await bsub.presence()).clients).sort()).toEqual([a.id, b.id].sort())
    b.c.disconnect()
    await waitFor(() => events.includes(`leave ${b.id}`), 3000, 'leave from the other node')
    expect(await sub.presenceStats()).toEqual({ numClients: 1, numUsers: 1 })
    a.c.disconnect()
    await sleep(100)
    const r = new Redis(REDIS_URL)
    expect(await r.keys(`${PREFIX}.presence.*live:r1`)).toEqual([])
    r.disconnect()
  })

  it('entries of a node that vanished expire after presenceTtlSeconds', async () => {
    const [na] = await twoNodes({ presenceTtlSeconds: 2, presenceUpdateIntervalMs: 300 })
    // A presence entry written by a node that then died (it never removes it, nor refreshes it).
    const r = new Redis(REDIS_URL)
    const now = Math.floor(Date.now() / 1000)
    await r.hset(`${PREFIX}.presence.data.live:r2`, 'ghost', '{"user":"","client":"ghost"}')
    // Expiry is in whole seconds: now + 1 could pass at the next second boundary, before the first check.
    await r.zadd(`${PREFIX}.presence.expire.live:r2`, now + 2, 'ghost')
    await r.hset(`${PREFIX}.presence.user.live:r2`, 'ghost', '')
    await r.hset(`${PREFIX}.presence.users.live:r2`, '', '1')
    r.disconnect()
    const a = await connected(na)
    const sub = await subscribed(a.c, 'live:r2')
    expect((await sub.presenceStats()).numClients).toBe(2)
    await sleep(2200)
    expect(await sub.presenceStats()).toEqual({ numClients: 1, numUsers: 1 })
  })
})
