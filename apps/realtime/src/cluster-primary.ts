/**
 * The primary side of the cluster (see cluster.ts): the workers' lifecycle. What the workers ask over
 * IPC is answered by cluster-services.ts (routing: cluster-routing.ts, /metrics: cluster-metrics.ts).
 */
import cluster, { type Worker } from 'node:cluster'
import { pino, type Logger } from 'pino'
import { WORKER_ENV, type ToPrimary } from './cluster.js'
import { NodeServices } from './cluster-services.js'
import { WorkerSlot } from './cluster-slot.js'
import type { GatewayConfig } from './config.js'
import { onStopSignals } from './signals.js'

/**
 * Keeps the workers running: forks one per slot, announces the node once all listen, replaces a
 * worker that dies (backing off while they die young), stops them all on SIGTERM/SIGINT.
 */
class ClusterPrimary {
  readonly slots: WorkerSlot[]
  private readonly services: NodeServices
  /** Workers that died and were replaced. */
  private restarts = 0
  /** 'realtime gateway listening' was logged (all workers listened once). */
  private announced = false
  private stopping = false
  /** Resolves the shutdown's wait once every worker has exited. */
  private allExited: (() => void) | null = null

  constructor(
    private readonly config: GatewayConfig,
    count: number,
    private readonly log: Logger,
  ) {
    this.slots = Array.from({ length: count }, (_, i) => new WorkerSlot(i + 1))
    this.services = new NodeServices(config, this.slots, () => this.restarts)
  }

  async start(): Promise<void> {
    await this.services.start()
    this.log.info(
      { workers: this.slots.length, broker: this.services.memory ? 'memory (in the primary)' : 'redis' },
      'starting cluster workers',
    )
    for (const s of this.slots) this.fork(s)
  }

  private fork(slot: WorkerSlot): void {
    slot.restartTimer = null
    if (this.stopping) return
    const worker = cluster.fork({ [WORKER_ENV]: '1' })
    slot.worker = worker
    slot.startedAt = Date.now()
    slot.listening = false
    worker.on('message', (msg: ToPrimary) => {
      if (slot.worker === worker) this.services.onMessage(slot, msg)
    })
    worker.on('error', (err) => this.log.warn({ worker: slot.index, err: err.message }, 'worker IPC error'))
    worker.on('listening', (address) => {
      if (slot.worker === worker) this.onListening(slot, worker, address.port)
    })
    worker.on('exit', (code, signal) => {
      if (slot.worker === worker) this.onExit(slot, worker, code, signal)
    })
  }

  private onListening(slot: WorkerSlot, worker: Worker, port: number): void {
    // A worker listens on the public port first, then on metricsAddress if configured: only the first counts.
    if (slot.listening) return
    slot.listening = true
    if (this.announced) {
      this.log.info({ worker: slot.index, pid: worker.process.pid, port }, 'replacement worker listening')
      return
    }
    if (!this.slots.every((s) => s.listening)) return
    this.announced = true
    this.log.info(
      {
        port,
        workers: this.slots.length,
        pids: this.slots.map((s) => s.worker?.process.pid),
        redis: Boolean(this.config.redisUrl),
        rpcProxy: this.config.rpcProxyUrl || null,
      },
      'realtime gateway listening',
    )
  }

  private onExit(slot: WorkerSlot, worker: Worker, code: number, signal: string): void {
    const wasListening = slot.listening
    this.services.forget(slot)
    slot.worker = null
    slot.listening = false
    if (this.stopping) return this.checkAllExited()
    if (!this.announced && !wasListening) {
      this.log.fatal({ worker: slot.index, code, signal }, 'a worker failed to start; stopping')
      void this.shutdown('startup failure', 1)
      return
    }
    const delay = slot.restartDelay(Date.now())
    this.restarts++
    this.log.error(
      { worker: slot.index, pid: worker.process.pid, code, signal, restartInMs: delay },
      'worker died; its clients reconnect to the other workers; starting a replacement',
    )
    slot.restartTimer = setTimeout(() => this.fork(slot), delay)
  }

  private checkAllExited(): void {
    if (this.slots.every((s) => s.worker === null)) this.allExited?.()
  }

  /** Stops every worker (each closes its clients with 3001), killing those still there after the grace, then exits. */
  async shutdown(reason: string, code = 0): Promise<void> {
    if (this.stopping) return
    this.stopping = true
    this.log.info({ signal: reason }, 'shutting down')
    const allGone = new Promise<void>((r) => (this.allExited = r))
    for (const s of this.slots) {
      if (s.restartTimer) clearTimeout(s.restartTimer)
      s.restartTimer = null
      // Each worker closes its clients with 3001 and exits (the same as a one-process gateway).
      s.worker?.process.kill('SIGTERM')
    }
    this.checkAllExited()
    const graceMs = this.config.closeTimeoutMs + 5000
    let timer: NodeJS.Timeout | undefined
    const late = await Promise.race([
      allGone.then(() => false),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(true), graceMs))),
    ])
    clearTimeout(timer)
    if (late) {
      this.log.error({ graceMs }, 'workers did not stop in time; killing them')
      for (const s of this.slots) s.worker?.process.kill('SIGKILL')
      code = 1
    }
    await this.services.stop()
    this.log.info('realtime gateway stopped')
    process.exit(code)
  }
}

/**
 * Runs the node as a cluster primary with `count` workers. Exits the process: 0 after a clean
 * SIGTERM/SIGINT, 1 when the workers could not start or had to be killed.
 */
export function runPrimary(config: GatewayConfig, count: number, log?: Logger): void {
  const logger =
    log ??
    pino({ level: config.logLevel, base: { service: 'realtime', node: config.nodeName || undefined, role: 'primary' } })
  // Round-robin in the primary (Node's default on Linux, stated here so an inherited setting can't change it).
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_RR
  const primary = new ClusterPrimary(config, count, logger)
  onStopSignals((signal) => void primary.shutdown(signal))
  primary.start().catch((err: unknown) => {
    logger.fatal({ err }, 'failed to start')
    process.exit(1)
  })
}
