import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { FootballDataFeed } from '../../src/football/feed/football-data'
import { fdMatchSchema, mapMatch } from '../../src/football/feed/football-data-map'
import { fixturesForDay } from '../../src/football/feed/fixtures'
import { Simulator } from '../../src/football/feed/simulator'
import { endsAfter, scriptFor, stateAt } from '../../src/football/feed/simulator-script'
import { LivePublisher, setLivePublisher } from '../../src/football/publisher'
import { KNOWN_STAGES } from '../../src/football/stages'
import { testPayload } from './payload'

const MIN = 60_000
const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/football-data', name), 'utf8'))

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  process.env.REALTIME_URL = ''
  setLivePublisher(new LivePublisher({ logger: { info() {}, warn() {}, error() {} } }))
})

describe('simulator script', () => {
  const findSlug = (pred: (slug: string) => boolean) => {
    for (let i = 0; i < 5000; i++) if (pred(`sim-test-${i}`)) return `sim-test-${i}`
    throw new Error('no such script')
  }

  it('plays kick-off, minutes, half time, second half, added time (91+ for 90+), full time', () => {
    const slug = findSlug((s) => scriptFor(s).fate === 'played' && !scriptFor(s).knockout)
    const sc = scriptFor(slug)
    expect(stateAt(sc, -MIN)).toMatchObject({ stage: 'plan', matchTime: null, home: { score: null } })
    expect(stateAt(sc, 0)).toMatchObject({ stage: 'live', matchTime: '1', home: { score: expect.any(Number) } })
    expect(stateAt(sc, 30 * MIN + 1000).matchTime).toBe('31')
    expect(stateAt(sc, 45 * MIN + 1000).matchTime).toBe('45+1')
    expect(stateAt(sc, (45 + sc.added1) * MIN + 1000)).toMatchObject({ stage: 'halftime', matchTime: null })
    const second = (45 + sc.added1 + 15) * MIN
    expect(stateAt(sc, second + 1000)).toMatchObject({ stage: 'live', matchTime: '46' })
    expect(stateAt(sc, second + 45 * MIN + 1000).matchTime).toBe('91')
    const end = stateAt(sc, second + (45 + sc.added2) * MIN + 1000)
    expect(end.stage).toBe('finished')
    const goals = end.events.filter((e) => e.type === 'goal')
    expect(end.home.score! + end.away.score!).toBe(goals.length)
    expect(end.home.periods['1']! + end.home.periods['2']!).toBe(end.home.score)
    if (goals.length) expect(goals.at(-1)!.score).toBe(`${end.home.score}:${end.away.score}`)
  })

  it('knock-out draws go to extra time and sometimes penalties', () => {
    const slug = findSlug((s) => {
      const sc = scriptFor(s)
      const ft = stateAt(sc, endsAfter(sc) + 10 * MIN)
      return sc.knockout && ft.stage === 'finished_penalty'
    })
    const sc = scriptFor(slug)
    const stages = new Set<string>()
    for (let t = 0; t <= endsAfter(sc) + MIN; t += 30_000) stages.add(stateAt(sc, t).stage)
    expect([...stages]).toEqual([
      'live',
      'halftime',
      'break_time',
      'overtime',
      'extra_time_halftime',
      'penalties',
      'finished_penalty',
    ])
    const end = stateAt(sc, endsAfter(sc) + MIN)
    expect(end.home.periods.pen).not.toBe(end.away.periods.pen)
  })

  it('sometimes postpones or cancels a match, announced before kick-off', () => {
    const slug = findSlug((s) => scriptFor(s).fate === 'postponed')
    expect(stateAt(scriptFor(slug), -5 * 60 * MIN).stage).toBe('plan')
    expect(stateAt(scriptFor(slug), -60 * MIN).stage).toBe('postponed')
    expect(stateAt(scriptFor(findSlug((s) => scriptFor(s).fate === 'cancelled')), 0).stage).toBe('cancelled')
  })

  it('only ever uses known stages', () => {
    for (let i = 0; i < 200; i++) {
      const sc = scriptFor(`any-${i}`)
      for (let t = -4 * 60 * MIN; t < endsAfter(sc) + MIN; t += 7 * MIN)
        expect(KNOWN_STAGES).toContain(stateAt(sc, t).stage)
    }
  })

  it('has fixtures in several leagues every day', () => {
    const f = fixturesForDay('Europe/Lisbon', 0)
    expect(new Set(f.map((x) => x.league)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(f.map((x) => x.slug)).size).toBe(f.length)
  })
})

describe('simulator on the database', () => {
  it('creates today and tomorrow, puts a match in play and writes each change through the Local API', async () => {
    let now = Date.now()
    const sim = new Simulator(payload, { speed: 60, now: () => now })
    await sim.load()
    await sim.ensureFixtures()
    const kicked = await sim.ensureLiveMatch()
    const liveSlug =
      kicked ??
      (
        await payload.find({
          collection: 'matches',
          where: { and: [{ providerId: { like: 'sim:' } }, { stage: { in: ['live', 'halftime'] } }] },
          limit: 1,
        })
      ).docs[0]!.slug
    expect(liveSlug).toBeTruthy()
    const before = (await payload.find({ collection: 'matches', where: { slug: { equals: liveSlug } } })).docs[0]!
    now += 20_000 // 20 match minutes at speed 60
    expect(await sim.tick()).toBeGreaterThanOrEqual(1)
    const after = (await payload.find({ collection: 'matches', where: { slug: { equals: liveSlug } } })).docs[0]!
    expect(after.updatedAt).not.toBe(before.updatedAt)
    expect(`${after.stage} ${after.matchTime}`).not.toBe(`${before.stage} ${before.matchTime}`)
    expect(await sim.tick()).toBe(0) // nothing changed since
    const tomorrow = fixturesForDay('Europe/Lisbon', 1, now)
    expect(
      (await payload.count({ collection: 'matches', where: { slug: { in: tomorrow.map((f) => f.slug) } } })).totalDocs,
    ).toBe(tomorrow.length)
  })
})

describe('football-data.org v4 adapter', () => {
  it('maps statuses, scores, periods, added time and events', () => {
    const [live, paused, shootout, timed] = fixture('matches-live.json').matches.map((m: unknown) =>
      mapMatch(fdMatchSchema.parse(m)),
    )
    expect(live).toMatchObject({
      providerId: 'fd:538001',
      slug: 'arsenal-chelsea-20260509',
      stage: 'live',
      matchTime: '67',
      league: { slug: 'premier-league', name: 'Premier League', country: 'England' },
      home: {
        team: { name: 'Arsenal', abbreviation: 'ARS', logoUrl: 'https://crests.football-data.org/57.png' },
        score: 2,
        periods: { '1': 1 },
      },
      away: { score: 1, periods: { '1': 1 } },
    })
    expect(paused).toMatchObject({ stage: 'halftime', matchTime: null, home: { score: 0 } })
    expect(shootout).toMatchObject({
      stage: 'finished_penalty',
      home: { score: 1, periods: { '1': 1, '2': 0, ot: 0, pen: 5 } },
      away: { score: 1, periods: { pen: 4 } },
    })
    expect(shootout.events).toEqual([
      { type: 'goal', minute: '23', side: 'home', player: 'Vinícius Júnior', playerIn: null, score: '1:0' },
      { type: 'goal', minute: '94', side: 'away', player: 'Harry Kane', playerIn: null, score: '1:1' },
      { type: 'yellow_card', minute: '55', side: 'away', player: 'Joshua Kimmich', playerIn: null, score: null },
      { type: 'substitution', minute: '70', side: 'home', player: 'Luka Modrić', playerIn: 'Arda Güler', score: null },
    ])
    expect(timed).toMatchObject({ stage: 'plan', matchTime: null, home: { score: null, periods: {} } })
  })

  it('polls with the key, writes new and changed matches (which publishes them), skips unreadable items and obeys the rate limit', async () => {
    const calls: { url: string; key: string | null }[] = []
    let body = fixture('matches-live.json')
    let headers: Record<string, string> = { 'X-Requests-Available-Minute': '9', 'X-RequestCounter-Reset': '42' }
    let status = 200
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), key: new Headers(init?.headers).get('X-Auth-Token') })
      return new Response(status === 200 ? JSON.stringify(body) : '{"message":"slow down"}', {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      })
    }) as typeof fetch
    const feed = new FootballDataFeed(payload, { apiKey: 'k-123', baseUrl: 'https://fd.test/v4', fetch: fakeFetch })

    const first = await feed.poll()
    expect(first).toMatchObject({ ok: true, written: 4, nextInMs: 20_000 }) // a match in play: poll every 20 s
    expect(calls[0]!.key).toBe('k-123')
    expect(calls[0]!.url).toMatch(/^https:\/\/fd\.test\/v4\/matches\?dateFrom=\d{4}-\d\d-\d\d&dateTo=\d{4}-\d\d-\d\d$/)
    expect((await feed.poll()).written).toBe(0) // nothing changed

    body = fixture('matches-later.json')
    headers = { 'X-Requests-Available-Minute': '1', 'X-RequestCounter-Reset': '42' }
    const later = await feed.poll()
    expect(later).toMatchObject({ ok: true, written: 3, nextInMs: 42_000 }) // last request of the minute: wait for the reset
    const ars = (await payload.find({ collection: 'matches', where: { providerId: { equals: 'fd:538001' } } })).docs[0]!
    expect(ars).toMatchObject({ stage: 'live', matchTime: '92', home: { score: 2 }, away: { score: 2 } })
    expect(
      (await payload.find({ collection: 'matches', where: { providerId: { equals: 'fd:538004' } } })).docs[0]!.stage,
    ).toBe('postponed')

    status = 429
    expect(await feed.poll()).toMatchObject({ ok: false, status: 429, nextInMs: 42_000 })
    status = 503
    const a = await feed.poll()
    const b = await feed.poll()
    expect(a.ok).toBe(false)
    expect(b.nextInMs).toBeGreaterThan(a.nextInMs) // exponential backoff
  })
})
