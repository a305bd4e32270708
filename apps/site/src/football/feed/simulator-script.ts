/**
 * The simulator's match script: a pure function of the match's slug (the seed) and of the time
 * elapsed since kick-off. Kick-off, minutes, goals, half time, second half, added time, full time,
 * sometimes extra time and penalties, sometimes postponed or cancelled. The state at any instant is
 * computed, not accumulated, so the simulator can restart at any time and carry on.
 */
import { pick, randInt, seededRandom } from './random'

const MIN = 60_000

export type SimEventType = 'goal' | 'yellow_card' | 'red_card' | 'substitution'

export interface SimEvent {
  type: SimEventType
  side: 'home' | 'away'
  /** Match minute as shown: 23, "45+2", 90, 93 */
  minute: string
  /** Sim-time ms after kick-off at which the event happens. */
  at: number
  player: string
  playerIn?: string
  /** Goal: which period it counts for. */
  period?: '1' | '2' | 'ot'
}

export interface SimScript {
  fate: 'played' | 'postponed' | 'cancelled'
  /** Knock-out: a draw after 90 minutes goes to extra time, then penalties. */
  knockout: boolean
  added1: number
  added2: number
  events: SimEvent[]
  /** Penalty shoot-out result when it comes to that. */
  penalties: { home: number; away: number }
}

export interface SimState {
  stage: string
  matchTime: string | null
  home: { score: number | null; periods: Record<string, number> }
  away: { score: number | null; periods: Record<string, number> }
  events: Array<Omit<SimEvent, 'at' | 'period'> & { score?: string }>
}

const SURNAMES = [
  'Silva',
  'Santos',
  'Costa',
  'Pereira',
  'Ferreira',
  'Oliveira',
  'Rodrigues',
  'Martins',
  'Sousa',
  'Gomes',
  'Lopes',
  'Marques',
  'Almeida',
  'Ribeiro',
  'Pinto',
  'Carvalho',
  'Teixeira',
  'Moreira',
  'Correia',
  'Mendes',
  'Nunes',
  'Soares',
  'Vieira',
  'Monteiro',
  'Cardoso',
  'Rocha',
  'Neves',
  'Coelho',
  'Cruz',
  'Cunha',
]
const INITIALS = 'ABCDEFGJLMNPRST'

// Sim-time layout of a played match (ms after kick-off).
const HALF = 45 * MIN
const HALF_TIME_BREAK = 15 * MIN
const ET_BREAK = 5 * MIN
const ET_HALF = 15 * MIN
const ET_HT = 2 * MIN
const SHOOTOUT = 8 * MIN
/** How long before kick-off a postponement or cancellation is announced. */
export const ANNOUNCE_BEFORE = 3 * 60 * MIN

export function scriptFor(slug: string): SimScript {
  const rnd = seededRandom(slug)
  const r = rnd()
  const fate = r < 0.04 ? 'postponed' : r < 0.06 ? 'cancelled' : 'played'
  const knockout = /(^|-)cup(-|$)|taca/.test(slug) || rnd() < 0.08
  const added1 = randInt(rnd, 1, 4)
  const added2 = randInt(rnd, 2, 6)
  const name = () => `${INITIALS[Math.floor(rnd() * INITIALS.length)]}. ${pick(rnd, SURNAMES)}`
  const events: SimEvent[] = []
  const at = (minute: number, extra = 0, offset = 0) =>
    offset + (minute - 1) * MIN + extra * MIN + Math.floor(rnd() * 50_000)
  const firstHalfAt = (m: number) => at(m)
  const secondHalfAt = (m: number) => HALF + added1 * MIN + HALF_TIME_BREAK + at(m - 45)
  const place = (minuteIn90: number): { at: number; minute: string; period: '1' | '2' } => {
    if (minuteIn90 <= 45) return { at: firstHalfAt(minuteIn90), minute: String(minuteIn90), period: '1' }
    if (minuteIn90 <= 45 + added1 && minuteIn90 > 45)
      return { at: firstHalfAt(minuteIn90), minute: `45+${minuteIn90 - 45}`, period: '1' }
    return { at: secondHalfAt(minuteIn90), minute: String(minuteIn90), period: '2' }
  }
  for (const side of ['home', 'away'] as const) {
    const goals = [0, 0, 1, 1, 1, 2, 2, 3, 4][Math.floor(rnd() * 9)]!
    for (let i = 0; i < goals; i++) {
      // Some goals in first-half added time (45+k) or second-half added time (91..).
      const m =
        rnd() < 0.08 ? 45 + randInt(rnd, 1, added1) : rnd() < 0.06 ? 90 + randInt(rnd, 1, added2) : randInt(rnd, 1, 90)
      if (m > 90)
        events.push({ type: 'goal', side, minute: String(m), at: secondHalfAt(m), player: name(), period: '2' })
      else events.push({ type: 'goal', side, ...place(m), player: name() })
    }
    for (let i = randInt(rnd, 0, 3); i > 0; i--)
      events.push({ type: 'yellow_card', side, ...place(randInt(rnd, 10, 89)), player: name() })
    if (rnd() < 0.12) events.push({ type: 'red_card', side, ...place(randInt(rnd, 30, 89)), player: name() })
    for (let i = randInt(rnd, 2, 5); i > 0; i--)
      events.push({ type: 'substitution', side, ...place(randInt(rnd, 55, 88)), player: name(), playerIn: name() })
  }
  // Extra time goals (only counted when the match goes to extra time).
  if (knockout) {
    for (const side of ['home', 'away'] as const) {
      if (rnd() < 0.25) {
        const m = randInt(rnd, 91, 120)
        events.push({
          type: 'goal',
          side,
          minute: String(m),
          at: extraTimeStart(added1, added2) + (m <= 105 ? 0 : ET_HALF + ET_HT) + ((m - 91) % 15) * MIN + 20_000,
          player: name(),
          period: 'ot',
        })
      }
    }
  }
  events.sort((a, b) => a.at - b.at)
  const p1 = randInt(rnd, 2, 5)
  let p2 = randInt(rnd, 2, 5)
  if (p1 === p2) p2 = p1 === 5 ? 4 : p2 + 1
  return { fate, knockout, added1, added2, events, penalties: { home: p1, away: p2 } }
}

