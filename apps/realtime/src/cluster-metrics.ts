/** The node's /metrics in a cluster: the primary adds up what every worker counts. */
import { SNAPSHOT_TIMEOUT_MS } from './cluster.js'
import type { WorkerSlot } from './cluster-slot.js'
import { mergeSnapshots, renderMetrics, type MetricsSnapshot } from './metrics.js'

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

/** The node's /metrics in the primary: asks every listening worker for its counters and adds them up. */
export class NodeMetrics {
  private readonly snapshots = new SnapshotRequests()

  constructor(
    private readonly slots: readonly WorkerSlot[],
    /** Workers that died and were replaced. */
    private readonly restarts: () => number,
  ) {}

  /** A worker's answer to snapshot request `id`. */
  answer(id: number, snapshot: MetricsSnapshot): void {
    this.snapshots.answer(id, snapshot)
  }

  private snapshotOf(slot: WorkerSlot): Promise<MetricsSnapshot | null> {
    return !slot.connected || !slot.listening
      ? Promise.resolve(null)
      : this.snapshots.request((id) => slot.send({ rt: 'snapshot', id }))
  }

  /** The node's /metrics: every worker's added up, with the primary's memory and the workers' own gauges. */
  async text(): Promise<string> {
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
