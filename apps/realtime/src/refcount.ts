/**
 * Reference counts by key: how many subscriptions hold a channel, how many connections an address
 * has. A key is present only while its count is above 0, so the map holds nothing for unused keys.
 */
export class RefCounts<K> {
  private readonly counts = new Map<K, number>()

  /** The count of `key` (0 when none is held). */
  get(key: K): number {
    return this.counts.get(key) ?? 0
  }

  has(key: K): boolean {
    return this.counts.has(key)
  }

  /** One more reference; returns the count after (1: the first one). */
  add(key: K): number {
    const n = (this.counts.get(key) ?? 0) + 1
    this.counts.set(key, n)
    return n
  }

  /**
   * `times` references fewer; returns the count after: 0 when the last one went (the key is
   * dropped), -1 when none was held (nothing changes).
   */
  remove(key: K, times = 1): number {
    const held = this.counts.get(key)
    if (held === undefined) return -1
    const n = held - times
    if (n > 0) {
      this.counts.set(key, n)
      return n
    }
    this.counts.delete(key)
    return 0
  }

  /** Drops every reference of `key`. */
  delete(key: K): void {
    this.counts.delete(key)
  }

  entries(): IterableIterator<[K, number]> {
    return this.counts.entries()
  }
}
