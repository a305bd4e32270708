/**
 * Shared page freshness across site instances (REDIS_URL): every revalidation an instance makes
 * (lib/revalidate.ts: the one at the change and its follow-up) is published on a Redis channel
 * (REVALIDATE_CHANNEL, default `site:revalidate`) as `{from, paths, tags, layout}`; every other
 * instance applies it as its own: it purges its page micro-cache and asks its own Next.js to
 * revalidate, through its `/next/revalidate` route (revalidatePath needs a request of Next.js's, so it
 * cannot run here, outside the handler). An instance ignores its own messages (`from`).
 *
 * Why a broadcast rather than a shared Next.js cache handler on Redis: the page micro-cache in
 * front of Next.js (lib/page-cache.mjs) needs a purge on every instance anyway, which a cache handler
 * does not give; each instance keeps Next.js's own file-system cache, so pages are served from local
 * memory and disk, not from Redis on every request; and when Redis goes away the site keeps serving
 * and keeps revalidating the instance where the editor saved (the others catch up at the pages'
 * time-based revalidation), instead of every page render depending on Redis.
 *
 * Started by server.mjs (the production server), which puts it at globalThis[REVALIDATE_BROADCAST]
 * for lib/revalidate.ts, the code Next.js bundles. Redis connections in the style of
 * lib/rate-limit.ts: nothing queued while Redis is away (a publish fails at once and is dropped),
 * short command timeout, one warning per outage.
 */
import crypto from 'node:crypto'
import os from 'node:os'
import { Redis } from 'ioredis'

/** Where the running server's broadcast is found by code bundled by Next.js (same process, same globalThis). */
export const REVALIDATE_BROADCAST = Symbol.for('travel.revalidateBroadcast')

/** Header of the site's requests to its own /next/revalidate route. */
export const REVALIDATE_HEADER = 'x-revalidate-token'

/**
 * The token of the site's requests to its own /next/revalidate route: HMAC-SHA256 keyed by
 * PAYLOAD_SECRET for this one purpose, exactly lib/secrets.ts signWithSecret('revalidate', 'follow-up')
 * (server.mjs cannot import TypeScript; tests/int/revalidate-broadcast.test.ts checks they agree).
 */
export function revalidateToken() {
  const key = crypto
    .createHash('sha256')
    .update(`revalidate|${process.env.PAYLOAD_SECRET ?? ''}`)
    .digest()
  return crypto.createHmac('sha256', key).update('follow-up').digest('base64url')
}

/**
 * A revalidation as a route or a message carries it, checked; null when it is not one.
 * @param {unknown} body
 * @returns {{ paths: string[], tags: string[], layout: boolean } | null}
 */
export function parseRevalidation(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const { paths, tags, layout } = /** @type {Record<string, unknown>} */ (body)
  /** @param {unknown} v @param {boolean} path */
  const list = (v, path) =>
    Array.isArray(v) &&
    v.length <= 500 &&
    v.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 1024 && (!path || x.startsWith('/')))
      ? /** @type {string[]} */ (v)
      : null
  const p = list(paths ?? [], true)
  const t = list(tags ?? [], false)
  if (!p || !t || (layout !== undefined && typeof layout !== 'boolean')) return null
  return { paths: p, tags: t, layout: layout === true }
}

/** @param {'warn' | 'info'} level @param {string} msg @param {Record<string, unknown>} [extra] */
const log = (level, msg, extra = {}) =>
  console[level === 'warn' ? 'warn' : 'log'](
    JSON.stringify({ level, time: Date.now(), name: 'revalidate', msg, ...extra }),
  )

/**
 * @param {{
 *   url: string,
 *   channel?: string,
 *   instanceId?: string,
 *   purge: () => void,
 *   selfUrl: () => string | undefined,
 * }} options
 */
export function startRevalidationBroadcast({
  url,
  channel = process.env.REVALIDATE_CHANNEL?.trim() || 'site:revalidate',
  instanceId,
  purge,
  selfUrl,
}) {
  const id = instanceId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(6).toString('hex')}`
  const retryStrategy = (/** @type {number} */ times) => Math.min(times * 250, 5000)
  // Publishing: never queued while Redis is away (the publish is dropped; the saving instance has revalidated itself).
  const pub = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy,
  })
  // Subscribing: ioredis subscribes again on each reconnection.
  const sub = new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2000, retryStrategy })

  let away = false
  let closed = false
  /** @param {unknown} err */
  const down = (err) => {
    if (away || closed) return
    away = true
    log(
      'warn',
      'revalidation broadcast: Redis unreachable, a publish revalidates only the instance it was made on until Redis is back',
      {
        err: /** @type {Error} */ (err)?.message,
      },
    )
  }
  const up = () => {
    if (pub.status !== 'ready' || sub.status !== 'ready') return
    if (away) log('info', 'revalidation broadcast: Redis reachable again')
    away = false
  }
  pub.on('error', down)
  sub.on('error', down)
  pub.on('ready', up)
  sub.on('ready', up)

  /** @type {(v?: unknown) => void} */
  let subscribed = () => {}
  /** Resolves once this instance listens on the channel (never rejects; for tests and start-up logs). */
  const ready = new Promise((r) => (subscribed = r))
  sub.subscribe(channel).then(subscribed, down)

  sub.on('message', (ch, text) => {
    if (ch !== channel) return
    let msg
    try {
      msg = JSON.parse(text)
    } catch {
      return
    }
    if (!msg || typeof msg !== 'object' || typeof msg.from !== 'string' || msg.from === id) return
    const job = parseRevalidation(msg)
    if (!job) return
    void apply(job)
  })

  /** Another instance's change: this instance's micro-cache and Next.js cache, as if it had been saved here. */
  async function apply(/** @type {{ paths: string[], tags: string[], layout: boolean }} */ job) {
    purge()
    const self = selfUrl()
    if (!self) return
    try {
      const res = await fetch(`${self}/next/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: revalidateToken() },
        body: JSON.stringify(job),
        signal: AbortSignal.timeout(10_000),
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
    } catch (err) {
      log('warn', 'revalidation broadcast: could not apply another instance’s revalidation', {
        err: /** @type {Error} */ (err).message,
        paths: job.paths,
      })
    }
  }

  return {
    instanceId: id,
    channel,
    ready,
    /**
     * Tells the other instances (fire and forget: never waits for Redis, never throws).
     * @param {{ paths: string[], tags: string[], layout: boolean }} r
     */
    publish(r) {
      if (closed) return
      if (pub.status !== 'ready') return down(new Error(`Redis connection ${pub.status}`))
      pub.publish(channel, JSON.stringify({ from: id, paths: r.paths, tags: r.tags, layout: r.layout })).catch(down)
    },
    async close() {
      closed = true
      subscribed()
      pub.disconnect()
      sub.disconnect()
    },
  }
}
