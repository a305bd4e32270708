import type { Worker } from 'node:cluster'
import type { ToWorker } from './cluster.js'

/** A worker that lived at least this long starts its position's backoff afresh. */
const RESTART_RESET_MS = 10_000

/** One worker position (1..count): the process in it now, and what that process holds. */
export class WorkerSlot {
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
