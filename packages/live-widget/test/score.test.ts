import { describe, expect, it } from 'vitest'
import { activeMark, leader, markDuration, nextMarkExpiry, scoreChange, scoreText, withMark } from '../src/core/score'

describe('score display (SPEC 4)', () => {
  it("shows '-' for plan or a null score", () => {
    expect(scoreText('plan', 2)).toBe('-')
    expect(scoreText('live', null)).toBe('-')
    expect(scoreText('finished', undefined)).toBe('-')
    expect(scoreText('live', 0)).toBe('0')
    expect(scoreText('finished', 3)).toBe('3')
  })

  it('highlights the leading side', () => {
    expect(leader('live', 2, 1)).toBe('home')
    expect(leader('live', 0, 1)).toBe('away')
    expect(leader('live', 1, 1)).toBeNull()
    expect(leader('live', null, 1)).toBeNull()
    expect(leader('plan', 2, 0)).toBeNull()
  })

  it('marks a rise up and a fall down', () => {
    expect(scoreChange(0, 1)).toBe('up')
    expect(scoreChange(2, 1)).toBe('down')
    expect(scoreChange(1, 1)).toBeNull()
    expect(scoreChange(null, 1)).toBeNull()
    expect(scoreChange(1, null)).toBeNull()
  })

  it("keeps 'up' 45 s and 'down' 8 s", () => {
    expect(markDuration('up')).toBe(45_000)
    expect(markDuration('down')).toBe(8_000)
    let marks = withMark({}, 'm', 'home', 'up', 1000)
    marks = withMark(marks, 'm', 'away', 'down', 1000)
    expect(activeMark(marks, 'm', 'home', 1000)).toBe('up')
    expect(activeMark(marks, 'm', 'home', 45_999)).toBe('up')
    expect(activeMark(marks, 'm', 'home', 46_000)).toBeNull()
    expect(activeMark(marks, 'm', 'away', 8_999)).toBe('down')
    expect(activeMark(marks, 'm', 'away', 9_000)).toBeNull()
    expect(activeMark(marks, 'other', 'home', 1000)).toBeNull()
    expect(nextMarkExpiry(marks, 1000)).toBe(9_000)
    expect(nextMarkExpiry(marks, 9_000)).toBe(46_000)
    expect(nextMarkExpiry(marks, 46_000)).toBeNull()
  })

  it('a new change replaces the previous mark; no change keeps marks', () => {
    let marks = withMark({}, 'm', 'home', 'up', 0)
    marks = withMark(marks, 'm', 'home', 'down', 10_000)
    expect(activeMark(marks, 'm', 'home', 17_000)).toBe('down')
    expect(activeMark(marks, 'm', 'home', 18_000)).toBeNull()
    expect(withMark(marks, 'm', 'away', null, 0)).toBe(marks)
  })
})
