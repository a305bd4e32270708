/** A few Prometheus metrics, written in the text exposition format. */

const FANOUT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1]
const RPC_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

export class Metrics {
  connections = 0
  subscriptions = 0
  publicationsIn = 0
  publicationsOut = 0
  connectsTotal = 0
  readonly commands = new Map<string, number>()
  readonly disconnects = new Map<number, number>()
  readonly rpc = new Map<string, number>()
  readonly rpcBuckets = new Array<number>(RPC_BUCKETS.length).fill(0)
  rpcSum = 0
  rpcCount = 0
  rejectedUpgrades = new Map<string, number>()
  readonly fanoutBuckets = new Array<number>(FANOUT_BUCKETS.length).fill(0)
  fanoutSum = 0
  fanoutCount = 0
  fanoutMax = 0

  /** Time to write one publication to all local subscribers. */
  fanoutDone(seconds: number): void {
    this.fanoutSum += seconds
    this.fanoutCount++
    if (seconds > this.fanoutMax) this.fanoutMax = seconds
    for (let i = 0; i < FANOUT_BUCKETS.length; i++) if (seconds <= FANOUT_BUCKETS[i]!) this.fanoutBuckets[i]!++
  }

  command(method: string): void {
    this.commands.set(method, (this.commands.get(method) ?? 0) + 1)
  }
  disconnect(code: number): void {
    this.disconnects.set(code, (this.disconnects.get(code) ?? 0) + 1)
  }
  rejected(reason: string): void {
    this.rejectedUpgrades.set(reason, (this.rejectedUpgrades.get(reason) ?? 0) + 1)
  }
  /** An RPC refused by a rate limit: counted, never forwarded, so no duration. */
  rpcLimited(): void {
    this.countRpc('limited')
  }
  private countRpc(result: string): void {
    this.rpc.set(result, (this.rpc.get(result) ?? 0) + 1)
  }
  rpcDone(result: string, seconds: number): void {
    this.countRpc(result)
    this.rpcSum += seconds
    this.rpcCount++
    for (let i = 0; i < RPC_BUCKETS.length; i++) if (seconds <= RPC_BUCKETS[i]!) this.rpcBuckets[i]!++
  }

  /** Plain-data copy of the counters (sent over IPC from a cluster worker to the primary). */
  snapshot(): MetricsSnapshot {
    const mem = process.memoryUsage()
    return {
      connections: this.connections,
      subscriptions: this.subscriptions,
      publicationsIn: this.publicationsIn,
      publicationsOut: this.publicationsOut,
      connectsTotal: this.connectsTotal,
      commands: [...this.commands],
      disconnects: [...this.disconnects],
      rejectedUpgrades: [...this.rejectedUpgrades],
      rpc: [...this.rpc],
      rpcBuckets: [...this.rpcBuckets],
      rpcSum: this.rpcSum,
      rpcCount: this.rpcCount,
      fanoutBuckets: [...this.fanoutBuckets],
      fanoutSum: this.fanoutSum,
      fanoutCount: this.fanoutCount,
      fanoutMax: this.fanoutMax,
      rss: mem.rss,
      heapUsed: mem.heapUsed,
    }
  }

  render(): string {
    return renderMetrics(this.snapshot())
  }
}

export interface MetricsSnapshot {
  connections: number
  subscriptions: number
  publicationsIn: number
  publicationsOut: number
  connectsTotal: number
  commands: [string, number][]
  disconnects: [number, number][]
  rejectedUpgrades: [string, number][]
  rpc: [string, number][]
  rpcBuckets: number[]
  rpcSum: number
  rpcCount: number
  fanoutBuckets: number[]
  fanoutSum: number
  fanoutCount: number
  fanoutMax: number
  rss: number
  heapUsed: number
}

/**
 * Adds up the snapshots of several processes: counters, gauges, histograms and memory are summed,
 * the longest fan-out is the maximum. A fan-out histogram entry stays one worker's write to its own
 * subscribers, so its mean is a per-worker figure.
 */
