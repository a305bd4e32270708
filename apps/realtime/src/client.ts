import { randomUUID } from 'node:crypto'
import type { Socket } from 'node:net'
import type { PresenceEntry } from './broker.js'
import type { ClientHost } from './client-host.js'
import { Disconnects, Errors, type Disconnect, type ProtocolError } from './codes.js'
import * as commands from './commands.js'
import { connect, refresh } from './connect.js'
import { isObject } from './http.js'
import { BadRequest, type Command } from './params.js'
import { Subscriptions, type SubExtra } from './subscriptions.js'
import type { Connection, TransportName } from './transport.js'

export type { ClientHost } from './client-host.js'

const enum State {
  New = 0,
  Connected = 1,
  Closed = 2,
}

const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const
type Method = (typeof METHODS)[number]

const TEXT = { binary: false } as const

/** The parts of ws's WebSocket used by the single-write fan-out path (ws 8.x). */
interface WsInternals {
  readyState: number
  _socket?: Socket
  _sender?: { _state: number }
}

/**
 * One connection speaking the Centrifuge client protocol v2 (JSON), on any transport: its state,
 * what it sends (replies, pushes, the fan-out's shared frames, the disconnect), what it receives
 * (commands in order, the per-second limit), the dispatch of each command to its handler (connect
 * and refresh: connect.ts, subscriptions.ts, commands.ts), and its own timers.
 */
export class Client {
  id = ''
  user = ''
  private state: State = State.New
  /** Deadlines checked by runTimers (the sweep) (ms since epoch, 0 = none). */
  private staleAt: number
  private nextPingAt = 0
  private pongDeadline = 0
  private expiresAt = 0
  /** Its subscriptions (subscribe, unsubscribe, sub_refresh, expiry, presence refresh). */
  readonly subscriptions = new Subscriptions(this)
  /** Channel -> subscription state, as the fan-out reads it (Hub.deliver). */
  readonly subs = this.subscriptions.states
  /** Extra state of the subscriptions that have any (see SubExtra). */
  readonly subExtra = this.subscriptions.extra
  /** JSON text of the connection token's `info` (conn_info), or null. */
  connInfo: string | null = null
  private windowStart = 0
  private windowCount = 0
  /** RPCs of this connection waiting for the proxy (maxRpcInFlight). */
  rpcInFlight = 0
  /** Commands wait here while an earlier one of the connection is being handled. */
  private queue: Command[] | null = null
  private closeTimer: NodeJS.Timeout | null = null

  constructor(
    /** What the connection uses of its node. */
    readonly host: ClientHost,
    /** The WebSocket, or a StreamConnection (http_stream, sse). */
    readonly ws: Connection,
    readonly ip: string,
    /** The page's origin is in allowedOrigins: it may connect with a token (else anonymous only). */
    readonly mayAuthenticate = true,
    readonly transport: TransportName = 'websocket',
    /** Emulation transports: the secret id the client's emulation requests name (not the client id, which presence shows). */
    readonly session = '',
  ) {
    this.staleAt = Date.now() + host.config.staleTimeoutMs
  }

  get connected(): boolean {
    return this.state === State.Connected
  }
  get closed(): boolean {
    return this.state === State.Closed
  }

  /** Sends a text frame; closes the connection with 3008 when the client does not read fast enough. */
  send(frame: string | Buffer): void {
    if (this.state === State.Closed) return
    this.ws.send(frame, TEXT)
    if (this.ws.bufferedAmount > this.host.config.maxSendBuffer) this.disconnect(Disconnects.slow)
  }

  /**
   * Sends a frame built once for many connections (see Hub.deliver) with one `socket.write` when ws's
   * sender is idle; otherwise through ws.send, which then queues frames itself. The slow-client check
   * counts what ws and the socket hold (a write the kernel did not take whole stays in the socket).
   */
  sendFramed(frame: Buffer, payload: Buffer): void {
    if (this.state === State.Closed) return
    const ws = this.ws as unknown as WsInternals
    const socket = ws._socket
    if (ws.readyState === 1 && socket && ws._sender?._state === 0 && !socket.destroyed) socket.write(frame)
    else this.ws.send(payload, TEXT)
    if (this.ws.bufferedAmount > this.host.config.maxSendBuffer) this.disconnect(Disconnects.slow)
  }

