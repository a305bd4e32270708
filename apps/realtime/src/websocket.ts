/** The WebSocket endpoint: its paths, the origin rule, admission, then the upgrade (JSON only, no compression). */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Admission } from './admission.js'
import type { GatewayConfig } from './config.js'
import type { Metrics } from './metrics.js'
import { originMatches } from './origins.js'

export const WS_PATHS = ['/ws', '/connection/websocket']
/** The only WebSocket subprotocol the gateway speaks (the centrifuge client sends none for JSON). */
const JSON_SUBPROTOCOL = 'centrifuge-json'

/** What the WebSocket endpoint uses of the node (the Gateway implements it). */
export interface WebSocketHost {
  readonly config: Pick<GatewayConfig, 'maxMessageSize' | 'anonymousOrigins'>
  readonly metrics: Pick<Metrics, 'rejected'>
  /** stop() was called: upgrades are refused with 503. */
  readonly stopping: boolean
  /** Admission of a new connection, the same for a WebSocket as for a stream. */
  readonly admission: Pick<Admission, 'admit'>
  originAllowed(origin: string | undefined): boolean
  clientIp(req: IncomingMessage): string
  /** The WebSocket joins the node as a client. */
  startWebSocket(ws: WebSocket, ip: string, mayAuthenticate: boolean): void
}

/** `GET /ws` and `GET /connection/websocket`: refused (404, 503, 403, then the admission's 429/503) or upgraded. */
export class WebSocketEndpoint {
  private readonly wss: WebSocketServer

  constructor(private readonly host: WebSocketHost) {
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: host.config.maxMessageSize,
      perMessageDeflate: false,
      clientTracking: false,
      // JSON only: select centrifuge-json when asked for, never centrifuge-protobuf (ws would pick
      // the client's first choice). A client asking only for protobuf fails its handshake.
      handleProtocols: (protocols) => (protocols.has(JSON_SUBPROTOCOL) ? JSON_SUBPROTOCOL : false),
    })
  }

  /** The HTTP server's 'upgrade' event. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const host = this.host
    socket.on('error', () => {})
    const path = (req.url ?? '/').split('?')[0]!
    if (!WS_PATHS.includes(path)) return this.refuse(socket, 404, 'Not Found', 'path')
    if (host.stopping) return this.refuse(socket, 503, 'Service Unavailable', 'shutdown')
    // A page of any origin in anonymousOrigins (default: any) may connect anonymously; only one in
    // allowedOrigins may authenticate (a token is refused otherwise: connect.ts).
    const mayAuthenticate = host.originAllowed(req.headers.origin)
    if (!mayAuthenticate && !originMatches(host.config.anonymousOrigins, req.headers.origin)) {
      return this.refuse(socket, 403, 'Forbidden', 'origin')
    }
    const ip = host.clientIp(req)
    host.admission.admit(
      ip,
      socket,
      (status, text, reason) => this.refuse(socket, status, text, reason),
      () => {
        // The primary's answer may come after stop().
        if (host.stopping) return this.refuse(socket, 503, 'Service Unavailable', 'shutdown')
        this.wss.handleUpgrade(req, socket, head, (ws) => host.startWebSocket(ws, ip, mayAuthenticate))
      },
    )
  }

  private refuse(socket: Duplex, status: number, text: string, reason: string): void {
    this.host.metrics.rejected(reason)
    socket.on('error', () => {})
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`,
    )
  }
}
