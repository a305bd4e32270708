import { randomUUID } from 'node:crypto'
import type { Socket } from 'node:net'
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import type { Logger } from 'pino'
import {
  presenceRecord,
  type Broker,
  type BrokerPublication,
  type PresenceEntry,
  type PresenceStats,
  type StreamPosition,
} from './broker.js'
import { Disconnects, Errors, type Disconnect, type ProtocolError } from './codes.js'
import type { GatewayConfig, NamespaceConfig } from './config.js'
import { pendingBytes, writeDirect } from './fastwrite.js'
import { historyJson, parseHistoryQuery, type HistoryPage, type HistoryQuery } from './history.js'
import { pushFrame, type Hub } from './hub.js'
import { toJson } from './json.js'
import type { Metrics } from './metrics.js'
import type { RpcProxy } from './rpcproxy.js'
import type { Connection, TransportName } from './transport.js'

const enum State {
  New = 0,
  Connected = 1,
  Closed = 2,
}

/** Subscription state: SUBSCRIBED, or the publications buffered while the subscribe is in progress. */
const SUBSCRIBED = 1
type SubState = typeof SUBSCRIBED | BrokerPublication[]

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

type Command = Record<string, unknown> & { id?: unknown }

/** Centrifugo's channel.max_length: a longer subscribe gets 106. */
const MAX_CHANNEL_LENGTH = 255
/** Centrifugo refuses channel names with non-ASCII characters (without a channel_regex): 107. */
const isAscii = (s: string): boolean => !/[^\x00-\x7f]/.test(s)

/** Subscribe flag bits (SubscribeRequest.flag). */
const FLAG_REJECT_UNRECOVERED = 2

/**
 * What a subscription carries besides its state, only for the subscriptions that need it (token
 * expiry, channel info, presence, join/leave): the fan-out path reads `subs` alone.
 */
export interface SubExtra {
  /** When the subscription token expires (ms since epoch, 0 = never). */
  expireAt: number
  /** JSON text of the token's `info` (chan_info), or null. */
  chanInfo: string | null
  /** The connection is in the channel's presence. */
  presence: boolean
  /** Subscribe/unsubscribe are sent as join/leave. */
  emitJoinLeave: boolean
  /** This connection gets the channel's join/leave pushes. */
  pushJoinLeave: boolean
}

/** A verified subscription token's claims, or why it was refused. */
type SubTokenResult =
  { ok: true; payload: JWTPayload & Record<string, unknown> } | { ok: false; outcome: 'expired' | 'invalid' }

/** `override` of a subscription token: each option `{value: boolean}` (Centrifugo's BoolValue). */
const OVERRIDES = ['presence', 'join_leave', 'force_push_join_leave', 'force_recovery', 'force_positioning'] as const

/** Unsubscribe push code: the subscription token expired and was not refreshed (the client subscribes again). */
export const UnsubscribeExpired = { code: 2501, reason: 'subscription expired' }

class BadRequest extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

const TEXT = { binary: false } as const

/** The parts of ws's WebSocket used by the single-write fan-out path (ws 8.x). */
interface WsInternals {
  readyState: number
  _socket?: Socket
  _sender?: { _state: number }
}

/**
 * What a Client uses of its node, and nothing more (the Gateway implements it): the settings it
 * reads, its logs and metrics, the token keys, the hub, the broker's history and presence, the
 * RPC proxy, and the node's channel operations.
 */
export interface ClientHost {
  readonly config: Pick<
    GatewayConfig,
    | 'allowAnonymous'
    | 'closeTimeoutMs'
    | 'expiredCloseDelayMs'
    | 'expiredSubCloseDelayMs'
    | 'historyMaxPublicationLimit'
    | 'maxChannelsPerConnection'
    | 'maxCommandsPerSecond'
    | 'maxRpcInFlight'
    | 'maxSendBuffer'
    | 'nodeName'
    | 'pingIntervalMs'
    | 'pongTimeoutMs'
    | 'presenceTtlSeconds'
    | 'presenceUpdateIntervalMs'
    | 'staleTimeoutMs'
  >
  readonly log: Logger
  readonly metrics: Metrics
  readonly version: string
  /** This process's id among the nodes (the connect reply of an emulation transport names it). */
  readonly nodeId: string
  /** Keys of connection and subscription tokens (null: none configured). */
  readonly tokenKey: Uint8Array | null
  readonly subTokenKey: Uint8Array | null
  readonly hub: Pick<Hub, 'addSubscriber' | 'removeSubscriber'>
  readonly broker: Pick<Broker, 'history' | 'addPresence' | 'removePresence' | 'presence'>
  readonly rpcProxy: Pick<RpcProxy, 'allowed' | 'call'>
  namespaceOf(channel: string): NamespaceConfig | null
  publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null>
  publishJoinLeave(channel: string, kind: 'join' | 'leave', info: string): void
  presenceStats(channel: string): Promise<PresenceStats>
  readHistory(channel: string, ns: NamespaceConfig, q: HistoryQuery): Promise<HistoryPage | { error: ProtocolError }>
}

