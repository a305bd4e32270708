import { describe, expect, it } from 'vitest'
import { formatDate, formatTime } from '../src/core/datetime'
import { KICK_OFF } from './fixtures'

describe('date and time in local time (test zone Asia/Kolkata, UTC+5:30)', () => {
  it('runs in the expected zone', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(-330)
  })
  it('formats dd/mm/yyyy and HH:MM in local time, not UTC', () => {
    // 2025-06-14 18:30 UTC is already the 15th in India.
    expect(formatDate(KICK_OFF)).toBe('15/06/2025')
    expect(formatTime(KICK_OFF)).toBe('00:00')
    const t = Date.UTC(2024, 0, 5, 3, 4) / 1000
    expect(formatDate(t)).toBe('05/01/2024')
    expect(formatTime(t)).toBe('08:34')
  })
  it('gives empty text without a date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatTime(undefined)).toBe('')
    expect(formatDate(Number.NaN)).toBe('')
  })
})
