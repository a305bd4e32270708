import { vi } from 'vitest'
import type { Logger } from '../src/core/logger'
import type { ConnectionState, LiveDataSource, SubscriptionHandlers } from '../src/data/types'
import type { Clock } from '../src/ui/controller'
import type { SlugStorage } from '../src/core/select'

/** 2025-06-14 18:30 UTC = 15/06/2025 00:00 in Asia/Kolkata (the test zone). */
export const KICK_OFF = Date.UTC(2025, 5, 14, 18, 30) / 1000

export function item(slug: string, stage: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    date: KICK_OFF,
    stage,
    matchTime: null,
    home: { img: `https://img.test/${slug}-h.png`, abbr: 'HOM', name: `${slug} Home`, periods: {}, score: 0 },
    away: { img: null, name: `${slug} Away`, periods: {}, score: 0 },
    league: { slug: 'epl', name: 'Premier League', country: 'England', img: null },
    ...extra,
  }
}

export function fakeLogger(): Logger & {
  log: ReturnType<typeof vi.fn>
  warn: ReturnType<typeof vi.fn>
  error: ReturnType<typeof vi.fn>
} {
  return { log: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

export function fakeStorage(initial: Record<string, string> = {}): SlugStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

/** A clock whose time and timers move only when the test says so. */
export function fakeClock(start = 1_000_000) {
  let now = start
  let id = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  const clock: Clock & { advance(ms: number): void; pending(): number[] } = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(++id, { at: now + ms, fn })
      return id
    },
    clearTimeout: (h) => void timers.delete(h as number),
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].fn()
      }
      now = end
    },
    pending: () => [...timers.values()].map((t) => t.at - now),
  }
  return clock
}

/** A data source driven by the test. */
export function fakeSource(lists: unknown[][] = [[]], detail: (slug: string) => unknown = () => null) {
  let state: ConnectionState = 'connected'
  const stateListeners = new Set<(s: ConnectionState) => void>()
  let handlers: SubscriptionHandlers | null = null
  let call = 0
  const source: LiveDataSource & {
    fetchMatches: ReturnType<typeof vi.fn>
    fetchMatch: ReturnType<typeof vi.fn>
    push(data: unknown): void
    resync(): void
    setState(s: ConnectionState): void
    subscribed(): boolean
  } = {
    fetchMatches: vi.fn(async () => lists[Math.min(call++, lists.length - 1)] ?? []),
    fetchMatch: vi.fn(async (slug: string) => detail(slug)),
    subscribe(h) {
      handlers = h
      return () => {
        handlers = null
      }
    },
    getState: () => state,
    onStateChange(l) {
      stateListeners.add(l)
      return () => stateListeners.delete(l)
    },
    close: vi.fn(),
    push: (data) => handlers?.onUpdate(data),
    resync: () => handlers?.onResync(),
    setState(s) {
      state = s
      stateListeners.forEach((l) => l(s))
    },
    subscribed: () => handlers !== null,
  }
  return source
}

export const flush = () => new Promise<void>((r) => setTimeout(r, 0))
