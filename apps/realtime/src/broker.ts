import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type { NamespaceConfig } from './config.js'
import { RefCounts } from './refcount.js'

/** A publication as it travels between nodes: data stays a JSON text, parsed never again. */
export interface BrokerPublication {
  /** Present when the channel keeps history. */
  offset?: number
  epoch?: string
  /** JSON text of the publication data. */
  data: string
}

export interface StreamPosition {
  offset: number
  epoch: string
}

export interface HistoryResult {
  top: StreamPosition
  /** Publications with offset > `since` still retained, oldest first (empty without `since`). */
  publications: { offset: number; data: string }[]
  /** True when every publication after `since` is among `publications`. */
  complete: boolean
}

export type PublicationHandler = (channel: string, pub: BrokerPublication) => void

/** Everything a broker delivers besides publications. */
export interface ControlHandler {
  /** A join or leave of `channel`; `info` is the JSON text of the ClientInfo. */
  joinLeave(channel: string, kind: 'join' | 'leave', info: string): void
  /** A client command sent to this node through the emulation endpoint of another node. */
  emulation(session: string, data: string): void
}

/** One connection in a channel's presence. */
export interface PresenceEntry {
  client: string
  user: string
  /** JSON text of its ClientInfo `{user, client, conn_info?, chan_info?}`. */
  info: string
}

export interface PresenceStats {
  numClients: number
  numUsers: number
}

const NO_CONTROL: ControlHandler = { joinLeave: () => {}, emulation: () => {} }

/**
 * Moves publications to the nodes that have subscribers and keeps the bounded history.
 * `MemoryBroker` is a single node; `RedisBroker` lets several gateway nodes share both.
 */
export interface Broker {
  /** `nodeId`: the id other nodes send this node's emulation requests to (sendToNode). */
  start(onPublication: PublicationHandler, control?: ControlHandler, nodeId?: string): Promise<void>
  stop(): Promise<void>
  /** Stores (when the namespace keeps history) and fans out. */
  publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null>
  /** This node wants publications of the channel; resolves once they will arrive. */
  subscribe(channel: string): Promise<void>
  unsubscribe(channel: string): Promise<void>
  /** Stream top, and with `since` the publications after that offset. */
  history(channel: string, ns: NamespaceConfig, since?: number): Promise<HistoryResult>
  /** Sends a join or leave to every node with subscribers of the channel. */
  publishJoinLeave(channel: string, kind: 'join' | 'leave', info: string): Promise<void>
  /** Adds (or refreshes) connections in a channel's presence for `ttlSeconds`. */
  addPresence(channel: string, entries: PresenceEntry[], ttlSeconds: number): Promise<void>
  removePresence(channel: string, clients: string[]): Promise<void>
  /** Client id -> ClientInfo JSON text of the connections in the channel's presence. */
  presence(channel: string): Promise<Record<string, string>>
  presenceStats(channel: string): Promise<PresenceStats>
  /** Hands an emulation request to another node; false when no such node is running. */
  sendToNode(node: string, session: string, data: string): Promise<boolean>
}

/** The presence of the channels of one process (the memory broker, and the cluster primary's). */
export class MemoryPresence {
  private readonly channels = new Map<
    string,
    { clients: Map<string, { user: string; info: string; expireAt: number }>; users: Map<string, number> }
  >()

  add(channel: string, entries: PresenceEntry[], ttlSeconds: number): void {
    let ch = this.channels.get(channel)
    if (!ch) this.channels.set(channel, (ch = { clients: new Map(), users: new Map() }))
    const expireAt = Date.now() + ttlSeconds * 1000
    for (const e of entries) {
      const had = ch.clients.get(e.client)
      ch.clients.set(e.client, { user: e.user, info: e.info, expireAt })
      if (!had) ch.users.set(e.user, (ch.users.get(e.user) ?? 0) + 1)
    }
  }

  remove(channel: string, clients: string[]): void {
    const ch = this.channels.get(channel)
    if (!ch) return
    for (const c of clients) this.drop(ch, c)
    if (ch.clients.size === 0) this.channels.delete(channel)
  }

