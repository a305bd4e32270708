/** The primary side of the cluster (see cluster.ts): forks and restarts the workers, routes publications, keeps the node-wide limits and metrics. */
import cluster, { type Worker } from 'node:cluster'
import { pino, type Logger } from 'pino'
import { NodeSlots } from './admission.js'
import { MemoryBroker } from './broker-memory.js'
import { SNAPSHOT_TIMEOUT_MS, WORKER_ENV, type Request, type ToPrimary, type ToWorker } from './cluster.js'
import type { GatewayConfig } from './config.js'
import { mergeSnapshots, renderMetrics, type MetricsSnapshot } from './metrics.js'
import { RpcLimiter } from './ratelimit.js'
import { RefCounts } from './refcount.js'
import { onStopSignals } from './signals.js'

/** One worker position (1..count): the process in it now, and what that process holds. */
class WorkerSlot {
  worker: Worker | null = null
  startedAt = 0
  listening = false
  /** Channel -> clients of this worker in its presence (dropped when the worker dies). */
  readonly presence = new Map<string, Set<string>>()
  /** The node id of the worker's gateway (emulation requests are routed by it). */
  nodeId = ''
  /** Deaths in a row of a worker that lived less than RESTART_RESET_MS (backoff). */
  private shortLives = 0
  restartTimer: NodeJS.Timeout | null = null

  /** `index`: 1-based, kept by every process that fills the position (logs, metrics). */
  constructor(readonly index: number) {}

  get connected(): boolean {
    return this.worker?.isConnected() ?? false
  }

  send(msg: ToWorker): void {
    const w = this.worker
    if (w && w.isConnected()) w.send(msg)
  }

  /** Clients of this worker that entered (`add`) or left a channel's presence. */
  trackPresence(channel: string, clients: string[], add: boolean): void {
    let set = this.presence.get(channel)
    if (!set) {
      if (!add) return
      this.presence.set(channel, (set = new Set()))
    }
    for (const c of clients) {
      if (add) set.add(c)
      else set.delete(c)
    }
    if (set.size === 0) this.presence.delete(channel)
  }

  /** How long to wait before the replacement of a worker that just died: at once, then backing off while they die young. */
  restartDelay(now: number): number {
    this.shortLives = now - this.startedAt < RESTART_RESET_MS ? this.shortLives + 1 : 0
    return this.shortLives <= 1 ? 0 : Math.min(10_000, 250 * 2 ** (this.shortLives - 2))
  }
}

const RESTART_RESET_MS = 10_000

/** The primary's metrics requests to its workers: an id each, answered by the worker or null after SNAPSHOT_TIMEOUT_MS. */
class SnapshotRequests {
  private next = 1
  private readonly waiters = new Map<number, (s: MetricsSnapshot) => void>()

  /** Sends the request with `ask(id)`; resolves with the worker's snapshot, or null when it does not answer in time. */
  request(ask: (id: number) => void): Promise<MetricsSnapshot | null> {
    return new Promise((resolve) => {
      const id = this.next++
      const timer = setTimeout(() => {
        this.waiters.delete(id)
        resolve(null)
      }, SNAPSHOT_TIMEOUT_MS)
      this.waiters.set(id, (s) => {
        clearTimeout(timer)
        resolve(s)
      })
      ask(id)
    })
  }

  /** A worker's answer to request `id` (ignored once timed out). */
  answer(id: number, snapshot: MetricsSnapshot): void {
    const w = this.waiters.get(id)
    this.waiters.delete(id)
    w?.(snapshot)
  }
}

/** Channel -> the workers with a subscriber of it, from each worker's subscribe requests not yet undone. */
class Interest<W> {
  /** Worker -> channel -> its subscribe requests not yet undone. */
  private readonly byWorker = new Map<W, RefCounts<string>>()
  private readonly workers = new Map<string, Set<W>>()

  /** One more subscribe request of `worker` for `channel`. */
  add(worker: W, channel: string): void {
    let mine = this.byWorker.get(worker)
    if (!mine) this.byWorker.set(worker, (mine = new RefCounts()))
    if (mine.add(channel) === 1) {
      let set = this.workers.get(channel)
      if (!set) this.workers.set(channel, (set = new Set()))
      set.add(worker)
    }
  }

  /** One fewer; false when `worker` held none (nothing changes). */
  drop(worker: W, channel: string): boolean {
    const n = this.byWorker.get(worker)?.remove(channel) ?? -1
    if (n < 0) return false
    if (n === 0) {
      const set = this.workers.get(channel)
      set?.delete(worker)
      if (set && set.size === 0) this.workers.delete(channel)
    }
    return true
  }

