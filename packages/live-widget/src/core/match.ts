import { ABBR_LENGTH, LOG_UNKNOWN_STAGES } from './constants'
import type { Logger } from './logger'
import { isKnownStage, isLiveStage, type Stage } from './stages'

export type Periods = Record<string, number | string | null>
export type MatchTime = number | string | null

export interface Side {
  img: string | null
  abbr: string
  name: string
  periods: Periods
  score: number | null
}

export interface League {
  slug: string
  name: string
  country: string
  img: string | null
}

export type EventType = 'goal' | 'yellow_card' | 'red_card' | 'substitution'

/** One entry of the details timeline. */
export interface MatchEvent {
  type: EventType
  minute: MatchTime
  side: 'home' | 'away'
  player: string | null
  /** For a substitution: the player coming on (player is the one going off). */
  playerIn: string | null
  /** Score after a goal, when the server gives it. */
  score: string | null
}

export interface MatchDetails {
  loading: boolean
  show: boolean
  events: { body: Record<string, unknown> | null }
}

/** SPEC section 3 "Match", as the widget builds it from each item the server returns. */
export interface Match {
  slug: string
  date: number | null
  stage: Stage
  matchTime: MatchTime
  home: Side
  away: Side
  league: League
  live: boolean
  details: MatchDetails
}

/** Keyed by slug, plus the server's order. */
export interface MatchList {
  bySlug: Record<string, Match>
  order: string[]
}

export const EMPTY_LIST: MatchList = { bySlug: {}, order: [] }

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown, dflt: string): string =>
  typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : dflt
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null)

/**
 * A team's abbreviation when none is given: the first 3 letters (or digits) of its name in upper case
 * (SPEC "Team abbreviation"; "St. Pauli" is STP). The site derives stored abbreviations with this same
 * function, so both sides of the wire agree.
 */
export function abbreviation(name: unknown): string {
  if (typeof name !== 'string') return ''
  return Array.from(name.replace(/[^\p{L}\p{N}]/gu, ''))
    .slice(0, ABBR_LENGTH)
    .join('')
    .toUpperCase()
}

/** A score: a finite number (or numeric string), otherwise null. */
export function toScore(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
  return null
}

export function toMatchTime(v: unknown): MatchTime {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && v.trim() !== '') return v
  return null
}

export function toPeriods(v: unknown): Periods {
  if (!isObj(v)) return {}
  const out: Periods = {}
  for (const [k, val] of Object.entries(v)) {
    out[k] = typeof val === 'number' || typeof val === 'string' ? val : null
  }
  return out
}

export function normalizeSide(v: unknown): Side {
  const s = isObj(v) ? v : {}
  const name = str(s.name, '?')
  return {
    img: strOrNull(s.img),
    abbr: strOrNull(s.abbr) ?? (abbreviation(name) || '?'),
    name,
    periods: toPeriods(s.periods),
    score: toScore(s.score),
  }
}

export function normalizeLeague(v: unknown): League {
  const l = isObj(v) ? v : {}
  return { slug: str(l.slug, '?'), name: str(l.name, '?'), country: str(l.country, '?'), img: strOrNull(l.img) }
}

/** Turns one server item into SPEC's Match, with its defaults ('?' / null). */
export function normalizeMatch(item: unknown): Match {
  const m = isObj(item) ? item : {}
  const stage = typeof m.stage === 'string' ? m.stage : '?'
  const date = typeof m.date === 'number' && Number.isFinite(m.date) ? m.date : toScore(m.date)
  return {
    slug: str(m.slug, '?'),
    date,
    stage,
    matchTime: toMatchTime(m.matchTime),
    home: normalizeSide(m.home),
    away: normalizeSide(m.away),
    league: normalizeLeague(m.league),
    live: isLiveStage(stage),
    details: {
      loading: false,
      show: false,
      events: { body: isObj(m.events) ? m.events : Array.isArray(m.events) ? { items: m.events } : null },
    },
  }
}

/**
 * Builds the list keyed by slug. Items with an unknown stage are kept, and logged once as
 * 'unknown stages' together with those items.
 */
export function normalizeList(items: readonly unknown[], logger: Logger): MatchList {
  const bySlug: Record<string, Match> = {}
  const order: string[] = []
  const unknown: Match[] = []
  for (const item of items) {
    const match = normalizeMatch(item)
    if (!isKnownStage(match.stage)) unknown.push(match)
    if (!(match.slug in bySlug)) order.push(match.slug)
    bySlug[match.slug] = match
  }
  if (unknown.length > 0) logger.warn(LOG_UNKNOWN_STAGES, unknown)
  return { bySlug, order }
}

export const listMatches = (list: MatchList): Match[] =>
  list.order.map((s) => list.bySlug[s]).filter((m): m is Match => m !== undefined)

const EVENT_TYPES: Record<string, EventType> = {
  goal: 'goal',
  own_goal: 'goal',
  penalty_goal: 'goal',
  yellow_card: 'yellow_card',
  yellowcard: 'yellow_card',
  yellow: 'yellow_card',
  red_card: 'red_card',
  redcard: 'red_card',
  red: 'red_card',
  second_yellow: 'red_card',
  substitution: 'substitution',
  sub: 'substitution',
}

function eventType(e: Record<string, unknown>): EventType | null {
  const raw = String(e.type ?? '')
    .toLowerCase()
    .replace(/[\s-]/g, '_')
  if (raw === 'card') {
    const card = String(e.card ?? e.color ?? '').toLowerCase()
    return card === 'red' || card === 'second_yellow' ? 'red_card' : 'yellow_card'
  }
  return EVENT_TYPES[raw] ?? null
}

/**
 * Reads the events of a detail answer. Accepts an array of events, or an object with `goals`,
 * `cards`, `substitutions` (or `items`) arrays. Each event: {type, minute, side, player?, playerIn?,
 * playerOut?, score?}. Unreadable entries are skipped. Sorted by minute.
 */
export function normalizeEvents(raw: unknown): MatchEvent[] {
  let list: unknown[] = []
  if (Array.isArray(raw)) list = raw
  else if (isObj(raw)) {
    const body = isObj(raw.body) || Array.isArray(raw.body) ? raw.body : raw
    if (Array.isArray(body)) list = body
    else {
      for (const [key, type] of [
        ['goals', 'goal'],
        ['cards', 'card'],
        ['substitutions', 'substitution'],
        ['items', ''],
      ] as const) {
        const arr = (body as Record<string, unknown>)[key]
        if (Array.isArray(arr))
          list.push(...arr.map((e) => (isObj(e) && type && e.type === undefined ? { ...e, type } : e)))
      }
    }
  }
  const out: MatchEvent[] = []
  for (const e of list) {
    if (!isObj(e)) continue
    const type = eventType(e)
    const side = e.side === 'home' || e.side === 'away' ? e.side : null
    if (!type || !side) continue
    const playerOut = strOrNull(e.playerOut)
    out.push({
      type,
      minute: toMatchTime(e.minute),
      side,
      player: strOrNull(e.player) ?? playerOut,
      playerIn: strOrNull(e.playerIn),
      score: strOrNull(e.score),
    })
  }
  const minuteValue = (m: MatchTime): number => {
    if (m === null) return Infinity
    const [base, extra] = String(m).split('+')
    const v = parseFloat(base ?? '') + (extra ? (parseFloat(extra) || 0) / 100 : 0)
    return Number.isNaN(v) ? Infinity : v
  }
  return out
    .map((e, i) => ({ e, i }))
    .sort((a, b) => minuteValue(a.e.minute) - minuteValue(b.e.minute) || a.i - b.i)
    .map(({ e }) => e)
}
