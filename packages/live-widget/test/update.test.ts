import { describe, expect, it } from 'vitest'
import { normalizeList } from '../src/core/match'
import { applyUpdate } from '../src/core/update'
import { fakeLogger, item } from './fixtures'

const base = () =>
  normalizeList(
    [
      item('a', 'live', {
        matchTime: 10,
        home: { name: 'A', score: 1, periods: { '1': 1 } },
        away: { name: 'B', score: 0, periods: { '1': 0 } },
      }),
      item('p', 'plan', { home: { name: 'P', score: null }, away: { name: 'Q', score: null } }),
    ],
    fakeLogger(),
  )

describe('applying a live update (SPEC 4)', () => {
  it.each([[null], [undefined], [{}], ['text'], [[]]])(
    'ignores an empty update %j and logs "Update is empty..."',
    (u) => {
      const logger = fakeLogger()
      const list = base()
      const r = applyUpdate(list, u, { selectedSlug: 'a', logger })
      expect(r.applied).toBe(false)
      expect(r.list).toBe(list)
      expect(logger.log).toHaveBeenCalledWith('Update is empty...')
    },
  )

  it('ignores an update for an absent match and logs "Match is absent"', () => {
    const logger = fakeLogger()
    const list = base()
    const r = applyUpdate(list, { slug: 'zz', matchTime: 5 }, { selectedSlug: 'a', logger })
    expect(r.applied).toBe(false)
    expect(r.list).toBe(list)
    expect(logger.log).toHaveBeenCalledWith('Match is absent')
    applyUpdate(list, { matchTime: 5 }, { selectedSlug: 'a', logger })
    expect(logger.log).toHaveBeenCalledTimes(2)
  })

  it('sets live from the stage', () => {
    const logger = fakeLogger()
    let r = applyUpdate(base(), { slug: 'a', stage: 'finished' }, { selectedSlug: null, logger })
    expect(r.list.bySlug.a).toMatchObject({ stage: 'finished', live: false })
    r = applyUpdate(base(), { slug: 'p', stage: 'results_only' }, { selectedSlug: null, logger })
    expect(r.list.bySlug.p).toMatchObject({ stage: 'results_only', live: true })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('applies an unknown stage but logs "unknown stages for update data:"', () => {
    const logger = fakeLogger()
    const upd = { slug: 'a', stage: 'abandoned' }
    const r = applyUpdate(base(), upd, { selectedSlug: null, logger })
    expect(r.list.bySlug.a?.stage).toBe('abandoned')
    expect(r.list.bySlug.a?.live).toBe(false)
    expect(logger.warn).toHaveBeenCalledWith('unknown stages for update data:', upd)
  })

  it('replaces scores and merges periods only when the update carries a score', () => {
    const logger = fakeLogger()
    const list = base()
    let r = applyUpdate(list, { slug: 'a', home: { score: 2, periods: { '2': 1 } } }, { selectedSlug: null, logger })
    expect(r.list.bySlug.a?.home).toMatchObject({ score: 2, periods: { '1': 1, '2': 1 } })
    expect(r.list.bySlug.a?.away).toEqual(list.bySlug.a?.away)
    expect(r.changes).toEqual({ home: 'up' })
    r = applyUpdate(
      list,
      { slug: 'a', home: { periods: { '2': 5 } }, away: { periods: { '1': 9 } } },
      { selectedSlug: null, logger },
    )
    expect(r.list.bySlug.a?.home).toMatchObject({ score: 1, periods: { '1': 1 } })
    expect(r.list.bySlug.a?.away).toMatchObject({ score: 0, periods: { '1': 0 } })
    expect(r.changes).toEqual({})
    r = applyUpdate(list, { slug: 'a', home: { score: 0 }, away: { score: null } }, { selectedSlug: null, logger })
    expect(r.list.bySlug.a?.home.score).toBe(0)
    expect(r.list.bySlug.a?.away.score).toBeNull()
    expect(r.changes).toEqual({ home: 'down' })
  })

  it('updates matchTime when present and leaves it otherwise', () => {
    const logger = fakeLogger()
    expect(
      applyUpdate(base(), { slug: 'a', matchTime: 11 }, { selectedSlug: null, logger }).list.bySlug.a?.matchTime,
    ).toBe(11)
    expect(
      applyUpdate(base(), { slug: 'a', matchTime: '90+2' }, { selectedSlug: null, logger }).list.bySlug.a?.matchTime,
    ).toBe('90+2')
    expect(
      applyUpdate(base(), { slug: 'a', stage: 'live' }, { selectedSlug: null, logger }).list.bySlug.a?.matchTime,
    ).toBe(10)
  })

  it('does not mutate the previous list', () => {
    const list = base()
    applyUpdate(list, { slug: 'a', stage: 'finished', home: { score: 5 } }, { selectedSlug: 'a', logger: fakeLogger() })
    expect(list.bySlug.a).toMatchObject({ stage: 'live', home: { score: 1 } })
  })

  it('resets the timer only for the selected match', () => {
    const logger = fakeLogger()
    expect(applyUpdate(base(), { slug: 'a', matchTime: 12 }, { selectedSlug: 'a', logger }).resetTimer).toBe(true)
    expect(applyUpdate(base(), { slug: 'a', matchTime: 12 }, { selectedSlug: 'p', logger }).resetTimer).toBe(false)
  })

  describe('refetch of the selected match when it moves into play', () => {
    const logger = fakeLogger()
    it('when a not-in-play selected match gets a matchTime', () => {
      expect(applyUpdate(base(), { slug: 'p', matchTime: 1 }, { selectedSlug: 'p', logger }).refetchSelected).toBe(true)
    })
    it.each(['live', 'halftime', '1st_quarter', 'penalties'])('when its update stage is in play (%s)', (stage) => {
      expect(applyUpdate(base(), { slug: 'p', stage }, { selectedSlug: 'p', logger }).refetchSelected).toBe(true)
    })
    it('not for a stage outside the in-play set without matchTime', () => {
      expect(
        applyUpdate(base(), { slug: 'p', stage: 'results_only' }, { selectedSlug: 'p', logger }).refetchSelected,
      ).toBe(false)
      expect(
        applyUpdate(base(), { slug: 'p', stage: 'postponed' }, { selectedSlug: 'p', logger }).refetchSelected,
      ).toBe(false)
      expect(applyUpdate(base(), { slug: 'p', matchTime: null }, { selectedSlug: 'p', logger }).refetchSelected).toBe(
        false,
      )
    })
    it('not when the selected match is already in play', () => {
      expect(
        applyUpdate(base(), { slug: 'a', matchTime: 50, stage: 'live' }, { selectedSlug: 'a', logger }).refetchSelected,
      ).toBe(false)
    })
    it('not for a match that is not selected', () => {
      expect(
        applyUpdate(base(), { slug: 'p', matchTime: 1, stage: 'live' }, { selectedSlug: 'a', logger }).refetchSelected,
      ).toBe(false)
    })
  })
})