  workersOf(channel: string): ReadonlySet<W> | undefined {
    return this.workers.get(channel)
  }

  /** The channels `worker` holds and how many times (a copy: safe to drop them meanwhile). */
  channelsOf(worker: W): [string, number][] {
    return [...(this.byWorker.get(worker)?.entries() ?? [])]
  }
}

/**
 * The node's shared part that the workers reach over IPC: without Redis the memory broker and which
 * workers want which channel (publications, join/leave and emulation requests routed to them), each
 * worker's presence entries, the node-wide connection slots and RPC limits, the node's /metrics.
 */
class NodeServices {
  /** The node's broker when it has no Redis (history, offsets, epochs, presence). */
  readonly memory: MemoryBroker | null
  /** Channel -> workers with a subscriber, for forwarding publications. */
  private readonly interest = new Interest<WorkerSlot>()
  /** Connection slots of the node (maxConnections, maxConnectionsPerIp), by worker. */
  private readonly admission: NodeSlots<WorkerSlot>
  /** The node's RPC rate limits, for every worker. */
  private readonly rpcLimiter: RpcLimiter
  /** Metrics requests to the workers in flight. */
  private readonly snapshots = new SnapshotRequests()

  constructor(
    private readonly config: GatewayConfig,
    private readonly slots: readonly WorkerSlot[],
    /** Workers that died and were replaced (for /metrics). */
    private readonly restarts: () => number,
  ) {
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
        return this.snapshots.answer(msg.id, msg.snapshot)
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
        return this.metricsText()
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

  private snapshotOf(slot: WorkerSlot): Promise<MetricsSnapshot | null> {
    return !slot.connected || !slot.listening
      ? Promise.resolve(null)
      : this.snapshots.request((id) => slot.send({ rt: 'snapshot', id }))
  }

  /** The node's /metrics: every worker's added up, with the primary's memory and the workers' own gauges. */
  private async metricsText(): Promise<string> {
    const slots = this.slots
    const snaps = await Promise.all(slots.map((s) => this.snapshotOf(s)))
    const up = snaps.filter((s): s is MetricsSnapshot => s !== null)
    const mem = process.memoryUsage()
    const primarySnap = { ...mergeSnapshots([]), rss: mem.rss, heapUsed: mem.heapUsed }
    const total = mergeSnapshots([...up, primarySnap])
    const extra = [
      '# HELP realtime_workers Worker processes configured (REALTIME_WORKERS).',
      '# TYPE realtime_workers gauge',
      `realtime_workers ${slots.length}`,
      '# HELP realtime_workers_up Workers listening that answered this scrape.',
      '# TYPE realtime_workers_up gauge',
      `realtime_workers_up ${up.length}`,
      '# HELP realtime_worker_restarts_total Workers that died and were replaced.',
      '# TYPE realtime_worker_restarts_total counter',
      `realtime_worker_restarts_total ${this.restarts()}`,
      '# HELP realtime_worker_connections Open client connections of each worker.',
      '# TYPE realtime_worker_connections gauge',
      ...slots.flatMap((s, i) =>
        snaps[i] ? [`realtime_worker_connections{worker="${s.index}"} ${snaps[i]!.connections}`] : [],
      ),
      '# HELP realtime_worker_resident_memory_bytes Resident memory of each worker (process_resident_memory_bytes adds the primary and all workers).',
      '# TYPE realtime_worker_resident_memory_bytes gauge',
      ...slots.flatMap((s, i) =>
        snaps[i] ? [`realtime_worker_resident_memory_bytes{worker="${s.index}"} ${snaps[i]!.rss}`] : [],
      ),
    ]
    return renderMetrics(total, extra)
  }
}

/**
 * Keeps the workers running: forks one per slot, announces the node once all listen, replaces a
 * worker that dies (backing off while they die young), stops them all on SIGTERM/SIGINT.
 */
class ClusterPrimary {
  readonly slots: WorkerSlot[]
  private readonly services: NodeServices
  /** Workers that died and were replaced. */
  private restarts = 0
  /** 'realtime gateway listening' was logged (all workers listened once). */
  private announced = false
  private stopping = false
  /** Resolves the shutdown's wait once every worker has exited. */
  private allExited: (() => void) | null = null

  constructor(
    private readonly config: GatewayConfig,
    count: number,
    private readonly log: Logger,
  ) {
    this.slots = Array.from({ length: count }, (_, i) => new WorkerSlot(i + 1))
    this.services = new NodeServices(config, this.slots, () => this.restarts)
  }

