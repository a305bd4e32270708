/** Match stages (SPEC section 4). */
export const KNOWN_STAGES = [
  'plan',
  'live',
  'results_only',
  'cancelled',
  'postponed',
  'finished',
  'finished_overtime',
  'finished_penalty',
  'finished_technical_defeat',
  'halftime',
  'pause',
  '1st_quarter',
  '2nd_quarter',
  '3rd_quarter',
  '4th_quarter',
  'break_time',
  'overtime',
  'extra_time_halftime',
  'penalties',
] as const

export type KnownStage = (typeof KNOWN_STAGES)[number]
/** Unknown stages are kept as they are, so a stage is any string. */
export type Stage = string

/** Stages for which a match is live (live = true). */
export const LIVE_STAGES: readonly KnownStage[] = [
  'live',
  'results_only',
  'halftime',
  'pause',
  '1st_quarter',
  '2nd_quarter',
  '3rd_quarter',
  '4th_quarter',
  'overtime',
  'break_time',
  'extra_time_halftime',
  'penalties',
]

/** The live set without results_only. */
export const IN_PLAY_STAGES: readonly KnownStage[] = LIVE_STAGES.filter((s) => s !== 'results_only')

/** Stages a stored selection may keep: in play, results_only or plan. */
export const SELECTABLE_STAGES: readonly KnownStage[] = [...IN_PLAY_STAGES, 'results_only', 'plan']

const known = new Set<string>(KNOWN_STAGES)
const live = new Set<string>(LIVE_STAGES)
const inPlay = new Set<string>(IN_PLAY_STAGES)
const selectable = new Set<string>(SELECTABLE_STAGES)

export const isKnownStage = (stage: unknown): stage is KnownStage => typeof stage === 'string' && known.has(stage)
export const isLiveStage = (stage: unknown): boolean => typeof stage === 'string' && live.has(stage)
export const isInPlayStage = (stage: unknown): boolean => typeof stage === 'string' && inPlay.has(stage)
export const isSelectableStage = (stage: unknown): boolean => typeof stage === 'string' && selectable.has(stage)
