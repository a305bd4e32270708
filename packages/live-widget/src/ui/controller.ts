import { MatchListUnavailable } from '../data/rpc'
import { AUTO_REFRESH_MS, FOLLOWING_REFRESH_MS } from '../core/constants'
import { getLabels, type Labels } from '../core/i18n'
import { consoleLogger, type Logger } from '../core/logger'
import {
  EMPTY_LIST,
  listMatches,
  normalizeEvents,
  normalizeList,
  normalizeMatch,
  type Match,
  type MatchEvent,
  type MatchList,
} from '../core/match'
import { nextMarkExpiry, withMark, type Marks, type SideName } from '../core/score'
import { selectMatch, type SlugStorage } from '../core/select'
import { isInPlayStage } from '../core/stages'
import { STORAGE_KEY_MATCH_SLUG } from '../core/constants'
import { applyUpdate } from '../core/update'
import type { ConnectionState, LiveDataSource } from '../data/types'
import type { ResolvedSettings } from '../settings'

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

/** Storage that forgets everything (when localStorage is unavailable). */
export function memoryStorage(): SlugStorage {
  const m = new Map<string, string>()
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  }
}

export function browserStorage(): SlugStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    /* access denied */
  }
  return memoryStorage()
}

export interface DetailsState {
  slug: string
  loading: boolean
  events: MatchEvent[] | null
  /** The details could not be fetched. */
  failed: boolean
}

export interface WidgetState {
  /** 'unavailable': no answer from the gateway at all (unreachable, or it refuses the page). */
  status: 'loading' | 'ready' | 'unavailable'
  list: MatchList
  selectedSlug: string | null
  marks: Marks
  connection: ConnectionState
  /** True once connected at least once: a later 'connecting' means reconnecting. */
  everConnected: boolean
  details: DetailsState | null
  /** Text for the aria-live region (goals). */
  announcement: string
  now: number
  /** "N following": the count while the widget shows it, else null. */
  following: number | null
}

export interface ControllerDeps {
  source: LiveDataSource
  settings: ResolvedSettings
  storage?: SlugStorage
  clock?: Clock
  logger?: Logger
}

/** The widget's behaviour without React: loading, selection, live updates, marks, details, refresh. */
export class WidgetController {
  private state: WidgetState
  private readonly listeners = new Set<() => void>()
  private readonly source: LiveDataSource
  private readonly settings: ResolvedSettings
  private readonly storage: SlugStorage
  private readonly clock: Clock
  private readonly logger: Logger
  private readonly labels: Labels
  private refreshTimer: unknown = null
  private markTimer: unknown = null
  private followingTimer: unknown = null
  private cleanups: Array<() => void> = []
  private stopped = false
  private loadSeq = 0

  constructor(deps: ControllerDeps) {
    this.source = deps.source
    this.settings = deps.settings
    this.storage = deps.storage ?? browserStorage()
    this.clock = deps.clock ?? realClock
    this.logger = deps.logger ?? consoleLogger
    this.labels = getLabels(this.settings.lang)
    const connection = this.source.getState()
    this.state = {
      status: 'loading',
      list: EMPTY_LIST,
      selectedSlug: null,
      marks: {},
      connection,
      everConnected: connection === 'connected',
      details: null,
      announcement: '',
      now: this.clock.now(),
      following: null,
    }
  }

  getState = (): WidgetState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private set(patch: Partial<WidgetState>): void {
    if (this.stopped) return
    this.state = { ...this.state, ...patch, now: this.clock.now() }
    for (const l of this.listeners) l()
  }

  start(): void {
    this.stopped = false
    if (this.settings.matchSlug) {
      try {
        this.storage.setItem(STORAGE_KEY_MATCH_SLUG, this.settings.matchSlug)
      } catch {
        /* ignore */
      }
    }
    this.cleanups.push(
      this.source.onStateChange((connection) => {
        this.set({ connection, everConnected: this.state.everConnected || connection === 'connected' })
        // The client kept reconnecting after the list could not be fetched: load it now.
        if (connection === 'connected' && this.state.status === 'unavailable') void this.load()
      }),
    )
    this.cleanups.push(
      this.source.subscribe({
        onUpdate: (data) => this.handleUpdate(data),
        onResync: () => void this.load(),
      }),
    )
    void this.load()
    if (this.settings.following && this.source.followers)
      this.followingTimer = this.clock.setTimeout(() => void this.countFollowers(), 1000)
  }

  stop(): void {
    for (const c of this.cleanups) c()
    this.cleanups = []
    this.clock.clearTimeout(this.refreshTimer)
    this.clock.clearTimeout(this.markTimer)
    this.clock.clearTimeout(this.followingTimer)
    this.refreshTimer = this.markTimer = this.followingTimer = null
    this.stopped = true
  }

  /**
   * "N following": asks the count now and every FOLLOWING_REFRESH_MS. A gateway that does not offer
   * it (null) hides it for good; a failure (e.g. reconnecting) keeps the last count and tries again.
   */
  private async countFollowers(): Promise<void> {
    if (this.stopped || !this.source.followers) return
    let next: number | null | undefined
    try {
      next = await this.source.followers()
    } catch {
      next = undefined
    }
    if (this.stopped) return
    if (next === null) {
      if (this.state.following !== null) this.set({ following: null })
      return
    }
    if (next !== undefined && next !== this.state.following) this.set({ following: next })
    this.followingTimer = this.clock.setTimeout(() => void this.countFollowers(), FOLLOWING_REFRESH_MS)
  }

