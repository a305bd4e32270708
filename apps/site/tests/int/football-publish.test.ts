import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LivePublisher, setLivePublisher } from '../../src/football/publisher'
import { makeMatch } from './football-helpers'
import { testPayload } from './payload'

/** A stand-in for the gateway's publish API: records each request; `status` sets the answer. */
function fakeGateway() {
  const requests: { headers: http.IncomingHttpHeaders; body: any; url: string }[] = []
  const state = { status: 200 }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      requests.push({ headers: req.headers, url: req.url ?? '', body: raw ? JSON.parse(raw) : null })
      res.writeHead(state.status, { 'Content-Type': 'application/json' })
      res.end(state.status === 200 ? '{}' : '{"error":"down"}')
    })
  })
  return {
    requests,
    state,
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  }
}

let payload: Payload
const gw = fakeGateway()
let publisher: LivePublisher
const logs: { level: string; msg?: string }[] = []
const logger = {
  info: (_o: object, msg?: string) => void logs.push({ level: 'info', msg }),
  warn: (_o: object, msg?: string) => void logs.push({ level: 'warn', msg }),
  error: (_o: object, msg?: string) => void logs.push({ level: 'error', msg }),
  debug: (_o: object, msg?: string) => void logs.push({ level: 'debug', msg }),
}

beforeAll(async () => {
  payload = await testPayload()
  process.env.REALTIME_URL = await gw.start()
  process.env.REALTIME_API_KEY = 'publish-key'
})
afterAll(async () => {
  await gw.stop()
  process.env.REALTIME_URL = ''
})
beforeEach(() => {
  publisher = new LivePublisher({ baseDelayMs: 20, maxDelayMs: 200, logger })
  // The hook hands payload.logger to the process-wide publisher; keep the test's own logger.
  publisher.setLogger = () => {}
  setLivePublisher(publisher)
  gw.requests.length = 0
  gw.state.status = 200
  logs.length = 0
})

