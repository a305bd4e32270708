/**
 * A cluster-wide lock for work that must run once however many instances run: the feed worker (one
 * simulator or provider poller) and the job runner (a scheduled publish happens once).
 *
 * With REDIS_URL: a lease in Redis (`${CLUSTER_LOCK_PREFIX:-site:lock}:<name>`, value: this process's
 * token `host:pid:random`) of LEASE_MS (6 s), which its holder renews every RENEW_MS (2 s); the
 * others try every RETRY_MS (1 s). When the holder dies (even SIGKILL), its lease runs out and the
 * next instance holds within LEASE_MS + RETRY_MS (7 s, well under 10 s); a holder that stops cleanly releases
 * at once. A holder that cannot renew (Redis down, unreachable, slower than 500 ms) gives up at once,
 * while its lease still runs for several seconds, so two holders never act at the same time; and
 * held() is also false once the last renewal is older than the lease minus a second, should the
 * process stall. When Redis is back, the instances contend again.
 * Without REDIS_URL (one machine): held at once, as before.
 *
 * Why not a library: `redlock` (the usual one) has had no release since 2022 (its v5 is still a beta)
 * and its multi-server algorithm is not what one Redis needs. This is the single-instance pattern
 * Redis documents: SET NX PX to take, and a Lua compare-and-renew / compare-and-delete so that only the
 * token's owner renews or releases.
 */
import crypto from 'node:crypto'
import os from 'node:os'
import { Redis } from 'ioredis'

export const LEASE_MS = 6000
export const RENEW_MS = 2000
export const RETRY_MS = 1000
/** held() turns false this long before the lease could run out in Redis (clock drift, slow replies). */
const SAFETY_MS = 1000

export interface LockTiming {
  leaseMs: number
  renewMs: number
  retryMs: number
  /** held() turns false this long before the lease could run out: a sixth of the lease, at most SAFETY_MS. */
  safetyMs: number
}

/**
 * The lease, renewal and retry periods: the constants above, or CLUSTER_LOCK_LEASE_MS,
 * CLUSTER_LOCK_RENEW_MS and CLUSTER_LOCK_RETRY_MS (the tests run the same protocol on a shorter clock).
 * A renewal must come well before the lease can run out: a setting where it cannot throws.
 */
