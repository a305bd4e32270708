import { Redis } from 'ioredis'
import {
  NO_CONTROL,
  hasHistory,
  historyFrom,
  newEpoch,
  type Broker,
  type ControlHandler,
  type HistoryResult,
  type PresenceEntry,
  type PresenceStats,
  type PublicationHandler,
  type StreamPosition,
} from './broker.js'
import type { NamespaceConfig } from './config.js'
import { RedisPresence } from './presence-redis.js'
import { RefCounts } from './refcount.js'

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

type RedisWithScripts = Redis & {
  rtPublish(k1: string, k2: string, ...args: (string | number)[]): Promise<[number, string]>
}

/** History and fan-out through Redis: lists + hashes for streams, PUB/SUB between nodes. */
export class RedisBroker implements Broker {
  private readonly cmd: RedisWithScripts
  private readonly sub: Redis
  private readonly presenceStore: RedisPresence
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
    this.presenceStore = new RedisPresence(this.cmd, prefix)
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
    await this.presenceStore.add(channel, entries, ttlSeconds)
  }
  async removePresence(channel: string, clients: string[]): Promise<void> {
    await this.presenceStore.remove(channel, clients)
  }
  async presence(channel: string): Promise<Record<string, string>> {
    return this.presenceStore.get(channel)
  }
  async presenceStats(channel: string): Promise<PresenceStats> {
    return this.presenceStore.stats(channel)
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
