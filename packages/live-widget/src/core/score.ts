import { MARK_DOWN_MS, MARK_UP_MS } from './constants'

export type SideName = 'home' | 'away'
export type Mark = 'up' | 'down'

/** '-' when the stage is plan or the score is null; otherwise the score. */
export function scoreText(stage: unknown, score: number | null | undefined): string {
  if (stage === 'plan' || score === null || score === undefined) return '-'
  return String(score)
}

/** The side that leads (highlighted green), or null on a draw or without two scores. */
export function leader(stage: unknown, home: number | null, away: number | null): SideName | null {
  if (stage === 'plan' || home === null || away === null) return null
  if (home > away) return 'home'
  if (away > home) return 'away'
  return null
}

/** 'up' when a score rose, 'down' when it fell, null otherwise (or when either is null). */
export function scoreChange(prev: number | null | undefined, next: number | null | undefined): Mark | null {
  if (typeof prev !== 'number' || typeof next !== 'number') return null
  if (next > prev) return 'up'
  if (next < prev) return 'down'
  return null
}

/** How long a mark stays: 45 s after a rise, 8 s after a fall. */
export const markDuration = (mark: Mark): number => (mark === 'up' ? MARK_UP_MS : MARK_DOWN_MS)

export interface ActiveMark {
  mark: Mark
  until: number
}
/** Marks of each match: slug -> side -> mark with its expiry time (ms). */
export type Marks = Record<string, Partial<Record<SideName, ActiveMark>>>

/** Marks after a score change of one side at time `now` (a new change replaces the old mark). */
export function withMark(marks: Marks, slug: string, side: SideName, mark: Mark | null, now: number): Marks {
  if (!mark) return marks
  return { ...marks, [slug]: { ...marks[slug], [side]: { mark, until: now + markDuration(mark) } } }
}

/** The mark shown on a side at time `now`, or null when none or expired. */
export function activeMark(marks: Marks, slug: string, side: SideName, now: number): Mark | null {
  const m = marks[slug]?.[side]
  return m && now < m.until ? m.mark : null
}

/** Earliest future expiry among marks (to schedule the next re-render), or null. */
export function nextMarkExpiry(marks: Marks, now: number): number | null {
  let next: number | null = null
  for (const sides of Object.values(marks)) {
    for (const m of Object.values(sides)) {
      if (m && m.until > now && (next === null || m.until < next)) next = m.until
    }
  }
  return next
}
