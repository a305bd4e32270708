import { DEFAULT_SPORT, NOTICE_CLOSEST_PREFIX, NOTICE_NO_MATCH } from './core/constants'
import { getLabels, resolveLang, type Lang } from './core/i18n'

/** The notice messages (SPEC section 8); English in every language unless the host overrides them. */
export interface WidgetMessages {
  /** "At the moment there are no Live matches and there are no scheduled matches for the next 2 days." */
  noMatch: string
  /** "At the moment there are no Live matches, the closest match is" (followed by date, time, "home - away."). */
  closest: string
}

/** Widget settings (SPEC section 3) plus the gateway URL. Every field is optional. */
export interface WidgetSettings {
  /** Gateway URL; the widget connects to `{host}/ws`. */
  host?: string
  debug?: boolean
  /** Id of the container (legacy placeholder). Default 'wgWidgetScreen'. */
  mainId?: string
  /** The selected match; stored as `matchSlug` in localStorage. */
  matchSlug?: string | null
  /** Default 'football'. */
  sport?: string
  /** The sport RPC name, also the channel. Default `sport:${sport}`. */
  rpcSport?: string
  /** Default rpcSport + 'Detail'. */
  rpcSportDetail?: string
  /** Widget language (SPEC section 5). Default 'en'. */
  lang?: string
  /** Text of the empty view. Default: the language's "No matches". */
  emptyText?: string
  /** Notice messages. */
  widgetMes?: Partial<WidgetMessages>
  /**
   * Show "N following": how many are watching with the widget (the gateway's presence_stats of the
   * channel). Off by default; needs presence for subscribers in the gateway's namespace (else hidden).
   */
  following?: boolean
}

export interface ResolvedSettings {
  host: string | null
  debug: boolean
  mainId: string
  matchSlug: string | null
  sport: string
  rpcSport: string
  rpcSportDetail: string
  /** The RPC name is the channel name (SPEC section 7). */
  channel: string
  lang: Lang
  emptyText: string
  widgetMes: WidgetMessages
  following: boolean
}

export const DEFAULT_MAIN_ID = 'wgWidgetScreen'
export const DEFAULT_MESSAGES: WidgetMessages = { noMatch: NOTICE_NO_MATCH, closest: NOTICE_CLOSEST_PREFIX }

const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null)

export function resolveSettings(s: WidgetSettings = {}): ResolvedSettings {
  const lang = resolveLang(s.lang)
  const sport = nonEmpty(s.sport) ?? DEFAULT_SPORT
  const rpcSport = nonEmpty(s.rpcSport) ?? `sport:${sport}`
  return {
    host: nonEmpty(s.host),
    debug: s.debug === true,
    mainId: nonEmpty(s.mainId) ?? DEFAULT_MAIN_ID,
    matchSlug: nonEmpty(s.matchSlug),
    sport,
    rpcSport,
    rpcSportDetail: nonEmpty(s.rpcSportDetail) ?? `${rpcSport}Detail`,
    channel: rpcSport,
    lang,
    emptyText: typeof s.emptyText === 'string' && s.emptyText !== '' ? s.emptyText : getLabels(lang).empty,
    widgetMes: {
      noMatch: nonEmpty(s.widgetMes?.noMatch) ?? DEFAULT_MESSAGES.noMatch,
      closest: nonEmpty(s.widgetMes?.closest) ?? DEFAULT_MESSAGES.closest,
    },
    following: s.following === true,
  }
}

const parseBool = (v: string | undefined): boolean | undefined =>
  v === undefined ? undefined : v === '' || v === '1' || v.toLowerCase() === 'true' || v.toLowerCase() === 'yes'

/**
 * Settings of one mount point: the global object `window.liveWidgetSettings` (if any), overridden
 * by the element's data attributes: data-host, data-lang, data-debug, data-main-id,
 * data-match-slug, data-sport, data-rpc-sport, data-rpc-sport-detail, data-empty-text,
 * data-widget-mes (JSON {"noMatch","closest"}), data-following.
 */
export function readSettings(
  el: HTMLElement,
  global?: WidgetSettings | null,
  fallbackHost?: string | null,
): WidgetSettings {
  const d = el.dataset
  const out: WidgetSettings = { ...(global ?? {}) }
  if (global?.widgetMes) out.widgetMes = { ...global.widgetMes }
  const set = <K extends keyof WidgetSettings>(key: K, v: WidgetSettings[K] | undefined) => {
    if (v !== undefined) out[key] = v
  }
  set('host', d.host ?? out.host ?? fallbackHost ?? undefined)
  set('lang', d.lang)
  set('debug', parseBool(d.debug))
  set('mainId', d.mainId)
  set('matchSlug', d.matchSlug)
  set('sport', d.sport)
  set('rpcSport', d.rpcSport)
  set('rpcSportDetail', d.rpcSportDetail)
  set('emptyText', d.emptyText ?? d.empty)
  set('following', parseBool(d.following))
  if (d.widgetMes) {
    try {
      const mes = JSON.parse(d.widgetMes) as unknown
      if (mes && typeof mes === 'object') out.widgetMes = { ...out.widgetMes, ...(mes as Partial<WidgetMessages>) }
    } catch {
      /* ignore a malformed attribute */
    }
  }
  return out
}

declare global {
  interface Window {
    liveWidgetSettings?: WidgetSettings
  }
}
