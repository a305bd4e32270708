import { LOG_MATCH_ABSENT, LOG_UNKNOWN_UPDATE_STAGE, LOG_UPDATE_EMPTY } from './constants'
import type { Logger } from './logger'
import { toMatchTime, toPeriods, toScore, type Match, type MatchList, type Side } from './match'
import { scoreChange, type Mark, type SideName } from './score'
import { isInPlayStage, isKnownStage, isLiveStage } from './stages'

/** One real-time publication on `sport:football` (SPEC section 3). */
export interface LiveUpdate {
  slug: string
  matchTime?: number | string | null
  stage?: string
  home?: { score?: number | null; periods?: Record<string, unknown> }
  away?: { score?: number | null; periods?: Record<string, unknown> }
}

export interface UpdateResult {
  list: MatchList
  /** False when the update was ignored (empty, absent match). */
  applied: boolean
  /** The update concerns the selected match: reset the auto-update timer. */
  resetTimer: boolean
  /** Re-fetch the full selected match (it moves into play). */
  refetchSelected: boolean
  /** Score change of each side ('up' / 'down'), for the marks. */
  changes: Partial<Record<SideName, Mark>>
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function applySide(side: Side, upd: unknown): Side {
  // Scores are replaced and periods merged only when the update carries a score.
  if (!isObj(upd) || !('score' in upd) || upd.score === undefined) return side
  return {
    ...side,
    score: toScore(upd.score),
    periods: { ...side.periods, ...toPeriods(upd.periods) },
  }
}

/** Applies one live update to the list (SPEC section 4, "Applying a live update"). */
export function applyUpdate(
  list: MatchList,
  update: unknown,
  opts: { selectedSlug: string | null; logger: Logger },
): UpdateResult {
  const ignored: UpdateResult = { list, applied: false, resetTimer: false, refetchSelected: false, changes: {} }
  if (!isObj(update) || Object.keys(update).length === 0) {
    opts.logger.log(LOG_UPDATE_EMPTY)
    return ignored
  }
  const slug = typeof update.slug === 'string' ? update.slug : null
  const prev: Match | undefined = slug !== null ? list.bySlug[slug] : undefined
  if (slug === null || !prev) {
    opts.logger.log(LOG_MATCH_ABSENT)
    return ignored
  }

  const next: Match = { ...prev }
  if (typeof update.stage === 'string') {
    if (!isKnownStage(update.stage)) opts.logger.warn(LOG_UNKNOWN_UPDATE_STAGE, update)
    next.stage = update.stage
  }
  next.live = isLiveStage(next.stage)
  next.home = applySide(prev.home, update.home)
  next.away = applySide(prev.away, update.away)
  if (update.matchTime !== undefined) next.matchTime = toMatchTime(update.matchTime)

  const changes: Partial<Record<SideName, Mark>> = {}
  const h = scoreChange(prev.home.score, next.home.score)
  const a = scoreChange(prev.away.score, next.away.score)
  if (h) changes.home = h
  if (a) changes.away = a

  const selected = opts.selectedSlug === slug
  const carriesTime = update.matchTime !== undefined && update.matchTime !== null
  const refetchSelected = selected && !isInPlayStage(prev.stage) && (carriesTime || isInPlayStage(update.stage))

  return {
    list: { order: list.order, bySlug: { ...list.bySlug, [slug]: next } },
    applied: true,
    resetTimer: selected,
    refetchSelected,
    changes,
  }
}
