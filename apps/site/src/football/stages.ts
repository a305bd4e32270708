/** Match stages (SPEC section 4), shared with the widget so the site and the widget agree. */
import { IN_PLAY_STAGES, KNOWN_STAGES, LIVE_STAGES, type KnownStage } from '@travel/live-widget/core'

export { IN_PLAY_STAGES, KNOWN_STAGES, LIVE_STAGES, type KnownStage }

export const isLive = (stage: unknown): boolean => typeof stage === 'string' && (LIVE_STAGES as readonly string[]).includes(stage)

/** Labels for the admin's stage select. */
export const STAGE_OPTIONS = KNOWN_STAGES.map((value) => ({ label: value.replace(/_/g, ' '), value }))
