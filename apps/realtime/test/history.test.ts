import { afterEach, describe, expect, it } from 'vitest'
import type { Centrifuge } from 'centrifuge'
import { API_KEY, RawClient, cleanup, newClient, publish, sleep, startGateway, waitFor, wsUrl } from './helpers.js'

afterEach(cleanup)

/** POST /api/history with the API key. */
async function apiHistory(port: number, body: unknown, key = API_KEY) {
  const res = await fetch(`http://127.0.0.1:${port}/api/history`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

/** `small` keeps 2 publications, `sport` 10; `nohist` has none; history allowed as the test needs. */
const NAMESPACES = [
  {
    name: 'sport',
    historySize: 10,
    historyTtlSeconds: 60,
    allowSubscribeForAnonymous: true,
    allowHistoryForSubscriber: true,
    allowHistoryForAnonymous: true,
  },
  { name: 'small', historySize: 2, historyTtlSeconds: 60, allowSubscribeForAnonymous: true },
  {
    name: 'nohist',
    historySize: 0,
    historyTtlSeconds: 0,
    allowSubscribeForAnonymous: true,
    allowHistoryForClient: true,
    allowHistoryForAnonymous: true,
  },
  { name: 'closed', historySize: 10, historyTtlSeconds: 60, allowSubscribeForAnonymous: true },
]

describe('unrecoverable positions (error 112)', () => {
  it('a subscribe asking to be refused when it cannot recover (flag 2) gets 112; without the flag recovered: false', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'small:x' } })
    const { epoch } = (await raw.reply(2)).subscribe
    raw.send({ id: 3, unsubscribe: { channel: 'small:x' } })
    await raw.reply(3)
    for (let i = 0; i < 5; i++) await publish(gw, 'small:x', { i })
    raw.send({ id: 4, subscribe: { channel: 'small:x', recover: true, offset: 0, epoch, flag: 3 } })
    expect((await raw.reply(4)).error).toEqual({ code: 112, message: 'unrecoverable position' })
    // Refused, so not subscribed: the same subscribe without the flag is no "already subscribed".
    raw.send({ id: 5, subscribe: { channel: 'small:x', recover: true, offset: 0, epoch } })
    expect((await raw.reply(5)).subscribe).toMatchObject({ was_recovering: true, recovered: false, offset: 5 })
    // Another epoch is unrecoverable too; a position still held recovers despite the flag.
    raw.send(
      { id: 6, unsubscribe: { channel: 'small:x' } },
      { id: 7, subscribe: { channel: 'small:x', recover: true, offset: 5, epoch: 'other', flag: 2 } },
    )
    expect((await raw.reply(7)).error).toMatchObject({ code: 112 })
    raw.send({ id: 8, subscribe: { channel: 'small:x', recover: true, offset: 3, epoch, flag: 2 } })
    expect((await raw.reply(8)).subscribe).toMatchObject({
      recovered: true,
      publications: [
        { data: { i: 3 }, offset: 4 },
        { data: { i: 4 }, offset: 5 },
      ],
    })
  })

  it('the real client with getState: 112 on a position that is gone makes it call getState again (reading /api/history with limit 0), then it subscribes', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const c = newClient(gw)
    c.connect()
    let getStateCalls = 0
    const positions: unknown[] = []
    const sub = c.newSubscription('small:live', {
      minResubscribeDelay: 50,
      maxResubscribeDelay: 100,
      getState: async () => {
        getStateCalls++
        const { body } = await apiHistory(gw.port, { channel: 'small:live', limit: 0 })
        positions.push(body.result)
        return { offset: body.result.offset, epoch: body.result.epoch }
      },
    })
    const subscribed: any[] = []
    sub.on('subscribed', (ctx) => subscribed.push(ctx))
    const got: number[] = []
    sub.on('publication', (p) => got.push(p.data.i))
    sub.subscribe()
    await waitFor(() => subscribed.length === 1, 3000, 'first subscribe')
    expect(getStateCalls).toBe(1)
    await publish(gw, 'small:live', { i: 0 })
    await waitFor(() => got.length === 1, 3000, 'publication')

    c.disconnect()
    for (let i = 1; i <= 5; i++) await publish(gw, 'small:live', { i })
    c.connect()
    await waitFor(() => subscribed.length === 2, 5000, 'subscribed again')
    expect(getStateCalls).toBe(2)
    expect(positions[1]).toEqual({ offset: 6, epoch: expect.any(String) })
    // Loaded from the state, not "recovered": no gap delivered as if nothing was missed.
    expect(got).toEqual([0])
    const next = new Promise((r) => sub.once('publication', (p) => r(p.data)))
    await publish(gw, 'small:live', { i: 6 })
    expect(await next).toEqual({ i: 6 })
  })

  it('the real client with getState recovers from a position still held without calling it again', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const c = newClient(gw)
    c.connect()
    let calls = 0
    const sub = c.newSubscription('sport:x', {
      getState: async () => (calls++, (await apiHistory(gw.port, { channel: 'sport:x' })).body.result),
    })
    const got: number[] = []
    sub.on('publication', (p) => got.push(p.data.i))
    sub.subscribe()
    await sub.ready(3000)
    c.disconnect()
    await publish(gw, 'sport:x', { i: 1 })
    c.connect()
    await waitFor(() => got.length === 1, 3000, 'recovered publication')
    expect(calls).toBe(1)
  })
})

