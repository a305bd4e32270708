/**
 * Fixed-window counters in memory with a hard cap on the number of keys (oldest evicted first),
 * so a flood of distinct keys cannot grow memory without bound. One instance per process: behind
 * several site instances each counts on its own (the DB-backed Payload lockout still applies).
 */
export class BoundedCounter {
  private map = new Map<string, { count: number; resetAt: number }>()
  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  private entry(key: string, now: number) {
    const e = this.map.get(key)
    if (e && e.resetAt > now) return e
    if (e) this.map.delete(key)
    return undefined
  }

  count(key: string, now = Date.now()): number {
    return this.entry(key, now)?.count ?? 0
  }

  /** Seconds until the key's window ends (0 when it has none). */
  retryAfter(key: string, now = Date.now()): number {
    const e = this.entry(key, now)
    return e ? Math.ceil((e.resetAt - now) / 1000) : 0
  }

  hit(key: string, now = Date.now()): number {
    let e = this.entry(key, now)
    if (!e) {
      e = { count: 0, resetAt: now + this.windowMs }
      if (this.map.size >= this.maxKeys) {
        const oldest = this.map.keys().next().value
        if (oldest !== undefined) this.map.delete(oldest)
      }
      this.map.set(key, e)
    }
    e.count += 1
    return e.count
  }

  reset(key: string): void {
    this.map.delete(key)
  }

  get size(): number {
    return this.map.size
  }
}

/** The client's address: one rule for the whole site (the last X-Forwarded-For entry, see forms/rate-limit). */
export { clientAddress } from '../forms/rate-limit'