  private drop(ch: { clients: Map<string, { user: string }>; users: Map<string, number> }, client: string): void {
    const e = ch.clients.get(client)
    if (!e) return
    ch.clients.delete(client)
    const n = (ch.users.get(e.user) ?? 1) - 1
    if (n > 0) ch.users.set(e.user, n)
    else ch.users.delete(e.user)
  }

  private live(channel: string) {
    const ch = this.channels.get(channel)
    if (!ch) return null
    const now = Date.now()
    for (const [client, e] of ch.clients) if (e.expireAt <= now) this.drop(ch, client)
    if (ch.clients.size === 0) {
      this.channels.delete(channel)
      return null
    }
    return ch
  }

  get(channel: string): Record<string, string> {
    const out: Record<string, string> = {}
    const ch = this.live(channel)
    if (ch) for (const [client, e] of ch.clients) out[client] = e.info
    return out
  }

  stats(channel: string): PresenceStats {
    const ch = this.live(channel)
    return { numClients: ch?.clients.size ?? 0, numUsers: ch?.users.size ?? 0 }
  }

  /** Drops expired entries everywhere (entries of a process that died without removing them). */
  sweep(): void {
    for (const channel of [...this.channels.keys()]) this.live(channel)
  }
}

/** `{"user":...,"client":...}` JSON text of a presence entry's ClientInfo. */
export function presenceRecord(info: Record<string, string>): string {
  return `{${Object.entries(info)
    .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
    .join(',')}}`
}

export const newEpoch = (): string => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')

/**
 * The epoch of a channel that has no stream (nobody published to it, or it expired): reading history
 * creates no state (issue 15.4), so the broker answers an epoch of its own, made when it starts, and a
 * stream its first publication creates takes that epoch: a client positioned on the empty channel
 * recovers the publications that follow. After a restart (the memory broker's history is gone) the
 * epoch differs and the client is told `recovered: false` and reloads: never a false "nothing was
 * missed". With Redis every node answers the same one (RedisBroker.emptyEpoch), so a client recovers
 * on any node. A position past the top of a stream made again after
 * it expired is not recovered either (historyFrom). (Centrifugo's Redis engine instead writes a
 * channel's epoch when the channel is first read, which leaves a key per channel subscribed to.)
 */

const hasHistory = (ns: NamespaceConfig) => ns.historySize > 0 && ns.historyTtlSeconds > 0

interface MemoryStream {
  epoch: string
  top: number
  pubs: { offset: number; time: number; data: string }[]
  touched: number
}

export class MemoryBroker implements Broker {
  private onPub: PublicationHandler = () => {}
  private control: ControlHandler = NO_CONTROL
  private readonly presenceStore = new MemoryPresence()
  private readonly streams = new Map<string, MemoryStream>()
  private readonly interest = new RefCounts<string>()
  private sweepTimer: NodeJS.Timeout | null = null
  private readonly emptyEpoch = newEpoch()

  constructor(
    private readonly metaTtlMs: number,
    private readonly maxIdleStreams = 10_000,
  ) {}

