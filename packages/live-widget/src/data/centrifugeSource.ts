import { Centrifuge, type Options, type Subscription, type TransportEndpoint } from 'centrifuge'
import { CONNECTION_TIMEOUT_MS, REALTIME_DEFAULTS, RPC_RETRIES } from '../core/constants'
import { consoleLogger, type Logger } from '../core/logger'
import { fetchMatchList, withRetries, type RetryOptions } from './rpc'
import type { ConnectionState, LiveDataSource, SubscriptionHandlers } from './types'

export interface CentrifugeSourceOptions {
  /** The gateway: "https://live.example.com", "wss://live.example.com", "live.example.com" or a full ".../ws" URL. */
  host: string
  /** RPC of the match list. Default 'sport:football'. */
  rpcSport?: string
  /** RPC of one match. Default rpcSport + 'Detail'. */
  rpcSportDetail?: string
  /** Channel of the live updates. Default: rpcSport ('sport:football'). */
  channel?: string
  debug?: boolean
  logger?: Logger
  /** Extra options for the Centrifuge client (e.g. `websocket` in Node). */
  centrifugeOptions?: Partial<Options>
  /** Retry tuning (tests). */
  retry?: Pick<RetryOptions, 'delay' | 'sleep' | 'retries'>
}

/**
 * The WebSocket URL `{host}/ws`. A host without a scheme gets wss:// (ws:// when the page itself
 * is served over plain http); http(s) becomes ws(s). A URL already ending in /ws or
 * /connection/websocket is kept.
 */