export function lockTiming(env: Record<string, string | undefined> = process.env): LockTiming {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim()
    if (!raw) return fallback
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a number of milliseconds, got "${raw}"`)
    return Number(raw)
  }
  const leaseMs = read('CLUSTER_LOCK_LEASE_MS', LEASE_MS)
  const renewMs = read('CLUSTER_LOCK_RENEW_MS', Math.round((leaseMs * RENEW_MS) / LEASE_MS))
  const retryMs = read('CLUSTER_LOCK_RETRY_MS', Math.round((leaseMs * RETRY_MS) / LEASE_MS))
  const safetyMs = Math.min(SAFETY_MS, Math.round(leaseMs / 6))
  if (renewMs * 2 > leaseMs - safetyMs)
    throw new Error(
      `cluster lock: a renewal every ${renewMs} ms does not fit twice in a ${leaseMs} ms lease (less ${safetyMs} ms of margin)`,
    )
  return { leaseMs, renewMs, retryMs, safetyMs }
}

/** Takes the lease when it is free, renews it when it is ours: 1 when we hold it, 0 when another does. */
const TAKE_OR_RENEW = `
local v = redis.call('get', KEYS[1])
if v == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if not v then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`

export interface ClusterLock {
  readonly name: string
  /** True while this process may act: it holds an unexpired lease (always, without REDIS_URL). */
  held(): boolean
  /** Called with true when this process gets the lock and false when it loses it (and now, if held). */
  onChange(listener: (held: boolean) => void): void
  /** Resolves after the first attempt to take the lock. */
  readonly settled: Promise<void>
  /** Stops contending; releases the lock when held. */
  stop(): Promise<void>
}

const log = (level: 'warn' | 'info', msg: string, extra: Record<string, unknown> = {}) =>
  console[level === 'warn' ? 'warn' : 'log'](
    JSON.stringify({ level, time: Date.now(), name: 'cluster-lock', msg, ...extra }),
  )

export function clusterLock(
  name: string,
  { url = process.env.REDIS_URL?.trim(), timing = lockTiming() }: { url?: string; timing?: LockTiming } = {},
): ClusterLock {
  const listeners: ((held: boolean) => void)[] = []
  if (!url) {
    return {
      name,
      held: () => true,
      onChange: (l) => void (listeners.push(l), l(true)),
      settled: Promise.resolve(),
      stop: async () => {},
    }
  }

  const key = `${process.env.CLUSTER_LOCK_PREFIX?.trim() || 'site:lock'}:${name}`
  const token = `${os.hostname()}:${process.pid}:${crypto.randomBytes(6).toString('hex')}`
  const redis = new Redis(url, {
    // Nothing is queued while Redis is away: a renewal fails at once and the holder gives up.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 250, 2000),
  })
  let warned = false
  redis.on('error', (err: Error) => {
    if (warned) return
    warned = true
    log('warn', `cluster lock "${name}": Redis unreachable; this instance does not act for it until Redis is back`, {
      err: err.message,
    })
  })
  redis.on('ready', () => {
    if (warned) log('info', `cluster lock "${name}": Redis reachable again`)
    warned = false
  })

  let holding = false
  let validUntil = 0
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let watchdog: ReturnType<typeof setTimeout> | undefined
  let settle: () => void = () => {}
  const settled = new Promise<void>((r) => (settle = r))

  const held = () => holding && performance.now() < validUntil
  const emit = (h: boolean) => {
    for (const l of listeners) {
      try {
        l(h)
      } catch (err) {
        log('warn', `cluster lock "${name}": a listener failed`, { err: (err as Error).message })
      }
    }
  }
  const lose = (why: string, err?: unknown) => {
    if (!holding) return
    holding = false
    clearTimeout(watchdog)
    log(
      why === 'stopped' ? 'info' : 'warn',
      `cluster lock "${name}": ${why === 'stopped' ? 'released' : `lost (${why})`}; stopping its work here`,
      { token, err: (err as Error | undefined)?.message },
    )
    emit(false)
  }

  async function attempt() {
    if (stopped) return
    const sentAt = performance.now()
    try {
      const got = await redis.eval(TAKE_OR_RENEW, 1, key, token, String(timing.leaseMs))
      if (stopped) return
      if (got === 1) {
        validUntil = sentAt + timing.leaseMs - timing.safetyMs
        clearTimeout(watchdog)
        // Should renewals stall (a blocked process), the work stops when the lease may be gone.
        watchdog = setTimeout(() => lose('not renewed in time'), validUntil - performance.now())
        watchdog.unref?.()
        if (!holding) {
          holding = true
          log('info', `cluster lock "${name}": held by this instance`, { token })
          emit(true)
        }
      } else lose('another instance holds it')
    } catch (err) {
      lose('Redis did not answer', err)
    } finally {
      settle()
      if (!stopped) {
        timer = setTimeout(() => void attempt(), holding ? timing.renewMs : timing.retryMs)
        timer.unref?.()
      }
    }
  }

  let begun = false
  const begin = () => {
    if (begun || stopped) return
    begun = true
    void attempt()
  }
  redis.once('ready', begin)
  // Unreachable at start: the first attempt fails (settled), and the next ones follow every RETRY_MS.
  const startFallback = setTimeout(begin, 2500)
  startFallback.unref?.()

  return {
    name,
    held,
    onChange(l) {
      listeners.push(l)
      if (held()) l(true)
    },
    settled,
    async stop() {
      if (stopped) return
      stopped = true
      clearTimeout(timer)
      clearTimeout(startFallback)
      const was = holding
      lose('stopped')
      if (was) await redis.eval(RELEASE, 1, key, token).catch(() => {})
      redis.disconnect()
      settle()
    },
  }
}

// ---- one lock per name for the process (the job runner's, from payload.config.ts) ----

const locks = new Map<string, ClusterLock>()

/**
 * Whether this process holds the cluster lock `name`, contending for it from the first call on
 * (true without REDIS_URL). For the job runner: payload.config.ts jobs.shouldAutoRun.
 */
export async function holdsClusterLock(name: string): Promise<boolean> {
  let lock = locks.get(name)
  if (!lock) locks.set(name, (lock = clusterLock(name)))
  await lock.settled
  return lock.held()
}

/** Stops and forgets the process's locks (tests that change REDIS_URL). */
export async function resetClusterLocks(): Promise<void> {
  const all = [...locks.values()]
  locks.clear()
  await Promise.all(all.map((l) => l.stop()))
}
