import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import type { Broker } from './broker.js'
import type { Client } from './client.js'
import type { GatewayConfig } from './config.js'
import { isObject, readBody } from './http.js'
import type { Metrics } from './metrics.js'
import type { Admission, Refuse } from './admission.js'
import { StreamConnection } from './transport.js'
import { originMatches } from './origins.js'

/** Centrifugo's paths of the emulation transports and of their command endpoint. */
export const HTTP_STREAM_PATH = '/connection/http_stream'
export const SSE_PATH = '/connection/sse'
export const EMULATION_PATH = '/emulation'
export const EMULATION_PATHS = [HTTP_STREAM_PATH, SSE_PATH, EMULATION_PATH]

/** What the stream endpoints use of the node (the Gateway implements it). */
export interface StreamHost {
  readonly config: GatewayConfig
  readonly log: Logger
  readonly metrics: Metrics
  readonly nodeId: string
  readonly broker: Pick<Broker, 'sendToNode'>
  /** Connections over an emulation transport by session id. */
  readonly sessions: ReadonlyMap<string, Client>
  originAllowed(origin: string | undefined): boolean
  clientIp(req: IncomingMessage): string
  /** Admission of a new connection, the same for a stream as for a WebSocket. */
  readonly admission: Pick<Admission, 'admit'>
  /** The stream joins the node as a client, which handles its connect command. */
  startStream(stream: OpenedStream): void
}

/** A stream admitted and answered 200, with what the client connection is made of. */
export interface OpenedStream {
  readonly conn: StreamConnection
  readonly ip: string
  /** The page's origin is in allowedOrigins (it may connect with a token). */
  readonly mayAuthenticate: boolean
  /** The id the client's emulation requests name. */
  readonly session: string
  /** The connect command that opened the stream. */
  readonly initial: string
}

/**
 * The HTTP endpoints of the emulation transports, as Centrifugo serves them: `/connection/http_stream`
 * and `/connection/sse` open a stream, `POST /emulation` carries a stream's commands (to this node or,
 * through the broker, to the node holding it); CORS for pages of the allowed origins.
 */
export class StreamEndpoints {
  constructor(private readonly host: StreamHost) {}

  /** A transport turned off is not served (404), as Centrifugo registers no handler for it; /emulation with either. */
  served(path: string): boolean {
    const c = this.host.config
    return path === HTTP_STREAM_PATH ? c.httpStream : path === SSE_PATH ? c.sse : c.httpStream || c.sse
  }

  /** A request to one of the emulation paths this node serves: CORS, methods, then the stream or /emulation. */
  async handle(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = this.corsHeaders(req)
    if (!cors) {
      this.host.metrics.rejected('origin')
      req.resume()
      res.writeHead(403, { 'content-type': 'text/plain' })
      res.end('Forbidden')
      return
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(200, {
        ...cors,
        'access-control-allow-methods': path === SSE_PATH ? 'GET, POST' : 'POST',
        'access-control-max-age': '600',
      })
      res.end()
      return
    }
    const allowed = path === SSE_PATH ? ['GET', 'POST'] : ['POST']
    if (!allowed.includes(req.method ?? '')) {
      req.resume()
      res.writeHead(405, { ...cors, allow: allowed.join(', ') })
      res.end()
      return
    }
    if (path === EMULATION_PATH) return this.onEmulation(req, res, cors)
    return this.openStream(path === SSE_PATH, req, res, cors)
  }

