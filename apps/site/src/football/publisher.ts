/**
 * Publishes live updates to the realtime gateway's publish API (Centrifugo's shape:
 * POST {REALTIME_URL}/api/publish, header X-API-Key, body {channel, data}). REALTIME_URL may list
 * several gateway nodes, comma-separated: an update goes to the first that takes it.
 *
 * It never blocks the database write that caused the update: publish() only queues. A background
 * loop sends the queue in order; a gateway that is down or answers 5xx/429 is retried with
 * exponential backoff (with jitter) until it comes back. The queue is bounded: a newer update of the
 * same match replaces a queued older one (each update carries the match's whole live state), and
 * beyond `maxQueue` the oldest updates are dropped and logged.
 */

export interface PublisherLogger {
  info(obj: object, msg?: string): void
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
  debug?(obj: object, msg?: string): void
}

export interface PublisherOptions {
  /** Gateway base URL(s), comma-separated; default process.env.REALTIME_URL (read at each send). */
  url?: () => string | undefined
  /** Publish API key; default process.env.REALTIME_API_KEY. */
  apiKey?: () => string | undefined
  maxQueue?: number
  baseDelayMs?: number
  maxDelayMs?: number
  timeoutMs?: number
  logger?: PublisherLogger
  fetch?: typeof fetch
}

interface Item {
  channel: string
  data: unknown
  key: string | null
  attempts: number
  queuedAt: number
}

const consoleLogger: PublisherLogger = {
  info: (o, m) => console.log(JSON.stringify({ level: 'info', msg: m, ...o })),
  warn: (o, m) => console.warn(JSON.stringify({ level: 'warn', msg: m, ...o })),
  error: (o, m) => console.error(JSON.stringify({ level: 'error', msg: m, ...o })),
}

class PermanentError extends Error {}

export class LivePublisher {
  private readonly queue: Item[] = []
  private running = false
  private inFlight: Item | null = null
  private idleWaiters: Array<() => void> = []
  private failingSince: number | null = null
  private warnedNoUrl = false
  readonly stats = { sent: 0, retried: 0, dropped: 0, replaced: 0 }
  private readonly o: Required<Omit<PublisherOptions, 'logger'>> & { logger: PublisherLogger }

  constructor(options: PublisherOptions = {}) {
    this.o = {
      url: options.url ?? (() => process.env.REALTIME_URL),
      apiKey: options.apiKey ?? (() => process.env.REALTIME_API_KEY),
      maxQueue: options.maxQueue ?? 1000,
      baseDelayMs: options.baseDelayMs ?? 250,
      maxDelayMs: options.maxDelayMs ?? 30_000,
      timeoutMs: options.timeoutMs ?? 3000,
      logger: options.logger ?? consoleLogger,
      fetch: options.fetch ?? ((...a) => fetch(...a)),
    }
  }

  setLogger(logger: PublisherLogger | undefined): void {
    if (logger) this.o.logger = logger
  }

  get size(): number {
    return this.queue.length + (this.inFlight ? 1 : 0)
  }

  /** Queues one publication and returns at once. `key` (e.g. the match slug) lets a newer update replace a queued one. */
  publish(channel: string, data: unknown, key: string | null = null): void {
    if (!this.o.url()) {
      if (!this.warnedNoUrl) this.o.logger.warn({ channel }, 'live updates are not published: REALTIME_URL is not set')
      this.warnedNoUrl = true
      return
    }
    const item: Item = { channel, data, key, attempts: 0, queuedAt: Date.now() }
    const same = key === null ? -1 : this.queue.findIndex((q) => q.key === key && q.channel === channel)
    if (same >= 0) {
      this.queue[same] = { ...item, attempts: this.queue[same]!.attempts }
      this.stats.replaced++
    } else {
      this.queue.push(item)
      while (this.queue.length > this.o.maxQueue) {
        const dropped = this.queue.shift()!
        this.stats.dropped++
        this.o.logger.error(
          { channel: dropped.channel, key: dropped.key, queue: this.queue.length },
          'live update dropped: the publish queue is full',
        )
      }
    }
    if (!this.running) void this.loop()
  }

