import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { Redis } from 'ioredis'
import { RawClient, cleanup, expectRecoversXY, newClient, publish, startGateway, waitFor, wsUrl } from './helpers.js'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `rt-test-${process.pid}-${Date.now()}`

afterEach(cleanup)
afterAll(async () => {
  const r = new Redis(REDIS_URL)
  let cursor = '0'
  do {
    const [next, keys] = await r.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500)
    if (keys.length) await r.del(...keys)
    cursor = next
  } while (cursor !== '0')
  const left = await r.keys(`${PREFIX}*`)
  r.disconnect()
  expect(left).toEqual([])
})

const twoNodes = async (extra = {}) => {
  const cfg = { redisUrl: REDIS_URL, redisPrefix: PREFIX, ...extra }
  return [await startGateway({ ...cfg, nodeName: 'a' }), await startGateway({ ...cfg, nodeName: 'b' })] as const
}

describe('two gateway nodes sharing Redis', () => {
  it('delivers a publication made on one node to clients on both, with shared offsets and epoch', async () => {
    const [a, b] = await twoNodes()
    const got: Record<string, { n: number; offset?: number }[]> = { a: [], b: [] }
    for (const [name, gw] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const c = newClient(gw)
      const sub = c.newSubscription('sport:football')
      sub.on('publication', (p) => got[name]!.push({ n: p.data.n, offset: p.offset }))
      sub.subscribe()
      c.connect()
      await sub.ready(3000)
    }
    const r1 = await publish(b, 'sport:football', { n: 1 })
    const r2 = await publish(a, 'sport:football', { n: 2 })
    expect(r1.body.result.offset).toBe(1)
    expect(r2.body.result).toEqual({ offset: 2, epoch: r1.body.result.epoch })
    await waitFor(() => got.a!.length === 2 && got.b!.length === 2, 3000, 'publications on both nodes')
    expect(got.a).toEqual([
      { n: 1, offset: 1 },
      { n: 2, offset: 2 },
    ])
    expect(got.b).toEqual(got.a)
  })

  it('recovers on another node the publications missed while reconnecting', async () => {
    const [a, b] = await twoNodes()
    const first = await RawClient.open(wsUrl(a))
    await first.connect()
    first.send({ id: 2, subscribe: { channel: 'sport:live' } })
    const { epoch, offset } = (await first.reply(2)).subscribe
    first.ws.close()
    await publish(a, 'sport:live', { n: 'x' })
    await publish(b, 'sport:live', { n: 'y' })
    const second = await RawClient.open(wsUrl(b))
    await second.connect()
    await expectRecoversXY(second, 2, { epoch, offset })
  })

  it('bounds the history in Redis and answers recovered: false when it is gone', async () => {
    const [a, b] = await twoNodes({
      namespaces: [{ name: 'sport', historySize: 3, historyTtlSeconds: 60, allowSubscribeForAnonymous: true }],
    })
    const raw = await RawClient.open(wsUrl(a))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:small' } })
    await raw.reply(2)
    const epoch = (await publish(b, 'sport:small', { i: 0 })).body.result.epoch
    for (let i = 1; i < 6; i++) await publish(b, 'sport:small', { i })
    const redis = new Redis(REDIS_URL)
    expect(await redis.llen(`${PREFIX}.stream.sport:small`)).toBe(3)
    redis.disconnect()
    const other = await RawClient.open(wsUrl(b))
    await other.connect()
    other.send(
      { id: 2, subscribe: { channel: 'sport:small', recover: true, offset: 1, epoch } },
      { id: 3, subscribe: { channel: 'sport:small2' } },
    )
    const r = (await other.reply(2)).subscribe
    expect(r).toMatchObject({ recovered: false, offset: 6, epoch })
    expect(r.publications).toBeUndefined()
    other.send(
      { id: 4, unsubscribe: { channel: 'sport:small' } },
      { id: 5, subscribe: { channel: 'sport:small', recover: true, offset: 3, epoch } },
    )
    expect((await other.reply(5)).subscribe.publications.map((p: { data: { i: number } }) => p.data.i)).toEqual([
      3, 4, 5,
    ])
  })
})

