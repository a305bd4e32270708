/**
 * The site's one rate limiter, for every limit (contact form, registration, booking requests and
 * their acknowledgements, login pauses): rate-limiter-flexible, counting in Redis when REDIS_URL is
 * set (so a limit holds across site instances) and in this process's memory otherwise (the embedded
 * demo).
 *
 * When Redis cannot answer (down, unreachable, slower than 500 ms) the site keeps serving: each
 * limiter falls back to its own in-memory twin (rate-limiter-flexible's insuranceLimiter), so limits
 * still hold per instance until Redis is back. Fail open to memory, never to "no limit" and never to
 * an error page for the visitor.
 */
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

export { clientAddress } from './client-address.mjs'

export type LimitState = {
  /** false once the key used more than the limit's points in its window */
  ok: boolean
  /** points used in the current window (0 when none) */
  count: number
  /** seconds until the window ends (at least 1 when limited, 0 when the key has no window) */
  retryAfterS: number
}

/**
 * `opened`: settles when the first connection attempt has: connected, failed, or is still not done
 * after FIRST_CONNECT_MS. Until then a limit waits instead of counting in memory: an instance that had
 * just started counted its first posts in its own empty memory, so a visitor over the limit on the
 * other instances got through once per instance (seen in the topology test).
 */
type Store = { redis: Redis | null; prefix: string; opened: Promise<void> }
const FIRST_CONNECT_MS = 1000
let store: Store | undefined
let warnedAt = 0

const log = (level: 'warn' | 'info', msg: string, extra: Record<string, unknown> = {}) =>
  console[level === 'warn' ? 'warn' : 'log'](JSON.stringify({ level, time: Date.now(), name: 'limits', msg, ...extra }))

function currentStore(): Store {
  if (store) return store
  const url = process.env.REDIS_URL?.trim()
  const prefix = process.env.RATE_LIMIT_PREFIX?.trim() || 'site:limits'
  let redis: Redis | null = null
  if (url) {
    redis = new Redis(url, {
      // A command is never queued while Redis is away: it fails at once and the in-memory twin answers.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // RATE_LIMIT_REDIS_TIMEOUT_MS (500): a slower answer counts in memory (hit) or is skipped (refund).
      commandTimeout: Number(process.env.RATE_LIMIT_REDIS_TIMEOUT_MS) || 500,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 250, 5000),
    })
    redis.on('error', (err: Error) => {
      // one line a minute at most while Redis is away
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now()
        log('warn', 'rate limits: Redis unreachable, counting in this process until it is back', { err: err.message })
      }
    })
    redis.on('ready', () => {
      if (warnedAt) log('info', 'rate limits: Redis reachable again')
      warnedAt = 0
    })
  }
  const opened = !redis
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(done, FIRST_CONNECT_MS)
        redis.once('ready', done)
        redis.once('error', done)
        redis.once('end', done)
      })
  store = { redis, prefix, opened }
  return store
}

/** A named limit: `points` per `durationS` seconds per key, shared by every instance through Redis. */
export class Limiter {
  private backend: RateLimiterAbstract | undefined
  private backendOf: Store | undefined

  constructor(
    readonly name: string,
    readonly points: number,
    readonly durationS: number,
  ) {}

  private async rl(): Promise<RateLimiterAbstract> {
    const s = currentStore()
    await s.opened
    if (this.backend && this.backendOf === s) return this.backend
    const keyPrefix = `${s.prefix}:${this.name}`
    const memory = new RateLimiterMemory({ keyPrefix, points: this.points, duration: this.durationS })
    this.backend = s.redis
      ? new RateLimiterRedis({
          storeClient: s.redis,
          keyPrefix,
          points: this.points,
          duration: this.durationS,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory
    this.backendOf = s
    return this.backend
  }

  private static state(r: RateLimiterRes | null, points: number): LimitState {
    if (!r) return { ok: true, count: 0, retryAfterS: 0 }
    const ok = r.consumedPoints <= points
    return { ok, count: r.consumedPoints, retryAfterS: Math.max(ok ? 0 : 1, Math.ceil(r.msBeforeNext / 1000)) }
  }

  /** Both stores failed (never expected: memory does not fail): let the visitor through, say so. */
  private failOpen(err: unknown): LimitState {
    log('warn', 'rate limit not applied: the limiter failed', { limit: this.name, err: (err as Error)?.message })
    return { ok: true, count: 0, retryAfterS: 0 }
  }

  /** Counts one attempt (or `points`); `ok` is false once the key went over the limit. */
  async hit(key: string, points = 1): Promise<LimitState> {
    try {
      return Limiter.state(await (await this.rl()).consume(key, points), this.points)
    } catch (e) {
      if (e instanceof RateLimiterRes) return Limiter.state(e, this.points)
      return this.failOpen(e)
    }
  }

  /** The key's state without counting anything. */
  async peek(key: string): Promise<LimitState> {
    try {
      return Limiter.state(await (await this.rl()).get(key), this.points)
    } catch (e) {
      return this.failOpen(e)
    }
  }

  /**
   * Gives back `points` the key took with hit() (an attempt that turned out not to count: a login that
   * succeeded, or one refused before its password was checked). Never below zero, never on a window
   * that is already over.
   */
  async refund(key: string, points = 1): Promise<void> {
    try {
      const rl = await this.rl()
      const now = await rl.get(key)
      if (now && now.consumedPoints >= points && now.msBeforeNext > 0) await rl.reward(key, points)
    } catch (e) {
      this.failOpen(e)
    }
  }

  /** Makes the key over the limit for `seconds` (a pause), whatever it used before. */
  async block(key: string, seconds: number): Promise<void> {
    try {
      await (await this.rl()).block(key, Math.max(1, Math.ceil(seconds)))
    } catch (e) {
      this.failOpen(e)
    }
  }

  /** Forgets the key (a successful login clears its failures). */
  async reset(key: string): Promise<void> {
    try {
      await (await this.rl()).delete(key)
    } catch (e) {
      this.failOpen(e)
    }
  }
}

/**
 * Tests and re-configuration: forget the store (and every in-memory count), close the Redis
 * connection; the next use reads REDIS_URL and RATE_LIMIT_PREFIX again.
 */
export async function resetLimitStore(): Promise<void> {
  const old = store
  store = undefined
  warnedAt = 0
  if (old?.redis) await old.redis.quit().catch(() => old.redis?.disconnect())
}

/** Whether counts are shared through Redis right now ('redis'), or kept in this process ('memory'). */
export function limitStoreKind(): 'redis' | 'memory' {
  const s = currentStore()
  return s.redis && s.redis.status === 'ready' ? 'redis' : 'memory'
}
