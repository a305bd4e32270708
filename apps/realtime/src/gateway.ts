import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import { pino, type Logger } from 'pino'
import { HttpApi } from './api.js'
import { json, listen } from './http.js'
import type { Broker, PresenceStats, StreamPosition } from './broker.js'
import { MemoryBroker } from './broker-memory.js'
import { RedisBroker } from './broker-redis.js'
import { Admission, type AdmissionHost, type SlotKeeper, type Verdict } from './admission.js'
import { Client, type ClientHost } from './client.js'
import { Hub } from './hub.js'
import { Sweep } from './sweep.js'
import { Disconnects, Errors, type ProtocolError } from './codes.js'
import {
  makeConfig,
  parseHostPort,
  type GatewayConfig,
  type GatewayConfigInput,
  type NamespaceConfig,
} from './config.js'
import { Metrics } from './metrics.js'
import { clientAddress } from './address.js'
import { RpcProxy } from './rpcproxy.js'
import type { Connection } from './transport.js'
import { StreamEndpoints, type OpenedStream, type StreamHost } from './streams.js'
import { originMatches } from './origins.js'
import { Routes, type RoutesHost } from './routes.js'
import { WebSocketEndpoint, type WebSocketHost } from './websocket.js'
import { pageOf, type HistoryPage, type HistoryQuery } from './history.js'

export const VERSION = '0.1.0'
export { EMULATION_PATH, HTTP_STREAM_PATH, SSE_PATH } from './streams.js'
export { WS_PATHS } from './websocket.js'

/**
 * What a cluster worker gets from the primary (see cluster.ts). Without it the gateway is a whole
 * node on its own, exactly as before.
 */
export interface WorkerLink extends SlotKeeper {
  /** 1-based number of this worker (logs, metrics). */
  readonly index: number
  /** The broker to use instead of a MemoryBroker (the primary's memory, over IPC); none with Redis. */
  readonly broker: Broker | null
  /** Asks the primary for a connection slot (node-wide maxConnections / maxConnectionsPerIp). */
  admit(ip: string): Promise<Verdict>
  /** Gives back a slot that `admit` granted. */
  release(ip: string): void
  /** Asks the primary for one RPC of this address (node-wide RPC rate limits). */
  takeRpc(ip: string): Promise<boolean>
  /** The node's /metrics text, added up over every worker by the primary. */
  metrics(): Promise<string>
}

/** The WebSocket gateway: Centrifuge protocol on /ws and /connection/websocket plus the HTTP API. */
export class Gateway implements ClientHost, StreamHost, WebSocketHost, RoutesHost, AdmissionHost {
  readonly config: GatewayConfig
  readonly log: Logger
  readonly metrics = new Metrics()
  readonly broker: Broker
  /** Channels, their local subscribers and the fan-out to them. */
  readonly hub: Hub
  readonly version = VERSION
  readonly tokenKey: Uint8Array | null
  /** Key of subscription tokens: subscriptionTokenSecret, else the connection tokens' secret. */
  readonly subTokenKey: Uint8Array | null
  private readonly server: Server
  /** The internal metrics listener (metricsAddress), if configured. */
  private readonly metricsServer: Server | null
  private metricsBoundPort = 0
  /** The HTTP routes of both servers (the API, the stream endpoints, /metrics, /health). */
  private readonly routes: Routes
  /** The WebSocket endpoint (paths, origins, admission, upgrade). */
  private readonly websockets: WebSocketEndpoint
  private readonly clients = new Set<Client>()
  /** Connections over an emulation transport (http_stream, sse) by session id. */
  readonly sessions = new Map<string, Client>()
  /** Admission of every new connection (node and per-address limits; the primary's in a cluster worker). */
  readonly admission: Admission
  /** RPC to the proxy, with the rate limits. */
  readonly rpcProxy: RpcProxy
  private readonly namespaces = new Map<string, NamespaceConfig>()
  private readonly defaultNs: NamespaceConfig
  /** Runs the timers of every connection. */
  private readonly sweep: Sweep
  private stopRequested = false
  private boundPort = 0
  private readonly link: WorkerLink | null
  /** This gateway process's id among the nodes (emulation requests name it to reach their stream). */
  readonly nodeId = randomUUID()
  /** presence_stats reads in flight, shared by the requests for the same channel meanwhile. */
  private readonly statsInFlight = new Map<string, Promise<PresenceStats>>()