describe('afterChange publisher', () => {
  it('publishes one live update per change of a match on sport:football with the API key', async () => {
    const m = await makeMatch(payload, { date: new Date(), stage: 'live', matchTime: '12', homeScore: 0, awayScore: 0 })
    await publisher.idle()
    gw.requests.length = 0
    await payload.update({
      collection: 'matches',
      id: m.id,
      data: { matchTime: '13', home: { score: 1, periods: { '1': 1 } } } as never,
    })
    await publisher.idle()
    expect(gw.requests).toHaveLength(1)
    const r = gw.requests[0]!
    expect(r.url).toBe('/api/publish')
    expect(r.headers['x-api-key']).toBe('publish-key')
    expect(r.body).toEqual({
      channel: 'sport:football',
      data: {
        slug: m.slug,
        matchTime: 13,
        stage: 'live',
        home: { score: 1, periods: { '1': 1 } },
        away: { score: 0, periods: {} },
      },
    })
  })

  it('merges periods period by period and keeps the team of a side on a partial update', async () => {
    const m = await makeMatch(payload, { date: new Date(), stage: 'live', matchTime: '50', homeScore: 1, awayScore: 0 })
    await payload.update({ collection: 'matches', id: m.id, data: { home: { periods: { '1': 1 } } } as never })
    const after = await payload.update({
      collection: 'matches',
      id: m.id,
      data: { stage: 'live', home: { score: 2, periods: { '2': 1 } } } as never,
    })
    expect(after.home.periods).toEqual({ '1': 1, '2': 1 })
    expect(after.home.team).toBeTruthy()
    await publisher.idle()
    expect(gw.requests.at(-1)!.body.data.home).toEqual({ score: 2, periods: { '1': 1, '2': 1 } })
  })

  it('an editor correcting the stage publishes it, with a null score shown as null', async () => {
    const m = await makeMatch(payload, { date: new Date(), stage: 'plan' })
    await publisher.idle()
    gw.requests.length = 0
    await payload.update({ collection: 'matches', id: m.id, data: { stage: 'postponed' } })
    await publisher.idle()
    expect(gw.requests.map((r) => r.body.data)).toEqual([
      {
        slug: m.slug,
        matchTime: null,
        stage: 'postponed',
        home: { score: null, periods: {} },
        away: { score: null, periods: {} },
      },
    ])
  })

  it('a failing gateway does not fail or slow the write; the update is retried with backoff, logged, and delivered later', async () => {
    const m = await makeMatch(payload, { date: new Date(), stage: 'live', matchTime: '70', homeScore: 0, awayScore: 0 })
    await publisher.idle()
    gw.state.status = 503
    gw.requests.length = 0
    const t0 = Date.now()
    const updated = await payload.update({ collection: 'matches', id: m.id, data: { away: { score: 1 } } as never })
    expect(Date.now() - t0).toBeLessThan(1500)
    expect(updated.away.score).toBe(1)
    expect((await payload.findByID({ collection: 'matches', id: m.id })).away.score).toBe(1)
    await new Promise((r) => setTimeout(r, 300))
    expect(gw.requests.length).toBeGreaterThanOrEqual(2)
    expect(logs.some((l) => l.level === 'warn' && /retrying/.test(l.msg ?? ''))).toBe(true)
    gw.state.status = 200
    await publisher.idle()
    expect(gw.requests.at(-1)!.body.data).toMatchObject({ slug: m.slug, away: { score: 1 } })
    expect(logs.some((l) => l.level === 'info' && /reachable again/.test(l.msg ?? ''))).toBe(true)
  })

  it('a gateway that is not even listening does not fail the write either', async () => {
    const m = await makeMatch(payload, { date: new Date(), stage: 'live', matchTime: '5', homeScore: 0, awayScore: 0 })
    await publisher.idle()
    const url = process.env.REALTIME_URL
    process.env.REALTIME_URL = 'http://127.0.0.1:9' // discard port: connection refused
    const updated = await payload.update({ collection: 'matches', id: m.id, data: { home: { score: 3 } } as never })
    expect(updated.home.score).toBe(3)
    await new Promise((r) => setTimeout(r, 100))
    expect(publisher.size).toBe(1)
    process.env.REALTIME_URL = url
    await publisher.idle()
    expect(gw.requests.at(-1)!.body.data).toMatchObject({ slug: m.slug, home: { score: 3 } })
  })
})

describe('the publish queue', () => {
  it('is bounded: newer updates of a match replace queued ones, beyond the limit the oldest are dropped and logged', async () => {
    gw.state.status = 503
    const p = new LivePublisher({ baseDelayMs: 10_000, maxQueue: 3, logger })
    p.publish('sport:football', { slug: 'a', n: 0 }, 'a') // in flight (failing, waiting 10 s)
    await new Promise((r) => setTimeout(r, 50))
    p.publish('sport:football', { slug: 'b', n: 1 }, 'b')
    p.publish('sport:football', { slug: 'b', n: 2 }, 'b')
    expect(p.size).toBe(2)
    expect(p.stats.replaced).toBe(1)
    for (const s of ['c', 'd', 'e']) p.publish('sport:football', { slug: s }, s)
    expect(p.size).toBe(4) // 1 in flight + 3 queued
    expect(p.stats.dropped).toBe(1)
    expect(logs.some((l) => l.level === 'error' && /queue is full/.test(l.msg ?? ''))).toBe(true)
  })

  it('drops an update the gateway rejects as a bad request (4xx) instead of retrying it forever', async () => {
    gw.state.status = 400
    const p = new LivePublisher({ baseDelayMs: 10, logger })
    p.publish('sport:football', { slug: 'x' }, 'x')
    await p.idle()
    expect(gw.requests).toHaveLength(1)
    expect(p.stats.dropped).toBe(1)
  })
})
