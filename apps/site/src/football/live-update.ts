import type { Match } from '../payload-types'
import { toPeriods, type Periods } from './periods'

export const FOOTBALL_CHANNEL = 'sport:football'

/** One live update on `sport:football` (SPEC section 3, "Live update message"). */
export interface LiveUpdate {
  slug: string
  matchTime: number | string | null
  stage: string
  home: { score: number | null; periods: Periods }
  away: { score: number | null; periods: Periods }
}

/** The minute as the widget reads it: a number, or a string with added time ("45+2"), or null. */
export function matchTimeOut(v: unknown): number | string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v !== 'string' || v.trim() === '') return null
  return /^\d+$/.test(v.trim()) ? Number(v.trim()) : v.trim()
}

export const scoreOut = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

type MatchLike = Pick<Match, 'slug' | 'matchTime' | 'stage'> & {
  home?: { score?: number | null; periods?: unknown } | null
  away?: { score?: number | null; periods?: unknown } | null
}

/** The live update that describes a match's current state. */
export function liveUpdateOf(doc: MatchLike): LiveUpdate {
  return {
    slug: doc.slug,
    matchTime: matchTimeOut(doc.matchTime),
    stage: doc.stage,
    home: { score: scoreOut(doc.home?.score), periods: toPeriods(doc.home?.periods) },
    away: { score: scoreOut(doc.away?.score), periods: toPeriods(doc.away?.periods) },
  }
}