  reply(id: number, key: string, result: unknown): void {
    this.send(JSON.stringify({ id, [key]: result }))
  }

  replyError(id: number, error: ProtocolError): void {
    this.send(JSON.stringify({ id, error }))
  }

  /** Closes with a Centrifuge disconnect code; the reason is never empty. */
  disconnect(d: Disconnect): void {
    if (this.state === State.Closed) return
    this.state = State.Closed
    this.host.metrics.disconnect(d.code)
    this.host.log.debug({ client: this.id, ip: this.ip, code: d.code, reason: d.reason }, 'disconnect')
    try {
      this.ws.close(d.code, d.reason)
    } catch {
      this.ws.terminate()
    }
    // A reader that never reads never gets the close frame either.
    this.closeTimer = setTimeout(() => this.ws.terminate(), this.host.config.closeTimeoutMs)
    this.closeTimer.unref()
  }

  /** Called once when the socket is gone. */
  cleanup(): void {
    if (this.closeTimer) clearTimeout(this.closeTimer)
    this.state = State.Closed
    this.subscriptions.endAll()
    this.queue = null
  }

  onMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    if (this.state === State.Closed) return
    if (isBinary) {
      this.disconnect(Disconnects.badRequest)
      return
    }
    this.onText(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'))
  }

  /** Commands as JSON text, one per line (a WebSocket frame, or an emulation request's data). */
  onText(text: string): void {
    if (this.state === State.Closed) return
    const commands: Command[] = []
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue
      let cmd: unknown
      try {
        cmd = JSON.parse(line)
      } catch {
        this.disconnect(Disconnects.badRequest)
        return
      }
      if (!isObject(cmd)) {
        this.disconnect(Disconnects.badRequest)
        return
      }
      commands.push(cmd)
    }
    if (!this.rateOk(commands.length || 1)) {
      this.disconnect(Disconnects.tooManyRequests)
      return
    }
    // Any data from the client proves it alive.
    this.pongDeadline = 0
    if (this.queue) {
      this.queue.push(...commands)
      return
    }
    this.queue = commands
    void this.drain()
  }

  private rateOk(n: number): boolean {
    const now = Date.now()
    if (now - this.windowStart >= 1000) {
      this.windowStart = now
      this.windowCount = 0
    }
    this.windowCount += n
    return this.windowCount <= this.host.config.maxCommandsPerSecond
  }

  /** Handles queued commands one after another, in the order they came. */
  private async drain(): Promise<void> {
    try {
      while (this.queue && this.queue.length > 0 && this.state !== State.Closed) {
        const cmd = this.queue.shift()!
        await this.handle(cmd)
      }
    } catch (e) {
      if (e instanceof BadRequest) {
        this.disconnect(Disconnects.badRequest)
      } else {
        this.host.log.error({ err: e, client: this.id }, 'command failed')
        this.disconnect(Disconnects.serverError)
      }
    }
    this.queue = null
  }

  /** One command to its handler. */
  private async handle(cmd: Command): Promise<void> {
    const id = cmd.id
    if (id !== undefined && (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 2 ** 32)) {
      throw new BadRequest('bad id')
    }
    let method: Method | null = null
    for (const m of METHODS) {
      if (cmd[m] !== undefined) {
        method = m
        break
      }
    }
    if (method === null) {
      // Before connect, anything but connect is a bad request (as in Centrifuge).
      if (this.state !== State.Connected) throw new BadRequest('not connected')
      // An empty command is a pong (or a ping without reply); an id asks for a reply.
      if (id) this.replyError(id, Errors.methodNotFound)
      return
    }
    this.host.metrics.command(method)
    const params = cmd[method]
    if (!isObject(params)) throw new BadRequest('params')
    if (method === 'connect') {
      if (!id) throw new BadRequest('command needs an id')
      return connect(this, id, params)
    }
    if (this.state !== State.Connected) throw new BadRequest('not connected')
    // An asynchronous message: Centrifugo has no handler for it and closes with 3508 (the client would
    // not otherwise know that its message went nowhere).
    if (method === 'send') return this.disconnect(Disconnects.notAvailable)
    if (!id) throw new BadRequest('command needs an id')
    switch (method) {
      case 'subscribe':
        return this.subscriptions.subscribe(id, params)
      case 'unsubscribe':
        return this.subscriptions.unsubscribe(id, params)
      case 'sub_refresh':
        return this.subscriptions.refresh(id, params)
      case 'refresh':
        return refresh(this, id, params)
      case 'rpc':
        return commands.rpc(this, id, params)
      case 'publish':
        return commands.publish(this, id, params)
      case 'history':
        return commands.history(this, id, params)
      case 'presence':
        return commands.presence(this, id, params)
      case 'presence_stats':
        return commands.presenceStats(this, id, params)
      default:
        // Protocol v2 pings go from the server (`{}`); Centrifuge answers the ping command 108.
        return this.replyError(id, Errors.notAvailable)
    }
  }

  /** Not connected yet: the one command it may send is connect. */
  get isNew(): boolean {
    return this.state === State.New
  }

  /** connect accepted (connect.ts): the connection gets its id and its user; the sweep pings it from now on. */
  open(user: string, now: number): void {
    this.user = user
    this.id = randomUUID()
    this.state = State.Connected
    this.staleAt = 0
    // The first ping is jittered so that a reconnect storm does not ping in lockstep.
    this.nextPingAt = now + Math.round(this.host.config.pingIntervalMs * (0.5 + Math.random() * 0.5))
    this.host.metrics.connectsTotal++
  }

  /** The connection token expires at `exp` (s since epoch, 0 = never): closed with 3005 after the grace unless refreshed. */
  setExpiry(exp: number): void {
    this.expiresAt = exp > 0 ? exp * 1000 + this.host.config.expiredCloseDelayMs : 0
  }

  /** JSON text of this connection's ClientInfo in a channel: `{user, client, conn_info?, chan_info?}`. */
  clientInfo(x: SubExtra | undefined): string {
    let s = `{"user":${JSON.stringify(this.user)},"client":${JSON.stringify(this.id)}`
    if (this.connInfo !== null) s += `,"conn_info":${this.connInfo}`
    if (x?.chanInfo) s += `,"chan_info":${x.chanInfo}`
    return s + '}'
  }

  presenceEntry(x: SubExtra): PresenceEntry {
    return { client: this.id, user: this.user, info: this.clientInfo(x) }
  }

  /**
   * This connection's timers, run by the sweep (sweep.ts) every tick: a connect that did not come
   * in time, presence refresh (entries added to `presence`), connection expiry, subscription
   * expiry, pong timeout, ping.
   */
  runTimers(now: number, presence: Map<string, PresenceEntry[]>): void {
    if (this.closed) return
    if (!this.connected) {
      if (this.staleAt && now >= this.staleAt) this.disconnect(Disconnects.stale)
      return
    }
    this.subscriptions.refreshPresence(now, presence)
    if (this.expiresAt && now >= this.expiresAt) {
      this.disconnect(Disconnects.expired)
    } else if (this.subscriptions.expiryDue(now)) {
      this.subscriptions.expire(now)
    } else if (this.pongDeadline && now >= this.pongDeadline) {
      this.disconnect(Disconnects.noPong)
    } else if (now >= this.nextPingAt) {
      this.nextPingAt = now + this.host.config.pingIntervalMs
      if (!this.pongDeadline) this.pongDeadline = now + this.host.config.pongTimeoutMs
      this.send('{}')
    }
  }
}
