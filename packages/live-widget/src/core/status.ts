import { MINUTE_CAP } from './constants'
import type { LabelKey, Labels } from './i18n'

/** The minute as shown in the pill, or null when it is missing, negative or unreadable. */
export function formatMinute(matchTime: unknown): string | null {
  if (matchTime === null || matchTime === undefined) return null
  const raw = String(matchTime).trim()
  if (raw === '') return null
  if (raw.includes('+')) {
    // Added time as given by the provider, e.g. "45+2": shown as it is.
    return raw.startsWith('-') ? null : `${raw.replace(/'+$/, '')}'`
  }
  const n = Number(raw.replace(/'+$/, ''))
  if (!Number.isFinite(n) || n < 0) return null
  if (n > MINUTE_CAP) return `${MINUTE_CAP}+'`
  return `${Math.floor(n)}'`
}

/** Stages whose pill shows the running minute. */
export const MINUTE_STAGES = ['live', '1st_quarter', '2nd_quarter'] as const

/**
 * Stage -> label key (SPEC section 4, "Status pill text by stage"). SPEC's label set also has Q1-Q4
 * and OT without saying where: Q3/Q4 for the third and fourth quarters and OT for `overtime` (extra
 * time, as the football-data adapter maps it); Q1/Q2 stay unused since SPEC gives those stages the
 * minute.
 */
export const STAGE_LABEL: Readonly<Record<string, LabelKey>> = {
  '3rd_quarter': 'q3',
  '4th_quarter': 'q4',
  overtime: 'ot',
  halftime: 'halftime',
  pause: 'pause',
  break_time: 'breakTime',
  extra_time_halftime: 'extraHT',
  penalties: 'penalties',
  results_only: 'resultsOnly',
  finished: 'finished',
  finished_overtime: 'finishedOT',
  finished_penalty: 'finishedP',
  finished_technical_defeat: 'awarded',
  cancelled: 'cancelled',
  postponed: 'postponed',
}

/** Text of the status pill for a stage and minute. */
export function statusText(stage: unknown, matchTime: unknown, labels: Labels): string {
  if (stage === 'plan') return ''
  if (typeof stage === 'string' && (MINUTE_STAGES as readonly string[]).includes(stage)) {
    return formatMinute(matchTime) ?? labels.live
  }
  if (typeof stage === 'string' && Object.prototype.hasOwnProperty.call(STAGE_LABEL, stage)) {
    return labels[STAGE_LABEL[stage] as LabelKey]
  }
  return '?'
}
