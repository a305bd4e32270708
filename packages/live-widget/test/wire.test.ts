import { describe, expect, it } from 'vitest'
import { normalizeList } from '../src/core/match'
import { applyUpdate } from '../src/core/update'
import { liveUpdateOf, mergeWirePeriods, validateWirePeriods, wireMatchTime, wirePeriods } from '../src/core/wire'
import { fakeLogger, item } from './fixtures'

describe('the football wire contract (what the site sends)', () => {
  it('sends the match time as a number, or a string with added time, or null', () => {
    expect(wireMatchTime(12)).toBe(12)
    expect(wireMatchTime(' 12 ')).toBe(12)
    expect(wireMatchTime('45+2')).toBe('45+2')
    expect(wireMatchTime('')).toBeNull()
    expect(wireMatchTime(Number.NaN)).toBeNull()
    expect(wireMatchTime({})).toBeNull()
  })

  it('sends periods only as names to whole scores 0-999 or null, and merges them period by period', () => {
    expect(wirePeriods({ '1': 1, '2': null })).toEqual({ '1': 1, '2': null })
    expect(wirePeriods({ '1': -1 })).toEqual({})
    expect(wirePeriods({ '1': 1.5 })).toEqual({})
    expect(wirePeriods({ '': 1 })).toEqual({})
    expect(wirePeriods([1])).toEqual({})
    expect(wirePeriods('1:0')).toEqual({})
    expect(mergeWirePeriods({ '1': 1, '2': 0 }, { '2': 2 })).toEqual({ '1': 1, '2': 2 })
    expect(validateWirePeriods(undefined)).toBe(true)
    expect(validateWirePeriods({ '1': 'one' })).toMatch(/period name to score/)
  })

  it("is read by the widget as sent: a live update the site builds moves the widget's match", () => {
    const list = normalizeList(
      [
        item('a', 'live', {
          matchTime: 10,
          home: { name: 'A', score: 0, periods: { '1': 0 } },
          away: { name: 'B', score: 0, periods: { '1': 0 } },
        }),
      ],
      fakeLogger(),
    )
    const sent = liveUpdateOf({
      slug: 'a',
      matchTime: '67',
      stage: 'live',
      home: { score: 2, periods: { '1': 0, '2': 2 } },
      away: { score: 1, periods: { '2': 1 } },
    })
    expect(sent).toEqual({
      slug: 'a',
      matchTime: 67,
      stage: 'live',
      home: { score: 2, periods: { '1': 0, '2': 2 } },
      away: { score: 1, periods: { '2': 1 } },
    })
    const r = applyUpdate(list, JSON.parse(JSON.stringify(sent)), { selectedSlug: 'a', logger: fakeLogger() })
    expect(r.applied).toBe(true)
    const m = r.list.bySlug.a!
    expect(m.matchTime).toBe(67)
    expect(m.home.score).toBe(2)
    expect(m.home.periods).toEqual({ '1': 0, '2': 2 })
    expect(m.away.periods).toEqual({ '1': 0, '2': 1 })
  })
})
