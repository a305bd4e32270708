import { describe, expect, it } from 'vitest'
import { abbreviation, listMatches, normalizeEvents, normalizeList, normalizeMatch, toScore } from '../src/core/match'
import { fakeLogger, item } from './fixtures'

describe('abbreviation', () => {
  it('is the first 3 letters of the name in upper case', () => {
    expect(abbreviation('Arsenal')).toBe('ARS')
    expect(abbreviation('Öster')).toBe('ÖST')
    expect(abbreviation('AB')).toBe('AB')
  })

  it('counts letters and digits only, as the site does (one rule on both sides of the wire)', () => {
    expect(abbreviation('fc porto')).toBe('FCP')
    expect(abbreviation('St. Pauli')).toBe('STP')
    expect(abbreviation('1. FC Köln')).toBe('1FC')
    expect(abbreviation('  ')).toBe('')
    expect(abbreviation(undefined)).toBe('')
  })
})

describe('normalizeMatch into SPEC Match', () => {
  it('keeps the given fields', () => {
    const m = normalizeMatch(
      item('a-b', 'live', {
        matchTime: 12,
        home: { name: 'Arsenal', abbr: 'AFC', img: 'x.png', score: 2, periods: { '1': 1 } },
      }),
    )
    expect(m.slug).toBe('a-b')
    expect(m.stage).toBe('live')
    expect(m.matchTime).toBe(12)
    expect(m.live).toBe(true)
    expect(m.home).toEqual({ name: 'Arsenal', abbr: 'AFC', img: 'x.png', score: 2, periods: { '1': 1 } })
    expect(m.league).toEqual({ slug: 'epl', name: 'Premier League', country: 'England', img: null })
    expect(m.details).toEqual({ loading: false, show: false, events: { body: null } })
  })

  it("fills defaults: '?' for text, null for images, scores and time", () => {
    const m = normalizeMatch({})
    expect(m.slug).toBe('?')
    expect(m.date).toBeNull()
    expect(m.stage).toBe('?')
    expect(m.matchTime).toBeNull()
    expect(m.live).toBe(false)
    expect(m.home).toEqual({ img: null, abbr: '?', name: '?', periods: {}, score: null })
    expect(m.away.name).toBe('?')
    expect(m.league).toEqual({ slug: '?', name: '?', country: '?', img: null })
    expect(normalizeMatch(null).slug).toBe('?')
  })

  it('derives the abbreviation when missing', () => {
    expect(normalizeMatch({ home: { name: 'Chelsea' } }).home.abbr).toBe('CHE')
    expect(normalizeMatch({ home: { name: 'Chelsea', abbr: '' } }).home.abbr).toBe('CHE')
  })

  it('derives live from the stage', () => {
    expect(normalizeMatch(item('x', 'results_only')).live).toBe(true)
    expect(normalizeMatch(item('x', 'plan')).live).toBe(false)
    expect(normalizeMatch(item('x', 'finished')).live).toBe(false)
  })

  it('reads scores as number or null', () => {
    expect(toScore(3)).toBe(3)
    expect(toScore('2')).toBe(2)
    expect(toScore(null)).toBeNull()
    expect(toScore('x')).toBeNull()
    expect(toScore(Number.NaN)).toBeNull()
  })
})

describe('normalizeList', () => {
  it('keys matches by slug in server order', () => {
    const list = normalizeList([item('b', 'live'), item('a', 'plan')], fakeLogger())
    expect(list.order).toEqual(['b', 'a'])
    expect(Object.keys(list.bySlug).sort()).toEqual(['a', 'b'])
    expect(listMatches(list).map((m) => m.slug)).toEqual(['b', 'a'])
  })

  it("keeps items with unknown stages and logs 'unknown stages'", () => {
    const logger = fakeLogger()
    const list = normalizeList([item('a', 'abandoned'), item('b', 'live')], logger)
    expect(list.bySlug.a?.stage).toBe('abandoned')
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0]?.[0]).toBe('unknown stages')
    expect(logger.warn.mock.calls[0]?.[1]).toHaveLength(1)
  })

  it('logs nothing when all stages are known', () => {
    const logger = fakeLogger()
    normalizeList([item('a', 'live')], logger)
    expect(logger.warn).not.toHaveBeenCalled()
  })
})

describe('normalizeEvents (details timeline)', () => {
  it('reads a flat array, sorted by minute, with side', () => {
    const ev = normalizeEvents([
      { type: 'goal', minute: 67, side: 'away', player: 'Saka', score: '1:1' },
      { type: 'yellow_card', minute: '45+2', side: 'home', player: 'Rice' },
      { type: 'substitution', minute: 46, side: 'home', playerIn: 'Havertz', playerOut: 'Jesus' },
      { type: 'goal', minute: 12, side: 'home', player: 'Odegaard' },
      { type: 'unknown', minute: 1, side: 'home' },
      { type: 'goal', minute: 2, side: 'middle' },
    ])
    expect(ev.map((e) => [e.type, e.minute, e.side])).toEqual([
      ['goal', 12, 'home'],
      ['yellow_card', '45+2', 'home'],
      ['substitution', 46, 'home'],
      ['goal', 67, 'away'],
    ])
    expect(ev[2]).toMatchObject({ player: 'Jesus', playerIn: 'Havertz' })
    expect(ev[3]?.score).toBe('1:1')
  })

  it('reads grouped goals / cards / substitutions, also under body', () => {
    const ev = normalizeEvents({
      body: {
        goals: [{ minute: 10, side: 'home', player: 'A' }],
        cards: [
          { minute: 20, side: 'away', card: 'red', player: 'B' },
          { minute: 30, side: 'away', card: 'yellow', player: 'C' },
        ],
        substitutions: [{ minute: 60, side: 'home', playerIn: 'D', playerOut: 'E' }],
      },
    })
    expect(ev.map((e) => e.type)).toEqual(['goal', 'red_card', 'yellow_card', 'substitution'])
  })

  it('gives [] for nothing readable', () => {
    expect(normalizeEvents(null)).toEqual([])
    expect(normalizeEvents('x')).toEqual([])
  })
})
