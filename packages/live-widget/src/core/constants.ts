/** Business constants of the live widget (SPEC section 9). */
export const RPC_RETRIES = 3
export const AUTO_REFRESH_MS = 600_000
/** How often the "N following" count is asked again (when the widget shows it). */
export const FOLLOWING_REFRESH_MS = 30_000
export const CONNECTION_TIMEOUT_MS = 60_000
export const MARK_UP_MS = 45_000
export const MARK_DOWN_MS = 8_000
export const MINUTE_CAP = 90
export const ABBR_LENGTH = 3
export const LOOK_AHEAD_DAYS = 2
export const TEAM_LOGO_SIZE = 20
export const PERIODS = ['live', 'today', 'tomorrow'] as const
export type Period = (typeof PERIODS)[number]

/** Real-time connection defaults (SPEC section 9). */
export const REALTIME_DEFAULTS = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5_000,
  maxServerPingDelay: 10_000,
} as const

export const STORAGE_KEY_MATCH_SLUG = 'matchSlug'
export const FOOTBALL_CHANNEL = 'sport:football'
export const DEFAULT_SPORT = 'football'
export const DEFAULT_LANG = 'en'

export const COLORS = {
  primary_black: '#212B36',
  primary_grey: '#8595A5',
  white_secondary: '#F9FAFB',
  secondary_grey: '#6A7B8B',
  green: '#1B883F',
  red: '#D70C17',
  lightGray: '#30365B',
  midnight: '#111936',
} as const

/**
 * Text colours darkened from SPEC's palette only where SPEC's colour fails WCAG AA on the widget's
 * surfaces (test/contrast.test.ts): primary_grey #8595A5 on white_secondary is 2.93:1 and
 * secondary_grey #6A7B8B 3.5-4.4:1 for the 10-14 px texts; green #1B883F is 4.33:1 for the 14 px
 * leading team name. SPEC's colours stay for borders, the loader, icons and the 32 px score.
 */
export const TEXT_COLORS = {
  grey: '#5B6A79',
  green: '#177534',
} as const

export const FONT_SIZES = [10, 12, 14, 32] as const
export const FONT_WEIGHTS = [400, 500, 600, 700] as const

/** Notices (SPEC section 8): the same English text in every language. */
export const NOTICE_NO_MATCH =
  'At the moment there are no Live matches and there are no scheduled matches for the next 2 days.'
export const NOTICE_CLOSEST_PREFIX = 'At the moment there are no Live matches, the closest match is'

/** Console messages (SPEC section 8). */
export const LOG_DATA_EMPTY = 'Data is empty...'
export const LOG_UPDATE_EMPTY = 'Update is empty...'
export const LOG_MATCH_ABSENT = 'Match is absent'
export const LOG_UNKNOWN_UPDATE_STAGE = 'unknown stages for update data:'
export const LOG_UNKNOWN_STAGES = 'unknown stages'