describe('POST /api/history', () => {
  it('answers the position only without a limit or with limit 0, publications with a limit, reverse newest first', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const empty = await apiHistory(gw.port, { channel: 'sport:h' })
    expect(empty).toEqual({ status: 200, body: { result: { offset: 0, epoch: expect.any(String) } } })
    for (let i = 1; i <= 4; i++) await publish(gw, 'sport:h', { i })
    const { epoch } = (await apiHistory(gw.port, { channel: 'sport:h', limit: 0 })).body.result
    expect((await apiHistory(gw.port, { channel: 'sport:h', limit: 0 })).body).toEqual({ result: { offset: 4, epoch } })
    expect((await apiHistory(gw.port, { channel: 'sport:h', limit: 2 })).body.result).toEqual({
      publications: [
        { data: { i: 1 }, offset: 1 },
        { data: { i: 2 }, offset: 2 },
      ],
      offset: 4,
      epoch,
    })
    expect(
      (await apiHistory(gw.port, { channel: 'sport:h', limit: -1 })).body.result.publications.map((p: any) => p.offset),
    ).toEqual([1, 2, 3, 4])
    expect(
      (await apiHistory(gw.port, { channel: 'sport:h', limit: 2, reverse: true })).body.result.publications.map(
        (p: any) => p.offset,
      ),
    ).toEqual([4, 3])
    const since = (s: object, extra = {}) => apiHistory(gw.port, { channel: 'sport:h', since: s, limit: -1, ...extra })
    expect((await since({ offset: 2, epoch })).body.result.publications.map((p: any) => p.offset)).toEqual([3, 4])
    expect((await since({ offset: 4, epoch })).body.result).toEqual({ offset: 4, epoch })
    expect(
      (await since({ offset: 3, epoch }, { reverse: true })).body.result.publications.map((p: any) => p.offset),
    ).toEqual([2, 1])
    expect((await since({ offset: 2, epoch: 'another' })).body).toEqual({
      error: { code: 112, message: 'unrecoverable position' },
    })
    expect((await since({ offset: 0, epoch }, { reverse: true })).status).toBe(400)
  })

  it('answers 112 for a since position whose following publications are gone (history size or TTL)', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    for (let i = 1; i <= 5; i++) await publish(gw, 'small:h', { i })
    const { epoch } = (await apiHistory(gw.port, { channel: 'small:h' })).body.result
    expect(
      (await apiHistory(gw.port, { channel: 'small:h', since: { offset: 1, epoch }, limit: 10 })).body.error,
    ).toMatchObject({ code: 112 })
    expect(
      (await apiHistory(gw.port, { channel: 'small:h', since: { offset: 3, epoch }, limit: 10 })).body.result
        .publications,
    ).toHaveLength(2)
  })

  it('answers Centrifugo errors: 102 unknown namespace, 108 a namespace without history, 401 without the key, 400/107 a malformed body', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    expect((await apiHistory(gw.port, { channel: 'nosuch:x' })).body).toEqual({
      error: { code: 102, message: 'unknown channel' },
    })
    expect((await apiHistory(gw.port, { channel: 'nohist:x' })).body).toEqual({
      error: { code: 108, message: 'not available' },
    })
    expect((await apiHistory(gw.port, { channel: 'sport:x' }, 'wrong')).status).toBe(401)
    for (const bad of [
      '{',
      '[]',
      '{"limit":1}',
      '{"channel":"sport:x","limit":"5"}',
      '{"channel":"sport:x","since":{"offset":-1}}',
    ]) {
      const r = await apiHistory(gw.port, bad)
      expect(r.status, bad).toBe(400)
      expect(r.body.error.code, bad).toBe(107)
    }
  })
})

