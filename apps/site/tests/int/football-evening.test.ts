// The widget's path at awkward hours (issue 13.1): the widget asks live, today, tomorrow and stops at
// the first non-empty answer (SPEC section 7), then selects an in-play, results_only or plan match.
// A day whose matches are all over must not stop it before tomorrow.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noticeText, normalizeList, selectMatch, type Period } from '@travel/live-widget/core'
import { fetchMatchList } from '@travel/live-widget/data'
import { forgetTimeZone, listMatches } from '../../src/football/rpc-handlers'
import { midnightIn } from '../../src/football/time-zone'
import { makeMatch } from './football-helpers'
import { testPayload } from './payload'

let payload: Payload
const TZ = 'Europe/Lisbon' // UTC+1 in July: the site's midnight is 23:00 UTC
const quiet = { log() {}, warn() {}, error() {} }

/** A wall-clock instant in the site's time zone. */
const lisbon = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(midnightIn(TZ, y, m, d) + (h * 60 + min) * 60_000)

/** What the widget shows at `now` when nothing is in play: its own fetch order and selection rule. */
async function widgetAt(now: Date) {
  const calls: Period[] = []
  const items = await fetchMatchList(
    async (period) => {
      calls.push(period)
      if (period === 'live') return [] // nothing in play at that hour (the seeded friendly is elsewhere in time)
      return (await listMatches(payload, { lang: 'en', period }, now.getTime())).items
    },
    { method: 'sport:football', logger: quiet as never, retries: 0 },
  )
  const list = normalizeList(items, quiet as never)
  const store = new Map<string, string>()
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  }
  const selection = selectMatch(list, { storage, resetRefresh() {} })
  const match = selection.slug ? list.bySlug[selection.slug] : undefined
  // SPEC 8: an empty list shows the configurable empty text; a list with nothing to select, the notice.
  const view = items.length === 0 ? 'empty text' : noticeText(match ?? null)
  return { calls, slug: selection.slug, notice: view }
}

beforeAll(async () => {
  payload = await testPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { timeZone: TZ } })
  forgetTimeZone()
  process.env.REALTIME_URL = ''
})

afterAll(() => forgetTimeZone())

describe('the widget at awkward hours (site time zone Europe/Lisbon)', () => {
  it("in the evening, with every match of the day over, it shows tomorrow's first match with the notice", async () => {
    // 2031-07-14: three matches played, one postponed; 2031-07-15: two planned.
    await makeMatch(payload, { date: lisbon(2031, 7, 14, 15), stage: 'finished', homeScore: 1, awayScore: 0 })
    await makeMatch(payload, { date: lisbon(2031, 7, 14, 18), stage: 'finished_penalty', homeScore: 2, awayScore: 2 })
    await makeMatch(payload, { date: lisbon(2031, 7, 14, 20), stage: 'finished', homeScore: 0, awayScore: 3 })
    await makeMatch(payload, { date: lisbon(2031, 7, 14, 21), stage: 'postponed' })
    const second = await makeMatch(payload, { date: lisbon(2031, 7, 15, 20, 45) })
    const first = await makeMatch(payload, { date: lisbon(2031, 7, 15, 17, 30) })

    const evening = await widgetAt(lisbon(2031, 7, 14, 23, 32))
    expect(evening.calls).toEqual(['live', 'today'])
    expect(evening.slug).toBe(first.slug)
    expect(evening.notice).toMatch(/^At the moment there are no Live matches, the closest match is/)
    expect(second.slug).not.toBe(evening.slug)
  })

  it('at midnight in the site time zone (23:00 UTC), today is the new day', async () => {
    await makeMatch(payload, { date: lisbon(2031, 8, 20, 19), stage: 'finished', homeScore: 2, awayScore: 1 })
    const next = await makeMatch(payload, { date: lisbon(2031, 8, 21, 12) })
    for (const at of [lisbon(2031, 8, 21, 0, 0), lisbon(2031, 8, 21, 0, 1)]) {
      expect(at.getUTCHours()).toBe(23)
      const w = await widgetAt(at)
      expect(w.slug).toBe(next.slug)
      expect(w.calls).toEqual(['live', 'today'])
    }
    // One minute before midnight the match is tomorrow's, and still the one shown.
    const before = await widgetAt(lisbon(2031, 8, 20, 23, 59))
    expect(before.slug).toBe(next.slug)
  })

  it('on a day with no match at all (and none tomorrow) every period is empty: the empty view', async () => {
    const w = await widgetAt(lisbon(2031, 10, 3, 21))
    expect(w.slug).toBeNull()
    expect(w.calls).toEqual(['live', 'today', 'tomorrow'])
    expect(w.notice).toBe('empty text')
  })

  it('a day of finished matches followed by a day without any: the no-match notice, never a finished one', async () => {
    await makeMatch(payload, { date: lisbon(2031, 11, 5, 16), stage: 'finished', homeScore: 1, awayScore: 1 })
    await makeMatch(payload, { date: lisbon(2031, 11, 5, 18), stage: 'cancelled' })
    const w = await widgetAt(lisbon(2031, 11, 5, 22))
    expect(w.slug).toBeNull()
    expect(w.notice).toBe(
      'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.',
    )
  })

  it('tomorrow answers only tomorrow', async () => {
    await makeMatch(payload, { date: lisbon(2032, 1, 6, 16), stage: 'finished', homeScore: 1, awayScore: 1 })
    const t = await makeMatch(payload, { date: lisbon(2032, 1, 7, 16) })
    const { items } = await listMatches(payload, { lang: 'en', period: 'tomorrow' }, lisbon(2032, 1, 6, 22).getTime())
    expect(items.map((i) => i.slug)).toEqual([t.slug])
  })

  it('a day that still has a match to come answers the whole day (finished ones too), in kick-off order', async () => {
    const done = await makeMatch(payload, {
      date: lisbon(2031, 12, 9, 14),
      stage: 'finished',
      homeScore: 0,
      awayScore: 0,
    })
    const later = await makeMatch(payload, { date: lisbon(2031, 12, 9, 21) })
    const { items } = await listMatches(payload, { lang: 'en', period: 'today' }, lisbon(2031, 12, 9, 18).getTime())
    expect(items.map((i) => i.slug)).toEqual([done.slug, later.slug])
  })
})
