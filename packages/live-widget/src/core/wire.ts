/**
 * The football wire contract between the site, which publishes, and this widget, which reads (SPEC
 * section 3): the channel, the live update, a side's periods and the match time as they travel. One
 * module for both sides (the channel's name is FOOTBALL_CHANNEL in constants.ts): the site imports it
 * (`@travel/live-widget/core`) to build what it sends, and
 * the widget's own readers (match.ts, update.ts) accept at least what it builds.
 */
/** A side's score per period, e.g. {"1": 1, "2": 0}; a period may be null while it has no score. */
export type WirePeriods = Record<string, number | null>

/** The minute: a number, or a string with added time ("45+2"), or null. */
export type WireMatchTime = number | string | null

/** One live update on `sport:football` (SPEC section 3, "Live update message"), as the site sends it. */
export interface WireLiveUpdate {
  slug: string
  matchTime: WireMatchTime
  stage: string
  home: { score: number | null; periods: WirePeriods }
  away: { score: number | null; periods: WirePeriods }
}

const PERIOD_NAME_MAX = 16
const PERIOD_SCORE_MAX = 999

/** Whether `value` is a periods object: names of 1-16 characters, each a whole score 0-999 or null. */
export function isWirePeriods(value: unknown): value is WirePeriods {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([name, score]) =>
      name.length >= 1 &&
      name.length <= PERIOD_NAME_MAX &&
      (score === null ||
        (typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= PERIOD_SCORE_MAX)),
  )
}

/** The periods of a side as sent, or {} when the value is not a periods object. */
export const wirePeriods = (value: unknown): WirePeriods => (isWirePeriods(value) ? { ...value } : {})

/** Merges periods period by period: a new value of a period replaces the old one, the others stay. */
export const mergeWirePeriods = (old: unknown, next: unknown): WirePeriods => ({
  ...wirePeriods(old),
  ...wirePeriods(next),
})

/** An editor's periods field: true, or the message that says what is wrong. */
export function validateWirePeriods(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return isWirePeriods(value) ? true : 'Periods are an object of period name to score, for example {"1": 1, "2": 0}'
}

/** The minute as sent: a number, a string with added time ("45+2"), or null; "12" is sent as 12. */
export function wireMatchTime(v: unknown): WireMatchTime {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v !== 'string' || v.trim() === '') return null
  return /^\d+$/.test(v.trim()) ? Number(v.trim()) : v.trim()
}

/** A score as sent: a finite number, or null. */
export const wireScore = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

interface MatchLike {
  slug: string
  matchTime?: unknown
  stage: string
  home?: { score?: number | null; periods?: unknown } | null
  away?: { score?: number | null; periods?: unknown } | null
}

/** The live update that describes a match's current state. */
export function liveUpdateOf(doc: MatchLike): WireLiveUpdate {
  return {
    slug: doc.slug,
    matchTime: wireMatchTime(doc.matchTime),
    stage: doc.stage,
    home: { score: wireScore(doc.home?.score), periods: wirePeriods(doc.home?.periods) },
    away: { score: wireScore(doc.away?.score), periods: wirePeriods(doc.away?.periods) },
  }
}
