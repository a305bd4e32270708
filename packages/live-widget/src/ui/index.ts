export { LiveMatchWidget, type LiveMatchWidgetProps } from './LiveMatchWidget'
export {
  WidgetController,
  memoryStorage,
  browserStorage,
  realClock,
  type Clock,
  type WidgetState,
  type DetailsState,
} from './controller'
export { WIDGET_CSS, injectStyles, STYLE_ELEMENT_ID, CARD_MIN_HEIGHT } from './styles'
export { sharedSource } from './sharedSource'
