import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { NamespaceConfig } from './config.js';

/** A publication as it travels between nodes: data stays a JSON text, parsed never again. */
export interface BrokerPublication {
  /** Present when the channel keeps history. */
  offset?: number;
  epoch?: string;
  /** JSON text of the publication data. */
  data: string;
}

export interface StreamPosition {
  offset: number;
  epoch: string;
}

export interface HistoryResult {
  top: StreamPosition;
  /** Publications with offset > `since` still retained, oldest first (empty without `since`). */
  publications: { offset: number; data: string }[];
  /** True when every publication after `since` is among `publications`. */
  complete: boolean;
}

export type PublicationHandler = (channel: string, pub: BrokerPublication) => void;

/**
 * Moves publications to the nodes that have subscribers and keeps the bounded history.
 * `MemoryBroker` is a single node; `RedisBroker` lets several gateway nodes share both.
 */
export interface Broker {
  start(onPublication: PublicationHandler): Promise<void>;
  stop(): Promise<void>;
  /** Stores (when the namespace keeps history) and fans out. */
  publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null>;
  /** This node wants publications of the channel; resolves once they will arrive. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Stream top, and with `since` the publications after that offset. */
  history(channel: string, ns: NamespaceConfig, since?: number): Promise<HistoryResult>;
}

export const newEpoch = (): string => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');

/**
 * The epoch of a channel that has no stream (nobody published to it, or it expired): reading history
 * creates no state (issue 15.4), so the broker answers an epoch of its own, made when it starts, and a
 * stream its first publication creates takes that epoch: a client positioned on the empty channel
 * recovers the publications that follow. After a restart (the memory broker's history is gone), or on
 * another node or worker (with Redis), the epoch differs and the client is told `recovered: false` and
 * reloads: never a false "nothing was missed". A position past the top of a stream made again after
 * it expired is not recovered either (historyFrom). (Centrifugo's Redis engine instead writes a
 * channel's epoch when the channel is first read, which leaves a key per channel subscribed to.)
 */

const hasHistory = (ns: NamespaceConfig) => ns.historySize > 0 && ns.historyTtlSeconds > 0;

interface MemoryStream {
  epoch: string;
  top: number;
  pubs: { offset: number; time: number; data: string }[];
  touched: number;
}

export class MemoryBroker implements Broker {
  private onPub: PublicationHandler = () => {};
  private readonly streams = new Map<string, MemoryStream>();
  private readonly interest = new Map<string, number>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly emptyEpoch = newEpoch();

  constructor(
    private readonly metaTtlMs: number,
    private readonly maxIdleStreams = 10_000,
  ) {}

