import type { Logger } from 'pino'
import type { Broker, PresenceEntry } from './broker.js'
import type { Client } from './client.js'
import type { GatewayConfig } from './config.js'

/**
 * One timer for all connections of the process: every tick each client runs its due timers (stale
 * connect, pings, pong timeout, expiry, presence refresh; see Client.runTimers), then the presence
 * entries due are refreshed with one broker call per channel.
 */
export class Sweep {
  private timer: NodeJS.Timeout | null = null

  constructor(
    private readonly clients: ReadonlySet<Client>,
    private readonly broker: Broker,
    private readonly config: GatewayConfig,
    private readonly log: Logger,
  ) {}

  start(): void {
    const c = this.config
    const tick = Math.max(
      10,
      Math.min(1000, Math.floor(Math.min(c.pingIntervalMs, c.pongTimeoutMs, c.staleTimeoutMs) / 4)),
    )
    this.timer = setInterval(() => this.run(), tick)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
  }

  /** Timers of all connections in one pass: stale connects, pings, pong timeouts, expiry. */
  private run(): void {
    const now = Date.now()
    const presence = new Map<string, PresenceEntry[]>()
    for (const client of this.clients) client.runTimers(now, presence)
    // Presence entries refreshed in one broker call per channel.
    for (const [channel, entries] of presence) {
      this.broker.addPresence(channel, entries, this.config.presenceTtlSeconds).catch((err: unknown) => {
        this.log.warn({ err: (err as Error).message, channel }, 'presence refresh failed')
      })
    }
  }
}