  /** Resets the 10-minute auto-refresh. */
  private resetRefresh = (): void => {
    this.clock.clearTimeout(this.refreshTimer)
    this.refreshTimer = this.stopped ? null : this.clock.setTimeout(() => void this.load(), AUTO_REFRESH_MS)
  }

  /** Fetches the list and works out the selection (case 2 of SPEC refetches once more). */
  async load(depth = 0): Promise<void> {
    const seq = ++this.loadSeq
    let items: unknown[]
    try {
      items = await this.source.fetchMatches(this.settings.lang)
    } catch (err) {
      if (this.stopped || seq !== this.loadSeq) return
      if (!(err instanceof MatchListUnavailable)) this.logger.error('Live widget: loading the matches failed', err)
      // Keep a list already shown; without one, say so instead of loading forever. The auto-refresh
      // (and the next connection) tries again.
      this.resetRefresh()
      if (this.state.status !== 'ready') this.set({ status: 'unavailable' })
      return
    }
    if (this.stopped || seq !== this.loadSeq) return
    // An empty answer does not update the list (the source logged "Data is empty...").
    const list = items.length > 0 ? this.mergeDetails(normalizeList(items, this.logger)) : this.state.list
    const selection = selectMatch(list, { storage: this.storage, resetRefresh: this.resetRefresh })
    if (selection.refetch && depth < 1) {
      this.set({ list })
      return this.load(depth + 1)
    }
    this.set({ status: 'ready', list, selectedSlug: selection.slug })
  }

  /** Keeps the events already fetched for a match across list refreshes. */
  private mergeDetails(list: MatchList): MatchList {
    const old = this.state.list.bySlug
    for (const slug of list.order) {
      const prev = old[slug]
      const next = list.bySlug[slug]
      if (prev && next && !next.details.events.body && prev.details.events.body) {
        next.details = { ...next.details, events: prev.details.events }
      }
    }
    return list
  }

  private handleUpdate(data: unknown): void {
    if (this.stopped) return
    const { list, selectedSlug } = this.state
    const r = applyUpdate(list, data, { selectedSlug, logger: this.logger })
    if (!r.applied) return
    const slug = (data as { slug: string }).slug
    const now = this.clock.now()
    let marks = this.state.marks
    let announcement = this.state.announcement
    for (const side of ['home', 'away'] as SideName[]) marks = withMark(marks, slug, side, r.changes[side] ?? null, now)
    const match = r.list.bySlug[slug] as Match
    if (slug === selectedSlug && (r.changes.home === 'up' || r.changes.away === 'up')) {
      announcement = `${this.labels.goal}: ${match.home.name} ${match.home.score ?? '-'} : ${match.away.score ?? '-'} ${match.away.name}`
    }
    if (r.resetTimer) this.resetRefresh()

    // Another match moved into play while the selected one is not in play: work the selection out again.
    const prev = list.bySlug[slug]
    const selected = selectedSlug ? r.list.bySlug[selectedSlug] : undefined
    let nextSelected = selectedSlug
    if (
      slug !== selectedSlug &&
      prev &&
      !isInPlayStage(prev.stage) &&
      isInPlayStage(match.stage) &&
      (!selected || !isInPlayStage(selected.stage))
    ) {
      const sel = selectMatch(r.list, { storage: this.storage, resetRefresh: this.resetRefresh })
      if (!sel.refetch) nextSelected = sel.slug
    }

    this.set({ list: r.list, marks, announcement, selectedSlug: nextSelected })
    this.scheduleMarkExpiry()
    if (r.refetchSelected) void this.refetchSelected(slug)
  }

  private scheduleMarkExpiry(): void {
    this.clock.clearTimeout(this.markTimer)
    const next = nextMarkExpiry(this.state.marks, this.clock.now())
    if (next === null) return
    this.markTimer = this.clock.setTimeout(
      () => {
        this.set({})
        this.scheduleMarkExpiry()
      },
      Math.max(0, next - this.clock.now()),
    )
  }

  /** Re-fetches the full selected match (it moved into play). */
  async refetchSelected(slug: string): Promise<void> {
    const data = await this.source.fetchMatch(slug)
    if (this.stopped || !data) return
    const fresh = normalizeMatch(data)
    if (fresh.slug !== slug) return
    const list = this.state.list
    const bySlug = { ...list.bySlug, [slug]: fresh }
    const order = list.order.includes(slug) ? list.order : [...list.order, slug]
    const details = this.state.details
    this.set({
      list: { bySlug, order },
      details:
        details && details.slug === slug && fresh.details.events.body
          ? { ...details, events: normalizeEvents(fresh.details.events.body) }
          : details,
    })
  }

  async openDetails(): Promise<void> {
    const slug = this.state.selectedSlug
    if (!slug) return
    this.set({ details: { slug, loading: true, events: null, failed: false } })
    const data = await this.source.fetchMatch(slug)
    if (this.stopped || this.state.details?.slug !== slug) return
    if (!data || typeof data !== 'object') {
      this.set({ details: { slug, loading: false, events: null, failed: true } })
      return
    }
    const raw = (data as Record<string, unknown>).events
    this.set({ details: { slug, loading: false, events: normalizeEvents(raw ?? []), failed: false } })
  }

  closeDetails(): void {
    this.set({ details: null })
  }

  /** The match on show, or null. */
  selected(): Match | null {
    const { selectedSlug, list } = this.state
    return selectedSlug ? (list.bySlug[selectedSlug] ?? null) : null
  }

  hasMatches(): boolean {
    return listMatches(this.state.list).length > 0
  }
}
