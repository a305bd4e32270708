import { describe, expect, it } from 'vitest'
import {
  IN_PLAY_STAGES,
  KNOWN_STAGES,
  LIVE_STAGES,
  SELECTABLE_STAGES,
  isInPlayStage,
  isKnownStage,
  isLiveStage,
  isSelectableStage,
} from '../src/core/stages'

describe('match stages (SPEC 4)', () => {
  it('knows exactly the 19 stages of SPEC', () => {
    expect([...KNOWN_STAGES]).toEqual([
      'plan',
      'live',
      'results_only',
      'cancelled',
      'postponed',
      'finished',
      'finished_overtime',
      'finished_penalty',
      'finished_technical_defeat',
      'halftime',
      'pause',
      '1st_quarter',
      '2nd_quarter',
      '3rd_quarter',
      '4th_quarter',
      'break_time',
      'overtime',
      'extra_time_halftime',
      'penalties',
    ])
    for (const s of KNOWN_STAGES) expect(isKnownStage(s)).toBe(true)
    expect(isKnownStage('abandoned')).toBe(false)
    expect(isKnownStage(undefined)).toBe(false)
  })

  it('live set is the 12 stages of SPEC', () => {
    expect([...LIVE_STAGES].sort()).toEqual(
      [
        'live',
        'results_only',
        'halftime',
        'pause',
        '1st_quarter',
        '2nd_quarter',
        '3rd_quarter',
        '4th_quarter',
        'overtime',
        'break_time',
        'extra_time_halftime',
        'penalties',
      ].sort(),
    )
  })

  it('in-play set is the live set without results_only', () => {
    expect(IN_PLAY_STAGES).not.toContain('results_only')
    expect([...IN_PLAY_STAGES].sort()).toEqual(LIVE_STAGES.filter((s) => s !== 'results_only').sort())
  })

  const table: Array<[string, boolean, boolean, boolean]> = [
    // stage, live, in play, selectable (in play, results_only or plan)
    ['plan', false, false, true],
    ['live', true, true, true],
    ['results_only', true, false, true],
    ['cancelled', false, false, false],
    ['postponed', false, false, false],
    ['finished', false, false, false],
    ['finished_overtime', false, false, false],
    ['finished_penalty', false, false, false],
    ['finished_technical_defeat', false, false, false],
    ['halftime', true, true, true],
    ['pause', true, true, true],
    ['1st_quarter', true, true, true],
    ['2nd_quarter', true, true, true],
    ['3rd_quarter', true, true, true],
    ['4th_quarter', true, true, true],
    ['break_time', true, true, true],
    ['overtime', true, true, true],
    ['extra_time_halftime', true, true, true],
    ['penalties', true, true, true],
    ['abandoned', false, false, false],
  ]
  it.each(table)('%s: live=%s in-play=%s selectable=%s', (stage, live, inPlay, selectable) => {
    expect(isLiveStage(stage)).toBe(live)
    expect(isInPlayStage(stage)).toBe(inPlay)
    expect(isSelectableStage(stage)).toBe(selectable)
  })

  it('covers every known stage in the table above', () => {
    expect(SELECTABLE_STAGES.length).toBe(13)
    expect(
      table
        .map((r) => r[0])
        .filter(isKnownStage)
        .sort(),
    ).toEqual([...KNOWN_STAGES].sort())
  })
})
