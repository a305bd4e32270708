import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { presenceRecord } from './broker.js'
import { Errors, type ProtocolError } from './codes.js'
import type { Gateway } from './gateway.js'
import { historyJson, parseHistoryQuery } from './history.js'
import { isObject, json, readBody } from './http.js'
import { toJson } from './json.js'

/** The server API (POST, with the API key). */
export const API_PATHS = ['/api/publish', '/api/broadcast', '/api/history', '/api/presence', '/api/presence_stats']

const publishBody = z.object({
  channel: z.string().min(1).max(255),
  data: z.unknown().refine((v) => v !== undefined, 'data is required'),
})
/** The publish API's answer to bad input: `{error:{code:107, message:"bad request: <detail>"}}`. */
const apiBadRequest = (detail: string) => ({
  error: { code: Errors.badRequest.code, message: `${Errors.badRequest.message}: ${detail}` },
})
/** What is wrong with a body the schema refused: the first issue's path and message. */
const issueOf = (e: z.ZodError) => `${e.issues[0]?.path.join('.') || 'body'} ${e.issues[0]?.message ?? ''}`.trim()

const broadcastBody = z.object({
  channels: z.array(z.string().min(1).max(255)).min(1).max(1000),
  data: z.unknown().refine((v) => v !== undefined, 'data is required'),
})

/** What the server API uses of the gateway. */
export type ApiHost = Pick<Gateway, 'namespaceOf' | 'readHistory' | 'presenceStats' | 'publish' | 'broker' | 'log'>

/**
 * Centrifugo's HTTP server API: `POST /api/publish`, `/api/broadcast`, `/api/history`,
 * `/api/presence`, `/api/presence_stats`, with the API key (also the key of the public /metrics).
 */
export class HttpApi {
  /** SHA-256 of the API key, compared in constant time (null: no key, the API is closed). */
  private readonly keyDigest: Buffer | null

  constructor(
    private readonly gw: ApiHost,
    apiKey: string,
    private readonly maxBodySize: number,
  ) {
    this.keyDigest = apiKey ? digest(apiKey) : null
  }

  /** The request carries the API key (X-API-Key or Authorization: apikey), compared in constant time. */
  authorized(req: IncomingMessage): boolean {
    const expected = this.keyDigest
    if (!expected) return false
    const header = req.headers['x-api-key']
    const auth = /^apikey\s+(.+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1]
    // Both are checked either way, so the time does not tell which header was tried.
    const byHeader = typeof header === 'string' && timingSafeEqual(digest(header), expected)
    const byAuth = auth !== undefined && timingSafeEqual(digest(auth), expected)
    return byHeader || byAuth
  }

  /** One request to one of API_PATHS. */
  async handle(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' })
      res.end()
      return
    }
    if (!this.authorized(req)) {
      req.resume()
      return json(res, 401, { error: Errors.unauthorized })
    }
    const text = await readBody(req, this.maxBodySize)
    if (text === null) return json(res, 413, apiBadRequest('body too large'))
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return json(res, 400, apiBadRequest('malformed JSON'))
    }
    if (path === '/api/history') return json(res, ...(await this.apiHistory(body)))
    if (path === '/api/presence' || path === '/api/presence_stats')
      return json(res, ...(await this.apiPresence(body, path === '/api/presence')))
    if (path === '/api/publish') {
      const p = publishBody.safeParse(body)
      if (!p.success) return json(res, 400, apiBadRequest(issueOf(p.error)))
      const data = toJson(p.data.data)
      if (data === null) return json(res, 400, apiBadRequest('data is nested too deeply'))
      return json(res, 200, await this.apiPublish(p.data.channel, data))
    }
    const b = broadcastBody.safeParse(body)
    if (!b.success) return json(res, 400, apiBadRequest(issueOf(b.error)))
    const data = toJson(b.data.data)
    if (data === null) return json(res, 400, apiBadRequest('data is nested too deeply'))
    const responses = await Promise.all(b.data.channels.map((ch) => this.apiPublish(ch, data)))
    return json(res, 200, { result: { responses } })
  }

  /**
   * POST /api/history `{channel, limit?, since?: {offset, epoch}, reverse?}`: `{result:
   * {publications?, offset, epoch}}` (limit 0 or none: the position only, as Centrifugo since v3);
   * errors as Centrifugo's API: 102 unknown channel, 108 no history in the namespace, 112 a `since`
   * position no longer held, 107 a malformed body (HTTP 400).
   */
  private async apiHistory(body: unknown): Promise<[number, unknown]> {
    if (!isObject(body)) return [400, apiBadRequest('body is not an object')]
    const channel = body.channel
    if (typeof channel !== 'string' || channel === '' || channel.length > 255)
      return [400, apiBadRequest('channel is required')]
    const q = parseHistoryQuery(body)
    if (!q) return [400, apiBadRequest('limit, since or reverse')]
    const ns = this.gw.namespaceOf(channel)
    if (!ns) return [200, { error: Errors.unknownChannel }]
    if (ns.historySize <= 0 || ns.historyTtlSeconds <= 0) return [200, { error: Errors.notAvailable }]
    const h = await this.gw.readHistory(channel, ns, q)
    if ('error' in h) return [h.error === Errors.badRequest ? 400 : 200, { error: h.error }]
    return [200, `{"result":${historyJson(h)}}`]
  }

  /**
   * POST /api/presence `{channel}` -> `{result: {presence: {clientId: ClientInfo}}}`; POST
   * /api/presence_stats -> `{result: {num_clients, num_users}}`. 102 unknown namespace, 108 a
   * namespace without presence (Centrifugo's API).
   */
  private async apiPresence(body: unknown, full: boolean): Promise<[number, unknown]> {
    if (!isObject(body)) return [400, apiBadRequest('body is not an object')]
    const channel = body.channel
    if (typeof channel !== 'string' || channel === '' || channel.length > 255)
      return [400, apiBadRequest('channel is required')]
    const ns = this.gw.namespaceOf(channel)
    if (!ns) return [200, { error: Errors.unknownChannel }]
    if (!ns.presence) return [200, { error: Errors.notAvailable }]
    try {
      if (full) return [200, `{"result":{"presence":${presenceRecord(await this.gw.broker.presence(channel))}}}`]
      const stats = await this.gw.presenceStats(channel)
      return [200, { result: { num_clients: stats.numClients, num_users: stats.numUsers } }]
    } catch (err) {
      this.gw.log.warn({ err: (err as Error).message, channel }, 'presence failed')
      return [200, { error: Errors.internal }]
    }
  }

  private async apiPublish(
    channel: string,
    data: string,
  ): Promise<{ result: Record<string, unknown> } | { error: ProtocolError }> {
    const ns = this.gw.namespaceOf(channel)
    if (!ns) return { error: Errors.unknownChannel }
    try {
      const pos = await this.gw.publish(channel, data, ns)
      return { result: pos ? { offset: pos.offset, epoch: pos.epoch } : {} }
    } catch (err) {
      this.gw.log.error({ err, channel }, 'publish failed')
      return { error: Errors.internal }
    }
  }
}

const digest = (key: string): Buffer => createHash('sha256').update(key).digest()
