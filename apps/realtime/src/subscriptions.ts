import type { BrokerPublication, PresenceEntry } from './broker.js'
import type { Client } from './client.js'
import { Disconnects, Errors, FLAG_REJECT_UNRECOVERED, UnsubscribeExpired } from './codes.js'
import { allows } from './access.js'
import { pushFrame } from './hub.js'
import { BadRequest, MAX_CHANNEL_LENGTH, channelParam, isAscii, type Params } from './params.js'
import {
  claimsFit,
  expireAtOf,
  namespaceSubOptions,
  tokenInfo,
  tokenSubOptions,
  ttlOf,
  verifySubscriptionToken,
} from './tokens.js'

/** Subscription state: SUBSCRIBED, or the publications buffered while the subscribe is in progress. */
export const SUBSCRIBED = 1
export type SubState = typeof SUBSCRIBED | BrokerPublication[]

/**
 * What a subscription carries besides its state, only for the subscriptions that need it (token
 * expiry, channel info, presence, join/leave): the fan-out path reads the states alone.
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

/**
 * One connection's subscriptions: the subscribe (with recovery, presence and join), unsubscribe and
 * sub_refresh commands, subscription token expiry, the presence refresh of its channels, and their
 * end when the connection goes.
 */
export class Subscriptions {
  /** Channel -> its state; the fan-out (Hub) reads it for every publication. */
  readonly states = new Map<string, SubState>()
  /** Extra state of the subscriptions that have any (see SubExtra). */
  readonly extra = new Map<string, SubExtra>()
  /** Earliest subscription expiry + grace (ms since epoch, 0 = none): checked by the client's timers. */
  private deadline = 0
  /** When this connection's presence entries are due for a refresh (ms since epoch, 0 = it has none). */
  private presenceAt = 0

  constructor(private readonly client: Client) {}

  get size(): number {
    return this.states.size
  }

  subscribed(channel: string): boolean {
    return this.states.get(channel) === SUBSCRIBED
  }

