/**
 * A fixed-window counter per key (a visitor's address) with bounded memory: at most `maxKeys`
 * windows are kept; expired windows are dropped first, then the oldest ones.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()
  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly maxKeys = 10_000,
  ) {}

  /** Counts one attempt; `ok` is false once the key made more than `max` attempts in its window. */
  hit(key: string, now = Date.now()): { ok: boolean; retryAfterS: number } {
    let w = this.windows.get(key)
    if (!w || now - w.start >= this.windowMs) {
      if (w) this.windows.delete(key)
      w = { start: now, count: 0 }
      this.windows.set(key, w)
      this.prune(now)
    }
    w.count += 1
    const retryAfterS = Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000))
    return { ok: w.count <= this.max, retryAfterS }
  }

  get size(): number {
    return this.windows.size
  }

  private prune(now: number) {
    if (this.windows.size <= this.maxKeys) return
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k)
    // Map iteration follows insertion order: the first keys are the oldest windows.
    for (const k of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break
      this.windows.delete(k)
    }
  }
}

/**
 * The visitor's address: the last X-Forwarded-For entry (the one the nearest proxy added; Next.js
 * sets it from the socket when the site is reached directly), else X-Real-IP.
 */
export function clientAddress(headers: Headers): string {
  const xff = headers.get('x-forwarded-for')
  const last = xff?.split(',').map((s) => s.trim()).filter(Boolean).pop()
  const addr = (last || headers.get('x-real-ip') || 'unknown').slice(0, 64)
  return addr.replace(/^::ffff:/, '')
}
