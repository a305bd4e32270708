/**
 * football-data.org API v4 (https://www.football-data.org/documentation/api): the /v4/matches
 * answer, validated with zod, and its mapping to our match model.
 */
import { z } from 'zod'
import { slugify } from '../../fields/slug'

const team = z.object({
  id: z.number(),
  name: z.string().nullable().optional(),
  shortName: z.string().nullable().optional(),
  tla: z.string().nullable().optional(),
  crest: z.string().nullable().optional(),
})
const pair = z.object({ home: z.number().nullable().optional(), away: z.number().nullable().optional() }).partial()

export const fdMatchSchema = z.object({
  id: z.number(),
  utcDate: z.string(),
  status: z.string(),
  minute: z.union([z.number(), z.string()]).nullable().optional(),
  injuryTime: z.number().nullable().optional(),
  area: z
    .object({
      id: z.number().optional(),
      name: z.string().nullable().optional(),
      code: z.string().nullable().optional(),
    })
    .partial()
    .optional(),
  competition: z.object({
    id: z.number(),
    name: z.string(),
    code: z.string().nullable().optional(),
    emblem: z.string().nullable().optional(),
  }),
  homeTeam: team,
  awayTeam: team,
  score: z
    .object({
      winner: z.string().nullable().optional(),
      duration: z.string().nullable().optional(),
      fullTime: pair.nullable().optional(),
      halfTime: pair.nullable().optional(),
      regularTime: pair.nullable().optional(),
      extraTime: pair.nullable().optional(),
      penalties: pair.nullable().optional(),
    })
    .partial()
    .optional(),
  goals: z
    .array(
      z
        .object({
          minute: z.number().nullable().optional(),
          injuryTime: z.number().nullable().optional(),
          team: z.object({ id: z.number() }).partial(),
          scorer: z.object({ name: z.string().nullable().optional() }).partial().nullable().optional(),
          score: pair.nullable().optional(),
        })
        .passthrough(),
    )
    .optional(),
  bookings: z
    .array(
      z
        .object({
          minute: z.number().nullable().optional(),
          team: z.object({ id: z.number() }).partial(),
          player: z.object({ name: z.string().nullable().optional() }).partial().nullable().optional(),
          card: z.string().nullable().optional(),
        })
        .passthrough(),
    )
    .optional(),
  substitutions: z
    .array(
      z
        .object({
          minute: z.number().nullable().optional(),
          team: z.object({ id: z.number() }).partial(),
          playerOut: z.object({ name: z.string().nullable().optional() }).partial().nullable().optional(),
          playerIn: z.object({ name: z.string().nullable().optional() }).partial().nullable().optional(),
        })
        .passthrough(),
    )
    .optional(),
})
export type FdMatch = z.infer<typeof fdMatchSchema>

export const fdMatchesSchema = z.object({ matches: z.array(z.unknown()) }).passthrough()

export interface MappedMatch {
  providerId: string
  slug: string
  date: string
  stage: string
  matchTime: string | null
  league: { slug: string; name: string; country: string; providerId: string; logoUrl: string | null }
  home: { team: MappedTeam; score: number | null; periods: Record<string, number | null> }
  away: { team: MappedTeam; score: number | null; periods: Record<string, number | null> }
  events: Array<{
    type: 'goal' | 'yellow_card' | 'red_card' | 'substitution'
    minute: string
    side: 'home' | 'away'
    player: string | null
    playerIn: string | null
    score: string | null
  }>
}

export interface MappedTeam {
  slug: string
  name: string
  abbreviation: string | undefined
  providerId: string
  logoUrl: string | null
}

/** football-data.org status (+ score duration) to our stage (SPEC section 4). */
export function stageOf(m: Pick<FdMatch, 'status' | 'score'>): string {
  const duration = m.score?.duration ?? 'REGULAR'
  switch (m.status) {
    case 'SCHEDULED':
    case 'TIMED':
      return 'plan'
    case 'IN_PLAY':
    case 'LIVE':
      return 'live'
    case 'PAUSED':
      return m.score?.extraTime && (m.score.extraTime.home ?? null) !== null ? 'extra_time_halftime' : 'halftime'
    case 'EXTRA_TIME':
      return 'overtime'
    case 'PENALTY_SHOOTOUT':
      return 'penalties'
    case 'FINISHED':
      return duration === 'PENALTY_SHOOTOUT'
        ? 'finished_penalty'
        : duration === 'EXTRA_TIME'
          ? 'finished_overtime'
          : 'finished'
    case 'AWARDED':
      return 'finished_technical_defeat'
    case 'SUSPENDED':
      return 'pause'
    case 'POSTPONED':
      return 'postponed'
    case 'CANCELLED':
      return 'cancelled'
    default:
      return 'plan'
  }
}

