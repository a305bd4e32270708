import { describe, expect, it } from 'vitest'
import * as C from '../src/core/constants'

describe('constants (SPEC 9)', () => {
  it('has the widget constants', () => {
    expect(C.RPC_RETRIES).toBe(3)
    expect(C.AUTO_REFRESH_MS).toBe(600_000)
    expect(C.CONNECTION_TIMEOUT_MS).toBe(60_000)
    expect(C.MARK_UP_MS).toBe(45_000)
    expect(C.MARK_DOWN_MS).toBe(8_000)
    expect(C.MINUTE_CAP).toBe(90)
    expect(C.ABBR_LENGTH).toBe(3)
    expect(C.LOOK_AHEAD_DAYS).toBe(2)
    expect(C.TEAM_LOGO_SIZE).toBe(20)
    expect([...C.PERIODS]).toEqual(['live', 'today', 'tomorrow'])
    expect(C.STORAGE_KEY_MATCH_SLUG).toBe('matchSlug')
    expect(C.FOOTBALL_CHANNEL).toBe('sport:football')
  })
  it('has the real-time defaults', () => {
    expect(C.REALTIME_DEFAULTS).toEqual({
      minReconnectDelay: 500,
      maxReconnectDelay: 20000,
      timeout: 5000,
      maxServerPingDelay: 10000,
    })
  })
  it('has the colours', () => {
    expect(C.COLORS).toEqual({
      primary_black: '#212B36',
      primary_grey: '#8595A5',
      white_secondary: '#F9FAFB',
      secondary_grey: '#6A7B8B',
      green: '#1B883F',
      red: '#D70C17',
      lightGray: '#30365B',
      midnight: '#111936',
    })
  })
  it('has the console messages', () => {
    expect([
      C.LOG_DATA_EMPTY,
      C.LOG_UPDATE_EMPTY,
      C.LOG_MATCH_ABSENT,
      C.LOG_UNKNOWN_UPDATE_STAGE,
      C.LOG_UNKNOWN_STAGES,
    ]).toEqual([
      'Data is empty...',
      'Update is empty...',
      'Match is absent',
      'unknown stages for update data:',
      'unknown stages',
    ])
  })
})
