/** The node's HTTP routing: the public port (health, /metrics with the key, the stream endpoints, the API) and the internal metrics address. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { API_PATHS, type HttpApi } from './api.js'
import { Errors } from './codes.js'
import { json } from './http.js'
import { EMULATION_PATHS, type StreamEndpoints } from './streams.js'
import { WS_PATHS } from './websocket.js'

/** What the routes use of the node (the Gateway implements it). */
export interface RoutesHost {
  readonly log: Logger
  /** Prometheus text of this node (all workers added up by the primary in cluster mode). */
  metricsText(): Promise<string>
}

export class Routes {
  constructor(
    private readonly host: RoutesHost,
    /** The HTTP server API (publish, broadcast, history, presence) and the API key. */
    private readonly api: HttpApi,
    /** The HTTP-streaming and SSE endpoints and /emulation. */
    private readonly streams: StreamEndpoints,
  ) {}

  /** A request to the public port (WebSocket upgrades go to websocket.ts instead). */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!
    if (req.method === 'GET' && path === '/health') return json(res, 200, {})
    if (req.method === 'GET' && path === '/metrics') {
      if (!this.api.authorized(req)) return json(res, 401, { error: Errors.unauthorized })
      return this.serveMetrics(res)
    }
    if (EMULATION_PATHS.includes(path) && this.streams.served(path)) return this.streams.handle(path, req, res)
    if (API_PATHS.includes(path)) return this.api.handle(path, req, res)
    if (WS_PATHS.includes(path)) {
      res.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
      res.end('Upgrade Required')
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('Not Found')
  }

  /** The internal metrics address: /metrics without a key, /health, nothing else. */
  serveInternal(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0]!
    if (req.method === 'GET' && path === '/metrics') {
      void this.serveMetrics(res)
      return
    }
    if (req.method === 'GET' && path === '/health') return json(res, 200, {})
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('Not Found')
  }

  /** Prometheus text of this node; 503 when the cluster primary does not answer. */
  private async serveMetrics(res: ServerResponse): Promise<void> {
    let text: string
    try {
      text = await this.host.metricsText()
    } catch (err) {
      this.host.log.warn({ err: (err as Error).message }, 'metrics of the other workers unavailable')
      res.writeHead(503, { 'content-type': 'text/plain' })
      res.end('metrics unavailable: the cluster primary did not answer\n')
      return
    }
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' })
    res.end(text)
  }
}