  async start(): Promise<void> {
    await this.services.start()
    this.log.info(
      { workers: this.slots.length, broker: this.services.memory ? 'memory (in the primary)' : 'redis' },
      'starting cluster workers',
    )
    for (const s of this.slots) this.fork(s)
  }

  private fork(slot: WorkerSlot): void {
    slot.restartTimer = null
    if (this.stopping) return
    const worker = cluster.fork({ [WORKER_ENV]: '1' })
    slot.worker = worker
    slot.startedAt = Date.now()
    slot.listening = false
    worker.on('message', (msg: ToPrimary) => {
      if (slot.worker === worker) this.services.onMessage(slot, msg)
    })
    worker.on('error', (err) => this.log.warn({ worker: slot.index, err: err.message }, 'worker IPC error'))
    worker.on('listening', (address) => {
      if (slot.worker === worker) this.onListening(slot, worker, address.port)
    })
    worker.on('exit', (code, signal) => {
      if (slot.worker === worker) this.onExit(slot, worker, code, signal)
    })
  }

  private onListening(slot: WorkerSlot, worker: Worker, port: number): void {
    // A worker listens on the public port first, then on metricsAddress if configured: only the first counts.
    if (slot.listening) return
    slot.listening = true
    if (this.announced) {
      this.log.info({ worker: slot.index, pid: worker.process.pid, port }, 'replacement worker listening')
      return
    }
    if (!this.slots.every((s) => s.listening)) return
    this.announced = true
    this.log.info(
      {
        port,
        workers: this.slots.length,
        pids: this.slots.map((s) => s.worker?.process.pid),
        redis: Boolean(this.config.redisUrl),
        rpcProxy: this.config.rpcProxyUrl || null,
      },
      'realtime gateway listening',
    )
  }

  private onExit(slot: WorkerSlot, worker: Worker, code: number, signal: string): void {
    const wasListening = slot.listening
    this.services.forget(slot)
    slot.worker = null
    slot.listening = false
    if (this.stopping) return this.checkAllExited()
    if (!this.announced && !wasListening) {
      this.log.fatal({ worker: slot.index, code, signal }, 'a worker failed to start; stopping')
      void this.shutdown('startup failure', 1)
      return
    }
    const delay = slot.restartDelay(Date.now())
    this.restarts++
    this.log.error(
      { worker: slot.index, pid: worker.process.pid, code, signal, restartInMs: delay },
      'worker died; its clients reconnect to the other workers; starting a replacement',
    )
    slot.restartTimer = setTimeout(() => this.fork(slot), delay)
  }

  private checkAllExited(): void {
    if (this.slots.every((s) => s.worker === null)) this.allExited?.()
  }

  /** Stops every worker (each closes its clients with 3001), killing those still there after the grace, then exits. */
  async shutdown(reason: string, code = 0): Promise<void> {
    if (this.stopping) return
    this.stopping = true
    this.log.info({ signal: reason }, 'shutting down')
    const allGone = new Promise<void>((r) => (this.allExited = r))
    for (const s of this.slots) {
      if (s.restartTimer) clearTimeout(s.restartTimer)
      s.restartTimer = null
      // Each worker closes its clients with 3001 and exits (the same as a one-process gateway).
      s.worker?.process.kill('SIGTERM')
    }
    this.checkAllExited()
    const graceMs = this.config.closeTimeoutMs + 5000
    let timer: NodeJS.Timeout | undefined
    const late = await Promise.race([
      allGone.then(() => false),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(true), graceMs))),
    ])
    clearTimeout(timer)
    if (late) {
      this.log.error({ graceMs }, 'workers did not stop in time; killing them')
      for (const s of this.slots) s.worker?.process.kill('SIGKILL')
      code = 1
    }
    await this.services.stop()
    this.log.info('realtime gateway stopped')
    process.exit(code)
  }
}

/**
 * Runs the node as a cluster primary with `count` workers. Exits the process: 0 after a clean
 * SIGTERM/SIGINT, 1 when the workers could not start or had to be killed.
 */
export function runPrimary(config: GatewayConfig, count: number, log?: Logger): void {
  const logger =
    log ??
    pino({ level: config.logLevel, base: { service: 'realtime', node: config.nodeName || undefined, role: 'primary' } })
  // Round-robin in the primary (Node's default on Linux, stated here so an inherited setting can't change it).
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_RR
  const primary = new ClusterPrimary(config, count, logger)
  onStopSignals((signal) => void primary.shutdown(signal))
  primary.start().catch((err: unknown) => {
    logger.fatal({ err }, 'failed to start')
    process.exit(1)
  })
}