  constructor(config: GatewayConfig, logger?: Logger, link?: WorkerLink) {
    this.link = link ?? null
    this.config = config
    this.log =
      logger ?? pino({ level: config.logLevel, base: { service: 'realtime', node: config.nodeName || undefined } })
    this.tokenKey = config.tokenSecret ? new TextEncoder().encode(config.tokenSecret) : null
    const subSecret = config.subscriptionTokenSecret || config.tokenSecret
    this.subTokenKey = subSecret ? new TextEncoder().encode(subSecret) : null
    for (const ns of config.namespaces) this.namespaces.set(ns.name, ns)
    this.defaultNs = { name: '', ...config.defaultNamespace }
    this.broker = config.redisUrl
      ? new RedisBroker(config.redisUrl, config.redisPrefix, config.historyMetaTtlSeconds)
      : (link?.broker ?? new MemoryBroker(config.historyMetaTtlSeconds * 1000))
    this.hub = new Hub(this.broker, this.metrics)
    this.sweep = new Sweep(this.clients, this.broker, config, this.log)
    this.server = createServer((req, res) => {
      this.routes.serve(req, res).catch((err: unknown) => {
        this.log.error({ err }, 'http handler failed')
        if (!res.headersSent) json(res, 500, { error: Errors.internal })
        else res.destroy()
      })
    })
    this.server.on('upgrade', (req, socket, head) => this.websockets.upgrade(req, socket as Duplex, head))
    this.server.on('clientError', (_err, socket) => socket.destroy())
    this.metricsServer = config.metricsAddress ? createServer((req, res) => this.routes.serveInternal(req, res)) : null
    this.metricsServer?.on('clientError', (_err, socket) => socket.destroy())
    this.routes = new Routes(this, new HttpApi(this, config.apiKey, config.maxMessageSize), new StreamEndpoints(this))
    this.rpcProxy = new RpcProxy(config, this.log, this.metrics, this.link)
    this.admission = new Admission(this, this.link)
    this.websockets = new WebSocketEndpoint(this)
  }

  get port(): number {
    return this.boundPort
  }
  get connectionCount(): number {
    return this.clients.size
  }
  /** stop() was called: new connections are refused, new clients closed with 3001. */
  get stopping(): boolean {
    return this.stopRequested
  }

  /** The bound port of the internal metrics address (0 without one). */
  get metricsPort(): number {
    return this.metricsBoundPort
  }

  async start(): Promise<void> {
    await this.broker.start(
      (channel, pub) => this.hub.deliver(channel, pub),
      {
        joinLeave: (channel, kind, info) => this.hub.deliverJoinLeave(channel, kind, info),
        emulation: (session, data) => this.emulateLocal(session, data),
      },
      this.nodeId,
    )
    // The public server first: a cluster primary takes a worker's first 'listening' for it.
    this.boundPort = await listen(this.server, this.config.port, this.config.host)
    if (this.metricsServer) {
      const { host, port } = parseHostPort(this.config.metricsAddress)!
      this.metricsBoundPort = await listen(this.metricsServer, port, host)
    }
    const c = this.config
    this.sweep.start()
    this.log.info(
      {
        port: this.boundPort,
        metricsPort: this.metricsBoundPort || undefined,
        redis: Boolean(c.redisUrl),
        rpcProxy: c.rpcProxyUrl || null,
      },
      this.link ? 'realtime worker listening' : 'realtime gateway listening',
    )
  }

  /** Closes every client with 3001 (shutdown: reconnect elsewhere), then the server. */
  async stop(): Promise<void> {
    if (this.stopRequested) return
    this.stopRequested = true
    this.sweep.stop()
    const closed = Promise.all(
      [this.server, this.metricsServer].map(
        (server) => server && new Promise<void>((resolve) => server.close(() => resolve())),
      ),
    )
    const all = [...this.clients]
    const gone = Promise.all(
      all.map((c) => new Promise<void>((r) => (c.ws.readyState === 3 ? r() : c.ws.once('close', () => r())))),
    )
    for (const c of all) c.disconnect(Disconnects.shutdown)
    await Promise.race([gone, new Promise((r) => setTimeout(r, this.config.closeTimeoutMs + 100).unref())])
    for (const c of this.clients) c.ws.terminate()
    this.server.closeAllConnections()
    this.metricsServer?.closeAllConnections()
    await closed
    await this.broker.stop()
    this.log.info('realtime gateway stopped')
  }

  namespaceOf(channel: string): NamespaceConfig | null {
    const i = channel.indexOf(':')
    if (i < 0) return this.defaultNs
    return this.namespaces.get(channel.slice(0, i)) ?? null
  }