describe('the history command', () => {
  const connected = async (gw: Parameters<typeof newClient>[0]): Promise<Centrifuge> => {
    const c = newClient(gw)
    c.connect()
    await c.ready(3000)
    return c
  }

  it('answers only the stream position without a limit (Centrifugo since v3), publications with one, reverse honoured', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const c = await connected(gw)
    const sub = c.newSubscription('sport:cmd')
    sub.subscribe()
    await sub.ready(3000)
    for (let i = 1; i <= 3; i++) await publish(gw, 'sport:cmd', { i })
    const position = await sub.history({})
    expect(position).toEqual({ publications: [], offset: 3, epoch: expect.any(String) })
    expect(await sub.history({ limit: 0 })).toEqual(position)
    const two = await sub.history({ limit: 2 })
    expect(two.publications.map((p) => p.data)).toEqual([{ i: 1 }, { i: 2 }])
    const rev = await sub.history({ limit: 2, reverse: true })
    expect(rev.publications.map((p) => p.offset)).toEqual([3, 2])
    const all = await sub.history({ limit: -1 })
    expect(all.publications).toHaveLength(3)
    const after = await sub.history({ limit: 10, since: { offset: 1, epoch: position.epoch } })
    expect(after.publications.map((p) => p.offset)).toEqual([2, 3])
    await expect(sub.history({ limit: 10, since: { offset: 1, epoch: 'gone' } })).rejects.toMatchObject({ code: 112 })
  })

  it('a since position that is gone gives 112; history caps a limit at historyMaxPublicationLimit', async () => {
    const gw = await startGateway({
      historyMaxPublicationLimit: 2,
      namespaces: [{ ...NAMESPACES[0]!, name: 'small', historySize: 3 }],
    })
    const c = await connected(gw)
    const sub = c.newSubscription('small:x')
    sub.subscribe()
    await sub.ready(3000)
    for (let i = 1; i <= 5; i++) await publish(gw, 'small:x', { i })
    const { epoch } = await sub.history({})
    await expect(sub.history({ limit: 10, since: { offset: 1, epoch } })).rejects.toMatchObject({
      code: 112,
      message: 'unrecoverable position',
    })
    expect((await sub.history({ limit: -1 })).publications.map((p) => p.offset)).toEqual([3, 4])
  })

  it('refuses as Centrifugo does: 102 unknown namespace, 108 no history, 103 no access (history for subscribers only)', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    const c = await connected(gw)
    await expect(c.history('nosuch:x', { limit: 1 })).rejects.toMatchObject({ code: 102 })
    await expect(c.history('nohist:x', { limit: 1 })).rejects.toMatchObject({ code: 108 })
    await expect(c.history('closed:x', { limit: 1 })).rejects.toMatchObject({ code: 103 })
    // sport allows history for subscribers (anonymous too): not subscribed yet -> 103, then allowed.
    await expect(c.history('sport:y', { limit: 1 })).rejects.toMatchObject({ code: 103 })
    const sub = c.newSubscription('sport:y')
    sub.subscribe()
    await sub.ready(3000)
    expect((await c.history('sport:y', {})).offset).toBe(0)
    await sleep(10)
  })
})

describe('a live publication that reaches the node after the history read', () => {
  // With Redis the history read (one connection) and the publication's pub/sub message (another)
  // are not ordered: the read can already hold the publication whose live message arrives after the
  // subscribe has been answered. A clean-clone topology run saw a subscriber get one publication
  // twice after recovering on another node. Centrifuge skips what the client's position already holds.
  it('is not sent again to a subscriber whose recovery or position already holds it', async () => {
    const gw = await startGateway({ namespaces: NAMESPACES })
    // The broker's live messages lag 300 ms behind its stream (a slow pub/sub connection).
    const broker = gw.gateway.broker as unknown as { onPub: (channel: string, pub: unknown) => void }
    const live = broker.onPub
    broker.onPub = (channel, pub) => void setTimeout(() => live(channel, pub), 300)

    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    expect((await publish(gw, 'sport:late', { n: 1 })).status).toBe(200)
    expect((await publish(gw, 'sport:late-2', { n: 1 })).status).toBe(200)
    // Recovers from 0 (gets offset 1 in the reply) and, in another subscription, is only positioned at 1.
    raw.send(
      { id: 2, subscribe: { channel: 'sport:late', recover: true, recoverable: true, offset: 0 } },
      { id: 3, subscribe: { channel: 'sport:late-2', recoverable: true } },
    )
    expect((await raw.reply(2)).subscribe).toMatchObject({ recovered: true, offset: 1, publications: [{ offset: 1 }] })
    expect((await raw.reply(3)).subscribe).toMatchObject({ offset: 1 })
    await sleep(600) // both late live messages have been delivered by now
    const pushed = () => raw.messages.filter((m) => m.push?.pub).map((m) => `${m.push.channel}#${m.push.pub.offset}`)
    expect(pushed()).toEqual([])
    // Later publications still come through, each once.
    expect((await publish(gw, 'sport:late', { n: 2 })).status).toBe(200)
    expect((await publish(gw, 'sport:late-2', { n: 2 })).status).toBe(200)
    await waitFor(() => pushed().length === 2, 3000, 'the next publications')
    await sleep(100)
    expect(pushed().sort()).toEqual(['sport:late#2', 'sport:late-2#2'])
  })
})
