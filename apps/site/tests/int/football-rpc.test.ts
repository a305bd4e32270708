import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forgetTimeZone } from '../../src/football/rpc-handlers'
import { IN_PLAY_STAGES, LIVE_STAGES } from '../../src/football/stages'
import { dayRange } from '../../src/football/time-zone'
import { makeMatch, rpc } from './football-helpers'
import { demoContent, testPayload } from './payload'

let payload: Payload
const SIDE_KEYS = ['abbr', 'img', 'name', 'periods', 'score']
const ITEM_KEYS = ['away', 'date', 'home', 'league', 'matchTime', 'slug', 'stage']

beforeAll(async () => {
  payload = await testPayload()
  await demoContent(payload)
  process.env.REALTIME_URL = ''
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { timeZone: 'Europe/Lisbon' } })
  forgetTimeZone()
})

function expectSpecShape(item: Record<string, any>) {
  expect(Object.keys(item).sort()).toEqual(ITEM_KEYS)
  expect(Object.keys(item.home).sort()).toEqual(SIDE_KEYS)
  expect(Object.keys(item.away).sort()).toEqual(SIDE_KEYS)
  expect(Object.keys(item.league).sort()).toEqual(['country', 'img', 'name', 'slug'])
  expect(Number.isInteger(item.date)).toBe(true)
  expect(typeof item.slug).toBe('string')
}

describe('sport:football on the seeded data', () => {
  it('live: the seeded match in play, each item exactly in SPEC shape, only live-set stages', async () => {
    const { status, body } = await rpc(payload, 'sport:football', { lang: 'en', period: 'live' })
    expect(status).toBe(200)
    const items = body.result!.data as Record<string, any>[]
    expect(items.length).toBeGreaterThanOrEqual(1)
    for (const item of items) {
      expectSpecShape(item)
      expect(LIVE_STAGES).toContain(item.stage)
    }
    // The seed puts one match in play: a friendly kicked off 20 minutes ago, unless a match already is.
    // The suite's files share one database and each seeds it again, which moves every seeded match to
    // its state at that moment: a friendly kicked off by an earlier file's seed may be at half-time by
    // now (seen once site-sqlite and site-postgres ran side by side, 25 minutes after the first seed).
    const inPlay = items.filter((i) => (IN_PLAY_STAGES as readonly string[]).includes(i.stage))
    expect(inPlay.length).toBeGreaterThanOrEqual(1)
    const seeded =
      inPlay.find((i) => i.slug.endsWith('-friendly')) ?? inPlay.find((i) => i.stage === 'live') ?? inPlay[0]!
    // Live: a minute, or in added time a string such as "45+2" (one of the day's fixtures may be there
    // at the hour the test runs: seen failing at 14:50 Lisbon time).
    if (seeded.stage === 'live')
      expect(String(seeded.matchTime)).toMatch(typeof seeded.matchTime === 'number' ? /^\d+$/ : /^\d+\+\d+$/)
    expect(seeded.home.score).toBeTypeOf('number')
    expect(seeded.league.country).not.toBe('?')
    expect(seeded.home.img).toMatch(/^https?:\/\/.+\/api\/football\/badge\/[A-Z0-9]+$/)
  })

  it('today and tomorrow: the seeded fixtures of that day in the site time zone', async () => {
    for (const [period, offset] of [
      ['today', 0],
      ['tomorrow', 1],
    ] as const) {
      const { body } = await rpc(payload, 'sport:football', { lang: 'en', period })
      const items = body.result!.data as Record<string, any>[]
      expect(items.length).toBeGreaterThanOrEqual(5)
      const { start, end } = dayRange('Europe/Lisbon', offset)
      for (const item of items) {
        expectSpecShape(item)
        expect(item.date * 1000).toBeGreaterThanOrEqual(start.getTime())
        expect(item.date * 1000).toBeLessThan(end.getTime())
      }
    }
  })
})