  async subscribe(id: number, p: Params): Promise<void> {
    const c = this.client
    const host = c.host
    const channel = channelParam(p, Infinity)
    if (channel.length > MAX_CHANNEL_LENGTH) return c.replyError(id, Errors.limitExceeded)
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
    if ((p.type !== undefined && p.type !== 0) || p.tf !== undefined) return c.replyError(id, Errors.badRequest)
    // As Centrifuge validates a subscribe request before its handler: the channel limit, then a duplicate.
    if (this.states.size >= host.config.maxChannelsPerConnection) return c.replyError(id, Errors.limitExceeded)
    if (this.states.has(channel)) return c.replyError(id, Errors.alreadySubscribed)
    const ns = host.namespaceOf(channel)
    if (!ns) return c.replyError(id, Errors.unknownChannel)
    if (!isAscii(channel)) return c.replyError(id, Errors.badRequest)

    let opts = namespaceSubOptions(ns)
    let chanInfo: string | null = null
    let tokenData: string | null = null
    let expireAt = 0
    if (token) {
      // A token is verified whenever one is sent, and a valid one is the permission to subscribe.
      const v = await verifySubscriptionToken(host.subTokenKey, token)
      if (!c.connected) return
      if (!v.ok) return c.replyError(id, v.outcome === 'expired' ? Errors.tokenExpired : Errors.permissionDenied)
      const claims = v.payload
      const claimNs = host.namespaceOf(claims.channel as string)
      if (!claimNs) return c.replyError(id, Errors.unknownChannel)
      // A token for another channel, user or connection: Centrifugo disconnects (3500).
      if (!claimsFit(claims, channel, c.user, c.id)) return c.disconnect(Disconnects.invalidToken)
      if (this.states.has(channel)) return c.replyError(id, Errors.alreadySubscribed)
      const t = tokenSubOptions(ns, claims)
      if (!t) return c.replyError(id, Errors.permissionDenied)
      opts = t
      chanInfo = t.chanInfo
      tokenData = t.data
      expireAt = t.expireAt * 1000
      // An `expire_at` already past (Centrifuge: "subscription expiration must be greater than now").
      if (expireAt > 0 && expireAt <= Date.now()) return c.replyError(id, Errors.expired)
    } else {
      const allowed = c.user ? ns.allowSubscribeForClient : ns.allowSubscribeForAnonymous
      if (!allowed) return c.replyError(id, Errors.permissionDenied)
    }
    const hasHistory = ns.historySize > 0 && ns.historyTtlSeconds > 0
    const historyAllowed = allows(ns, 'History', c.user, true)
    const recoverable = hasHistory && (opts.forceRecovery || (p.recoverable === true && historyAllowed))
    // Positioning alone (the client's `positioned`, with history access): the stream position, no recovery.
    const positioned = recoverable || (hasHistory && p.positioned === true && historyAllowed)
    const recover = recoverable && p.recover === true
    const rejectUnrecovered = typeof p.flag === 'number' && (p.flag & FLAG_REJECT_UNRECOVERED) !== 0
    const pushJoinLeave =
      opts.forcePushJoinLeave || (p.join_leave === true && opts.joinLeave && allows(ns, 'Presence', c.user, true))
    const extra: SubExtra | null =
      expireAt > 0 || chanInfo !== null || opts.presence || opts.joinLeave || pushJoinLeave
        ? { expireAt, chanInfo, presence: opts.presence, emitJoinLeave: opts.joinLeave, pushJoinLeave }
        : null

    const buffer: BrokerPublication[] = []
    this.states.set(channel, buffer)
    /** Still subscribing: connected, and no unsubscribe came meanwhile. */
    const pending = () => c.connected && this.states.get(channel) === buffer
    const undo = () => {
      if (this.states.get(channel) === buffer) {
        this.states.delete(channel)
        host.hub.removeSubscriber(channel, c)
      }
    }
    /** A step failed: the subscription is undone and the client told 100 (internal). */
    const fail = (msg: string, err: unknown) => {
      host.log.warn({ err, channel }, msg)
      undo()
      if (c.connected) c.replyError(id, Errors.internal)
    }
    try {
      await host.hub.addSubscriber(channel, c)
    } catch (e) {
      return fail('broker subscribe failed', e)
    }
    if (!pending()) return

    const result: Record<string, unknown> = {}
    let recovered: { offset: number; data: string }[] = []
    let top = -1
    if (positioned) {
      let h
      try {
        h = await host.broker.history(channel, ns, recover ? ((reqOffset as number | undefined) ?? 0) : undefined)
      } catch (e) {
        return fail('history failed', e)
      }
      if (!pending()) return
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
          return c.replyError(id, Errors.unrecoverablePosition)
        }
      }
    }
    if (extra?.presence) {
      try {
        await host.broker.addPresence(channel, [c.presenceEntry(extra)], host.config.presenceTtlSeconds)
      } catch (e) {
        return fail('presence add failed', (e as Error).message)
      }
      if (!pending()) {
        void host.broker.removePresence(channel, [c.id]).catch(() => {})
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
    c.send(frame)
    this.states.set(channel, SUBSCRIBED)
    if (extra) {
      this.extra.set(channel, extra)
      if (expireAt > 0) this.updateDeadline()
      if (extra.presence && this.presenceAt === 0) this.presenceAt = Date.now() + host.config.presenceUpdateIntervalMs
    }
    host.metrics.subscriptions++
    for (const pub of buffer) {
      if (pub.offset === undefined || pub.offset > top) {
        c.send(pushFrame(channel, pub))
        top = pub.offset ?? top
      }
    }
    if (positioned) host.hub.holds(channel, c, { offset: top, epoch: result.epoch as string })
    // After the reply, as Centrifuge does: subscribers (this one too, if it asked) get the join.
    if (extra?.emitJoinLeave) host.publishJoinLeave(channel, 'join', c.clientInfo(extra))
  }

  unsubscribe(id: number, p: Params): void {
    const channel = channelParam(p)
    this.drop(channel)
    this.client.reply(id, 'unsubscribe', {})
  }

  /**
   * sub_refresh: a new subscription token for a channel this connection is subscribed to. An
   * invalid token, or one for another channel, user or connection closes with 3500 (Centrifugo);
   * an expired one ends the subscription (2501) so that the client subscribes again with a new one.
   */
  async refresh(id: number, p: Params): Promise<void> {
    const c = this.client
    const channel = channelParam(p)
    if (p.token !== undefined && typeof p.token !== 'string') throw new BadRequest('token')
    if (!this.subscribed(channel)) return c.replyError(id, Errors.permissionDenied)
    if (!p.token) return c.replyError(id, Errors.badRequest)
    const v = await verifySubscriptionToken(c.host.subTokenKey, p.token)
    if (!c.connected) return
    if (!v.ok && v.outcome === 'expired') {
      this.serverUnsubscribe(channel, UnsubscribeExpired)
      return c.replyError(id, Errors.tokenExpired)
    }
    if (!v.ok) return c.disconnect(Disconnects.invalidToken)
    const claims = v.payload
    if (!claimsFit(claims, channel, c.user, c.id)) return c.disconnect(Disconnects.invalidToken)
    const info = tokenInfo(claims)
    if (info === undefined) return c.disconnect(Disconnects.invalidToken)
    if (!this.subscribed(channel)) return c.replyError(id, Errors.permissionDenied)
    const expireAt = expireAtOf(claims) * 1000
    const x = this.extra.get(channel)
    if (x) {
      x.expireAt = expireAt
      x.chanInfo = info
    } else if (expireAt > 0 || info !== null) {
      this.extra.set(channel, {
        expireAt,
        chanInfo: info,
        presence: false,
        emitJoinLeave: false,
        pushJoinLeave: false,
      })
    }
    this.updateDeadline()
    c.reply(id, 'sub_refresh', expireAt > 0 ? { expires: true, ttl: ttlOf(expireAt) } : {})
  }

  /** Ends a subscription from the server side with an unsubscribe push (codes >= 2500: the client subscribes again). */
  serverUnsubscribe(channel: string, u: { code: number; reason: string }): void {
    if (!this.states.has(channel)) return
    this.drop(channel)
    this.client.send(`{"push":{"channel":${JSON.stringify(channel)},"unsubscribe":${JSON.stringify(u)}}}`)
  }

  /** A subscription token expired past its grace (the client's timers end those subscriptions now). */
  expiryDue(now: number): boolean {
    return this.deadline !== 0 && now >= this.deadline
  }

  /** Subscriptions whose token expired and was not refreshed in time are ended (2501, the client subscribes again). */
  expire(now: number): void {
    const grace = this.client.host.config.expiredSubCloseDelayMs
    for (const [channel, x] of [...this.extra]) {
      if (x.expireAt > 0 && now >= x.expireAt + grace) this.serverUnsubscribe(channel, UnsubscribeExpired)
    }
    this.updateDeadline()
  }

  /** When due, adds this connection's presence entries to `out` (the sweep sends them in one batch per channel). */
  refreshPresence(now: number, out: Map<string, PresenceEntry[]>): void {
    if (!this.presenceAt || now < this.presenceAt) return
    let any = false
    for (const [channel, x] of this.extra) {
      if (!x.presence) continue
      any = true
      let list = out.get(channel)
      if (!list) out.set(channel, (list = []))
      list.push(this.client.presenceEntry(x))
    }
    this.presenceAt = any ? now + this.client.host.config.presenceUpdateIntervalMs : 0
  }

  /** The connection is gone: every subscription ends (out of the hub and the presence, a leave where joins are sent). */
  endAll(): void {
    const host = this.client.host
    for (const [channel, st] of this.states) {
      if (st === SUBSCRIBED) host.metrics.subscriptions--
      host.hub.removeSubscriber(channel, this.client)
    }
    for (const [channel, x] of this.extra) this.leave(channel, x)
    this.states.clear()
    this.extra.clear()
  }

  /** Drops a subscription on the server side (unsubscribe command, expiry). */
  private drop(channel: string): void {
    const host = this.client.host
    const st = this.states.get(channel)
    if (st === undefined) return
    this.states.delete(channel)
    if (st === SUBSCRIBED) host.metrics.subscriptions--
    host.hub.removeSubscriber(channel, this.client)
    const x = this.extra.get(channel)
    if (x) {
      this.extra.delete(channel)
      this.leave(channel, x)
      this.updateDeadline()
    }
  }

  /** The subscription ends: out of the presence, and a leave when subscribes send joins. */
  private leave(channel: string, x: SubExtra): void {
    const c = this.client
    if (x.presence) {
      c.host.broker.removePresence(channel, [c.id]).catch((err: unknown) => {
        c.host.log.warn({ err: (err as Error).message, channel }, 'presence remove failed')
      })
    }
    if (x.emitJoinLeave) c.host.publishJoinLeave(channel, 'leave', c.clientInfo(x))
  }

  /** Recomputes the earliest subscription expiry (plus the grace) the client's timers wait for. */
  private updateDeadline(): void {
    let min = 0
    for (const x of this.extra.values()) {
      if (x.expireAt > 0 && (min === 0 || x.expireAt < min)) min = x.expireAt
    }
    this.deadline = min === 0 ? 0 : min + this.client.host.config.expiredSubCloseDelayMs
  }
}