/** One WebSocket connection speaking the Centrifuge client protocol v2 (JSON). */
export class Client {
  id = ''
  user = ''
  private state: State = State.New
  /** Deadlines checked by runTimers (the sweep) (ms since epoch, 0 = none). */
  private staleAt: number
  private nextPingAt = 0
  private pongDeadline = 0
  private expiresAt = 0
  readonly subs = new Map<string, SubState>()
  /** Extra state of the subscriptions that have any (see SubExtra). */
  readonly subExtra = new Map<string, SubExtra>()
  /** Earliest subscription expiry + grace (ms since epoch, 0 = none): checked by runTimers (the sweep). */
  private subDeadline = 0
  /** JSON text of the connection token's `info` (conn_info), or null. */
  connInfo: string | null = null
  /** When this connection's presence entries are due for a refresh (ms since epoch, 0 = it has none). */
  private presenceAt = 0
  private windowStart = 0
  private windowCount = 0
  private rpcInFlight = 0
  /** Commands wait here while an earlier one of the connection is being handled. */
  private queue: Command[] | null = null
  private closeTimer: NodeJS.Timeout | null = null

  constructor(
    private readonly gw: ClientHost,
    /** The WebSocket, or a StreamConnection (http_stream, sse). */
    readonly ws: Connection,
    readonly ip: string,
    /** The page's origin is in allowedOrigins: it may connect with a token (else anonymous only). */
    private readonly mayAuthenticate = true,
    readonly transport: TransportName = 'websocket',
    /** Emulation transports: the secret id the client's emulation requests name (not the client id, which presence shows). */
    readonly session = '',
  ) {
    this.staleAt = Date.now() + gw.config.staleTimeoutMs
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
    if (this.ws.bufferedAmount > this.gw.config.maxSendBuffer) this.disconnect(Disconnects.slow)
  }

  /**
   * Sends a frame built once for many connections (see Hub.deliver) with one socket write:
   * straight to the socket's handle when nothing is queued (fastwrite.ts), else `socket.write`.
   * Falls back to ws.send whenever ws's sender is not idle (it then queues frames itself).
   * The slow-client check counts what ws and the socket hold plus what libuv still holds of a
   * partial direct write (an upper bound: a partial `socket.write` is in both).
   */
  sendFramed(frame: Buffer, payload: Buffer): void {
    if (this.state === State.Closed) return
    const ws = this.ws as unknown as WsInternals
    const socket = ws._socket
    if (ws.readyState === 1 && socket && ws._sender?._state === 0 && !socket.destroyed) {
      if (!writeDirect(socket, frame)) socket.write(frame)
      if (this.ws.bufferedAmount + pendingBytes(socket) > this.gw.config.maxSendBuffer)
        this.disconnect(Disconnects.slow)
      return
    }
    this.ws.send(payload, TEXT)
    if (this.ws.bufferedAmount > this.gw.config.maxSendBuffer) this.disconnect(Disconnects.slow)
  }

  /** Closes with a Centrifuge disconnect code; the reason is never empty. */
  disconnect(d: Disconnect): void {
    if (this.state === State.Closed) return
    this.state = State.Closed
    this.gw.metrics.disconnect(d.code)
    this.gw.log.debug({ client: this.id, ip: this.ip, code: d.code, reason: d.reason }, 'disconnect')
    try {
      this.ws.close(d.code, d.reason)
    } catch {
      this.ws.terminate()
    }
    // A reader that never reads never gets the close frame either.
    this.closeTimer = setTimeout(() => this.ws.terminate(), this.gw.config.closeTimeoutMs)
    this.closeTimer.unref()
  }