export function wsUrl(host: string, pageProtocol?: string): string {
  let h = host.trim().replace(/\/+$/, '')
  if (/^https?:\/\//i.test(h)) h = h.replace(/^http/i, 'ws')
  else if (!/^wss?:\/\//i.test(h)) {
    const proto = pageProtocol ?? (typeof location !== 'undefined' ? location.protocol : 'https:')
    h = `${proto === 'http:' ? 'ws' : 'wss'}://${h.replace(/^\/\//, '')}`
  }
  return /\/(ws|connection\/websocket)$/.test(h) ? h : `${h}/ws`
}

/**
 * The gateway's endpoints for the client's transports, tried in this order: WebSocket, then
 * HTTP-streaming, then SSE (for networks and proxies that block WebSockets), and the emulation
 * endpoint the last two send their commands to. The HTTP ones sit where the WebSocket path is
 * (`…/ws` or `…/connection/websocket` → `…/connection/http_stream`, `…/connection/sse`, `…/emulation`),
 * on http(s) instead of ws(s).
 */
export function transportEndpoints(
  host: string,
  pageProtocol?: string,
): { transports: TransportEndpoint[]; emulationEndpoint: string } {
  const ws = wsUrl(host, pageProtocol)
  const http = ws.replace(/^ws/i, 'http').replace(/\/(ws|connection\/websocket)$/, '')
  return {
    transports: [
      { transport: 'websocket', endpoint: ws },
      { transport: 'http_stream', endpoint: `${http}/connection/http_stream` },
      { transport: 'sse', endpoint: `${http}/connection/sse` },
    ],
    emulationEndpoint: `${http}/emulation`,
  }
}

/** Client options: SPEC's real-time defaults (reconnect 500-20000 ms, call timeout 5000 ms, ping grace 10000 ms). */
export function centrifugeOptions(debug = false, extra: Partial<Options> = {}): Partial<Options> {
  return { ...REALTIME_DEFAULTS, debug, ...extra }
}

/** The part of a centrifuge Subscription the widget uses. */
export type SubscriptionLike = Pick<Subscription, 'on' | 'removeListener' | 'subscribe' | 'unsubscribe'>

/**
 * Wires a subscription to the handlers: each publication is a live update; after a re-subscribe
 * (reconnect) whose missed publications were not all recovered (ctx.wasRecovering && ctx.recovered),
 * or when recovery was not even attempted, the list must be fetched again (onResync).
 * Returns the function that unsubscribes.
 */
export function bindSubscription(sub: SubscriptionLike, handlers: SubscriptionHandlers): () => void {
  let subscribedBefore = false
  const onPub = (ctx: { data: unknown }) => handlers.onUpdate(ctx.data)
  const onSubscribed = (ctx: { wasRecovering: boolean; recovered: boolean }) => {
    if (subscribedBefore && !(ctx.wasRecovering && ctx.recovered)) handlers.onResync()
    subscribedBefore = true
  }
  sub.on('publication', onPub)
  sub.on('subscribed', onSubscribed)
  sub.subscribe()
  return () => {
    sub.removeListener('publication', onPub)
    sub.removeListener('subscribed', onSubscribed)
    sub.unsubscribe()
  }
}

/**
 * The live data source on the official `centrifuge` client. The connection is opened lazily on
 * first use; RPCs wait up to 60000 ms (SPEC's connection timeout) for it before being sent, and
 * each RPC reply then has the client's 5000 ms call timeout.
 */
export interface CentrifugeLiveDataSource extends LiveDataSource {
  /** The underlying centrifuge client (diagnostics). */
  readonly client: Centrifuge
}

export function createCentrifugeSource(options: CentrifugeSourceOptions): CentrifugeLiveDataSource {
  const logger = options.logger ?? consoleLogger
  const rpcSport = options.rpcSport ?? 'sport:football'
  const rpcSportDetail = options.rpcSportDetail ?? `${rpcSport}Detail`
  const channel = options.channel ?? rpcSport
  const { transports, emulationEndpoint } = transportEndpoints(options.host)
  const client = new Centrifuge(
    transports,
    centrifugeOptions(options.debug, { emulationEndpoint, ...options.centrifugeOptions }),
  )
  const listeners = new Set<(s: ConnectionState) => void>()
  let started = false
  let closed = false
  const subscribers = new Set<SubscriptionHandlers>()
  let unbindShared: (() => void) | null = null

  client.on('state', (ctx) => {
    for (const l of listeners) l(ctx.newState as ConnectionState)
  })
  // Failed connection attempts since the last success. After the first attempt and 3 more (SPEC's
  // retry count) an RPC fails at once instead of waiting up to 60 s for a gateway that refuses the
  // page or does not exist; the client keeps reconnecting in the background.
  let failedAttempts = 0
  const failureWaiters = new Set<() => void>()
  client.on('connected', () => {
    failedAttempts = 0
  })
  client.on('error', (ctx) => {
    if (options.debug) logger.error('live connection error', ctx.error)
    if (client.state === 'connected') return
    failedAttempts++
    if (failedAttempts > RPC_RETRIES) failureWaiters.forEach((w) => w())
  })
  const unreachable = () => new Error(`live connection failed ${failedAttempts} times`)
  const connected = (): Promise<void> => {
    if (client.state === 'connected') return Promise.resolve()
    if (failedAttempts > RPC_RETRIES) return Promise.reject(unreachable())
    let stop = () => {}
    const failed = new Promise<never>((_, reject) => {
      const w = () => reject(unreachable())
      failureWaiters.add(w)
      stop = () => failureWaiters.delete(w)
    })
    return Promise.race([client.ready(CONNECTION_TIMEOUT_MS), failed]).finally(stop)
  }

  const start = () => {
    if (!started && !closed) {
      started = true
      client.connect()
    }
  }

  const rpc = async (method: string, data: unknown): Promise<unknown> => {
    start()
    await connected()
    const res = await client.rpc(method, data)
    return res.data
  }

  return {
    client,
    fetchMatches(lang) {
      return fetchMatchList((period) => rpc(rpcSport, { lang, period }), {
        method: rpcSport,
        logger,
        ...options.retry,
      })
    },
    fetchMatch(slug) {
      return withRetries(
        async () => {
          const data = await rpc(rpcSportDetail, { slug })
          const d =
            data && typeof data === 'object' && 'data' in data && !('slug' in data)
              ? (data as { data: unknown }).data
              : data
          return d ?? null
        },
        null,
        { logger, label: rpcSportDetail, ...options.retry },
      )
    },
    subscribe(handlers: SubscriptionHandlers) {
      // One subscription per source, shared by every widget of the page.
      start()
      subscribers.add(handlers)
      if (!unbindShared) {
        const sub: Subscription = client.getSubscription(channel) ?? client.newSubscription(channel)
        const unbind = bindSubscription(sub, {
          onUpdate: (data) => subscribers.forEach((h) => h.onUpdate(data)),
          onResync: () => subscribers.forEach((h) => h.onResync()),
        })
        unbindShared = () => {
          unbind()
          client.removeSubscription(sub)
        }
      }
      return () => {
        if (!subscribers.delete(handlers) || subscribers.size > 0) return
        unbindShared?.()
        unbindShared = null
      }
    },
    async followers() {
      // Asked on the shared subscription (presence may be for subscribers only); without one, on the client.
      const sub = client.getSubscription(channel)
      try {
        const stats = sub ? await sub.presenceStats() : await client.presenceStats(channel)
        return stats.numClients
      } catch (err) {
        const code = (err as { code?: number }).code
        // Not offered by the gateway for this channel: no count, and no asking again.
        if (code === 108 || code === 103 || code === 102) return null
        throw err
      }
    },
    getState: () => client.state as ConnectionState,
    onStateChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      closed = true
      client.disconnect()
    },
  }
}
