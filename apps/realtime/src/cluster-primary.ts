/** The primary side of the cluster (see cluster.ts): forks and restarts the workers, routes publications, keeps the node-wide limits and metrics. */
import cluster, { type Worker } from 'node:cluster'
import { pino, type Logger } from 'pino'
import { NodeSlots } from './admission.js'
import { MemoryBroker, type BrokerPublication } from './broker.js'
import { SNAPSHOT_TIMEOUT_MS, WORKER_ENV, type ToPrimary, type ToWorker } from './cluster.js'
import type { GatewayConfig } from './config.js'
import { mergeSnapshots, renderMetrics, type MetricsSnapshot } from './metrics.js'
import { RpcLimiter } from './ratelimit.js'
import { RefCounts } from './refcount.js'
import { onStopSignals } from './signals.js'

interface Slot {
  readonly index: number
  worker: Worker | null
  startedAt: number
  listening: boolean
  /** Channel -> clients of this worker in its presence (dropped when the worker dies). */
  readonly presence: Map<string, Set<string>>
  /** The node id of the worker's gateway (emulation requests are routed by it). */
  nodeId: string
  /** Deaths in a row of a worker that lived less than RESTART_RESET_MS (backoff). */
  shortLives: number
  restartTimer: NodeJS.Timeout | null
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
 * Runs the node as a cluster primary with `count` workers. Exits the process: 0 after a clean
 * SIGTERM/SIGINT, 1 when the workers could not start or had to be killed.
 */
export function runPrimary(config: GatewayConfig, count: number, log?: Logger): void {
  const logger =
    log ??
    pino({ level: config.logLevel, base: { service: 'realtime', node: config.nodeName || undefined, role: 'primary' } })
  // Round-robin in the primary (Node's default on Linux, stated here so an inherited setting can't change it).
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_RR

  const memory = config.redisUrl ? null : new MemoryBroker(config.historyMetaTtlSeconds * 1000)
  const slots: Slot[] = Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    worker: null,
    startedAt: 0,
    listening: false,
    presence: new Map(),
    nodeId: '',
    shortLives: 0,
    restartTimer: null,
  }))
  /** Channel -> workers with a subscriber, for forwarding publications. */
  const interest = new Interest<Slot>()
  /** Connection slots of the node (maxConnections, maxConnectionsPerIp), by worker. */
  const admission = new NodeSlots<Slot>(config.maxConnections, config.maxConnectionsPerIp)
  /** The node's RPC rate limits, for every worker. */
  const rpcLimiter = RpcLimiter.fromConfig(config)
  let restarts = 0
  let announced = false
  let stopping = false
  let port = 0
  /** Metrics requests to the workers in flight. */
  const snapshots = new SnapshotRequests()

  const send = (slot: Slot, msg: ToWorker) => {
    const w = slot.worker
    if (w && w.isConnected()) w.send(msg)
  }

  const forward = (channel: string, pub: BrokerPublication) => {
    const set = interest.workersOf(channel)
    if (!set) return
    for (const slot of set) send(slot, { rt: 'push', channel, pub })
  }
  const forwardJoinLeave = (channel: string, kind: 'join' | 'leave', info: string) => {
    const set = interest.workersOf(channel)
    if (!set) return
    for (const slot of set) send(slot, { rt: 'jl', channel, kind, info })
  }
  const emulate = (node: string, session: string, data: string): boolean => {
    const slot = slots.find((s) => s.nodeId === node && s.worker?.isConnected())
    if (!slot) return false
    send(slot, { rt: 'emulate', session, data })
    return true
  }
  const trackPresence = (slot: Slot, channel: string, clients: string[], add: boolean) => {
    let set = slot.presence.get(channel)
    if (!set) {
      if (!add) return
      slot.presence.set(channel, (set = new Set()))
    }
    for (const c of clients) add ? set.add(c) : set.delete(c)
    if (set.size === 0) slot.presence.delete(channel)
  }

  const addInterest = (slot: Slot, channel: string) => {
    interest.add(slot, channel)
    void memory?.subscribe(channel)
  }
  const dropInterest = (slot: Slot, channel: string) => {
    if (!interest.drop(slot, channel)) return
    void memory?.unsubscribe(channel)
  }

  const snapshotOf = (slot: Slot): Promise<MetricsSnapshot | null> =>
    !slot.worker?.isConnected() || !slot.listening
      ? Promise.resolve(null)
      : snapshots.request((id) => send(slot, { rt: 'snapshot', id }))

  const metricsText = async (): Promise<string> => {
    const snaps = await Promise.all(slots.map(snapshotOf))
    const up = snaps.filter((s): s is MetricsSnapshot => s !== null)
    const mem = process.memoryUsage()
    const primarySnap = { ...mergeSnapshots([]), rss: mem.rss, heapUsed: mem.heapUsed }
    const total = mergeSnapshots([...up, primarySnap])
    const extra = [
      '# HELP realtime_workers Worker processes configured (REALTIME_WORKERS).',
      '# TYPE realtime_workers gauge',
      `realtime_workers ${count}`,
      '# HELP realtime_workers_up Workers listening that answered this scrape.',
      '# TYPE realtime_workers_up gauge',
      `realtime_workers_up ${up.length}`,
      '# HELP realtime_worker_restarts_total Workers that died and were replaced.',
      '# TYPE realtime_worker_restarts_total counter',
      `realtime_worker_restarts_total ${restarts}`,
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

  const reply = (slot: Slot, id: number, work: () => unknown) => {
    Promise.resolve()
      .then(work)
      .then(
        (value) => send(slot, { rt: 'res', id, value: value ?? null }),
        (err: unknown) => send(slot, { rt: 'res', id, error: (err as Error)?.message || String(err) }),
      )
  }

  const onMessage = (slot: Slot, msg: ToPrimary) => {
    if (!msg || typeof msg !== 'object') return
    switch (msg.rt) {
      case 'hello':
        return send(slot, { rt: 'init', index: slot.index, config })
      case 'node':
        slot.nodeId = msg.id
        return
      case 'unsubscribe':
        return dropInterest(slot, msg.channel)
      case 'release':
        return admission.release(slot, msg.ip)
      case 'snapshot':
        return snapshots.answer(msg.id, msg.snapshot)
      case 'req':
        switch (msg.op) {
          case 'admit':
            return reply(slot, msg.id, () => admission.admit(slot, msg.ip))
          case 'rpc':
            return reply(slot, msg.id, () => rpcLimiter.take(msg.ip))
          case 'metrics':
            return reply(slot, msg.id, metricsText)
          case 'subscribe':
            return reply(slot, msg.id, () => {
              if (!memory) throw new Error('this node uses Redis: subscribe there')
              addInterest(slot, msg.channel)
            })
          case 'publish':
            return reply(slot, msg.id, () => {
              if (!memory) throw new Error('this node uses Redis: publish there')
              return memory.publish(msg.channel, msg.data, msg.ns)
            })
          case 'history':
            return reply(slot, msg.id, () => {
              if (!memory) throw new Error('this node uses Redis: read history there')
              return memory.history(msg.channel, msg.ns, msg.since ?? undefined)
            })
          case 'joinLeave':
            return reply(slot, msg.id, () => memory?.publishJoinLeave(msg.channel, msg.kind, msg.info))
          case 'presenceAdd':
            return reply(slot, msg.id, () => {
              trackPresence(
                slot,
                msg.channel,
                msg.entries.map((e) => e.client),
                true,
              )
              return memory?.addPresence(msg.channel, msg.entries, msg.ttl)
            })
          case 'presenceRemove':
            return reply(slot, msg.id, () => {
              trackPresence(slot, msg.channel, msg.clients, false)
              return memory?.removePresence(msg.channel, msg.clients)
            })
          case 'presence':
            return reply(slot, msg.id, () => memory?.presence(msg.channel) ?? {})
          case 'presenceStats':
            return reply(slot, msg.id, () => memory?.presenceStats(msg.channel) ?? { numClients: 0, numUsers: 0 })
          case 'emulate':
            return reply(slot, msg.id, () => emulate(msg.node, msg.session, msg.data))
        }
    }
  }

  /** Forgets everything a dead worker held: its channel interest and its connection slots. */
  const clearSlot = (slot: Slot) => {
    for (const [channel, n] of interest.channelsOf(slot)) for (let i = 0; i < n; i++) dropInterest(slot, channel)
    // Its connections are gone: they leave the presence at once instead of when their entries expire.
    for (const [channel, clients] of slot.presence) void memory?.removePresence(channel, [...clients])
    slot.presence.clear()
    slot.nodeId = ''
    admission.releaseAll(slot)
    slot.worker = null
    slot.listening = false
  }

  const fork = (slot: Slot) => {
    slot.restartTimer = null
    if (stopping) return
    const worker = cluster.fork({ [WORKER_ENV]: '1' })
    slot.worker = worker
    slot.startedAt = Date.now()
    slot.listening = false
    worker.on('message', (msg: ToPrimary) => {
      if (slot.worker === worker) onMessage(slot, msg)
    })
    worker.on('error', (err) => logger.warn({ worker: slot.index, err: err.message }, 'worker IPC error'))
    worker.on('listening', (address) => {
      // A worker listens on the public port first, then on metricsAddress if configured: only the first counts.
      if (slot.worker !== worker || slot.listening) return
      slot.listening = true
      port = address.port
      if (announced) {
        logger.info({ worker: slot.index, pid: worker.process.pid, port }, 'replacement worker listening')
        return
      }
      if (slots.every((s) => s.listening)) {
        announced = true
        logger.info(
          {
            port,
            workers: count,
            pids: slots.map((s) => s.worker?.process.pid),
            redis: Boolean(config.redisUrl),
            rpcProxy: config.rpcProxyUrl || null,
          },
          'realtime gateway listening',
        )
      }
    })
    worker.on('exit', (code, signal) => {
      if (slot.worker !== worker) return
      const wasListening = slot.listening
      clearSlot(slot)
      if (stopping) return checkStopped()
      if (!announced && !wasListening) {
        logger.fatal({ worker: slot.index, code, signal }, 'a worker failed to start; stopping')
        void shutdown('startup failure', 1)
        return
      }
      const lived = Date.now() - slot.startedAt
      slot.shortLives = lived < RESTART_RESET_MS ? slot.shortLives + 1 : 0
      const delay = slot.shortLives <= 1 ? 0 : Math.min(10_000, 250 * 2 ** (slot.shortLives - 2))
      restarts++
      logger.error(
        { worker: slot.index, pid: worker.process.pid, code, signal, restartInMs: delay },
        'worker died; its clients reconnect to the other workers; starting a replacement',
      )
      slot.restartTimer = setTimeout(() => fork(slot), delay)
    })
  }

  let stopped: (() => void) | null = null
  const checkStopped = () => {
    if (slots.every((s) => s.worker === null)) stopped?.()
  }

  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return
    stopping = true
    logger.info({ signal: reason }, 'shutting down')
    const allGone = new Promise<void>((r) => (stopped = r))
    for (const s of slots) {
      if (s.restartTimer) clearTimeout(s.restartTimer)
      s.restartTimer = null
      // Each worker closes its clients with 3001 and exits (the same as a one-process gateway).
      s.worker?.process.kill('SIGTERM')
    }
    checkStopped()
    const graceMs = config.closeTimeoutMs + 5000
    let timer: NodeJS.Timeout | undefined
    const late = await Promise.race([
      allGone.then(() => false),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(true), graceMs))),
    ])
    clearTimeout(timer)
    if (late) {
      logger.error({ graceMs }, 'workers did not stop in time; killing them')
      for (const s of slots) s.worker?.process.kill('SIGKILL')
      code = 1
    }
    await memory?.stop()
    logger.info('realtime gateway stopped')
    process.exit(code)
  }

  onStopSignals((signal) => void shutdown(signal))

  const begin = async () => {
    await memory?.start(forward, { joinLeave: forwardJoinLeave, emulation: () => {} })
    logger.info({ workers: count, broker: memory ? 'memory (in the primary)' : 'redis' }, 'starting cluster workers')
    for (const s of slots) fork(s)
  }
  begin().catch((err: unknown) => {
    logger.fatal({ err }, 'failed to start')
    process.exit(1)
  })
}