describe('ordering', () => {
  it('live matches first, then by kick-off, then by league', async () => {
    const { start } = dayRange('Europe/Lisbon', 0)
    const at = (h: number, m = 0) => new Date(start.getTime() + (h * 60 + m) * 60_000)
    const b = await makeMatch(payload, { date: at(23, 10), league: 'Beta League' })
    const a = await makeMatch(payload, { date: at(23, 10), league: 'Alpha League' })
    const early = await makeMatch(payload, {
      date: at(23, 5),
      league: 'Beta League',
      stage: 'finished',
      homeScore: 1,
      awayScore: 0,
    })
    const live = await makeMatch(payload, {
      date: at(23, 20),
      league: 'Beta League',
      stage: 'halftime',
      homeScore: 0,
      awayScore: 0,
    })
    const { body } = await rpc(payload, 'sport:football', { lang: 'en', period: 'today' })
    const items = body.result!.data as Record<string, any>[]
    const slugs = items.map((i) => i.slug)
    const mine = slugs.filter((s) => [a.slug, b.slug, early.slug, live.slug].includes(s))
    expect(mine).toEqual([live.slug, early.slug, a.slug, b.slug])
    // The whole answer: every live match before every other, then non-decreasing kick-off.
    const firstNotLive = items.findIndex((i) => !LIVE_STAGES.includes(i.stage))
    const rest = items.slice(firstNotLive === -1 ? items.length : firstNotLive)
    expect(rest.every((i) => !LIVE_STAGES.includes(i.stage))).toBe(true)
    for (let k = 1; k < rest.length; k++) expect(rest[k]!.date).toBeGreaterThanOrEqual(rest[k - 1]!.date)
  })

  it('days follow the site time zone setting', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { timeZone: 'Pacific/Kiritimati' } })
    forgetTimeZone()
    const { start, end } = dayRange('Pacific/Kiritimati', 1)
    const m = await makeMatch(payload, { date: new Date(start.getTime() + 30 * 60_000) })
    const before = await makeMatch(payload, { date: new Date(start.getTime() - 30 * 60_000) })
    const { body } = await rpc(payload, 'sport:football', { lang: 'en', period: 'tomorrow' })
    const slugs = (body.result!.data as { slug: string; date: number }[]).map((i) => i.slug)
    expect(slugs).toContain(m.slug)
    expect(slugs).not.toContain(before.slug)
    expect(end.getTime() - start.getTime()).toBe(86_400_000)
    await payload.updateGlobal({ slug: 'site-settings', data: { timeZone: 'Europe/Lisbon' } })
    forgetTimeZone()
  })
})

describe('parameters', () => {
  it('an unknown language is answered as en', async () => {
    const en = await rpc(payload, 'sport:football', { lang: 'en', period: 'live' })
    const xx = await rpc(payload, 'sport:football', { lang: 'xx-unknown', period: 'live' })
    expect(xx.body.error).toBeUndefined()
    expect(xx.body.result!.data).toEqual(en.body.result!.data)
  })

  it.each([
    [{ period: 'live' }, /lang/],
    [{ lang: 'en' }, /period/],
    [{ lang: 'en', period: 'yesterday' }, /bad parameter period: must be one of live, today, tomorrow/],
    [{ lang: 42, period: 'live' }, /bad parameter lang/],
    [null, /lang.*period|period.*lang/],
  ])('sport:football %j is error 107 naming the parameter', async (data, message) => {
    const { status, body } = await rpc(payload, 'sport:football', data)
    expect(status).toBe(200)
    expect(body.error?.code).toBe(107)
    expect(body.error?.message).toMatch(message)
  })

  it.each([[{}], [{ slug: '' }], [{ slug: 'Not A Slug!' }], [{ slug: 5 }]])(
    'sport:footballDetail %j is error 107 naming slug',
    async (data) => {
      const { body } = await rpc(payload, 'sport:footballDetail', data)
      expect(body.error?.code).toBe(107)
      expect(body.error?.message).toMatch(/slug/)
    },
  )

  it('an unknown slug is the application error 404; an unknown method 104', async () => {
    const { body } = await rpc(payload, 'sport:footballDetail', { slug: 'no-such-match' })
    expect(body.error).toEqual({ code: 404, message: 'match not found: no-such-match' })
    const other = await rpc(payload, 'sport:cricket', { lang: 'en', period: 'live' })
    expect(other.body.error?.code).toBe(104)
  })

  it('refuses a call without the shared secret', async () => {
    expect((await rpc(payload, 'sport:football', { lang: 'en', period: 'live' }, null)).status).toBe(403)
    expect((await rpc(payload, 'sport:football', { lang: 'en', period: 'live' }, 'wrong')).status).toBe(403)
  })
})

describe('sport:footballDetail', () => {
  it('one match with its events in minute order', async () => {
    const m = await makeMatch(payload, {
      date: new Date(),
      stage: 'live',
      matchTime: '45+2',
      homeScore: 1,
      awayScore: 1,
      events: [
        { type: 'goal', minute: '45+2', side: 'away', player: 'B. Costa', score: '1:1' },
        { type: 'yellow_card', minute: '12', side: 'away', player: 'C. Dias' },
        { type: 'goal', minute: '30', side: 'home', player: 'A. Silva', score: '1:0' },
        { type: 'substitution', minute: '46', side: 'home', player: 'D. Out', playerIn: 'E. In' },
      ],
    })
    const { body } = await rpc(payload, 'sport:footballDetail', { slug: m.slug })
    const d = body.result!.data
    const { events, ...item } = d
    expectSpecShape(item)
    expect(d.matchTime).toBe('45+2')
    expect(d.away.abbr).toBe('AWU')
    expect(d.home.abbr).toBe('HOM')
    expect(events.map((e: { minute: unknown }) => e.minute)).toEqual([12, 30, '45+2', 46])
    expect(events[3]).toEqual({
      type: 'substitution',
      minute: 46,
      side: 'home',
      player: 'D. Out',
      playerIn: 'E. In',
      score: null,
    })
  })
})