const extraTimeStart = (added1: number, added2: number) =>
  2 * HALF + (added1 + added2) * MIN + HALF_TIME_BREAK + ET_BREAK
const fullTimeAt = (s: SimScript) => 2 * HALF + (s.added1 + s.added2) * MIN + HALF_TIME_BREAK

/** The match's state `elapsed` sim-ms after kick-off (negative: before kick-off). */
export function stateAt(script: SimScript, elapsed: number): SimState {
  const empty = (stage: string): SimState => ({
    stage,
    matchTime: null,
    home: { score: null, periods: {} },
    away: { score: null, periods: {} },
    events: [],
  })
  if (script.fate !== 'played') return elapsed >= -ANNOUNCE_BEFORE ? empty(script.fate) : empty('plan')
  if (elapsed < 0) return empty('plan')

  const ft = fullTimeAt(script)
  const count = (until: number, periods: Array<SimEvent['period']>) => {
    const out = { home: 0, away: 0 }
    for (const e of script.events) if (e.type === 'goal' && e.at <= until && periods.includes(e.period)) out[e.side]++
    return out
  }
  const reg = count(Infinity, ['1', '2'])
  const goesToExtraTime = script.knockout && reg.home === reg.away
  const etStart = extraTimeStart(script.added1, script.added2)
  const etEnd = etStart + 2 * ET_HALF + ET_HT
  const et = goesToExtraTime ? count(Infinity, ['ot']) : { home: 0, away: 0 }
  const shootout = goesToExtraTime && et.home === et.away
  const end = !goesToExtraTime ? ft : shootout ? etEnd + SHOOTOUT : etEnd

  const t = Math.min(elapsed, end)
  const visible = script.events.filter((e) => e.at <= t && (e.period !== 'ot' || goesToExtraTime))
  const score = { home: 0, away: 0 }
  const periods: { home: Record<string, number>; away: Record<string, number> } = { home: { '1': 0 }, away: { '1': 0 } }
  const secondHalfStart = HALF + script.added1 * MIN + HALF_TIME_BREAK
  if (t >= secondHalfStart) periods.home['2'] = periods.away['2'] = 0
  if (goesToExtraTime && t >= etStart) periods.home.ot = periods.away.ot = 0
  const events: SimState['events'] = []
  for (const e of visible) {
    const { at: _at, period, ...rest } = e
    if (e.type === 'goal') {
      score[e.side]++
      periods[e.side][period ?? '1'] = (periods[e.side][period ?? '1'] ?? 0) + 1
      events.push({ ...rest, score: `${score.home}:${score.away}` })
    } else events.push(rest)
  }

  let stage: string
  let matchTime: string | null = null
  const minuteAt = (ms: number, base: number) => base + Math.floor(ms / MIN) + 1
  if (t < HALF) {
    stage = 'live'
    matchTime = String(minuteAt(t, 0))
  } else if (t < HALF + script.added1 * MIN) {
    stage = 'live'
    matchTime = `45+${Math.floor((t - HALF) / MIN) + 1}`
  } else if (t < secondHalfStart) {
    stage = 'halftime'
  } else if (t < ft) {
    stage = 'live'
    // Second-half added time shows as 91, 92... (the widget shows 90+').
    matchTime = String(minuteAt(t - secondHalfStart, 45))
  } else if (!goesToExtraTime) {
    stage = 'finished'
  } else if (t < etStart) {
    stage = 'break_time'
  } else if (t < etStart + ET_HALF) {
    stage = 'overtime'
    matchTime = String(minuteAt(t - etStart, 90))
  } else if (t < etStart + ET_HALF + ET_HT) {
    stage = 'extra_time_halftime'
  } else if (t < etEnd) {
    stage = 'overtime'
    matchTime = String(minuteAt(t - etStart - ET_HALF - ET_HT, 105))
  } else if (shootout && t < end) {
    stage = 'penalties'
    const shown = Math.floor(((t - etEnd) / SHOOTOUT) * 5)
    periods.home.pen = Math.min(script.penalties.home, shown)
    periods.away.pen = Math.min(script.penalties.away, shown)
  } else {
    stage = shootout ? 'finished_penalty' : 'finished_overtime'
    if (shootout) {
      periods.home.pen = script.penalties.home
      periods.away.pen = script.penalties.away
    }
  }
  return {
    stage,
    matchTime,
    home: { score: score.home, periods: periods.home },
    away: { score: score.away, periods: periods.away },
    events,
  }
}

/** Sim-ms after kick-off when the match is over (or announced off); used to stop ticking it. */
export function endsAfter(script: SimScript): number {
  if (script.fate !== 'played') return 0
  return extraTimeStart(script.added1, script.added2) + 2 * ET_HALF + ET_HT + SHOOTOUT
}
