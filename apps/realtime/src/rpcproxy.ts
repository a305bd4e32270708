import type { Logger } from 'pino'
import { z } from 'zod'
import type { Client } from './client.js'
import { Errors, type Disconnect, type ProtocolError } from './codes.js'
import type { GatewayConfig } from './config.js'
import type { WorkerLink } from './gateway.js'
import { toJson } from './json.js'
import type { Metrics } from './metrics.js'
import { RpcLimiter } from './ratelimit.js'

export type RpcOutcome = { result: string } | { error: ProtocolError } | { disconnect: Disconnect }

const proxyResult = z.object({ result: z.object({ data: z.unknown().optional() }).passthrough() })
const proxyError = z.object({
  error: z.object({
    code: z.number().int().min(100).max(1999),
    message: z.string().max(1000).default(''),
    temporary: z.boolean().optional(),
  }),
})
const proxyDisconnect = z.object({
  disconnect: z.object({ code: z.number().int().min(3000).max(4999), reason: z.string().max(120).default('') }),
})

/**
 * The client of the site's RPC proxy endpoint, as Centrifugo calls it: the rate limits (this
 * node's buckets, or the cluster primary's), then one POST per RPC and its answer as the reply.
 */
export class RpcProxy {
  /** RPC rate limits of this node (a cluster worker asks the primary's instead). */
  private readonly limiter: RpcLimiter

  constructor(
    private readonly config: GatewayConfig,
    private readonly log: Logger,
    private readonly metrics: Metrics,
    private readonly link: WorkerLink | null,
  ) {
    this.limiter = RpcLimiter.fromConfig(config)
  }

  /** Whether RPCs of `method` go to the proxy (one is configured, the method's namespace listed). */
  allowed(method: string): boolean {
    if (!this.config.rpcProxyUrl) return false
    const list = this.config.rpcProxyNamespaces
    if (list.length === 0) return true
    const i = method.indexOf(':')
    return list.includes(i < 0 ? '' : method.slice(0, i))
  }

  /** One RPC of `client`: error 111 over its address's or the node's rate, else the proxy's answer. */
  async call(client: Client, method: string, data: unknown): Promise<RpcOutcome> {
    let permitted: boolean
    try {
      permitted = await this.rpcPermitted(client.ip)
    } catch (err) {
      this.log.warn({ err: (err as Error).message, ip: client.ip }, 'rpc not granted by the primary')
      return { error: Errors.internal }
    }
    if (permitted) return this.callRpcProxy(client, method, data)
    this.metrics.rpcLimited()
    return { error: Errors.tooManyRequests }
  }

  private rpcPermitted(ip: string): Promise<boolean> | boolean {
    if (!this.limiter.active) return true
    return this.link ? this.link.takeRpc(ip) : this.limiter.take(ip)
  }

  private async callRpcProxy(client: Client, method: string, data: unknown): Promise<RpcOutcome> {
    const c = this.config
    const request = toJson({
      client: client.id,
      transport: client.transport,
      protocol: 'json',
      encoding: 'json',
      user: client.user,
      method,
      data: data ?? null,
    })
    // Data nested too deeply to serialize is the client's fault: a retry would fail the same way.
    if (request === null) return { error: Errors.badRequest }
    const started = performance.now()
    let result = 'proxy_error'
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (c.rpcProxySecret) headers[c.rpcProxySecretHeader.toLowerCase()] = c.rpcProxySecret
      const res = await fetch(c.rpcProxyUrl, {
        method: 'POST',
        headers,
        body: request,
        signal: AbortSignal.timeout(c.rpcProxyTimeoutMs),
      })
      if (!res.ok) {
        await res.body?.cancel().catch(() => {})
        this.log.warn({ method, status: res.status }, 'rpc proxy answered an HTTP error')
        return { error: Errors.internal }
      }
      const body: unknown = await res.json()
      const d = proxyDisconnect.safeParse(body)
      if (d.success) {
        result = 'disconnect'
        return { disconnect: { code: d.data.disconnect.code, reason: d.data.disconnect.reason || 'disconnect' } }
      }
      const e = proxyError.safeParse(body)
      if (e.success) {
        result = 'error'
        const err: ProtocolError = { code: e.data.error.code, message: e.data.error.message }
        if (e.data.error.temporary) err.temporary = true
        return { error: err }
      }
      const r = proxyResult.safeParse(body)
      if (!r.success) {
        this.log.warn({ method }, 'rpc proxy answered a malformed body')
        return { error: Errors.internal }
      }
      result = 'ok'
      const out = r.data.result.data === undefined ? '{}' : JSON.stringify({ data: r.data.result.data })
      return { result: out }
    } catch (err) {
      this.log.warn({ method, err: (err as Error).message }, 'rpc proxy unreachable or slow')
      return { error: Errors.internal }
    } finally {
      this.metrics.rpcDone(result, (performance.now() - started) / 1000)
    }
  }
}
