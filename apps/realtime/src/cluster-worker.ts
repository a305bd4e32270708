/** The worker side of the cluster (see cluster.ts): a Gateway whose broker and node-wide limits are the primary's, over IPC. */
import { pino } from 'pino'
import {
  type Broker,
  type BrokerPublication,
  type ControlHandler,
  type HistoryResult,
  type PresenceEntry,
  type PresenceStats,
  type PublicationHandler,
  type StreamPosition,
} from './broker.js'
import { IPC_TIMEOUT_MS, SNAPSHOT_TIMEOUT_MS, type Request, type ToPrimary, type ToWorker } from './cluster.js'
import type { NamespaceConfig } from './config.js'
import { Gateway, type WorkerLink } from './gateway.js'
import { stopGatewayOnSignals } from './signals.js'

/** Requests to the primary over process.send, with ids and timeouts. */
class PrimaryChannel {
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void; timer: NodeJS.Timeout }
  >()

  request<T>(req: Request, timeoutMs = IPC_TIMEOUT_MS): Promise<T> {
    if (!process.connected || !process.send) return Promise.reject(new Error('no IPC channel to the cluster primary'))
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(new Error(`the cluster primary did not answer ${req.op} within ${timeoutMs} ms`))
      }, timeoutMs)
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer })
      this.post({ rt: 'req', id, ...req })
    })
  }

  post(msg: ToPrimary): void {
    if (process.connected && process.send) process.send(msg)
  }

  answer(msg: { id: number; value?: unknown; error?: string }): void {
    const p = this.pending.get(msg.id)
    if (!p) return
    this.pending.delete(msg.id)
    clearTimeout(p.timer)
    if (msg.error !== undefined) p.reject(new Error(msg.error))
    else p.resolve(msg.value)
  }
}

/** The `Broker` of a cluster worker without Redis: the primary's MemoryBroker, over IPC. */
export class IpcBroker implements Broker {
  private onPub: PublicationHandler = () => {}
  control: ControlHandler | null = null

  constructor(private readonly primary: PrimaryChannel) {}

  async start(onPublication: PublicationHandler, control?: ControlHandler, nodeId?: string): Promise<void> {
    this.onPub = onPublication
    this.control = control ?? null
    // The primary routes emulation requests for this node id here.
    if (nodeId) this.primary.post({ rt: 'node', id: nodeId })
  }
  async stop(): Promise<void> {
    this.onPub = () => {}
    this.control = null
  }
  /** A publication the primary forwarded to this worker. */
  receive(channel: string, pub: BrokerPublication): void {
    this.onPub(channel, pub)
  }
  async publishJoinLeave(channel: string, kind: 'join' | 'leave', info: string): Promise<void> {
    await this.primary.request({ op: 'joinLeave', channel, kind, info })
  }
  async addPresence(channel: string, entries: PresenceEntry[], ttl: number): Promise<void> {
    await this.primary.request({ op: 'presenceAdd', channel, entries, ttl })
  }
  async removePresence(channel: string, clients: string[]): Promise<void> {
    await this.primary.request({ op: 'presenceRemove', channel, clients })
  }
  presence(channel: string): Promise<Record<string, string>> {
    return this.primary.request({ op: 'presence', channel })
  }
  presenceStats(channel: string): Promise<PresenceStats> {
    return this.primary.request({ op: 'presenceStats', channel })
  }
  sendToNode(node: string, session: string, data: string): Promise<boolean> {
    return this.primary.request({ op: 'emulate', node, session, data })
  }
  publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null> {
    return this.primary.request({ op: 'publish', channel, data, ns })
  }
  /** Resolves once the primary counts this worker in: every later publication of the channel comes here. */
  async subscribe(channel: string): Promise<void> {
    try {
      await this.primary.request({ op: 'subscribe', channel })
    } catch (e) {
      // A late answer still counts this worker in: undo it (IPC keeps the order) so counts stay paired.
      this.primary.post({ rt: 'unsubscribe', channel })
      throw e
    }
  }
  async unsubscribe(channel: string): Promise<void> {
    this.primary.post({ rt: 'unsubscribe', channel })
  }
  history(channel: string, ns: NamespaceConfig, since?: number): Promise<HistoryResult> {
    return this.primary.request({ op: 'history', channel, ns, since })
  }
}

/** Entry of a forked worker: waits for its configuration from the primary, then serves. */
export function runWorker(): void {
  const primary = new PrimaryChannel()
  let gateway: Gateway | null = null
  let broker: IpcBroker | null = null
  const noInit = setTimeout(() => {
    process.stderr.write(
      JSON.stringify({ level: 60, msg: 'cluster worker got no configuration from the primary' }) + '\n',
    )
    process.exit(1)
  }, 15_000)

  process.on('message', (msg: ToWorker) => {
    if (!msg || typeof msg !== 'object') return
    switch (msg.rt) {
      case 'res':
        return primary.answer(msg)
      case 'push':
        return broker?.receive(msg.channel, msg.pub)
      case 'jl':
        return broker?.control?.joinLeave(msg.channel, msg.kind, msg.info)
      case 'emulate':
        return broker?.control?.emulation(msg.session, msg.data)
      case 'snapshot':
        if (gateway) primary.post({ rt: 'snapshot', id: msg.id, snapshot: gateway.metrics.snapshot() })
        return
      case 'init': {
        if (gateway) return
        clearTimeout(noInit)
        const config = msg.config
        const log = pino({
          level: config.logLevel,
          base: { service: 'realtime', node: config.nodeName || undefined, worker: msg.index },
        })
        broker = config.redisUrl ? null : new IpcBroker(primary)
        const link: WorkerLink = {
          index: msg.index,
          broker,
          admit: (ip) => primary.request({ op: 'admit', ip }),
          release: (ip) => primary.post({ rt: 'release', ip }),
          takeRpc: (ip) => primary.request({ op: 'rpc', ip }),
          metrics: () => primary.request({ op: 'metrics' }, SNAPSHOT_TIMEOUT_MS * 3),
        }
        gateway = new Gateway(config, log, link)
        const gw = gateway
        gw.start().catch((err: unknown) => {
          gw.log.fatal({ err }, 'worker failed to start')
          process.exit(1)
        })
        return
      }
    }
  })
  // Messages sent before a child listens are lost: ask for the configuration once listening.
  primary.post({ rt: 'hello' })
  stopGatewayOnSignals(() => gateway, 'worker shutting down')
  // If the primary is killed, node:cluster ends this worker at once when the IPC channel closes
  // (process.exit in its own 'disconnect' handler): its clients see the connection drop and reconnect.
}
