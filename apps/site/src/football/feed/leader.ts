/**
 * The feed worker acts only while it holds the cluster's "feed" lock (lib/cluster-lock.ts), so with
 * several instances a match is simulated or polled once: the feed starts when this instance gets the
 * lock, stops when it loses it, and a fresh one starts (from what is stored) if it gets it again.
 *
 * The feed writes through a Payload whose writes are refused while the lock is not held: a tick
 * already under way when the lease is lost cannot write once more after it.
 */
import type { Payload } from 'payload'
import type { ClusterLock } from '../../lib/cluster-lock'

export interface Feed {
  start(): Promise<void>
  stop(): void
}

const WRITES = new Set<PropertyKey>([
  'create',
  'update',
  'delete',
  'duplicate',
  'updateGlobal',
  'restoreVersion',
  'restoreGlobalVersion',
])

/** `payload` whose writes fail (before anything is written) unless `lock` is held. */
export function fencedPayload(payload: Payload, lock: ClusterLock): Payload {
  return new Proxy(payload, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target)
      if (typeof value !== 'function') return value
      if (!WRITES.has(prop)) return value.bind(target)
      return (...args: unknown[]) => {
        if (!lock.held())
          return Promise.reject(new Error(`feed: write refused, this instance no longer holds the "${lock.name}" lock`))
        return value.apply(target, args)
      }
    },
  })
}

/**
 * Runs a feed made by `make` while `lock` is held; stop() stops it for good. `onFailure`: a feed that
 * could not start while it still held the lock (the worker exits, as it did before the lock).
 */
export function runFeedWhileHeld(
  lock: ClusterLock,
  payload: Payload,
  make: (payload: Payload) => Feed,
  onFailure: (err: unknown) => void = (err) => payload.logger.error({ err }, 'feed worker: the feed failed to start'),
): { stop(): Promise<void> } {
  const fenced = fencedPayload(payload, lock)
  let feed: Feed | null = null
  let stopped = false
  lock.onChange((held) => {
    if (stopped) return
    if (held && !feed) {
      const f = (feed = make(fenced))
      payload.logger.info({ lock: lock.name }, 'feed worker: this instance holds the feed lock, feeding')
      f.start().catch((err) => {
        // Stopped meanwhile (the lease was lost while it started): its refused writes are not a failure.
        if (feed === f) onFailure(err)
      })
    } else if (!held && feed) {
      feed.stop()
      feed = null
      payload.logger.warn({ lock: lock.name }, 'feed worker: lost the feed lock, stopped; waiting to hold it again')
    }
  })
  void lock.settled.then(() => {
    if (!stopped && !lock.held())
      payload.logger.info(
        { lock: lock.name },
        'feed worker: another instance feeds (or Redis is away); waiting for the feed lock',
      )
  })
  return {
    async stop() {
      stopped = true
      feed?.stop()
      feed = null
    },
  }
}