  async start(onPublication: PublicationHandler, control?: ControlHandler): Promise<void> {
    this.onPub = onPublication
    this.control = control ?? NO_CONTROL
    this.sweepTimer = setInterval(() => this.sweep(), 60_000)
    this.sweepTimer.unref()
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer)
  }

  private stream(channel: string): MemoryStream {
    let s = this.streams.get(channel)
    if (!s) {
      s = { epoch: this.emptyEpoch, top: 0, pubs: [], touched: Date.now() }
      this.streams.set(channel, s)
    }
    s.touched = Date.now()
    return s
  }

  private prune(s: MemoryStream, ns: NamespaceConfig, now: number): void {
    const oldest = now - ns.historyTtlSeconds * 1000
    let drop = Math.max(0, s.pubs.length - ns.historySize)
    while (drop < s.pubs.length && s.pubs[drop]!.time < oldest) drop++
    if (drop > 0) s.pubs.splice(0, drop)
  }

  async publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null> {
    if (!hasHistory(ns)) {
      this.onPub(channel, { data })
      return null
    }
    const s = this.stream(channel)
    const now = Date.now()
    const offset = ++s.top
    s.pubs.push({ offset, time: now, data })
    this.prune(s, ns, now)
    this.onPub(channel, { offset, epoch: s.epoch, data })
    return { offset, epoch: s.epoch }
  }

  async subscribe(channel: string): Promise<void> {
    this.interest.add(channel)
  }

  async unsubscribe(channel: string): Promise<void> {
    this.interest.remove(channel)
  }

  /** Only reads: a channel nobody published to stays without a stream. */
  async history(channel: string, ns: NamespaceConfig, since?: number): Promise<HistoryResult> {
    const s = this.streams.get(channel)
    if (!s) return historyFrom(this.emptyEpoch, 0, [], since)
    this.prune(s, ns, Date.now())
    return historyFrom(s.epoch, s.top, s.pubs, since)
  }

  async publishJoinLeave(channel: string, kind: 'join' | 'leave', info: string): Promise<void> {
    this.control.joinLeave(channel, kind, info)
  }
  async addPresence(channel: string, entries: PresenceEntry[], ttlSeconds: number): Promise<void> {
    this.presenceStore.add(channel, entries, ttlSeconds)
  }
  async removePresence(channel: string, clients: string[]): Promise<void> {
    this.presenceStore.remove(channel, clients)
  }
  async presence(channel: string): Promise<Record<string, string>> {
    return this.presenceStore.get(channel)
  }
  async presenceStats(channel: string): Promise<PresenceStats> {
    return this.presenceStore.stats(channel)
  }
  /** One node: there is no other node to send to. */
  async sendToNode(): Promise<boolean> {
    return false
  }

  /** Forgets streams nobody publishes to or listens on, so random channel names can't grow memory. */
  private sweep(): void {
    this.presenceStore.sweep()
    const now = Date.now()
    const crowded = this.streams.size > this.maxIdleStreams
    for (const [channel, s] of this.streams) {
      if (this.interest.has(channel)) continue
      const idle = now - s.touched
      if (idle > this.metaTtlMs || (crowded && s.pubs.length === 0)) this.streams.delete(channel)
    }
  }
}

function historyFrom(
  epoch: string,
  top: number,
  pubs: { offset: number; data: string }[],
  since: number | undefined,
): HistoryResult {
  if (since === undefined) return { top: { offset: top, epoch }, publications: [], complete: true }
  const publications = pubs.filter((p) => p.offset > since).map((p) => ({ offset: p.offset, data: p.data }))
  const complete = since <= top && (since === top || (publications.length > 0 && publications[0]!.offset === since + 1))
  return { top: { offset: top, epoch }, publications, complete }
}

// KEYS: stream list, meta hash, the nodes' shared empty-channel epoch. ARGV: data, size, ttl s, meta ttl s, new epoch, now ms, pubsub channel.
const PUBLISH_LUA = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = redis.call('get', KEYS[3]) or ARGV[5]
  redis.call('hset', KEYS[2], 'e', epoch)
end
local offset = redis.call('hincrby', KEYS[2], 's', 1)
redis.call('rpush', KEYS[1], offset .. ':' .. ARGV[6] .. ':' .. ARGV[1])
redis.call('ltrim', KEYS[1], -tonumber(ARGV[2]), -1)
redis.call('expire', KEYS[1], ARGV[3])
redis.call('expire', KEYS[2], ARGV[4])
redis.call('publish', ARGV[7], offset .. ':' .. epoch .. ':' .. ARGV[1])
return {offset, epoch}
`

// Presence of a channel, as four keys: KEYS[1] client -> ClientInfo JSON, KEYS[2] client -> expiry
// (sorted set), KEYS[3] client -> user, KEYS[4] user -> connections of that user (presence_stats'
// num_users without reading every entry). Every script first drops the expired entries.
const PRESENCE_CLEAN_LUA = `
local function clean(now)
  local expired = redis.call('zrangebyscore', KEYS[2], '-inf', now)
  for _, c in ipairs(expired) do
    local u = redis.call('hget', KEYS[3], c)
    if u then
      if redis.call('hincrby', KEYS[4], u, -1) <= 0 then redis.call('hdel', KEYS[4], u) end
      redis.call('hdel', KEYS[3], c)
    end
    redis.call('hdel', KEYS[1], c)
  end
  if #expired > 0 then redis.call('zremrangebyscore', KEYS[2], '-inf', now) end
