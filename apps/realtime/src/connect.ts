/**
 * The connection's own commands: `connect` (anonymous, or a connection token from an allowed origin)
 * and `refresh` (a new token before the old one expires). Each answers on the client, in Centrifugo's
 * order of checks.
 */
import type { Client } from './client.js'
import { Disconnects, Errors } from './codes.js'
import { BadRequest, type Params } from './params.js'
import { verifyConnectionToken } from './tokens.js'

export async function connect(c: Client, id: number, p: Params): Promise<void> {
  if (!c.isNew) throw new BadRequest('already connected')
  const token = p.token
  if (token !== undefined && typeof token !== 'string') throw new BadRequest('token')
  let user = ''
  let exp = 0
  if (token) {
    if (!c.mayAuthenticate) return c.disconnect(Disconnects.permissionDenied)
    const v = await verifyConnectionToken(c.host.tokenKey, token)
    if (!c.isNew) return
    if (v === 'expired') return c.replyError(id, Errors.tokenExpired)
    if (v === 'invalid') return c.disconnect(Disconnects.invalidToken)
    user = v.sub
    exp = v.exp
    c.connInfo = v.info
  } else if (!c.host.config.allowAnonymous) {
    return c.replyError(id, Errors.unauthorized)
  }
  const now = Date.now()
  c.open(user, now)
  const result: Record<string, unknown> = {
    client: c.id,
    version: c.host.version,
    ping: Math.max(1, Math.round(c.host.config.pingIntervalMs / 1000)),
    pong: true,
  }
  if (c.host.config.nodeName) result.node = c.host.config.nodeName
  if (c.session) {
    // Emulation: where the client's commands go (POST /emulation {session, node, data}).
    result.session = c.session
    result.node = c.host.nodeId
  }
  if (exp > 0) {
    c.setExpiry(exp)
    result.expires = true
    result.ttl = Math.max(1, Math.round(exp - now / 1000))
  }
  c.reply(id, 'connect', result)
}

export async function refresh(c: Client, id: number, p: Params): Promise<void> {
  if (typeof p.token !== 'string' || !p.token) throw new BadRequest('token')
  const v = await verifyConnectionToken(c.host.tokenKey, p.token)
  if (!c.connected) return
  if (v === 'expired') return c.disconnect(Disconnects.expired)
  if (v === 'invalid' || v.sub !== c.user) return c.disconnect(Disconnects.invalidToken)
  c.connInfo = v.info
  const result: Record<string, unknown> = { client: c.id, version: c.host.version }
  c.setExpiry(v.exp)
  if (v.exp > 0) {
    result.expires = true
    result.ttl = Math.max(1, Math.round(v.exp - Date.now() / 1000))
  }
  c.reply(id, 'refresh', result)
}
