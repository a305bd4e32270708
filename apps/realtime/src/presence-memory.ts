import type { PresenceEntry, PresenceStats } from './broker.js'

/** The presence of the channels of one process (the memory broker, and the cluster primary's). */
export class MemoryPresence {
  private readonly channels = new Map<
    string,
    { clients: Map<string, { user: string; info: string; expireAt: number }>; users: Map<string, number> }
  >()

  add(channel: string, entries: PresenceEntry[], ttlSeconds: number): void {
    let ch = this.channels.get(channel)
    if (!ch) this.channels.set(channel, (ch = { clients: new Map(), users: new Map() }))
    const expireAt = Date.now() + ttlSeconds * 1000
    for (const e of entries) {
      const had = ch.clients.get(e.client)
      ch.clients.set(e.client, { user: e.user, info: e.info, expireAt })
      if (!had) ch.users.set(e.user, (ch.users.get(e.user) ?? 0) + 1)
    }
  }

  remove(channel: string, clients: string[]): void {
    const ch = this.channels.get(channel)
    if (!ch) return
    for (const c of clients) this.drop(ch, c)
    if (ch.clients.size === 0) this.channels.delete(channel)
  }

  private drop(ch: { clients: Map<string, { user: string }>; users: Map<string, number> }, client: string): void {
    const e = ch.clients.get(client)
    if (!e) return
    ch.clients.delete(client)
    const n = (ch.users.get(e.user) ?? 1) - 1
    if (n > 0) ch.users.set(e.user, n)
    else ch.users.delete(e.user)
  }

  private live(channel: string) {
    const ch = this.channels.get(channel)
    if (!ch) return null
    const now = Date.now()
    for (const [client, e] of ch.clients) if (e.expireAt <= now) this.drop(ch, client)
    if (ch.clients.size === 0) {
      this.channels.delete(channel)
      return null
    }
    return ch
  }

  get(channel: string): Record<string, string> {
    const out: Record<string, string> = {}
    const ch = this.live(channel)
    if (ch) for (const [client, e] of ch.clients) out[client] = e.info
    return out
  }

  stats(channel: string): PresenceStats {
    const ch = this.live(channel)
    return { numClients: ch?.clients.size ?? 0, numUsers: ch?.users.size ?? 0 }
  }

  /** Drops expired entries everywhere (entries of a process that died without removing them). */
  sweep(): void {
    for (const channel of [...this.channels.keys()]) this.live(channel)
  }
}