end
`
// ARGV: now s, ttl s, then client, user, info for each entry.
const PRESENCE_ADD_LUA = `${PRESENCE_CLEAN_LUA}
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
clean(now)
for i = 3, #ARGV, 3 do
  if redis.call('hsetnx', KEYS[3], ARGV[i], ARGV[i + 1]) == 1 then redis.call('hincrby', KEYS[4], ARGV[i + 1], 1) end
  redis.call('hset', KEYS[1], ARGV[i], ARGV[i + 2])
  redis.call('zadd', KEYS[2], now + ttl, ARGV[i])
end
for k = 1, 4 do redis.call('expire', KEYS[k], ttl) end
return 1
`
// ARGV: the clients.
const PRESENCE_REMOVE_LUA = `
for i = 1, #ARGV do
  local u = redis.call('hget', KEYS[3], ARGV[i])
  if u then
    if redis.call('hincrby', KEYS[4], u, -1) <= 0 then redis.call('hdel', KEYS[4], u) end
    redis.call('hdel', KEYS[3], ARGV[i])
  end
  redis.call('hdel', KEYS[1], ARGV[i])
  redis.call('zrem', KEYS[2], ARGV[i])
end
return 1
`
// ARGV: now s.
const PRESENCE_GET_LUA = `${PRESENCE_CLEAN_LUA}
clean(tonumber(ARGV[1]))
return redis.call('hgetall', KEYS[1])
`
const PRESENCE_STATS_LUA = `${PRESENCE_CLEAN_LUA}
clean(tonumber(ARGV[1]))
return {redis.call('hlen', KEYS[1]), redis.call('hlen', KEYS[4])}
`

type PresenceKeys = [string, string, string, string]
type RedisWithScripts = Redis & {
  rtPublish(k1: string, k2: string, ...args: (string | number)[]): Promise<[number, string]>
  rtPresenceAdd(...args: (string | number)[]): Promise<number>
  rtPresenceRemove(...args: string[]): Promise<number>
  rtPresenceGet(...args: (string | number)[]): Promise<string[]>
  rtPresenceStats(...args: (string | number)[]): Promise<[number, number]>
}

/** History and fan-out through Redis: lists + hashes for streams, PUB/SUB between nodes. */
export class RedisBroker implements Broker {
  private readonly cmd: RedisWithScripts
  private readonly sub: Redis
  private onPub: PublicationHandler = () => {}
  private readonly interest = new RefCounts<string>()
  private readonly pending = new Map<string, Promise<unknown>>()
  /**
   * The epoch of every channel without a stream, one for all the nodes on this Redis: the first node
   * to start writes it (one key, `<prefix>.empty-epoch`, never one per channel), the others read it.
   * A subscriber positioned on an empty channel on one node then recovers on another node what the
   * first publications (made through any node) brought; with an epoch per node it was told
   * `recovered: false` and missed them (the topology test: a killed node's subscribers).
   */
  private emptyEpoch = newEpoch()

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly metaTtlSeconds: number,
  ) {
    const opts = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true }
    this.cmd = new Redis(url, opts) as RedisWithScripts
    this.sub = new Redis(url, opts)
    this.cmd.defineCommand('rtPublish', { numberOfKeys: 3, lua: PUBLISH_LUA })
    this.cmd.defineCommand('rtPresenceAdd', { numberOfKeys: 4, lua: PRESENCE_ADD_LUA })
    this.cmd.defineCommand('rtPresenceRemove', { numberOfKeys: 4, lua: PRESENCE_REMOVE_LUA })
    this.cmd.defineCommand('rtPresenceGet', { numberOfKeys: 4, lua: PRESENCE_GET_LUA })
    this.cmd.defineCommand('rtPresenceStats', { numberOfKeys: 4, lua: PRESENCE_STATS_LUA })
    // Errors surface on the commands; a missing handler would crash the process.
    this.cmd.on('error', () => {})
    this.sub.on('error', () => {})
  }

  private pubsubChannel(channel: string) {
    return `${this.prefix}.pub.${channel}`
  }
  private keys(channel: string): [string, string] {
    return [`${this.prefix}.stream.${channel}`, `${this.prefix}.meta.${channel}`]
  }
  private presenceKeys(channel: string): PresenceKeys {
    const p = `${this.prefix}.presence.`
    return [`${p}data.${channel}`, `${p}expire.${channel}`, `${p}user.${channel}`, `${p}users.${channel}`]
  }
  private nodeChannel(node: string) {
    return `${this.prefix}.node.${node}`
  }

  private emptyEpochKey() {
    return `${this.prefix}.empty-epoch`
  }

  /** Takes the shared empty-channel epoch, writing ours when there is none yet (or Redis lost it). */
  private async shareEmptyEpoch(): Promise<void> {
    await this.cmd.set(this.emptyEpochKey(), this.emptyEpoch, 'NX')
    this.emptyEpoch = (await this.cmd.get(this.emptyEpochKey())) ?? this.emptyEpoch
  }

  async start(onPublication: PublicationHandler, control?: ControlHandler, nodeId?: string): Promise<void> {
    this.onPub = onPublication
    const ctl = control ?? NO_CONTROL
    await Promise.all([this.cmd.connect(), this.sub.connect()])
    await this.shareEmptyEpoch()
    // A Redis that restarted empty: the nodes agree again on the first one's epoch.
    this.cmd.on('ready', () => void this.shareEmptyEpoch().catch(() => {}))
    const head = `${this.prefix}.pub.`
    const own = nodeId ? this.nodeChannel(nodeId) : null
    this.sub.on('message', (pubsubChannel: string, message: string) => {
      if (!pubsubChannel.startsWith(head)) {
        // An emulation request for a connection of this node: "<session>:<commands>".
        if (pubsubChannel === own) {
          const i = message.indexOf(':')
          if (i > 0) ctl.emulation(message.slice(0, i), message.slice(i + 1))
        }
        return
      }
      const channel = pubsubChannel.slice(head.length)
      const first = message.charCodeAt(0)
      if (first === 74 || first === 76) {
        // "J<info>" / "L<info>": a join or leave (publications start with a digit or ':').
        ctl.joinLeave(channel, first === 74 ? 'join' : 'leave', message.slice(1))
        return
      }
      const a = message.indexOf(':')
      const b = message.indexOf(':', a + 1)
      if (a < 0 || b < 0) return
      const offset = message.slice(0, a)
      const epoch = message.slice(a + 1, b)
      const data = message.slice(b + 1)
      this.onPub(channel, offset ? { offset: Number(offset), epoch, data } : { data })
    })
    if (own) await this.sub.subscribe(own)
  }

  async publishJoinLeave(channel: string, kind: 'join' | 'leave', info: string): Promise<void> {
    await this.cmd.publish(this.pubsubChannel(channel), (kind === 'join' ? 'J' : 'L') + info)
  }

  async addPresence(channel: string, entries: PresenceEntry[], ttlSeconds: number): Promise<void> {
    if (entries.length === 0) return
    const args: (string | number)[] = [...this.presenceKeys(channel), Math.floor(Date.now() / 1000), ttlSeconds]
    for (const e of entries) args.push(e.client, e.user, e.info)
    await this.cmd.rtPresenceAdd(...args)
  }

  async removePresence(channel: string, clients: string[]): Promise<void> {
    if (clients.length === 0) return
    await this.cmd.rtPresenceRemove(...this.presenceKeys(channel), ...clients)
  }

  async presence(channel: string): Promise<Record<string, string>> {
    const flat = await this.cmd.rtPresenceGet(...this.presenceKeys(channel), Math.floor(Date.now() / 1000))
    const out: Record<string, string> = {}
    for (let i = 0; i + 1 < flat.length; i += 2) out[flat[i]!] = flat[i + 1]!
    return out
  }

  async presenceStats(channel: string): Promise<PresenceStats> {
    const [numClients, numUsers] = await this.cmd.rtPresenceStats(
      ...this.presenceKeys(channel),
      Math.floor(Date.now() / 1000),
    )
    return { numClients: Number(numClients), numUsers: Number(numUsers) }
  }

  /** PUBLISH answers how many subscribers got it: 0 means no node of that id is running. */
  async sendToNode(node: string, session: string, data: string): Promise<boolean> {
    return (await this.cmd.publish(this.nodeChannel(node), `${session}:${data}`)) > 0
  }

  async stop(): Promise<void> {
    this.cmd.disconnect()
    this.sub.disconnect()
  }

  async publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null> {
    if (!hasHistory(ns)) {
      await this.cmd.publish(this.pubsubChannel(channel), `::${data}`)
      return null
    }
    const [stream, meta] = this.keys(channel)
    const [offset, epoch] = await this.cmd.rtPublish(
      stream,
      meta,
      this.emptyEpochKey(),
      data,
      ns.historySize,
      ns.historyTtlSeconds,
      Math.max(this.metaTtlSeconds, ns.historyTtlSeconds),
      this.emptyEpoch,
      Date.now(),
      this.pubsubChannel(channel),
    )
    return { offset: Number(offset), epoch: String(epoch) }
  }

  async subscribe(channel: string): Promise<void> {
    if (this.interest.add(channel) === 1) {
      const p = this.sub.subscribe(this.pubsubChannel(channel))
      this.pending.set(channel, p)
      try {
        await p
      } catch (e) {
        this.interest.delete(channel)
        throw e
      } finally {
        if (this.pending.get(channel) === p) this.pending.delete(channel)
      }
    } else {
      await this.pending.get(channel)
    }
  }

  async unsubscribe(channel: string): Promise<void> {
    // Also when none was held (-1): the Redis subscription goes either way.
    if (this.interest.remove(channel) > 0) return
    await this.sub.unsubscribe(this.pubsubChannel(channel)).catch(() => {})
  }

  async history(channel: string, ns: NamespaceConfig, since?: number): Promise<HistoryResult> {
    const [stream, meta] = this.keys(channel)
    // Reads only (no epoch written, no TTL refreshed): subscribing to a channel nobody publishes to
    // leaves no key behind. MULTI keeps the top offset and the entries of one moment.
    const read = this.cmd.multi().hmget(meta, 'e', 's').get(this.emptyEpochKey())
    if (since !== undefined) read.lrange(stream, 0, -1)
    const replies = await read.exec()
    if (!replies) throw new Error('history read aborted')
    for (const [err] of replies) if (err) throw err
    const [epoch, topText] = replies[0]![1] as [string | null, string | null]
    const shared = replies[1]![1] as string | null
    const entries = (replies[2]?.[1] ?? []) as string[]
    const oldest = Date.now() - ns.historyTtlSeconds * 1000
    const pubs: { offset: number; data: string }[] = []
    for (const e of entries) {
      const a = e.indexOf(':')
      const b = e.indexOf(':', a + 1)
      if (Number(e.slice(a + 1, b)) < oldest) continue
      pubs.push({ offset: Number(e.slice(0, a)), data: e.slice(b + 1) })
    }
    return historyFrom(epoch ?? shared ?? this.emptyEpoch, Number(topText ?? 0), pubs, since)
  }
}
