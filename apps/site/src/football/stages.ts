/** Match stages (SPEC section 4), shared with the widget so the site and the widget agree. */
import { IN_PLAY_STAGES, KNOWN_STAGES, LIVE_STAGES, type KnownStage } from '@travel/live-widget/core'

export { IN_PLAY_STAGES, KNOWN_STAGES, LIVE_STAGES, type KnownStage }

export const isLive = (stage: unknown): boolean =>
  typeof stage === 'string' && (LIVE_STAGES as readonly string[]).includes(stage)

/** What an editor reads in the admin's stage select; the stored values are SPEC's stage names. */
const STAGE_LABELS: Readonly<Record<KnownStage, string>> = {
  plan: 'Planned (not started)',
  live: 'Live (in play)',
  results_only: 'Results only (no live coverage)',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  finished: 'Finished',
  finished_overtime: 'Finished after extra time',
  finished_penalty: 'Finished on penalties',
  finished_technical_defeat: 'Finished: awarded (technical defeat)',
  halftime: 'Half time',
  pause: 'Pause',
  '1st_quarter': 'Quarter 1',
  '2nd_quarter': 'Quarter 2',
  '3rd_quarter': 'Quarter 3',
  '4th_quarter': 'Quarter 4',
  break_time: 'Break time',
  overtime: 'Extra time',
  extra_time_halftime: 'Extra time, half time',
  penalties: 'Penalty shoot-out',
}

/** Options of the admin's stage select. */
export const STAGE_OPTIONS = KNOWN_STAGES.map((value) => ({ label: STAGE_LABELS[value], value }))
