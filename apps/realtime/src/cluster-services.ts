/** The primary's answers to its workers over IPC: the node's memory broker and channel routing, node-wide limits, /metrics. */
import { NodeSlots } from './admission.js'
import { MemoryBroker } from './broker-memory.js'
import type { Request, ToPrimary, ToWorker } from './cluster.js'
import { NodeMetrics } from './cluster-metrics.js'
import { Interest } from './cluster-routing.js'
import type { WorkerSlot } from './cluster-slot.js'
import type { GatewayConfig } from './config.js'
import { RpcLimiter } from './ratelimit.js'

/**
 * The node's shared part that the workers reach over IPC: without Redis the memory broker and which
 * workers want which channel (publications, join/leave and emulation requests routed to them), each
 * worker's presence entries, the node-wide connection slots and RPC limits, the node's /metrics.
 */
export class NodeServices {
  /** The node's broker when it has no Redis (history, offsets, epochs, presence). */
  readonly memory: MemoryBroker | null
  /** Channel -> workers with a subscriber, for forwarding publications. */
  private readonly interest = new Interest<WorkerSlot>()
  /** Connection slots of the node (maxConnections, maxConnectionsPerIp), by worker. */
  private readonly admission: NodeSlots<WorkerSlot>
  /** The node's RPC rate limits, for every worker. */
  private readonly rpcLimiter: RpcLimiter
  /** The node's /metrics, from every worker's counters. */
  private readonly metrics: NodeMetrics

  constructor(
    private readonly config: GatewayConfig,
    private readonly slots: readonly WorkerSlot[],
    /** Workers that died and were replaced (for /metrics). */
    restarts: () => number,
  ) {
    this.metrics = new NodeMetrics(slots, restarts)
    this.memory = config.redisUrl ? null : new MemoryBroker(config.historyMetaTtlSeconds * 1000)
    this.admission = new NodeSlots(config.maxConnections, config.maxConnectionsPerIp)
    this.rpcLimiter = RpcLimiter.fromConfig(config)
  }

  async start(): Promise<void> {
    await this.memory?.start((channel, pub) => this.forward(channel, { rt: 'push', channel, pub }), {
      joinLeave: (channel, kind, info) => this.forward(channel, { rt: 'jl', channel, kind, info }),
      emulation: () => {},
    })
  }

  stop(): Promise<void> | undefined {
    return this.memory?.stop()
  }

  /** A message of the worker in `slot`. */
  onMessage(slot: WorkerSlot, msg: ToPrimary): void {
    if (!msg || typeof msg !== 'object') return
    switch (msg.rt) {
      case 'hello':
        return slot.send({ rt: 'init', index: slot.index, config: this.config })
      case 'node':
        slot.nodeId = msg.id
        return
      case 'unsubscribe':
        return this.dropInterest(slot, msg.channel)
      case 'release':
        return this.admission.release(slot, msg.ip)
      case 'snapshot':
        return this.metrics.answer(msg.id, msg.snapshot)
      case 'req':
        return this.reply(slot, msg.id, () => this.answer(slot, msg))
    }
  }

  /** The answer to a worker's request (`res`, or its error). */
  private answer(slot: WorkerSlot, msg: Request): unknown {
    const memory = this.memory
    switch (msg.op) {
      case 'admit':
        return this.admission.admit(slot, msg.ip)
      case 'rpc':
        return this.rpcLimiter.take(msg.ip)
      case 'metrics':
        return this.metrics.text()
      case 'subscribe':
        if (!memory) throw new Error('this node uses Redis: subscribe there')
        return this.addInterest(slot, msg.channel)
      case 'publish':
        if (!memory) throw new Error('this node uses Redis: publish there')
        return memory.publish(msg.channel, msg.data, msg.ns)
      case 'history':
        if (!memory) throw new Error('this node uses Redis: read history there')
        return memory.history(msg.channel, msg.ns, msg.since ?? undefined)
      case 'joinLeave':
        return memory?.publishJoinLeave(msg.channel, msg.kind, msg.info)
      case 'presenceAdd':
        slot.trackPresence(
          msg.channel,
          msg.entries.map((e) => e.client),
          true,
        )
        return memory?.addPresence(msg.channel, msg.entries, msg.ttl)
      case 'presenceRemove':
        slot.trackPresence(msg.channel, msg.clients, false)
        return memory?.removePresence(msg.channel, msg.clients)
      case 'presence':
        return memory?.presence(msg.channel) ?? {}
      case 'presenceStats':
        return memory?.presenceStats(msg.channel) ?? { numClients: 0, numUsers: 0 }
      case 'emulate':
        return this.emulate(msg.node, msg.session, msg.data)
    }
  }

  /** Sends `work`'s value (or its error) back as the answer to request `id`. */
  private reply(slot: WorkerSlot, id: number, work: () => unknown): void {
    Promise.resolve()
      .then(work)
      .then(
        (value) => slot.send({ rt: 'res', id, value: value ?? null }),
        (err: unknown) => slot.send({ rt: 'res', id, error: (err as Error)?.message || String(err) }),
      )
  }

  /** Forgets everything a dead worker held: its channel interest, its presence entries and its connection slots. */
  forget(slot: WorkerSlot): void {
    for (const [channel, n] of this.interest.channelsOf(slot)) {
      for (let i = 0; i < n; i++) this.dropInterest(slot, channel)
    }
    // Its connections are gone: they leave the presence at once instead of when their entries expire.
    for (const [channel, clients] of slot.presence) void this.memory?.removePresence(channel, [...clients])
    slot.presence.clear()
    slot.nodeId = ''
    this.admission.releaseAll(slot)
  }

  /** A publication or join/leave of `channel` to the workers with a subscriber of it. */
  private forward(channel: string, msg: ToWorker): void {
    const set = this.interest.workersOf(channel)
    if (!set) return
    for (const slot of set) slot.send(msg)
  }

  /** An emulation request to the worker whose gateway is node `node`; false when none is. */
  private emulate(node: string, session: string, data: string): boolean {
    const slot = this.slots.find((s) => s.nodeId === node && s.connected)
    if (!slot) return false
    slot.send({ rt: 'emulate', session, data })
    return true
  }

  private addInterest(slot: WorkerSlot, channel: string): void {
    this.interest.add(slot, channel)
    void this.memory?.subscribe(channel)
  }

  private dropInterest(slot: WorkerSlot, channel: string): void {
    if (!this.interest.drop(slot, channel)) return
    void this.memory?.unsubscribe(channel)
  }
}
