import { RefCounts } from './refcount.js';

/**
 * Connection slots per client address (maxConnectionsPerIp): the one count of a node's
 * connections by address, kept by a one-process gateway for its own connections and by a cluster
 * primary for all its workers'.
 */
export class AddressLimit {
  private readonly counts = new RefCounts<string>();

  /** `max`: connections an address may hold (0: no limit, still counted). */
  constructor(private readonly max: number) {}

  /** Takes a slot of `ip`; false (nothing taken) when the address already holds `max`. */
  take(ip: string): boolean {
    if (this.max > 0 && this.counts.get(ip) >= this.max) return false;
    this.counts.add(ip);
    return true;
  }

  /** Gives back `times` slots that `take` granted. */
  release(ip: string, times = 1): void {
    this.counts.remove(ip, times);
  }
}
