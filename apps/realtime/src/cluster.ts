/**
 * Several cores on one node (REALTIME_WORKERS > 1): main.ts becomes a node:cluster primary that forks
 * that many workers; every worker runs a whole Gateway on the same port and Node's cluster module
 * hands each new connection to the next worker in turn (round-robin).
 *
 * Without Redis the primary is the node's broker: it keeps the MemoryBroker (history, offsets,
 * epochs) and workers reach it over the IPC channel through `IpcBroker`; it forwards a publication
 * only to the workers that have a subscriber of its channel. With Redis every worker uses the
 * RedisBroker on its own, like separate nodes. Either way the primary also keeps the node-wide
 * connection counts (maxConnections, maxConnectionsPerIp) and RPC rate limits, and adds up /metrics
 * over all workers.
 *
 * This file is the IPC protocol between the two sides and tells which side a process is; the primary
 * is cluster-primary.ts (its answers to the workers: cluster-services.ts), a worker cluster-worker.ts.
 */
import cluster from 'node:cluster'
import type { BrokerPublication, PresenceEntry } from './broker.js'
import type { GatewayConfig, NamespaceConfig } from './config.js'
import type { MetricsSnapshot } from './metrics.js'

// ---- the IPC protocol ----

export type Request =
  | { op: 'publish'; channel: string; data: string; ns: NamespaceConfig }
  | { op: 'history'; channel: string; ns: NamespaceConfig; since?: number }
  | { op: 'subscribe'; channel: string }
  | { op: 'joinLeave'; channel: string; kind: 'join' | 'leave'; info: string }
  | { op: 'presenceAdd'; channel: string; entries: PresenceEntry[]; ttl: number }
  | { op: 'presenceRemove'; channel: string; clients: string[] }
  | { op: 'presence'; channel: string }
  | { op: 'presenceStats'; channel: string }
  | { op: 'emulate'; node: string; session: string; data: string }
  | { op: 'admit'; ip: string }
  | { op: 'rpc'; ip: string }
  | { op: 'metrics' }

/** Worker -> primary. */
export type ToPrimary =
  | { rt: 'hello' }
  | { rt: 'node'; id: string }
  | ({ rt: 'req'; id: number } & Request)
  | { rt: 'unsubscribe'; channel: string }
  | { rt: 'release'; ip: string }
  | { rt: 'snapshot'; id: number; snapshot: MetricsSnapshot }

/** Primary -> worker. */
export type ToWorker =
  | { rt: 'init'; index: number; config: GatewayConfig }
  | { rt: 'res'; id: number; value?: unknown; error?: string }
  | { rt: 'push'; channel: string; pub: BrokerPublication }
  | { rt: 'jl'; channel: string; kind: 'join' | 'leave'; info: string }
  | { rt: 'emulate'; session: string; data: string }
  | { rt: 'snapshot'; id: number }

/** Marks the processes forked by our primary (a process forked by some other cluster is not one). */
export const WORKER_ENV = 'REALTIME_CLUSTER_WORKER'
/** How long a worker waits for the primary's answer to a broker or admission request. */
export const IPC_TIMEOUT_MS = 5000
/** How long the primary waits for each worker's metrics. */
export const SNAPSHOT_TIMEOUT_MS = 1000

export const isClusterWorker = (): boolean => cluster.isWorker && process.env[WORKER_ENV] === '1'
