import { RefCounts } from './refcount.js'

/**
 * Connection slots per client address (maxConnectionsPerIp): the one count of a node's
 * connections by address, kept by a one-process gateway for its own connections and by a cluster
 * primary for all its workers'.
 */
export class AddressLimit {
  private readonly counts = new RefCounts<string>()

  /** `max`: connections an address may hold (0: no limit, still counted). */
  constructor(private readonly max: number) {}

  /** Takes a slot of `ip`; false (nothing taken) when the address already holds `max`. */
  take(ip: string): boolean {
    if (this.max > 0 && this.counts.get(ip) >= this.max) return false
    this.counts.add(ip)
    return true
  }

  /** Gives back `times` slots that `take` granted. */
  release(ip: string, times = 1): void {
    this.counts.remove(ip, times)
  }
}

/** A connection slot's verdict: granted, or which limit refused it. */
export type Verdict = 'ok' | 'ip_limit' | 'connection_limit'

/**
 * The node-wide connection slots a cluster primary keeps for all its workers: maxConnections over
 * the node, maxConnectionsPerIp per address, and which worker holds which, so that a dead worker's
 * slots are given back.
 */
export class NodeSlots<W> {
  private readonly perIp: AddressLimit
  private total = 0
  /** Worker -> client address -> slots it holds. */
  private readonly held = new Map<W, RefCounts<string>>()

  constructor(
    private readonly maxConnections: number,
    maxConnectionsPerIp: number,
  ) {
    this.perIp = new AddressLimit(maxConnectionsPerIp)
  }

  /** A slot of `ip` for a connection of `worker`. */
  admit(worker: W, ip: string): Verdict {
    if (this.maxConnections > 0 && this.total >= this.maxConnections) return 'connection_limit'
    if (!this.perIp.take(ip)) return 'ip_limit'
    this.heldBy(worker).add(ip)
    this.total++
    return 'ok'
  }

  /** Gives back `times` slots of `ip` that `worker` holds (no more than it holds). */
  release(worker: W, ip: string, times = 1): void {
    const mine = this.held.get(worker)
    const k = Math.min(mine?.get(ip) ?? 0, times)
    if (k <= 0) return
    mine!.remove(ip, k)
    this.perIp.release(ip, k)
    this.total -= k
  }

  /** Gives back every slot of `worker` (it died). */
  releaseAll(worker: W): void {
    const mine = this.held.get(worker)
    if (!mine) return
    for (const [ip, n] of [...mine.entries()]) this.release(worker, ip, n)
  }

  private heldBy(worker: W): RefCounts<string> {
    let mine = this.held.get(worker)
    if (!mine) this.held.set(worker, (mine = new RefCounts()))
    return mine
  }
}
