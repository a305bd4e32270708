/**
 * The channel commands that keep no state of their own: publish, history, presence, presence_stats
 * and rpc (subscriptions are subscriptions.ts, connect and refresh the connection's own, connect.ts).
 * Each answers its command on the client, in Centrifugo's order of checks.
 */
import { presenceRecord } from './broker.js'
import type { Client } from './client.js'
import { allows } from './access.js'
import { Errors } from './codes.js'
import { historyJson, parseHistoryQuery } from './history.js'
import { toJson } from './json.js'
import { BadRequest, channelParam, isAscii, type Params } from './params.js'

export async function publish(c: Client, id: number, p: Params): Promise<void> {
  const channel = channelParam(p)
  if (p.data === undefined) throw new BadRequest('data')
  const ns = c.host.namespaceOf(channel)
  if (!ns) return c.replyError(id, Errors.unknownChannel)
  if (!isAscii(channel)) return c.replyError(id, Errors.badRequest)
  // Centrifugo's rule: for connections with a user, anonymous ones too with allowPublishForAnonymous.
  if (!allows(ns, 'Publish', c.user, c.subscriptions.subscribed(channel))) {
    return c.replyError(id, Errors.permissionDenied)
  }
  const data = toJson(p.data)
  if (data === null) return c.replyError(id, Errors.badRequest)
  try {
    await c.host.publish(channel, data, ns)
  } catch {
    return c.replyError(id, Errors.internal)
  }
  c.reply(id, 'publish', {})
}

/** presence / presence_stats: 102 unknown namespace, 108 a namespace without presence, 103 no access (Centrifugo's order). */
function presenceCheck(c: Client, id: number, channel: string): boolean {
  const ns = c.host.namespaceOf(channel)
  if (!ns) c.replyError(id, Errors.unknownChannel)
  else if (!isAscii(channel)) c.replyError(id, Errors.badRequest)
  else if (!ns.presence) c.replyError(id, Errors.notAvailable)
  else if (!allows(ns, 'Presence', c.user, c.subscriptions.subscribed(channel))) {
    c.replyError(id, Errors.permissionDenied)
  } else return true
  return false
}

export async function presence(c: Client, id: number, p: Params): Promise<void> {
  const channel = channelParam(p)
  if (!presenceCheck(c, id, channel)) return
  let entries: Record<string, string>
  try {
    entries = await c.host.broker.presence(channel)
  } catch (err) {
    c.host.log.warn({ err: (err as Error).message, channel }, 'presence failed')
    return c.replyError(id, Errors.internal)
  }
  if (!c.connected) return
  c.send(`{"id":${id},"presence":{"presence":${presenceRecord(entries)}}}`)
}

export async function presenceStats(c: Client, id: number, p: Params): Promise<void> {
  const channel = channelParam(p)
  if (!presenceCheck(c, id, channel)) return
  let stats
  try {
    stats = await c.host.presenceStats(channel)
  } catch (err) {
    c.host.log.warn({ err: (err as Error).message, channel }, 'presence stats failed')
    return c.replyError(id, Errors.internal)
  }
  if (!c.connected) return
  c.reply(id, 'presence_stats', { num_clients: stats.numClients, num_users: stats.numUsers })
}

/**
 * history: unknown namespace 102, a namespace without history 108, no access 103 (Centrifugo's
 * order). No `limit` or `limit: 0` answers the stream position only; `limit: -1` (or above
 * `historyMaxPublicationLimit`) that limit; `reverse` newest first; a `since` position the
 * stream no longer holds (other epoch, publications after it gone): 112.
 */
export async function history(c: Client, id: number, p: Params): Promise<void> {
  const channel = channelParam(p)
  const q = parseHistoryQuery(p)
  if (!q) throw new BadRequest('history')
  const ns = c.host.namespaceOf(channel)
  if (!ns) return c.replyError(id, Errors.unknownChannel)
  if (!isAscii(channel)) return c.replyError(id, Errors.badRequest)
  if (ns.historySize <= 0 || ns.historyTtlSeconds <= 0) return c.replyError(id, Errors.notAvailable)
  if (!allows(ns, 'History', c.user, c.subscriptions.subscribed(channel))) {
    return c.replyError(id, Errors.permissionDenied)
  }
  const max = c.host.config.historyMaxPublicationLimit
  if (max > 0 && (q.limit < 0 || q.limit > max)) q.limit = max
  const h = await c.host.readHistory(channel, ns, q)
  if (!c.connected) return
  if ('error' in h) return c.replyError(id, h.error)
  c.send(`{"id":${id},"history":${historyJson(h)}}`)
}

/** rpc: to the site's RPC proxy; not awaited, so that a slow proxy does not hold the connection's other commands. */
export function rpc(c: Client, id: number, p: Params): void {
  const method = p.method ?? ''
  if (typeof method !== 'string' || method.length > 255) throw new BadRequest('method')
  if (!c.host.rpcProxy.allowed(method)) return c.replyError(id, Errors.notAvailable)
  if (c.rpcInFlight >= c.host.config.maxRpcInFlight) return c.replyError(id, Errors.tooManyRequests)
  c.rpcInFlight++
  void c.host.rpcProxy
    .call(c, method, p.data)
    .then((outcome) => {
      if (!c.connected) return
      if ('disconnect' in outcome) c.disconnect(outcome.disconnect)
      else if ('error' in outcome) c.replyError(id, outcome.error)
      else c.send(`{"id":${id},"rpc":${outcome.result}}`)
    })
    .finally(() => {
      c.rpcInFlight--
    })
}