describe('history and unrecoverable positions with Redis', () => {
  it('POST /api/history on one node reads what was published on the other; a gone since position is 112, on the subscribe (flag 2) too', async () => {
    const [a, b] = await twoNodes({
      namespaces: [{ name: 'sport', historySize: 2, historyTtlSeconds: 60, allowSubscribeForAnonymous: true }],
    })
    const history = async (gw: typeof a, body: object) => {
      const res = await fetch(`http://127.0.0.1:${gw.port}/api/history`, {
        method: 'POST',
        headers: { 'x-api-key': 'test-api-key' },
        body: JSON.stringify(body),
      })
      return (await res.json()) as Record<string, any>
    }
    const raw = await RawClient.open(wsUrl(b))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:hist' } })
    const position = (await raw.reply(2)).subscribe
    raw.send({ id: 3, unsubscribe: { channel: 'sport:hist' } })
    for (let i = 1; i <= 4; i++) await publish(a, 'sport:hist', { i })
    // The stream was made on node a, so it has a's epoch (b's position before it is another epoch).
    const top = await history(b, { channel: 'sport:hist', limit: 0 })
    expect(top).toEqual({ result: { offset: 4, epoch: expect.any(String) } })
    expect(top.result.epoch).toBe((await history(a, { channel: 'sport:hist' })).result.epoch)
    const epoch = top.result.epoch
    expect(
      (await history(b, { channel: 'sport:hist', limit: -1, reverse: true })).result.publications.map(
        (p: any) => p.data.i,
      ),
    ).toEqual([4, 3])
    expect((await history(b, { channel: 'sport:hist', limit: -1, since: { offset: 1, epoch } })).error).toMatchObject({
      code: 112,
    })
    expect(
      (await history(b, { channel: 'sport:hist', limit: -1, since: { offset: 2, epoch } })).result.publications,
    ).toHaveLength(2)
    raw.send({
      id: 4,
      subscribe: { channel: 'sport:hist', recover: true, offset: position.offset, epoch: position.epoch, flag: 2 },
    })
    expect((await raw.reply(4)).error).toEqual({ code: 112, message: 'unrecoverable position' })
  })
})

describe('state in Redis', () => {
  /** Every key under a prefix of its own. */
  const keysUnder = async (prefix: string) => {
    const r = new Redis(REDIS_URL)
    try {
      return (await r.keys(`${prefix}*`)).sort()
    } finally {
      r.disconnect()
    }
  }

  it('anonymous subscribes and recoveries of channels nobody publishes to create no key', async () => {
    const prefix = `${PREFIX}-nokeys`
    const gw = await startGateway({ redisUrl: REDIS_URL, redisPrefix: prefix })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send(
      { id: 2, subscribe: { channel: 'sport:nobody-1' } },
      { id: 3, subscribe: { channel: 'sport:nobody-2', recover: true, offset: 5, epoch: 'made-up' } },
      { id: 4, subscribe: { channel: 'sport:nobody-3', recover: true } },
    )
    expect((await raw.reply(2)).subscribe).toMatchObject({ recoverable: true, offset: 0 })
    expect((await raw.reply(3)).subscribe).toMatchObject({ recovered: false, offset: 0 })
    expect((await raw.reply(4)).subscribe).toMatchObject({ recovered: true, offset: 0 })
    const c = newClient(gw)
    const sub = c.newSubscription('sport:nobody-4')
    sub.subscribe()
    c.connect()
    await sub.ready(3000)
    // One key for the whole deployment (the nodes' shared epoch of empty channels), none per channel.
    expect(await keysUnder(prefix)).toEqual([`${prefix}.empty-epoch`])
    // A publication is what creates the channel's stream.
    await publish(gw, 'sport:nobody-1', { n: 1 })
    expect(await keysUnder(prefix)).toEqual([
      `${prefix}.empty-epoch`,
      `${prefix}.meta.sport:nobody-1`,
      `${prefix}.stream.sport:nobody-1`,
    ])
  })

  it('a client subscribed before the first publication recovers it on another node', async () => {
    const [a, b] = await twoNodes({ redisPrefix: `${PREFIX}-first` })
    const first = await RawClient.open(wsUrl(a))
    await first.connect()
    first.send({ id: 2, subscribe: { channel: 'sport:live' } })
    const position = (await first.reply(2)).subscribe
    expect(position.offset).toBe(0)
    first.ws.close()
    await publish(a, 'sport:live', { n: 'x' })
    await publish(b, 'sport:live', { n: 'y' })
    const second = await RawClient.open(wsUrl(b))
    await second.connect()
    await expectRecoversXY(second, 2, position)
  })
  it('gives an empty channel the same epoch on every node, so a subscriber recovers on another node what was published meanwhile through a third', async () => {
    // Positioned on node a before the first publication; a is killed; the publications go through b.
    const [a, b] = await twoNodes({ redisPrefix: `${PREFIX}-shared-epoch` })
    const onA = await RawClient.open(wsUrl(a))
    await onA.connect()
    onA.send({ id: 2, subscribe: { channel: 'sport:live' } })
    const position = (await onA.reply(2)).subscribe
    expect(position).toMatchObject({ offset: 0, recoverable: true })
    onA.ws.close()
    expect((await publish(b, 'sport:live', { n: 'x' })).body.result.epoch).toBe(position.epoch)
    await publish(b, 'sport:live', { n: 'y' })
    const onB = await RawClient.open(wsUrl(b))
    await onB.connect()
    await expectRecoversXY(onB, 2, position)
  })

  it('refuses to call a position recovered when it is past the top of a stream that started again', async () => {
    const [a] = await twoNodes({ redisPrefix: `${PREFIX}-again` })
    const epoch = (await publish(a, 'sport:again', { n: 1 })).body.result.epoch
    const c = await RawClient.open(wsUrl(a))
    await c.connect()
    // A client that had seen offset 40 of that epoch: the stream now ends at 1, so 2..40 are gone.
    c.send({ id: 2, subscribe: { channel: 'sport:again', recover: true, offset: 40, epoch } })
    expect((await c.reply(2)).subscribe).toMatchObject({ recovered: false, offset: 1, epoch })
  })
})
