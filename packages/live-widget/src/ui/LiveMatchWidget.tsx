'use client'

import { useEffect, useInsertionEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { formatDate, formatTime } from '../core/datetime'
import { getLabels, type Labels } from '../core/i18n'
import type { Logger } from '../core/logger'
import type { Match, MatchEvent } from '../core/match'
import { activeMark, leader, scoreText, type SideName } from '../core/score'
import type { SlugStorage } from '../core/select'
import { statusText } from '../core/status'
import { noticeText } from '../core/notice'
import type { LiveDataSource } from '../data/types'
import { resolveSettings, type ResolvedSettings, type WidgetSettings } from '../settings'
import { WidgetController, type Clock, type DetailsState, type WidgetState } from './controller'
import { sharedSource } from './sharedSource'
import { injectStyles } from './styles'

export interface LiveMatchWidgetProps {
  /** Widget settings (SPEC section 3) and the gateway URL (`host`). */
  settings?: WidgetSettings
  /** The live data source; default: a shared centrifuge connection to `{settings.host}/ws`. */
  source?: LiveDataSource
  /** Where `matchSlug` is kept; default window.localStorage. */
  storage?: SlugStorage
  clock?: Clock
  logger?: Logger
}

/** The embeddable live football score widget. */
export function LiveMatchWidget({ settings, source, storage, clock, logger }: LiveMatchWidgetProps) {
  const resolved = useMemo(() => resolveSettings(settings), [settings])
  const [controller, setController] = useState<WidgetController | null>(null)

  useInsertionEffect(() => {
    if (typeof document !== 'undefined') injectStyles(document)
  }, [])

  useEffect(() => {
    const c = new WidgetController({
      source: source ?? sharedSource(resolved),
      settings: resolved,
      storage,
      clock,
      logger,
    })
    // The controller owns a connection and timers: it is made after mount and stopped on unmount, and
    // the first render shows the loading card meanwhile (also what the server renders).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setController(c)
    c.start()
    return () => c.stop()
  }, [resolved, source, storage, clock, logger])

  const labels = getLabels(resolved.lang)
  if (!controller)
    return (
      <Frame settings={resolved}>
        <LoadingCard labels={labels} />
      </Frame>
    )
  return <ConnectedWidget controller={controller} settings={resolved} />
}

function Frame({ settings, children }: { settings: ResolvedSettings; children: React.ReactNode }) {
  return (
    <div className="lmw" lang={settings.lang} data-lang={settings.lang}>
      {children}
    </div>
  )
}

function ConnectedWidget({ controller, settings }: { controller: WidgetController; settings: ResolvedSettings }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  const labels = getLabels(settings.lang)
  const reconnecting = state.everConnected && state.connection !== 'connected'
  return (
    <Frame settings={settings}>
      <View state={state} controller={controller} settings={settings} labels={labels} reconnecting={reconnecting} />
    </Frame>
  )
}

function View({
  state,
  controller,
  settings,
  labels,
  reconnecting,
}: {
  state: WidgetState
  controller: WidgetController
  settings: ResolvedSettings
  labels: Labels
  reconnecting: boolean
}) {
  if (state.status === 'loading') return <LoadingCard labels={labels} />
  if (state.status === 'unavailable') {
    return (
      <div className="lmw-card lmw-empty" role="status">
        {labels.later}
      </div>
    )
  }
  if (state.list.order.length === 0) {
    return (
      <div className="lmw-card lmw-empty" role="status">
        {settings.emptyText}
        {reconnecting && <Reconnecting labels={labels} />}
      </div>
    )
  }
  const match = state.selectedSlug ? (state.list.bySlug[state.selectedSlug] ?? null) : null
  if (!match) {
    return (
      <div className="lmw-card">
        <p className="lmw-notice" role="note">
          {settings.widgetMes.noMatch}
        </p>
        {reconnecting && <Reconnecting labels={labels} />}
      </div>
    )
  }
  return (
    <MatchCard
      match={match}
      state={state}
      settings={settings}
      labels={labels}
      reconnecting={reconnecting}
      onOpenDetails={() => void controller.openDetails()}
      onCloseDetails={() => controller.closeDetails()}
    />
  )
}

function LoadingCard({ labels }: { labels: Labels }) {
  return (
    <div className="lmw-card lmw-card--loading" aria-busy="true">
      <div className="lmw-loader" role="progressbar" aria-label={labels.loading}>
        <span className="lmw-loader__bar" />
      </div>
    </div>
  )
}

function Reconnecting({ labels }: { labels: Labels }) {
  return (
    <p className="lmw-status" role="status">
      {labels.reconnecting}
    </p>
  )
}

function MatchCard({
  match,
  state,
  settings,
  labels,
  reconnecting,
  onOpenDetails,
  onCloseDetails,
}: {
  match: Match
  state: WidgetState
  settings: ResolvedSettings
  labels: Labels
  reconnecting: boolean
  onOpenDetails: () => void
  onCloseDetails: () => void
}) {
  const notice = noticeText(match, settings.widgetMes)
  const lead = leader(match.stage, match.home.score, match.away.score)
  const pill = statusText(match.stage, match.matchTime, labels)
  const homeText = scoreText(match.stage, match.home.score)
  const awayText = scoreText(match.stage, match.away.score)
  const details = state.details && state.details.slug === match.slug ? state.details : null
  const detailsId = `lmw-details-${match.slug.replace(/[^a-zA-Z0-9_-]/g, '_')}`
  const mark = (side: SideName) => activeMark(state.marks, match.slug, side, state.now) ?? undefined
  return (
    <article
      className="lmw-card"
      aria-label={`${match.home.name} - ${match.away.name}`}
      data-slug={match.slug}
      data-stage={match.stage}
      data-live={match.live ? 'true' : 'false'}
    >
      {notice && (
        <p className="lmw-notice" role="note">
          {notice}
        </p>
      )}
      <p className="lmw-title">
        <span className="lmw-title__when">
          {formatDate(match.date)} {formatTime(match.date)}
        </span>
        {' | '}
        <span className="lmw-title__country">{match.league.country}</span>
        {' | '}
        <span className="lmw-title__league">{match.league.name}</span>
      </p>
      <div className="lmw-row">
        <Team side="home" match={match} lead={lead === 'home'} />
        <div className="lmw-score">
          <div
            className="lmw-score__value"
            role="group"
            aria-label={`${match.home.name} ${homeText} : ${awayText} ${match.away.name}`}
          >
            <span
              className={`lmw-score__side lmw-score__side--home${lead === 'home' ? ' lmw-score__side--lead' : ''}`}
              data-side="home"
              data-mark={mark('home')}
            >
              {homeText}
            </span>
            <span className="lmw-score__sep" aria-hidden="true">
              :
            </span>
            <span
              className={`lmw-score__side lmw-score__side--away${lead === 'away' ? ' lmw-score__side--lead' : ''}`}
              data-side="away"
              data-mark={mark('away')}
            >
              {awayText}
            </span>
          </div>
          <span className={`lmw-pill${match.live ? ' lmw-pill--live' : ''}`} data-testid="lmw-status">
            {pill}
          </span>
        </div>
        <Team side="away" match={match} lead={lead === 'away'} />
      </div>
      <div className="lmw-actions">
        {settings.following && state.following !== null && (
          <span className="lmw-following" data-testid="lmw-following">
            {labels.following.replace('{n}', state.following.toLocaleString(settings.lang))}
          </span>
        )}
        <button
          type="button"
          className="lmw-button"
          aria-expanded={details ? 'true' : 'false'}
          aria-controls={detailsId}
          onClick={details ? onCloseDetails : onOpenDetails}
        >
          {details ? labels.back : labels.details}
        </button>
      </div>
      {details && <Details id={detailsId} details={details} match={match} labels={labels} />}
      {reconnecting && <Reconnecting labels={labels} />}
      <div className="lmw-sr" aria-live="polite" aria-atomic="true">
        {state.announcement}
      </div>
    </article>
  )
}

function Team({ side, match, lead }: { side: SideName; match: Match; lead: boolean }) {
  const team = match[side]
  return (
    <div className={`lmw-team lmw-team--${side}${lead ? ' lmw-team--lead' : ''}`} data-side={side}>
      {team.img ? (
        <img className="lmw-team__logo" src={team.img} width={20} height={20} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="lmw-team__logo lmw-team__badge" aria-hidden="true">
          {team.abbr.slice(0, 1)}
        </span>
      )}
      <span className="lmw-team__name" title={team.name}>
        {team.name}
      </span>
    </div>
  )
}

const EVENT_LABEL: Record<MatchEvent['type'], keyof Labels> = {
  goal: 'goal',
  yellow_card: 'yellowCard',
  red_card: 'redCard',
  substitution: 'substitution',
}

function Details({ id, details, match, labels }: { id: string; details: DetailsState; match: Match; labels: Labels }) {
  return (
    <section className="lmw-details" id={id} aria-label={labels.details} aria-busy={details.loading ? 'true' : 'false'}>
      {details.loading ? (
        <div className="lmw-loader" role="progressbar" aria-label={labels.loading}>
          <span className="lmw-loader__bar" />
        </div>
      ) : details.failed || match.stage === 'plan' ? (
        <p className="lmw-muted">{labels.later}</p>
      ) : !details.events || details.events.length === 0 ? (
        <p className="lmw-muted">{labels.noEvents}</p>
      ) : (
        <ol className="lmw-timeline">
          {details.events.map((e, i) => {
            const what = labels[EVENT_LABEL[e.type]]
            const team = match[e.side].name
            const who =
              e.type === 'substitution' && e.playerIn ? `${e.playerIn} ↔ ${e.player ?? ''}`.trim() : (e.player ?? '')
            const minute = e.minute === null ? '' : `${String(e.minute).replace(/'+$/, '')}'`
            return (
              <li
                key={i}
                className={`lmw-event lmw-event--${e.side} lmw-event--${e.type}`}
                data-side={e.side}
                aria-label={`${minute} ${what}, ${team}${who ? `: ${who}` : ''}${e.score ? ` (${e.score})` : ''}`}
              >
                <span className="lmw-event__minute">{minute}</span>
                <span className="lmw-event__text">
                  <span className={`lmw-event__icon lmw-event__icon--${e.type}`} title={what} aria-hidden="true" />
                  <span>
                    {who || what}
                    {e.score ? ` (${e.score})` : ''}
                  </span>
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