  async start(onPublication: PublicationHandler): Promise<void> {
    this.onPub = onPublication;
    this.sweepTimer = setInterval(() => this.sweep(), 60_000);
    this.sweepTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  private stream(channel: string): MemoryStream {
    let s = this.streams.get(channel);
    if (!s) {
      s = { epoch: this.emptyEpoch, top: 0, pubs: [], touched: Date.now() };
      this.streams.set(channel, s);
    }
    s.touched = Date.now();
    return s;
  }

  private prune(s: MemoryStream, ns: NamespaceConfig, now: number): void {
    const oldest = now - ns.historyTtlSeconds * 1000;
    let drop = Math.max(0, s.pubs.length - ns.historySize);
    while (drop < s.pubs.length && s.pubs[drop]!.time < oldest) drop++;
    if (drop > 0) s.pubs.splice(0, drop);
  }

  async publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null> {
    if (!hasHistory(ns)) {
      this.onPub(channel, { data });
      return null;
    }
    const s = this.stream(channel);
    const now = Date.now();
    const offset = ++s.top;
    s.pubs.push({ offset, time: now, data });
    this.prune(s, ns, now);
    this.onPub(channel, { offset, epoch: s.epoch, data });
    return { offset, epoch: s.epoch };
  }

  async subscribe(channel: string): Promise<void> {
    this.interest.set(channel, (this.interest.get(channel) ?? 0) + 1);
  }

  async unsubscribe(channel: string): Promise<void> {
    const n = (this.interest.get(channel) ?? 0) - 1;
    if (n > 0) this.interest.set(channel, n);
    else this.interest.delete(channel);
  }

  /** Only reads: a channel nobody published to stays without a stream. */
  async history(channel: string, ns: NamespaceConfig, since?: number): Promise<HistoryResult> {
    const s = this.streams.get(channel);
    if (!s) return historyFrom(this.emptyEpoch, 0, [], since);
    this.prune(s, ns, Date.now());
    return historyFrom(s.epoch, s.top, s.pubs, since);
  }

  /** Forgets streams nobody publishes to or listens on, so random channel names can't grow memory. */
  private sweep(): void {
    const now = Date.now();
    const crowded = this.streams.size > this.maxIdleStreams;
    for (const [channel, s] of this.streams) {
      if (this.interest.has(channel)) continue;
      const idle = now - s.touched;
      if (idle > this.metaTtlMs || (crowded && s.pubs.length === 0)) this.streams.delete(channel);
    }
  }
}

function historyFrom(
  epoch: string,
  top: number,
  pubs: { offset: number; data: string }[],
  since: number | undefined,
): HistoryResult {
  if (since === undefined) return { top: { offset: top, epoch }, publications: [], complete: true };
  const publications = pubs.filter((p) => p.offset > since).map((p) => ({ offset: p.offset, data: p.data }));
  const complete =
    since <= top && (since === top || (publications.length > 0 && publications[0]!.offset === since + 1));
  return { top: { offset: top, epoch }, publications, complete };
}

// KEYS: stream list, meta hash. ARGV: data, size, ttl s, meta ttl s, new epoch, now ms, pubsub channel.
const PUBLISH_LUA = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('hset', KEYS[2], 'e', epoch)
end
local offset = redis.call('hincrby', KEYS[2], 's', 1)
redis.call('rpush', KEYS[1], offset .. ':' .. ARGV[6] .. ':' .. ARGV[1])
redis.call('ltrim', KEYS[1], -tonumber(ARGV[2]), -1)
redis.call('expire', KEYS[1], ARGV[3])
redis.call('expire', KEYS[2], ARGV[4])
redis.call('publish', ARGV[7], offset .. ':' .. epoch .. ':' .. ARGV[1])
return {offset, epoch}
`;

type RedisWithScripts = Redis & {
  rtPublish(k1: string, k2: string, ...args: (string | number)[]): Promise<[number, string]>;
};

/** History and fan-out through Redis: lists + hashes for streams, PUB/SUB between nodes. */
export class RedisBroker implements Broker {
  private readonly cmd: RedisWithScripts;
  private readonly sub: Redis;
  private onPub: PublicationHandler = () => {};
  private readonly interest = new Map<string, number>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly emptyEpoch = newEpoch();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly metaTtlSeconds: number,
  ) {
    const opts = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
    this.cmd = new Redis(url, opts) as RedisWithScripts;
    this.sub = new Redis(url, opts);
    this.cmd.defineCommand('rtPublish', { numberOfKeys: 2, lua: PUBLISH_LUA });
    // Errors surface on the commands; a missing handler would crash the process.
    this.cmd.on('error', () => {});
    this.sub.on('error', () => {});
  }

  private pubsubChannel(channel: string) {
    return `${this.prefix}.pub.${channel}`;
  }
  private keys(channel: string): [string, string] {
    return [`${this.prefix}.stream.${channel}`, `${this.prefix}.meta.${channel}`];
  }

  async start(onPublication: PublicationHandler): Promise<void> {
    this.onPub = onPublication;
    await Promise.all([this.cmd.connect(), this.sub.connect()]);
    const head = `${this.prefix}.pub.`;
    this.sub.on('message', (pubsubChannel: string, message: string) => {
      if (!pubsubChannel.startsWith(head)) return;
      const channel = pubsubChannel.slice(head.length);
      const a = message.indexOf(':');
      const b = message.indexOf(':', a + 1);
      if (a < 0 || b < 0) return;
      const offset = message.slice(0, a);
      const epoch = message.slice(a + 1, b);
      const data = message.slice(b + 1);
      this.onPub(channel, offset ? { offset: Number(offset), epoch, data } : { data });
    });
  }

  async stop(): Promise<void> {
    this.cmd.disconnect();
    this.sub.disconnect();
  }

  async publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null> {
    if (!hasHistory(ns)) {
      await this.cmd.publish(this.pubsubChannel(channel), `::${data}`);
      return null;
    }
    const [stream, meta] = this.keys(channel);
    const [offset, epoch] = await this.cmd.rtPublish(
      stream,
      meta,
      data,
      ns.historySize,
      ns.historyTtlSeconds,
      Math.max(this.metaTtlSeconds, ns.historyTtlSeconds),
      this.emptyEpoch,
      Date.now(),
      this.pubsubChannel(channel),
    );
    return { offset: Number(offset), epoch: String(epoch) };
  }

  async subscribe(channel: string): Promise<void> {
    const n = (this.interest.get(channel) ?? 0) + 1;
    this.interest.set(channel, n);
    if (n === 1) {
      const p = this.sub.subscribe(this.pubsubChannel(channel));
      this.pending.set(channel, p);
      try {
        await p;
      } catch (e) {
        this.interest.delete(channel);
        throw e;
      } finally {
        if (this.pending.get(channel) === p) this.pending.delete(channel);
      }
    } else {
      await this.pending.get(channel);
    }
  }

  async unsubscribe(channel: string): Promise<void> {
    const n = (this.interest.get(channel) ?? 0) - 1;
    if (n > 0) {
      this.interest.set(channel, n);
      return;
    }
    this.interest.delete(channel);
    await this.sub.unsubscribe(this.pubsubChannel(channel)).catch(() => {});
  }

  async history(channel: string, ns: NamespaceConfig, since?: number): Promise<HistoryResult> {
    const [stream, meta] = this.keys(channel);
    // Reads only (no epoch written, no TTL refreshed): subscribing to a channel nobody publishes to
    // leaves no key behind. MULTI keeps the top offset and the entries of one moment.
    const read = this.cmd.multi().hmget(meta, 'e', 's');
    if (since !== undefined) read.lrange(stream, 0, -1);
    const replies = await read.exec();
    if (!replies) throw new Error('history read aborted');
    for (const [err] of replies) if (err) throw err;
    const [epoch, topText] = replies[0]![1] as [string | null, string | null];
    const entries = (replies[1]?.[1] ?? []) as string[];
    const oldest = Date.now() - ns.historyTtlSeconds * 1000;
    const pubs: { offset: number; data: string }[] = [];
    for (const e of entries) {
      const a = e.indexOf(':');
      const b = e.indexOf(':', a + 1);
      if (Number(e.slice(a + 1, b)) < oldest) continue;
      pubs.push({ offset: Number(e.slice(0, a)), data: e.slice(b + 1) });
    }
    return historyFrom(epoch ?? this.emptyEpoch, Number(topText ?? 0), pubs, since);
  }
}
