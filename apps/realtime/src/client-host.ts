import type { Logger } from 'pino'
import type { Broker, PresenceStats, StreamPosition } from './broker.js'
import type { ProtocolError } from './codes.js'
import type { GatewayConfig, NamespaceConfig } from './config.js'
import type { HistoryPage, HistoryQuery } from './history.js'
import type { Hub } from './hub.js'
import type { Metrics } from './metrics.js'
import type { RpcProxy } from './rpcproxy.js'

/**
 * What a Client uses of its node, and nothing more (the Gateway implements it): the settings it
 * reads, its logs and metrics, the token keys, the hub, the broker's history and presence, the
 * RPC proxy, and the node's channel operations.
 */
export interface ClientHost {
  readonly config: Pick<
    GatewayConfig,
    | 'allowAnonymous'
    | 'closeTimeoutMs'
    | 'expiredCloseDelayMs'
    | 'expiredSubCloseDelayMs'
    | 'historyMaxPublicationLimit'
    | 'maxChannelsPerConnection'
    | 'maxCommandsPerSecond'
    | 'maxRpcInFlight'
    | 'maxSendBuffer'
    | 'nodeName'
    | 'pingIntervalMs'
    | 'pongTimeoutMs'
    | 'presenceTtlSeconds'
    | 'presenceUpdateIntervalMs'
    | 'staleTimeoutMs'
  >
  readonly log: Logger
  readonly metrics: Metrics
  readonly version: string
  /** This process's id among the nodes (the connect reply of an emulation transport names it). */
  readonly nodeId: string
  /** Keys of connection and subscription tokens (null: none configured). */
  readonly tokenKey: Uint8Array | null
  readonly subTokenKey: Uint8Array | null
  readonly hub: Pick<Hub, 'addSubscriber' | 'removeSubscriber' | 'holds'>
  readonly broker: Pick<Broker, 'history' | 'addPresence' | 'removePresence' | 'presence'>
  readonly rpcProxy: Pick<RpcProxy, 'allowed' | 'call'>
  namespaceOf(channel: string): NamespaceConfig | null
  publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null>
  publishJoinLeave(channel: string, kind: 'join' | 'leave', info: string): void
  presenceStats(channel: string): Promise<PresenceStats>
  readHistory(channel: string, ns: NamespaceConfig, q: HistoryQuery): Promise<HistoryPage | { error: ProtocolError }>
}
