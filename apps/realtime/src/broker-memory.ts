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
import { MemoryPresence } from './presence-memory.js'
import { RefCounts } from './refcount.js'

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