export function mergeSnapshots(list: MetricsSnapshot[]): MetricsSnapshot {
  const sumMap = <K>(pick: (s: MetricsSnapshot) => [K, number][]): [K, number][] => {
    const m = new Map<K, number>()
    for (const s of list) for (const [k, v] of pick(s)) m.set(k, (m.get(k) ?? 0) + v)
    return [...m]
  }
  const sumArr = (pick: (s: MetricsSnapshot) => number[], len: number) => {
    const out = new Array<number>(len).fill(0)
    for (const s of list) pick(s).forEach((v, i) => (out[i] = out[i]! + v))
    return out
  }
  const sum = (pick: (s: MetricsSnapshot) => number) => list.reduce((a, s) => a + pick(s), 0)
  return {
    connections: sum((s) => s.connections),
    subscriptions: sum((s) => s.subscriptions),
    publicationsIn: sum((s) => s.publicationsIn),
    publicationsOut: sum((s) => s.publicationsOut),
    connectsTotal: sum((s) => s.connectsTotal),
    commands: sumMap((s) => s.commands),
    disconnects: sumMap((s) => s.disconnects),
    rejectedUpgrades: sumMap((s) => s.rejectedUpgrades),
    rpc: sumMap((s) => s.rpc),
    rpcBuckets: sumArr((s) => s.rpcBuckets, RPC_BUCKETS.length),
    rpcSum: sum((s) => s.rpcSum),
    rpcCount: sum((s) => s.rpcCount),
    fanoutBuckets: sumArr((s) => s.fanoutBuckets, FANOUT_BUCKETS.length),
    fanoutSum: sum((s) => s.fanoutSum),
    fanoutCount: sum((s) => s.fanoutCount),
    fanoutMax: list.reduce((a, s) => Math.max(a, s.fanoutMax), 0),
    rss: sum((s) => s.rss),
    heapUsed: sum((s) => s.heapUsed),
  }
}

/** Prometheus text of a snapshot; `extra` lines (already formatted) go before the process gauges. */
export function renderMetrics(s: MetricsSnapshot, extra: string[] = []): string {
  const out: string[] = []
  const gauge = (name: string, help: string, v: number) =>
    out.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${v}`)
  const counter = (name: string, help: string, v: number) =>
    out.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`, `${name} ${v}`)
  const labelled = (name: string, help: string, label: string, m: [string | number, number][]) => {
    out.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`)
    for (const [k, v] of m) out.push(`${name}{${label}="${k}"} ${v}`)
  }
  gauge('realtime_connections', 'Open client connections.', s.connections)
  gauge('realtime_subscriptions', 'Active channel subscriptions.', s.subscriptions)
  counter('realtime_connects_total', 'Successful connect commands.', s.connectsTotal)
  counter('realtime_publications_in_total', 'Publications accepted by the publish API.', s.publicationsIn)
  counter('realtime_publications_out_total', 'Publications written to client connections.', s.publicationsOut)
  labelled('realtime_commands_total', 'Client commands by method.', 'method', s.commands)
  labelled('realtime_disconnects_total', 'Server-side disconnects by code.', 'code', s.disconnects)
  labelled('realtime_rejected_upgrades_total', 'Refused WebSocket upgrades by reason.', 'reason', s.rejectedUpgrades)
  labelled('realtime_rpc_total', 'RPC calls by result.', 'result', s.rpc)
  out.push('# HELP realtime_rpc_duration_seconds RPC proxy latency.', '# TYPE realtime_rpc_duration_seconds histogram')
  RPC_BUCKETS.forEach((b, i) => out.push(`realtime_rpc_duration_seconds_bucket{le="${b}"} ${s.rpcBuckets[i]}`))
  out.push(`realtime_rpc_duration_seconds_bucket{le="+Inf"} ${s.rpcCount}`)
  out.push(`realtime_rpc_duration_seconds_sum ${s.rpcSum}`)
  out.push(`realtime_rpc_duration_seconds_count ${s.rpcCount}`)
  out.push(
    '# HELP realtime_fanout_duration_seconds Time to write one publication to every local subscriber.',
    '# TYPE realtime_fanout_duration_seconds histogram',
  )
  FANOUT_BUCKETS.forEach((b, i) => out.push(`realtime_fanout_duration_seconds_bucket{le="${b}"} ${s.fanoutBuckets[i]}`))
  out.push(`realtime_fanout_duration_seconds_bucket{le="+Inf"} ${s.fanoutCount}`)
  out.push(`realtime_fanout_duration_seconds_sum ${s.fanoutSum}`)
  out.push(`realtime_fanout_duration_seconds_count ${s.fanoutCount}`)
  gauge('realtime_fanout_duration_max_seconds', 'Longest fan-out of one publication since start.', s.fanoutMax)
  out.push(...extra)
  gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', s.rss)
  gauge('nodejs_heap_used_bytes', 'V8 heap used.', s.heapUsed)
  return out.join('\n') + '\n'
}