  /** Resolves when everything queued so far has been sent or dropped. */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve()
    return new Promise((r) => this.idleWaiters.push(r))
  }

  private async loop(): Promise<void> {
    this.running = true
    try {
      while (this.queue.length > 0) {
        const item = this.queue.shift()!
        this.inFlight = item
        for (;;) {
          try {
            await this.send(item)
            this.stats.sent++
            if (this.failingSince !== null) {
              this.o.logger.info(
                { downMs: Date.now() - this.failingSince, queue: this.queue.length },
                'realtime gateway reachable again; publishing resumed',
              )
              this.failingSince = null
            }
            break
          } catch (e) {
            if (e instanceof PermanentError) {
              this.stats.dropped++
              this.o.logger.error(
                { channel: item.channel, key: item.key, err: e.message },
                'live update rejected by the gateway; dropped',
              )
              break
            }
            item.attempts++
            this.stats.retried++
            const delay = this.backoff(item.attempts)
            if (this.failingSince === null) this.failingSince = Date.now()
            const log = item.attempts === 1 || item.attempts % 10 === 0 ? 'warn' : 'debug'
            ;(this.o.logger[log] ?? this.o.logger.warn).call(
              this.o.logger,
              {
                channel: item.channel,
                key: item.key,
                attempt: item.attempts,
                retryInMs: delay,
                queue: this.queue.length,
                err: (e as Error).message,
              },
              'live update not delivered; retrying with backoff',
            )
            // A newer update of the same match replaces this one while we wait.
            await this.sleep(delay)
            const newer =
              item.key === null ? -1 : this.queue.findIndex((q) => q.key === item.key && q.channel === item.channel)
            if (newer >= 0) {
              this.stats.replaced++
              break
            }
          }
        }
        this.inFlight = null
      }
    } finally {
      this.running = false
      this.inFlight = null
      const waiters = this.idleWaiters
      this.idleWaiters = []
      waiters.forEach((w) => w())
    }
  }

  private backoff(attempt: number): number {
    const exp = Math.min(this.o.maxDelayMs, this.o.baseDelayMs * 2 ** Math.min(attempt - 1, 20))
    return Math.round(exp / 2 + Math.random() * (exp / 2))
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(resolve, ms)
      ;(t as { unref?: () => void }).unref?.()
    })
  }

  /**
   * Sends to the node that answered last; when it is away (no answer, 5xx, 429), to the next one at
   * once. REALTIME_URL may list several nodes, comma-separated: they share publications through
   * Redis, so any of them reaches every subscriber. Throws the last failure when none took it.
   */
  private async send(item: Item): Promise<void> {
    const nodes = (this.o.url() ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
    if (nodes.length === 0) throw new PermanentError('REALTIME_URL is not set')
    let failure: unknown
    for (let i = 0; i < nodes.length; i++) {
      const at = (this.node + i) % nodes.length
      try {
        await this.sendTo(nodes[at]!, item)
        this.node = at
        return
      } catch (e) {
        if (e instanceof PermanentError) throw e
        failure = e
      }
    }
    throw failure
  }

  private node = 0

  private async sendTo(base: string, item: Item): Promise<void> {
    const res = await this.o.fetch(`${base.replace(/\/+$/, '')}/api/publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': this.o.apiKey() ?? '' },
      body: JSON.stringify({ channel: item.channel, data: item.data }),
      signal: AbortSignal.timeout(this.o.timeoutMs),
    })
    const text = await res.text().catch(() => '')
    if (res.status === 429 || res.status >= 500) throw new Error(`HTTP ${res.status}`)
    if (!res.ok) throw new PermanentError(`HTTP ${res.status} ${text.slice(0, 200)}`)
    // Centrifugo answers 200 with {error} for some failures; those it marks `temporary` (a broker
    // that could not take it just then) are worth another try, like a 5xx.
    if (text) {
      let body: { error?: { code?: number; message?: string; temporary?: boolean } } | null = null
      try {
        body = JSON.parse(text)
      } catch {
        /* not JSON: the status said it was taken */
      }
      if (body?.error) {
        const message = `error ${body.error.code}: ${body.error.message}`
        throw body.error.temporary === true ? new Error(message) : new PermanentError(message)
      }
    }
  }
}

const KEY = Symbol.for('travel.football.livePublisher')
type G = typeof globalThis & { [KEY]?: LivePublisher }

/** The process-wide publisher (one queue per process: site server, feed worker, tests). */
export function livePublisher(): LivePublisher {
  const g = globalThis as G
  return (g[KEY] ??= new LivePublisher())
}

/** Replaces the process-wide publisher (tests). */
export function setLivePublisher(p: LivePublisher): void {
  ;(globalThis as G)[KEY] = p
}
