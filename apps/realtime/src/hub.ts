import type { Broker, BrokerPublication, StreamPosition } from './broker.js'
import type { Client } from './client.js'
import type { Metrics } from './metrics.js'

interface ChannelEntry {
  clients: Set<Client>
  ready: Promise<void>
  /**
   * Subscribers whose subscribe reply already held the stream up to a position (their recovered
   * publications, or the position they were told), until a live publication past it arrives.
   */
  held?: Map<Client, StreamPosition>
}

/**
 * The node's channels: channel -> its local subscribers (the broker subscribed while a channel has
 * any), and the fan-out of publications and join/leave pushes to them.
 */
export class Hub {
  private readonly channels = new Map<string, ChannelEntry>()

  constructor(
    private readonly broker: Broker,
    private readonly metrics: Metrics,
  ) {}

  async addSubscriber(channel: string, client: Client): Promise<void> {
    let entry = this.channels.get(channel)
    if (!entry) {
      entry = { clients: new Set(), ready: this.broker.subscribe(channel) }
      this.channels.set(channel, entry)
      const e = entry
      e.ready.catch(() => {
        if (this.channels.get(channel) === e) this.channels.delete(channel)
      })
    }
    entry.clients.add(client)
    await entry.ready
  }

  removeSubscriber(channel: string, client: Client): void {
    const entry = this.channels.get(channel)
    if (!entry || !entry.clients.delete(client)) return
    this.release(entry, client)
    if (entry.clients.size === 0) {
      this.channels.delete(channel)
      entry.ready.then(() => this.broker.unsubscribe(channel)).catch(() => {})
    }
  }

  /**
   * The client's subscribe reply held `channel` up to `upTo`. The history read and the live messages
   * travel apart (with Redis, on two connections), so a publication the reply held can still arrive
   * live after it: it is not sent again (as Centrifuge skips offsets at or below a client's position).
   */
  holds(channel: string, client: Client, upTo: StreamPosition): void {
    const entry = this.channels.get(channel)
    if (!entry?.clients.has(client)) return
    ;(entry.held ??= new Map()).set(client, upTo)
  }

  private release(entry: ChannelEntry, client: Client): void {
    if (entry.held?.delete(client) && entry.held.size === 0) entry.held = undefined
  }

  /**
   * Sends one publication to every local subscriber. The WebSocket frame (header + JSON) is built
   * once and written to each socket with a single write: this is what keeps the fan-out to 10,000
   * connections within the latency budget.
   */
  deliver(channel: string, pub: BrokerPublication): void {
    const entry = this.channels.get(channel)
    if (!entry) return
    const started = performance.now()
    const payload = Buffer.from(pushFrame(channel, pub))
    const frame = textFrame(payload)
    let n = 0
    const held = pub.offset === undefined ? undefined : entry.held
    for (const client of entry.clients) {
      const st = client.subs.get(channel)
      if (st === 1) {
        const h = held?.get(client)
        if (h) {
          if (pub.offset! <= h.offset && (pub.epoch === undefined || pub.epoch === h.epoch)) continue
          this.release(entry, client)
        }
        client.sendFramed(frame, payload)
        n++
      } else if (Array.isArray(st)) {
        st.push(pub)
      }
    }
    this.metrics.publicationsOut += n
    if (n > 0) this.metrics.fanoutDone((performance.now() - started) / 1000)
  }

  /** A join or leave to the local subscribers of the channel that get them (join_leave asked, or forced). */
  deliverJoinLeave(channel: string, kind: 'join' | 'leave', info: string): void {
    const entry = this.channels.get(channel)
    if (!entry) return
    let frame: string | null = null
    for (const client of entry.clients) {
      if (client.subs.get(channel) !== 1 || !client.subExtra.get(channel)?.pushJoinLeave) continue
      frame ??= `{"push":{"channel":${JSON.stringify(channel)},"${kind}":{"info":${info}}}}`
      client.send(frame)
    }
  }
}

/** The push of one publication as JSON text: `{"push":{"channel","pub":{data, offset?}}}`. */
export function pushFrame(channel: string, pub: BrokerPublication): string {
  const off = pub.offset === undefined ? '' : `,"offset":${pub.offset}`
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${pub.data}${off}}}}`
}

/** An unmasked, final text frame (server to client) around `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const len = payload.length
  const headerLen = len < 126 ? 2 : len < 65536 ? 4 : 10
  const out = Buffer.allocUnsafe(headerLen + len)
  out[0] = 0x81 // FIN + opcode 1 (text)
  if (len < 126) {
    out[1] = len
  } else if (len < 65536) {
    out[1] = 126
    out.writeUInt16BE(len, 2)
  } else {
    out[1] = 127
    out.writeUInt32BE(0, 2)
    out.writeUInt32BE(len, 6)
  }
  payload.copy(out, headerLen)
  return out
}
