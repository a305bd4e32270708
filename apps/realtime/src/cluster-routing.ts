/** The primary's channel routing: which workers have a subscriber of which channel. */
import { RefCounts } from './refcount.js'

/** Channel -> the workers with a subscriber of it, from each worker's subscribe requests not yet undone. */
export class Interest<W> {
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