const minuteText = (minute: unknown, injury: unknown): string | null => {
  const n =
    typeof minute === 'number' ? minute : typeof minute === 'string' && /^\d+$/.test(minute) ? Number(minute) : null
  if (n === null) return null
  const extra = typeof injury === 'number' && injury > 0 ? injury : 0
  if (!extra) return String(n)
  // Second-half added time as 91, 92... (the widget shows 90+'); other added time as "45+2".
  return n >= 90 ? String(n + extra) : `${n}+${extra}`
}

const teamOf = (t: z.infer<typeof team>): MappedTeam => {
  const name = t.shortName || t.name || `Team ${t.id}`
  return {
    slug: slugify(name) || `team-${t.id}`,
    name,
    abbreviation: t.tla || undefined,
    providerId: `fd:team:${t.id}`,
    logoUrl: t.crest || null,
  }
}

/** Maps one football-data.org match to our model. */
export function mapMatch(m: FdMatch): MappedMatch {
  const stage = stageOf(m)
  const home = teamOf(m.homeTeam)
  const away = teamOf(m.awayTeam)
  const s = m.score ?? {}
  const hasScore = stage !== 'plan' && stage !== 'postponed' && stage !== 'cancelled'
  const ht = s.halfTime ?? {}
  const reg = s.regularTime ?? null
  const et = s.extraTime ?? null
  const pen = s.penalties ?? null
  const side = (k: 'home' | 'away') => {
    const full = s.fullTime?.[k] ?? null
    // fullTime includes the shoot-out in v4; the score shown is regular + extra time.
    const score = !hasScore ? null : reg ? (reg[k] ?? 0) + (et?.[k] ?? 0) : full !== null ? full - (pen?.[k] ?? 0) : 0
    const periods: Record<string, number | null> = {}
    if (hasScore) {
      if (ht[k] !== undefined && ht[k] !== null) periods['1'] = ht[k]!
      const regular = reg ? reg[k] : et || pen ? null : full
      if (
        regular !== null &&
        regular !== undefined &&
        ht[k] !== null &&
        ht[k] !== undefined &&
        stage !== 'halftime' &&
        stage !== 'live'
      )
        periods['2'] = regular - ht[k]!
      if (et && et[k] !== null && et[k] !== undefined) periods.ot = et[k]!
      if (pen && pen[k] !== null && pen[k] !== undefined) periods.pen = pen[k]!
    }
    return { score, periods }
  }
  const date = new Date(m.utcDate)
  const day = date.toISOString().slice(0, 10).replace(/-/g, '')
  const sideOfTeam = (id: number | undefined): 'home' | 'away' | null =>
    id === m.homeTeam.id ? 'home' : id === m.awayTeam.id ? 'away' : null
  const events: MappedMatch['events'] = []
  for (const g of m.goals ?? []) {
    const sd = sideOfTeam(g.team.id)
    const minute = minuteText(g.minute, g.injuryTime)
    if (sd && minute)
      events.push({
        type: 'goal',
        minute,
        side: sd,
        player: g.scorer?.name ?? null,
        playerIn: null,
        score: g.score ? `${g.score.home ?? 0}:${g.score.away ?? 0}` : null,
      })
  }
  for (const b of m.bookings ?? []) {
    const sd = sideOfTeam(b.team.id)
    const minute = minuteText(b.minute, null)
    if (sd && minute)
      events.push({
        type: b.card === 'RED' || b.card === 'YELLOW_RED' ? 'red_card' : 'yellow_card',
        minute,
        side: sd,
        player: b.player?.name ?? null,
        playerIn: null,
        score: null,
      })
  }
  for (const x of m.substitutions ?? []) {
    const sd = sideOfTeam(x.team.id)
    const minute = minuteText(x.minute, null)
    if (sd && minute)
      events.push({
        type: 'substitution',
        minute,
        side: sd,
        player: x.playerOut?.name ?? null,
        playerIn: x.playerIn?.name ?? null,
        score: null,
      })
  }
  return {
    providerId: `fd:${m.id}`,
    slug: `${home.slug}-${away.slug}-${day}`.slice(0, 120).replace(/-+$/, ''),
    date: date.toISOString(),
    stage,
    matchTime: stage === 'live' || stage === 'overtime' ? minuteText(m.minute, m.injuryTime) : null,
    league: {
      slug: slugify(m.competition.name) || `competition-${m.competition.id}`,
      name: m.competition.name,
      country: m.area?.name ?? '?',
      providerId: `fd:competition:${m.competition.id}`,
      logoUrl: m.competition.emblem ?? null,
    },
    home: { team: home, ...side('home') },
    away: { team: away, ...side('away') },
    events,
  }
}