  /**
   * A page of a channel's history (the client `history` command, `POST /api/history`): error 112
   * for a `since` position the stream no longer holds, 107 for `reverse` from offset 0, 100 when
   * the broker fails.
   */
  async readHistory(
    channel: string,
    ns: NamespaceConfig,
    q: HistoryQuery,
  ): Promise<HistoryPage | { error: ProtocolError }> {
    if (q.reverse && q.since && q.since.offset === 0) return { error: Errors.badRequest }
    const positionOnly = q.limit === 0 && !q.since
    let read
    try {
      read = await this.broker.history(channel, ns, positionOnly ? undefined : 0)
    } catch (err) {
      this.log.warn({ err: (err as Error).message, channel }, 'history failed')
      return { error: Errors.internal }
    }
    const page = pageOf(read, q)
    return page === 'unrecoverable' ? { error: Errors.unrecoverablePosition } : page
  }

  /** Sends a join or leave through the broker (to every node with subscribers); failures are logged. */
  publishJoinLeave(channel: string, kind: 'join' | 'leave', info: string): void {
    this.broker.publishJoinLeave(channel, kind, info).catch((err: unknown) => {
      this.log.warn({ err: (err as Error).message, channel, kind }, 'join/leave not sent')
    })
  }

  /** An emulation request another node passed on for a connection of this one (see transport.ts). */
  emulateLocal(session: string, data: string): void {
    this.sessions.get(session)?.onText(data)
  }

  /** presence_stats of a channel; concurrent reads of one channel share one broker call. */
  presenceStats(channel: string): Promise<PresenceStats> {
    let p = this.statsInFlight.get(channel)
    if (!p) {
      p = this.broker.presenceStats(channel).finally(() => this.statsInFlight.delete(channel))
      this.statsInFlight.set(channel, p)
    }
    return p
  }

  async publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null> {
    const pos = await this.broker.publish(channel, data, ns)
    this.metrics.publicationsIn++
    return pos
  }

  clientIp(req: IncomingMessage): string {
    const xff = req.headers['x-forwarded-for']
    return clientAddress(Array.isArray(xff) ? xff.join(',') : xff, req.socket.remoteAddress, this.config.trustProxy)
  }

  /** Whether a page of this Origin may open a connection that authenticates (allowedOrigins). */
  originAllowed(origin: string | undefined): boolean {
    return originMatches(this.config.allowedOrigins, origin)
  }

  /** A WebSocket upgraded by the endpoint (websocket.ts) joins the node as a client. */
  startWebSocket(ws: WebSocket, ip: string, mayAuthenticate: boolean): void {
    const client = new Client(this, ws, ip, mayAuthenticate)
    ws.on('message', (data, isBinary) => client.onMessage(data as Buffer, isBinary))
    ws.on('error', (err: Error & { code?: string }) => {
      // ws already closes with 1009 for frames over maxPayload and 1002/1007 for protocol errors.
      if (err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') this.metrics.disconnect(1009)
      this.log.debug({ err: err.message, ip }, 'websocket error')
    })
    this.register(client, ws)
  }

  /** A new HTTP-streaming or SSE connection (streams.ts), found by its session; its connect command handled. */
  startStream(s: OpenedStream): void {
    const client = new Client(this, s.conn, s.ip, s.mayAuthenticate, s.conn.sse ? 'sse' : 'http_stream', s.session)
    if (this.register(client, s.conn)) client.onText(s.initial)
  }

  /**
   * A connection of any transport joins the node: counted, run by the sweep, found by its session
   * (emulation transports), forgotten when it closes. False when the node is stopping (the client is
   * closed with 3001 at once).
   */
  private register(client: Client, conn: Connection): boolean {
    this.clients.add(client)
    if (client.session) this.sessions.set(client.session, client)
    this.metrics.connections++
    conn.once('close', () => {
      this.clients.delete(client)
      if (client.session) this.sessions.delete(client.session)
      this.metrics.connections--
      client.cleanup()
    })
    if (!this.stopping) return true
    client.disconnect(Disconnects.shutdown)
    return false
  }

  /** Prometheus text of this node (all workers added up by the primary in cluster mode). */
  async metricsText(): Promise<string> {
    return this.link ? this.link.metrics() : this.metrics.render()
  }
}

export interface GatewayHandle {
  start(): Promise<void>
  stop(): Promise<void>
  /** The bound port (after start; useful with port 0). */
  readonly port: number
  readonly gateway: Gateway
}

/** Creates a gateway from a (partial) configuration; `start()` listens, `stop()` closes clients with 3001. */
export function createGateway(
  config: GatewayConfigInput | GatewayConfig = {},
  logger?: Logger,
  link?: WorkerLink,
): GatewayHandle {
  const gateway = new Gateway(makeConfig(config), logger, link)
  return {
    start: () => gateway.start(),
    stop: () => gateway.stop(),
    get port() {
      return gateway.port
    },
    gateway,
  }
}