  /** Called once when the socket is gone. */
  cleanup(): void {
    if (this.closeTimer) clearTimeout(this.closeTimer)
    this.state = State.Closed
    for (const [channel, st] of this.subs) {
      if (st === SUBSCRIBED) this.gw.metrics.subscriptions--
      this.gw.hub.removeSubscriber(channel, this)
    }
    for (const [channel, x] of this.subExtra) this.leave(channel, x)
    this.subs.clear()
    this.subExtra.clear()
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
    return this.windowCount <= this.gw.config.maxCommandsPerSecond
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
        this.gw.log.error({ err: e, client: this.id }, 'command failed')
        this.disconnect(Disconnects.serverError)
      }
    }
    this.queue = null
  }

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
    this.gw.metrics.command(method)
    const params = cmd[method]
    if (!isObject(params)) throw new BadRequest('params')
    if (method === 'connect') {
      if (!id) throw new BadRequest('command needs an id')
      return this.handleConnect(id, params)
    }
    if (this.state !== State.Connected) throw new BadRequest('not connected')
    // An asynchronous message: Centrifugo has no handler for it and closes with 3508 (the client would
    // not otherwise know that its message went nowhere).
    if (method === 'send') return this.disconnect(Disconnects.notAvailable)
    if (!id) throw new BadRequest('command needs an id')
    switch (method) {
      case 'subscribe':
        return this.handleSubscribe(id, params)
      case 'unsubscribe':
        return this.handleUnsubscribe(id, params)
      case 'rpc':
        return this.handleRpc(id, params)
      case 'refresh':
        return this.handleRefresh(id, params)
      case 'sub_refresh':
        return this.handleSubRefresh(id, params)
      case 'publish':
        return this.handlePublish(id, params)
      case 'history':
        return this.handleHistory(id, params)
      case 'presence':
        return this.handlePresence(id, params)
      case 'presence_stats':
        return this.handlePresenceStats(id, params)
      case 'ping':
        // Protocol v2 pings go from the server (`{}`); Centrifuge answers the ping command 108.
        return this.replyError(id, Errors.notAvailable)
      default:
        return this.replyError(id, Errors.notAvailable)
    }
  }

  reply(id: number, key: string, result: unknown): void {
    this.send(JSON.stringify({ id, [key]: result }))
  }

  replyError(id: number, error: ProtocolError): void {
    this.send(JSON.stringify({ id, error }))
  }

  /** Verifies an HS256 token: claims, or a protocol outcome (109 for expired, 3500 otherwise). */
  private async verify(
    token: string,
  ): Promise<{ sub: string; exp: number; info: string | null } | 'expired' | 'invalid'> {
    const secret = this.gw.tokenKey
    if (!secret) return 'invalid'
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
      // Server-side subscriptions (`subs`) are not supported: refused rather than silently ignored.
      if (payload.subs !== undefined || payload.channels !== undefined) return 'invalid'
      const info = tokenInfo(payload)
      if (info === undefined) return 'invalid'
      return { sub: typeof payload.sub === 'string' ? payload.sub : '', exp: expireAtOf(payload), info }
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) return 'expired'
      return 'invalid'
    }
  }

  /**
   * Verifies a subscription token as Centrifugo does: HS256 with the subscription token secret
   * (else the connection tokens' one), `exp`/`nbf`, a non-empty `channel` claim. A bad signature,
   * malformed token or missing channel is 'invalid' (error 103); an expired one 'expired' (109).
   */
  private async verifySubToken(token: string): Promise<SubTokenResult> {
    const secret = this.gw.subTokenKey
    if (!secret) return { ok: false, outcome: 'invalid' }
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
      if (typeof payload.channel !== 'string' || payload.channel === '') return { ok: false, outcome: 'invalid' }
      return { ok: true, payload: payload as JWTPayload & Record<string, unknown> }
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) return { ok: false, outcome: 'expired' }
      return { ok: false, outcome: 'invalid' }
    }
  }

  private async handleConnect(id: number, p: Record<string, unknown>): Promise<void> {
    if (this.state !== State.New) throw new BadRequest('already connected')
    const token = p.token
    if (token !== undefined && typeof token !== 'string') throw new BadRequest('token')
    let user = ''
    let exp = 0
    if (token) {
      if (!this.mayAuthenticate) return this.disconnect(Disconnects.permissionDenied)
      const v = await this.verify(token)
      if (this.state !== State.New) return
      if (v === 'expired') return this.replyError(id, Errors.tokenExpired)
      if (v === 'invalid') return this.disconnect(Disconnects.invalidToken)
      user = v.sub
      exp = v.exp
      this.connInfo = v.info
    } else if (!this.gw.config.allowAnonymous) {
      return this.replyError(id, Errors.unauthorized)
    }
    this.user = user
    this.id = randomUUID()
    this.state = State.Connected
    this.staleAt = 0
    const now = Date.now()
    const interval = this.gw.config.pingIntervalMs
    // The first ping is jittered so that a reconnect storm does not ping in lockstep.
    this.nextPingAt = now + Math.round(interval * (0.5 + Math.random() * 0.5))
    this.gw.metrics.connectsTotal++
    const result: Record<string, unknown> = {
      client: this.id,
      version: this.gw.version,
      ping: Math.max(1, Math.round(interval / 1000)),
      pong: true,
    }
    if (this.gw.config.nodeName) result.node = this.gw.config.nodeName
    if (this.session) {
      // Emulation: where the client's commands go (POST /emulation {session, node, data}).
      result.session = this.session
      result.node = this.gw.nodeId
    }
    if (exp > 0) {
      this.expiresAt = exp * 1000 + this.gw.config.expiredCloseDelayMs
      result.expires = true
      result.ttl = Math.max(1, Math.round(exp - now / 1000))
    }
    this.reply(id, 'connect', result)
  }

  private async handleRefresh(id: number, p: Record<string, unknown>): Promise<void> {
    if (typeof p.token !== 'string' || !p.token) throw new BadRequest('token')
    const v = await this.verify(p.token)
    if (this.state !== State.Connected) return
    if (v === 'expired') return this.disconnect(Disconnects.expired)
    if (v === 'invalid' || v.sub !== this.user) return this.disconnect(Disconnects.invalidToken)
    this.connInfo = v.info
    const result: Record<string, unknown> = { client: this.id, version: this.gw.version }
    if (v.exp > 0) {
      this.expiresAt = v.exp * 1000 + this.gw.config.expiredCloseDelayMs
      result.expires = true
      result.ttl = Math.max(1, Math.round(v.exp - Date.now() / 1000))
    } else {
      this.expiresAt = 0
    }
    this.reply(id, 'refresh', result)
  }

  /** The command's channel: a missing or empty one closes with 3501 (Centrifuge: "channel required"). */
  private channelParam(p: Record<string, unknown>, maxLength = 255): string {
    const ch = p.channel
    if (typeof ch !== 'string' || ch.length === 0 || ch.length > maxLength) throw new BadRequest('channel')
    return ch
  }

  /** History for this connection (Centrifugo's hasAccessToHistory; `forceSubscribed` while subscribing). */
  historyAllowed(ns: NamespaceConfig, channel: string, forceSubscribed = false): boolean {
    const userOk = this.user !== '' || ns.allowHistoryForAnonymous
    if (ns.allowHistoryForClient && userOk) return true
    return ns.allowHistoryForSubscriber && (forceSubscribed || this.subs.get(channel) === SUBSCRIBED) && userOk
  }

  /** Presence for this connection (Centrifugo's hasAccessToPresence). */
  presenceAllowed(ns: NamespaceConfig, channel: string, forceSubscribed = false): boolean {
    const userOk = this.user !== '' || ns.allowPresenceForAnonymous
    if (ns.allowPresenceForClient && userOk) return true
    return ns.allowPresenceForSubscriber && (forceSubscribed || this.subs.get(channel) === SUBSCRIBED) && userOk
  }

  /**
   * The subscription options a token gives: the namespace's, with the token's `override`, its
   * `info`/`b64info` (chan_info), `data`/`b64data` (sent in the subscribe reply) and its expiry
   * (`expire_at` when present, else `exp`). Null when the token is malformed (103).
   */
  private tokenSubOptions(ns: NamespaceConfig, payload: JWTPayload & Record<string, unknown>) {
    const info = tokenInfo(payload)
    if (info === undefined) return null
    const data = tokenData(payload)
    if (data === undefined) return null
    const o = {
      presence: ns.presence,
      joinLeave: ns.joinLeave,
      forcePushJoinLeave: ns.forcePushJoinLeave,
      forceRecovery: ns.forceRecovery,
    }
    const override = payload.override
    if (override !== undefined) {
      if (!isObject(override)) return null
      for (const [key, v] of Object.entries(override)) {
        if (!(OVERRIDES as readonly string[]).includes(key) || !isObject(v) || typeof v.value !== 'boolean') return null
        if (key === 'presence') o.presence = v.value
        else if (key === 'join_leave') o.joinLeave = v.value
        else if (key === 'force_push_join_leave') o.forcePushJoinLeave = v.value
        else if (key === 'force_recovery') o.forceRecovery = v.value
        // force_positioning: a recoverable subscription is always positioned here.
      }
    }
    return { ...o, chanInfo: info, data, expireAt: expireAtOf(payload) }
  }

  private async handleSubscribe(id: number, p: Record<string, unknown>): Promise<void> {
    const channel = this.channelParam(p, Infinity)
    if (channel.length > MAX_CHANNEL_LENGTH) return this.replyError(id, Errors.limitExceeded)
    const token = p.token
    if (token !== undefined && typeof token !== 'string') throw new BadRequest('token')
    const reqOffset = p.offset
    const reqEpoch = p.epoch
    if (reqOffset !== undefined && (typeof reqOffset !== 'number' || !Number.isInteger(reqOffset) || reqOffset < 0)) {
      throw new BadRequest('offset')
    }
    if (reqEpoch !== undefined && typeof reqEpoch !== 'string') throw new BadRequest('epoch')
    if (p.flag !== undefined && (typeof p.flag !== 'number' || !Number.isInteger(p.flag))) throw new BadRequest('flag')
    // Map and shared-poll subscription types and tags filters are not served here: refused, not
    // silently treated as a plain stream subscription.
    if ((p.type !== undefined && p.type !== 0) || p.tf !== undefined) return this.replyError(id, Errors.badRequest)
    // As Centrifuge validates a subscribe request before its handler: the channel limit, then a duplicate.
    if (this.subs.size >= this.gw.config.maxChannelsPerConnection) return this.replyError(id, Errors.limitExceeded)
    if (this.subs.has(channel)) return this.replyError(id, Errors.alreadySubscribed)
    const ns = this.gw.namespaceOf(channel)
    if (!ns) return this.replyError(id, Errors.unknownChannel)
    if (!isAscii(channel)) return this.replyError(id, Errors.badRequest)

    let opts = {
      presence: ns.presence,
      joinLeave: ns.joinLeave,
      forcePushJoinLeave: ns.forcePushJoinLeave,
      forceRecovery: ns.forceRecovery,
    }
    let chanInfo: string | null = null
    let tokenData: string | null = null
    let expireAt = 0
    if (token) {
      // A token is verified whenever one is sent, and a valid one is the permission to subscribe.
      const v = await this.verifySubToken(token)
      if (this.state !== State.Connected) return
      if (!v.ok) return this.replyError(id, v.outcome === 'expired' ? Errors.tokenExpired : Errors.permissionDenied)
      const claims = v.payload
      const claimNs = this.gw.namespaceOf(claims.channel as string)
      if (!claimNs) return this.replyError(id, Errors.unknownChannel)
      // A token for another channel, user or connection: Centrifugo disconnects (3500).
      const sub = typeof claims.sub === 'string' ? claims.sub : ''
      const client = typeof claims.client === 'string' ? claims.client : ''
      if (claims.channel !== channel || sub !== this.user || (client !== '' && client !== this.id)) {
        return this.disconnect(Disconnects.invalidToken)
      }
      if (this.subs.has(channel)) return this.replyError(id, Errors.alreadySubscribed)
      const t = this.tokenSubOptions(ns, claims)
      if (!t) return this.replyError(id, Errors.permissionDenied)
      opts = t
      chanInfo = t.chanInfo
      tokenData = t.data
      expireAt = t.expireAt * 1000
      // An `expire_at` already past (Centrifuge: "subscription expiration must be greater than now").
      if (expireAt > 0 && expireAt <= Date.now()) return this.replyError(id, Errors.expired)
    } else {
      const allowed = this.user ? ns.allowSubscribeForClient : ns.allowSubscribeForAnonymous
      if (!allowed) return this.replyError(id, Errors.permissionDenied)
    }
    const hasHistory = ns.historySize > 0 && ns.historyTtlSeconds > 0
    const recoverable =
      hasHistory && (opts.forceRecovery || (p.recoverable === true && this.historyAllowed(ns, channel, true)))
    // Positioning alone (the client's `positioned`, with history access): the stream position, no recovery.
    const positioned = recoverable || (hasHistory && p.positioned === true && this.historyAllowed(ns, channel, true))
    const recover = recoverable && p.recover === true
    const rejectUnrecovered = typeof p.flag === 'number' && (p.flag & FLAG_REJECT_UNRECOVERED) !== 0
    const pushJoinLeave =
      opts.forcePushJoinLeave || (p.join_leave === true && opts.joinLeave && this.presenceAllowed(ns, channel, true))
    const extra: SubExtra | null =
      expireAt > 0 || chanInfo !== null || opts.presence || opts.joinLeave || pushJoinLeave
        ? { expireAt, chanInfo, presence: opts.presence, emitJoinLeave: opts.joinLeave, pushJoinLeave }
        : null

    const buffer: BrokerPublication[] = []
    this.subs.set(channel, buffer)
    const undo = () => {
      if (this.subs.get(channel) === buffer) {
        this.subs.delete(channel)
        this.gw.hub.removeSubscriber(channel, this)
      }
    }
    try {
      await this.gw.hub.addSubscriber(channel, this)
    } catch (e) {
      this.gw.log.warn({ err: e, channel }, 'broker subscribe failed')
      undo()
      if (this.state === State.Connected) this.replyError(id, Errors.internal)
      return
    }
    if (this.state !== State.Connected || this.subs.get(channel) !== buffer) return

    const result: Record<string, unknown> = {}
    let recovered: { offset: number; data: string }[] = []
    let top = -1
    if (positioned) {
      let h
      try {
        h = await this.gw.broker.history(channel, ns, recover ? ((reqOffset as number | undefined) ?? 0) : undefined)
      } catch (e) {
        this.gw.log.warn({ err: e, channel }, 'history failed')
        undo()
        if (this.state === State.Connected) this.replyError(id, Errors.internal)
        return
      }
      if (this.state !== State.Connected || this.subs.get(channel) !== buffer) return
      if (recoverable) result.recoverable = true
      result.positioned = true
      result.epoch = h.top.epoch
      result.offset = h.top.offset
      top = h.top.offset
      if (recover) {
        result.was_recovering = true
        const epochOk = !reqEpoch || reqEpoch === h.top.epoch
        result.recovered = epochOk && h.complete
        if (result.recovered) recovered = h.publications
        else if (rejectUnrecovered) {
          // The client asked to be refused rather than told recovered: false (it reloads its state).
          undo()
          return this.replyError(id, Errors.unrecoverablePosition)
        }
      }
    }
    if (extra?.presence) {
      try {
        await this.gw.broker.addPresence(channel, [this.presenceEntry(extra)], this.gw.config.presenceTtlSeconds)
      } catch (e) {
        this.gw.log.warn({ err: (e as Error).message, channel }, 'presence add failed')
        undo()
        if (this.state === State.Connected) this.replyError(id, Errors.internal)
        return
      }
      if (this.state !== State.Connected || this.subs.get(channel) !== buffer) {
        void this.gw.broker.removePresence(channel, [this.id]).catch(() => {})
        return
      }
    }
    if (expireAt > 0) {
      result.expires = true
      result.ttl = ttlOf(expireAt)
    }
    if (tokenData !== null) result.data = JSON.parse(tokenData)
    let frame = JSON.stringify({ id, subscribe: result })
    if (recovered.length > 0) {
      const pubs = recovered.map((r) => `{"data":${r.data},"offset":${r.offset}}`).join(',')
      frame = `${frame.slice(0, -2)}${frame.endsWith('{}}') ? '' : ','}"publications":[${pubs}]}}`
    }
    this.send(frame)
    this.subs.set(channel, SUBSCRIBED)
    if (extra) {
      this.subExtra.set(channel, extra)
      if (expireAt > 0) this.updateSubDeadline()
      if (extra.presence && this.presenceAt === 0)
        this.presenceAt = Date.now() + this.gw.config.presenceUpdateIntervalMs
    }
    this.gw.metrics.subscriptions++
    for (const pub of buffer) {
      if (pub.offset === undefined || pub.offset > top) this.send(pushFrame(channel, pub))
    }
    // After the reply, as Centrifuge does: subscribers (this one too, if it asked) get the join.
    if (extra?.emitJoinLeave) this.gw.publishJoinLeave(channel, 'join', this.clientInfo(extra))
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

  /** Its presence entries to refresh now (called by the sweep, which sends them in one batch per channel). */
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
    if (this.presenceAt && now >= this.presenceAt) this.presenceDue(now, presence)
    if (this.expiresAt && now >= this.expiresAt) {
      this.disconnect(Disconnects.expired)
    } else if (this.subDeadline && now >= this.subDeadline) {
      this.expireSubscriptions(now)
    } else if (this.pongDeadline && now >= this.pongDeadline) {
      this.disconnect(Disconnects.noPong)
    } else if (now >= this.nextPingAt) {
      this.nextPingAt = now + this.gw.config.pingIntervalMs
      if (!this.pongDeadline) this.pongDeadline = now + this.gw.config.pongTimeoutMs
      this.send('{}')
    }
  }

  private presenceDue(now: number, out: Map<string, PresenceEntry[]>): void {
    let any = false
    for (const [channel, x] of this.subExtra) {
      if (!x.presence) continue
      any = true
      let list = out.get(channel)
      if (!list) out.set(channel, (list = []))
      list.push(this.presenceEntry(x))
    }
    this.presenceAt = any ? now + this.gw.config.presenceUpdateIntervalMs : 0
  }

  /** The subscription ends: out of the presence, and a leave when subscribes send joins. */
  private leave(channel: string, x: SubExtra): void {
    if (x.presence) {
      this.gw.broker.removePresence(channel, [this.id]).catch((err: unknown) => {
        this.gw.log.warn({ err: (err as Error).message, channel }, 'presence remove failed')
      })
    }
    if (x.emitJoinLeave) this.gw.publishJoinLeave(channel, 'leave', this.clientInfo(x))
  }

  /** Drops a subscription on the server side (unsubscribe command, expiry, disconnect). */
  private dropSubscription(channel: string): void {
    const st = this.subs.get(channel)
    if (st === undefined) return
    this.subs.delete(channel)
    if (st === SUBSCRIBED) this.gw.metrics.subscriptions--
    this.gw.hub.removeSubscriber(channel, this)
    const x = this.subExtra.get(channel)
    if (x) {
      this.subExtra.delete(channel)
      this.leave(channel, x)
      this.updateSubDeadline()
    }
  }

  private async handleUnsubscribe(id: number, p: Record<string, unknown>): Promise<void> {
    const channel = this.channelParam(p)
    this.dropSubscription(channel)
    this.reply(id, 'unsubscribe', {})
  }

  /** Recomputes the earliest subscription expiry (plus the grace) the sweep waits for. */
  private updateSubDeadline(): void {
    let min = 0
    for (const x of this.subExtra.values()) {
      if (x.expireAt > 0 && (min === 0 || x.expireAt < min)) min = x.expireAt
    }
    this.subDeadline = min === 0 ? 0 : min + this.gw.config.expiredSubCloseDelayMs
  }

  /** Called by the sweep: subscriptions whose token expired and was not refreshed in time are ended (2501, the client subscribes again). */
  private expireSubscriptions(now: number): void {
    const grace = this.gw.config.expiredSubCloseDelayMs
    for (const [channel, x] of [...this.subExtra]) {
      if (x.expireAt > 0 && now >= x.expireAt + grace) this.serverUnsubscribe(channel, UnsubscribeExpired)
    }
    this.updateSubDeadline()
  }

  /** Ends a subscription from the server side with an unsubscribe push (codes >= 2500: the client subscribes again). */
  serverUnsubscribe(channel: string, u: { code: number; reason: string }): void {
    if (!this.subs.has(channel)) return
    this.dropSubscription(channel)
    this.send(`{"push":{"channel":${JSON.stringify(channel)},"unsubscribe":${JSON.stringify(u)}}}`)
  }

  /**
   * sub_refresh: a new subscription token for a channel this connection is subscribed to. An
   * invalid token, or one for another channel, user or connection closes with 3500 (Centrifugo);
   * an expired one ends the subscription (2501) so that the client subscribes again with a new one.
   */
  private async handleSubRefresh(id: number, p: Record<string, unknown>): Promise<void> {
    const channel = this.channelParam(p)
    if (p.token !== undefined && typeof p.token !== 'string') throw new BadRequest('token')
    if (this.subs.get(channel) !== SUBSCRIBED) return this.replyError(id, Errors.permissionDenied)
    if (!p.token) return this.replyError(id, Errors.badRequest)
    const v = await this.verifySubToken(p.token)
    if (this.state !== State.Connected) return
    if (!v.ok && v.outcome === 'expired') {
      this.serverUnsubscribe(channel, UnsubscribeExpired)
      return this.replyError(id, Errors.tokenExpired)
    }
    if (!v.ok) return this.disconnect(Disconnects.invalidToken)
    const claims = v.payload
    const sub = typeof claims.sub === 'string' ? claims.sub : ''
    const client = typeof claims.client === 'string' ? claims.client : ''
    if (claims.channel !== channel || sub !== this.user || (client !== '' && client !== this.id)) {
      return this.disconnect(Disconnects.invalidToken)
    }
    const info = tokenInfo(claims)
    if (info === undefined) return this.disconnect(Disconnects.invalidToken)
    if (this.subs.get(channel) !== SUBSCRIBED) return this.replyError(id, Errors.permissionDenied)
    const expireAt = expireAtOf(claims) * 1000
    const x = this.subExtra.get(channel)
    if (x) {
      x.expireAt = expireAt
      x.chanInfo = info
    } else if (expireAt > 0 || info !== null) {
      this.subExtra.set(channel, {
        expireAt,
        chanInfo: info,
        presence: false,
        emitJoinLeave: false,
        pushJoinLeave: false,
      })
    }
    this.updateSubDeadline()
    this.reply(id, 'sub_refresh', expireAt > 0 ? { expires: true, ttl: ttlOf(expireAt) } : {})
  }

  private async handlePublish(id: number, p: Record<string, unknown>): Promise<void> {
    const channel = this.channelParam(p)
    if (p.data === undefined) throw new BadRequest('data')
    const ns = this.gw.namespaceOf(channel)
    if (!ns) return this.replyError(id, Errors.unknownChannel)
    if (!isAscii(channel)) return this.replyError(id, Errors.badRequest)
    // Centrifugo's rule: for connections with a user, anonymous ones too with allowPublishForAnonymous.
    const userOk = this.user !== '' || ns.allowPublishForAnonymous
    const mayPublish =
      userOk && (ns.allowPublishForClient || (ns.allowPublishForSubscriber && this.subs.get(channel) === SUBSCRIBED))
    if (!mayPublish) return this.replyError(id, Errors.permissionDenied)
    const data = toJson(p.data)
    if (data === null) return this.replyError(id, Errors.badRequest)
    try {
      await this.gw.publish(channel, data, ns)
    } catch {
      return this.replyError(id, Errors.internal)
    }
    this.reply(id, 'publish', {})
  }

  /** presence / presence_stats: 102 unknown namespace, 108 a namespace without presence, 103 no access (Centrifugo's order). */
  private presenceCheck(id: number, channel: string): boolean {
    const ns = this.gw.namespaceOf(channel)
    if (!ns) this.replyError(id, Errors.unknownChannel)
    else if (!isAscii(channel)) this.replyError(id, Errors.badRequest)
    else if (!ns.presence) this.replyError(id, Errors.notAvailable)
    else if (!this.presenceAllowed(ns, channel)) this.replyError(id, Errors.permissionDenied)
    else return true
    return false
  }

  private async handlePresence(id: number, p: Record<string, unknown>): Promise<void> {
    const channel = this.channelParam(p)
    if (!this.presenceCheck(id, channel)) return
    let entries: Record<string, string>
    try {
      entries = await this.gw.broker.presence(channel)
    } catch (err) {
      this.gw.log.warn({ err: (err as Error).message, channel }, 'presence failed')
      return this.replyError(id, Errors.internal)
    }
    if (this.state !== State.Connected) return
    this.send(`{"id":${id},"presence":{"presence":${presenceRecord(entries)}}}`)
  }

  private async handlePresenceStats(id: number, p: Record<string, unknown>): Promise<void> {
    const channel = this.channelParam(p)
    if (!this.presenceCheck(id, channel)) return
    let stats
    try {
      stats = await this.gw.presenceStats(channel)
    } catch (err) {
      this.gw.log.warn({ err: (err as Error).message, channel }, 'presence stats failed')
      return this.replyError(id, Errors.internal)
    }
    if (this.state !== State.Connected) return
    this.reply(id, 'presence_stats', { num_clients: stats.numClients, num_users: stats.numUsers })
  }

  /**
   * history: unknown namespace 102, a namespace without history 108, no access 103 (Centrifugo's
   * order). No `limit` or `limit: 0` answers the stream position only; `limit: -1` (or above
   * `historyMaxPublicationLimit`) that limit; `reverse` newest first; a `since` position the
   * stream no longer holds (other epoch, publications after it gone): 112.
   */
  private async handleHistory(id: number, p: Record<string, unknown>): Promise<void> {
    const channel = this.channelParam(p)
    const q = parseHistoryQuery(p)
    if (!q) throw new BadRequest('history')
    const ns = this.gw.namespaceOf(channel)
    if (!ns) return this.replyError(id, Errors.unknownChannel)
    if (!isAscii(channel)) return this.replyError(id, Errors.badRequest)
    if (ns.historySize <= 0 || ns.historyTtlSeconds <= 0) return this.replyError(id, Errors.notAvailable)
    if (!this.historyAllowed(ns, channel)) return this.replyError(id, Errors.permissionDenied)
    const max = this.gw.config.historyMaxPublicationLimit
    if (max > 0 && (q.limit < 0 || q.limit > max)) q.limit = max
    const h = await this.gw.readHistory(channel, ns, q)
    if (this.state !== State.Connected) return
    if ('error' in h) return this.replyError(id, h.error)
    this.send(`{"id":${id},"history":${historyJson(h)}}`)
  }

  private handleRpc(id: number, p: Record<string, unknown>): void {
    const method = p.method ?? ''
    if (typeof method !== 'string' || method.length > 255) throw new BadRequest('method')
    if (!this.gw.rpcProxy.allowed(method)) return this.replyError(id, Errors.notAvailable)
    if (this.rpcInFlight >= this.gw.config.maxRpcInFlight) return this.replyError(id, Errors.tooManyRequests)
    this.rpcInFlight++
    // Not awaited: a slow proxy must not hold the connection's other commands.
    void this.gw.rpcProxy
      .call(this, method, p.data)
      .then((outcome) => {
        if (this.state !== State.Connected) return
        if ('disconnect' in outcome) this.disconnect(outcome.disconnect)
        else if ('error' in outcome) this.replyError(id, outcome.error)
        else this.send(`{"id":${id},"rpc":${outcome.result}}`)
      })
      .finally(() => {
        this.rpcInFlight--
      })
  }
}

