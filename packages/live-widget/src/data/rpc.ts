import { LOG_DATA_EMPTY, PERIODS, RPC_RETRIES, type Period } from '../core/constants'
import type { Logger } from '../core/logger'

export const DEFAULT_RETRY_DELAY_MS = 1000

/**
 * Every attempt of every period failed (no answer at all, as opposed to empty answers): the gateway
 * is unreachable or refuses the page. The widget then shows a message instead of its loader or the
 * "no match" notice, and tries again later.
 */
export class MatchListUnavailable extends Error {
  constructor() {
    super('live scores are unavailable: no answer from the gateway')
    this.name = 'MatchListUnavailable'
  }
}

export interface RetryOptions {
  retries?: number
  /** Delay before retry n (1-based), in ms. Default: n x 1000 ms. */
  delay?: (attempt: number) => number
  sleep?: (ms: number) => Promise<void>
  logger: Logger
  /** Name logged with the error. */
  label: string
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * Runs `call`, retrying up to 3 more times on failure (SPEC section 7). Each error is logged.
 * After the last failure, `fallback` is returned.
 */
export async function withRetries<T>(call: () => Promise<T>, fallback: T, opts: RetryOptions): Promise<T> {
  const r = await attempt(call, opts)
  return r.ok ? r.value : fallback
}

async function attempt<T>(call: () => Promise<T>, opts: RetryOptions): Promise<{ ok: true; value: T } | { ok: false }> {
  const retries = opts.retries ?? RPC_RETRIES
  const sleep = opts.sleep ?? defaultSleep
  const delay = opts.delay ?? ((n: number) => n * DEFAULT_RETRY_DELAY_MS)
  for (let n = 0; n <= retries; n++) {
    if (n > 0) await sleep(delay(n))
    try {
      return { ok: true, value: await call() }
    } catch (err) {
      opts.logger.error(`RPC error (${opts.label}), attempt ${n + 1} of ${retries + 1}:`, err)
    }
  }
  return { ok: false }
}

/** The list in an RPC answer: the data field itself, or data.data / data.items when wrapped. */
export function itemsOf(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>
    if (Array.isArray(d.data)) return d.data
    if (Array.isArray(d.items)) return d.items
  }
  return null
}

/**
 * Asks for the match list with period live, then today, then tomorrow, and stops at the first
 * non-empty answer. Each period's RPC is retried (withRetries) and counts as empty when it keeps
 * failing. Logs "Data is empty..." and returns [] when every period is empty; rejects with
 * MatchListUnavailable when no period answered at all.
 */
export async function fetchMatchList(
  callPeriod: (period: Period) => Promise<unknown>,
  opts: Omit<RetryOptions, 'label'> & { method: string },
): Promise<unknown[]> {
  let answered = false
  for (const period of PERIODS) {
    const r = await attempt(
      async () => {
        const data = await callPeriod(period)
        const items = itemsOf(data)
        if (items === null) throw new Error(`unexpected answer for ${opts.method} ${period}`)
        return items
      },
      { ...opts, label: `${opts.method} ${period}` },
    )
    if (!r.ok) continue
    answered = true
    if (r.value.length > 0) return r.value
  }
  if (!answered) throw new MatchListUnavailable()
  opts.logger.log(LOG_DATA_EMPTY)
  return []
}
