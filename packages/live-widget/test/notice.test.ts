import { describe, expect, it } from 'vitest'
import { NOTICE_CLOSEST_PREFIX, NOTICE_NO_MATCH } from '../src/core/constants'
import { normalizeMatch } from '../src/core/match'
import { noticeText } from '../src/core/notice'
import { item } from './fixtures'

describe('notices (SPEC 8), English in every language', () => {
  it('has the exact texts', () => {
    expect(NOTICE_NO_MATCH).toBe(
      'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.',
    )
    expect(NOTICE_CLOSEST_PREFIX).toBe('At the moment there are no Live matches, the closest match is')
  })
  it('no match at all', () => {
    expect(noticeText(null)).toBe(NOTICE_NO_MATCH)
  })
  it('none for a live match', () => {
    expect(noticeText(normalizeMatch(item('a', 'halftime')))).toBeNull()
  })
  it('closest match with date, time and home - away', () => {
    const m = normalizeMatch(item('a', 'plan', { home: { name: 'Arsenal' }, away: { name: 'Chelsea' } }))
    expect(noticeText(m)).toBe(
      'At the moment there are no Live matches, the closest match is 15/06/2025 00:00 Arsenal - Chelsea.',
    )
  })
  it('accepts overridden messages (widgetMes)', () => {
    expect(noticeText(null, { noMatch: 'X', closest: 'Y' })).toBe('X')
  })
})