/**
 * JSON text of a token's `b64info` (base64 of JSON bytes) or `info` (any JSON), null without
 * either, undefined when `b64info` is not base64 of JSON (the token is then refused).
 */
function tokenInfo(payload: Record<string, unknown>): string | null | undefined {
  return rawClaim(payload, 'info', 'b64info')
}

/** The same for a subscription token's `data` / `b64data` (sent with the subscribe reply). */
function tokenData(payload: Record<string, unknown>): string | null | undefined {
  return rawClaim(payload, 'data', 'b64data')
}

function rawClaim(payload: Record<string, unknown>, plain: string, b64: string): string | null | undefined {
  const encoded = payload[b64]
  if (encoded !== undefined && encoded !== '') {
    if (typeof encoded !== 'string') return undefined
    try {
      const text = Buffer.from(encoded, 'base64').toString('utf8')
      JSON.parse(text)
      return text
    } catch {
      return undefined
    }
  }
  const v = payload[plain]
  return v === undefined || v === null ? null : toJson(v)
}

/** Seconds since epoch when what the token grants expires: `expire_at` when present (0: never), else `exp` (0: never). */
function expireAtOf(payload: JWTPayload & Record<string, unknown>): number {
  const at = payload.expire_at
  if (at !== undefined && at !== null) return typeof at === 'number' && at > 0 ? Math.floor(at) : 0
  return payload.exp ?? 0
}

/** Whole seconds until `expireAtMs` as Centrifuge counts them (expiry second minus the current second). */
const ttlOf = (expireAtMs: number): number => Math.max(1, Math.floor(expireAtMs / 1000) - Math.floor(Date.now() / 1000))
