/** @travel/live-widget: the embeddable live football score widget. */
export { LiveMatchWidget, type LiveMatchWidgetProps } from './ui/LiveMatchWidget'
export { WidgetController, memoryStorage, browserStorage, type Clock, type WidgetState } from './ui/controller'
export { WIDGET_CSS, injectStyles } from './ui/styles'
export {
  resolveSettings,
  readSettings,
  DEFAULT_MESSAGES,
  DEFAULT_MAIN_ID,
  type WidgetSettings,
  type ResolvedSettings,
  type WidgetMessages,
} from './settings'
export { createCentrifugeSource, wsUrl, type CentrifugeSourceOptions } from './data/centrifugeSource'
export type { LiveDataSource, ConnectionState, SubscriptionHandlers } from './data/types'
export type { Match, Side, League, MatchEvent, MatchList } from './core/match'
export type { LiveUpdate } from './core/update'
export { LANGUAGES, type Lang, type Labels } from './core/i18n'
