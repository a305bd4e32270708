import type { EventEmitter } from 'node:events'
import type { Logger } from 'pino'
import type { GatewayConfig } from './config.js'
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

/** A refusal as the transport answers it (an HTTP status on the upgrade's socket or the stream's response). */
export type Refuse = (status: number, text: string, reason: string) => void

/** What admission needs of a connection being opened: the WebSocket upgrade's socket, or a stream's response. */
export interface Opening extends EventEmitter {
  readonly destroyed: boolean
}

/** What admission reads of the node (the Gateway implements it). */
export interface AdmissionHost {
  readonly config: Pick<GatewayConfig, 'maxConnections' | 'maxConnectionsPerIp'>
  readonly log: Logger
  /** The node is stopping: no new connections. */
  readonly stopping: boolean
  /** Connections of this process. */
  readonly connectionCount: number
}

/** A cluster worker's primary, which keeps the node-wide connection slots (see WorkerLink). */
export interface SlotKeeper {
  admit(ip: string): Promise<Verdict>
  release(ip: string): void
}

/**
 * The node's door, one for every transport (WebSocket upgrade, HTTP-streaming, SSE): not while
 * stopping, maxConnections of this process, then a slot of the client's address, from the cluster
 * primary (whose limits count every worker's connections) or from this process's AddressLimit. The
 * slot is given back when the connection closes.
 */
export class Admission {
  /** Connections per client address of this process (a cluster worker asks the primary instead). */
  private readonly perIp: AddressLimit

  constructor(
    private readonly host: AdmissionHost,
    private readonly primary: SlotKeeper | null,
  ) {
    this.perIp = new AddressLimit(host.config.maxConnectionsPerIp)
  }

  /**
   * Admits a connection of `ip` opening on `conn`: `admitted()` when it may open (at once in one
   * process, once the primary has answered in a cluster worker), else `refuse` with the status;
   * neither when `conn` closed while the primary was asked.
   */
  admit(ip: string, conn: Opening, refuse: Refuse, admitted: () => void): void {
    const c = this.host.config
    if (this.host.stopping) return refuse(503, 'Service Unavailable', 'shutdown')
    if (c.maxConnections > 0 && this.host.connectionCount >= c.maxConnections) {
      return refuse(503, 'Service Unavailable', 'connection_limit')
    }
    if (this.primary && (c.maxConnections > 0 || c.maxConnectionsPerIp > 0)) {
      return this.admitThroughPrimary(this.primary, ip, conn, refuse, admitted)
    }
    if (!this.perIp.take(ip)) return refuse(429, 'Too Many Requests', 'ip_limit')
    conn.once('close', () => this.perIp.release(ip))
    admitted()
  }

  /** Cluster worker: the limits count the connections of every worker, so the primary keeps them. */
  private admitThroughPrimary(
    primary: SlotKeeper,
    ip: string,
    conn: Opening,
    refuse: Refuse,
    admitted: () => void,
  ): void {
    primary.admit(ip).then(
      (verdict) => {
        if (verdict === 'connection_limit') return refuse(503, 'Service Unavailable', 'connection_limit')
        if (verdict === 'ip_limit') return refuse(429, 'Too Many Requests', 'ip_limit')
        if (conn.destroyed) return primary.release(ip)
        conn.once('close', () => primary.release(ip))
        admitted()
      },
      (err: unknown) => {
        this.host.log.warn({ err: (err as Error).message, ip }, 'connection slot not granted by the primary')
        refuse(503, 'Service Unavailable', 'primary_unavailable')
      },
    )
  }
}
