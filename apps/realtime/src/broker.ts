/**
 * The broker's contract and what both brokers share: `MemoryBroker` (broker-memory.ts) is one node,
 * `RedisBroker` (broker-redis.ts) lets several nodes share history, presence and publications;
 * each keeps presence in its own store (presence-memory.ts, presence-redis.ts).
 */
import { randomBytes } from 'node:crypto'
import type { NamespaceConfig } from './config.js'

/** A publication as it travels between nodes: data stays a JSON text, parsed never again. */
export interface BrokerPublication {
  /** Present when the channel keeps history. */
  offset?: number
  epoch?: string
  /** JSON text of the publication data. */
  data: string
}

export interface StreamPosition {
  offset: number
  epoch: string
}

export interface HistoryResult {
  top: StreamPosition
  /** Publications with offset > `since` still retained, oldest first (empty without `since`). */
  publications: { offset: number; data: string }[]
  /** True when every publication after `since` is among `publications`. */
  complete: boolean
}

export type PublicationHandler = (channel: string, pub: BrokerPublication) => void

/** Everything a broker delivers besides publications. */
export interface ControlHandler {
  /** A join or leave of `channel`; `info` is the JSON text of the ClientInfo. */
  joinLeave(channel: string, kind: 'join' | 'leave', info: string): void
  /** A client command sent to this node through the emulation endpoint of another node. */
  emulation(session: string, data: string): void
}

/** One connection in a channel's presence. */
export interface PresenceEntry {
  client: string
  user: string
  /** JSON text of its ClientInfo `{user, client, conn_info?, chan_info?}`. */
  info: string
}

export interface PresenceStats {
  numClients: number
  numUsers: number
}

/** The control handler of a broker started without one. */
export const NO_CONTROL: ControlHandler = { joinLeave: () => {}, emulation: () => {} }

/**
 * Moves publications to the nodes that have subscribers and keeps the bounded history.
 * `MemoryBroker` is a single node; `RedisBroker` lets several gateway nodes share both.
 */
export interface Broker {
  /** `nodeId`: the id other nodes send this node's emulation requests to (sendToNode). */
  start(onPublication: PublicationHandler, control?: ControlHandler, nodeId?: string): Promise<void>
  stop(): Promise<void>
  /** Stores (when the namespace keeps history) and fans out. */
  publish(channel: string, data: string, ns: NamespaceConfig): Promise<StreamPosition | null>
  /** This node wants publications of the channel; resolves once they will arrive. */
  subscribe(channel: string): Promise<void>
  unsubscribe(channel: string): Promise<void>
  /** Stream top, and with `since` the publications after that offset. */
  history(channel: string, ns: NamespaceConfig, since?: number): Promise<HistoryResult>
  /** Sends a join or leave to every node with subscribers of the channel. */
  publishJoinLeave(channel: string, kind: 'join' | 'leave', info: string): Promise<void>
  /** Adds (or refreshes) connections in a channel's presence for `ttlSeconds`. */
  addPresence(channel: string, entries: PresenceEntry[], ttlSeconds: number): Promise<void>
  removePresence(channel: string, clients: string[]): Promise<void>
  /** Client id -> ClientInfo JSON text of the connections in the channel's presence. */
  presence(channel: string): Promise<Record<string, string>>
  presenceStats(channel: string): Promise<PresenceStats>
  /** Hands an emulation request to another node; false when no such node is running. */
  sendToNode(node: string, session: string, data: string): Promise<boolean>
}

/** `{"user":...,"client":...}` JSON text of a presence entry's ClientInfo. */
export function presenceRecord(info: Record<string, string>): string {
  return `{${Object.entries(info)
    .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
    .join(',')}}`
}

/**
 * A new stream epoch. Each broker also makes one when it starts for the channels that have no stream
 * (nobody published to it, or it expired): reading history
 * creates no state (issue 15.4), so the broker answers an epoch of its own, made when it starts, and a
 * stream its first publication creates takes that epoch: a client positioned on the empty channel
 * recovers the publications that follow. After a restart (the memory broker's history is gone) the
 * epoch differs and the client is told `recovered: false` and reloads: never a false "nothing was
 * missed". With Redis every node answers the same one (RedisBroker.emptyEpoch), so a client recovers
 * on any node. A position past the top of a stream made again after
 * it expired is not recovered either (historyFrom). (Centrifugo's Redis engine instead writes a
 * channel's epoch when the channel is first read, which leaves a key per channel subscribed to.)
 */
export const newEpoch = (): string => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')

/** Whether a namespace keeps history (a stream with offsets and an epoch per channel). */
export const hasHistory = (ns: NamespaceConfig) => ns.historySize > 0 && ns.historyTtlSeconds > 0

/** A history answer from a stream's epoch, top and retained publications (both brokers). */
export function historyFrom(
  epoch: string,
  top: number,
  pubs: { offset: number; data: string }[],
  since: number | undefined,
): HistoryResult {
  if (since === undefined) return { top: { offset: top, epoch }, publications: [], complete: true }
  const publications = pubs.filter((p) => p.offset > since).map((p) => ({ offset: p.offset, data: p.data }))
  const complete = since <= top && (since === top || (publications.length > 0 && publications[0]!.offset === since + 1))
  return { top: { offset: top, epoch }, publications, complete }
}