  /**
   * The CORS answer of an emulation path for a page of `origin` (a browser sends it on a cross-origin
   * fetch, and asks first with OPTIONS for the JSON content type): the origin echoed when it may
   * connect (anonymousOrigins or allowedOrigins), else null (403).
   */
  private corsHeaders(req: IncomingMessage): Record<string, string> | null {
    const origin = req.headers.origin
    if (!this.host.originAllowed(origin) && !originMatches(this.host.config.anonymousOrigins, origin)) return null
    if (!origin) return {}
    const h: Record<string, string> = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin',
    }
    const asked = req.headers['access-control-request-headers']
    if (typeof asked === 'string' && asked !== '' && asked !== 'null') h['access-control-allow-headers'] = asked
    return h
  }

  /**
   * `POST /connection/http_stream` (the body: the connect command) or `GET /connection/sse?cf_connect=`
   * (or POST): the response stays open and carries every reply and push, one JSON per line for
   * HTTP-streaming, one `data:` event each for SSE. The connect reply carries `session` and `node`
   * for the client's emulation requests.
   */
  private async openStream(
    sse: boolean,
    req: IncomingMessage,
    res: ServerResponse,
    cors: Record<string, string>,
  ): Promise<void> {
    let initial: string | null
    if (req.method === 'GET') {
      initial = new URL(req.url ?? '/', 'http://x').searchParams.get('cf_connect')
      if (!initial) return status(res, 400, cors, 'no connect command')
      if (Buffer.byteLength(initial) > this.host.config.maxMessageSize)
        return status(res, 413, cors, 'connect command too large')
    } else {
      initial = await readBody(req, this.host.config.maxMessageSize)
      if (initial === null) return status(res, 413, cors, 'connect command too large')
    }
    const ip = this.host.clientIp(req)
    const refuse: Refuse = (code, text, reason) => {
      this.host.metrics.rejected(reason)
      status(res, code, cors, text)
    }
    this.host.admission.admit(ip, res, refuse, () => this.answerStream(sse, ip, initial, req, res, cors))
  }

  /** An admitted stream: the 200 with the stream's headers, then the client (its connect command first). */
  private answerStream(
    sse: boolean,
    ip: string,
    initial: string,
    req: IncomingMessage,
    res: ServerResponse,
    cors: Record<string, string>,
  ): void {
    const headers: Record<string, string> = {
      ...cors,
      'x-accel-buffering': 'no',
      'cache-control': 'private, no-cache, no-store, must-revalidate, max-age=0',
      pragma: 'no-cache',
      expire: '0',
    }
    if (sse) headers['content-type'] = 'text/event-stream; charset=utf-8'
    res.writeHead(200, headers)
    if (sse) res.write('\r\n')
    else res.flushHeaders()
    req.socket.setNoDelay(true)
    req.socket.setTimeout(0)
    this.host.startStream({
      conn: new StreamConnection(res, sse),
      ip,
      mayAuthenticate: this.host.originAllowed(req.headers.origin),
      session: randomUUID(),
      initial,
    })
  }

  /**
   * `POST /emulation {session, node, data}`: the client's commands (data: their JSON text) for the
   * stream `session` of node `node`. This node's own session: handed to it; another node's: sent to
   * it through the broker (204 once sent), 404 when no node of that id runs (the client closes the
   * stream and reconnects). A session gone from a running node: 204, its stream has ended anyway.
   */
  private async onEmulation(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>): Promise<void> {
    const max = this.host.config.maxMessageSize
    const text = await readBody(req, max * 2 + 1024)
    if (text === null) return status(res, 413, cors, 'request too large')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return status(res, 400, cors, 'malformed JSON')
    }
    if (
      !isObject(body) ||
      typeof body.session !== 'string' ||
      typeof body.node !== 'string' ||
      typeof body.data !== 'string' ||
      body.session === ''
    ) {
      return status(res, 400, cors, 'expected {session, node, data}')
    }
    const { session, node, data } = body as { session: string; node: string; data: string }
    if (Buffer.byteLength(data) > max) return status(res, 413, cors, 'commands too large')
    if (node === this.host.nodeId || node === '') {
      this.host.sessions.get(session)?.onText(data)
      return status(res, 204, cors)
    }
    let sent: boolean
    try {
      sent = await this.host.broker.sendToNode(node, session, data)
    } catch (err) {
      this.host.log.warn({ err: (err as Error).message }, 'emulation request not passed on')
      return status(res, 500, cors, 'not passed on')
    }
    return status(res, sent ? 204 : 404, cors)
  }
}

/** Plain status answers of the emulation paths (with the CORS headers, so that a page can read them). */
export function status(res: ServerResponse, code: number, cors: Record<string, string>, text = ''): void {
  res.writeHead(code, text ? { ...cors, 'content-type': 'text/plain' } : cors)
  res.end(text)
}
