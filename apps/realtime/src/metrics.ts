/** A few Prometheus metrics, written in the text exposition format. */

const FANOUT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const RPC_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export class Metrics {
  connections = 0;
  subscriptions = 0;
  publicationsIn = 0;
  publicationsOut = 0;
  connectsTotal = 0;
  readonly commands = new Map<string, number>();
  readonly disconnects = new Map<number, number>();
  readonly rpc = new Map<string, number>();
  readonly rpcBuckets = new Array<number>(RPC_BUCKETS.length).fill(0);
  rpcSum = 0;
  rpcCount = 0;
  rejectedUpgrades = new Map<string, number>();
  readonly fanoutBuckets = new Array<number>(FANOUT_BUCKETS.length).fill(0);
  fanoutSum = 0;
  fanoutCount = 0;
  fanoutMax = 0;

  /** Time to write one publication to all local subscribers. */
  fanoutDone(seconds: number): void {
    this.fanoutSum += seconds;
    this.fanoutCount++;
    if (seconds > this.fanoutMax) this.fanoutMax = seconds;
    for (let i = 0; i < FANOUT_BUCKETS.length; i++) if (seconds <= FANOUT_BUCKETS[i]!) this.fanoutBuckets[i]!++;
  }

  command(method: string): void {
    this.commands.set(method, (this.commands.get(method) ?? 0) + 1);
  }
  disconnect(code: number): void {
    this.disconnects.set(code, (this.disconnects.get(code) ?? 0) + 1);
  }
  rejected(reason: string): void {
    this.rejectedUpgrades.set(reason, (this.rejectedUpgrades.get(reason) ?? 0) + 1);
  }
  rpcDone(result: string, seconds: number): void {
    this.rpc.set(result, (this.rpc.get(result) ?? 0) + 1);
    this.rpcSum += seconds;
    this.rpcCount++;
    for (let i = 0; i < RPC_BUCKETS.length; i++) if (seconds <= RPC_BUCKETS[i]!) this.rpcBuckets[i]!++;
  }

  render(): string {
    const out: string[] = [];
    const gauge = (name: string, help: string, v: number) =>
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${v}`);
    const counter = (name: string, help: string, v: number) =>
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`, `${name} ${v}`);
    const labelled = (name: string, help: string, label: string, m: Map<string | number, number>) => {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
      for (const [k, v] of m) out.push(`${name}{${label}="${k}"} ${v}`);
    };
    gauge('realtime_connections', 'Open client connections.', this.connections);
    gauge('realtime_subscriptions', 'Active channel subscriptions.', this.subscriptions);
    counter('realtime_connects_total', 'Successful connect commands.', this.connectsTotal);
    counter('realtime_publications_in_total', 'Publications accepted by the publish API.', this.publicationsIn);
    counter('realtime_publications_out_total', 'Publications written to client connections.', this.publicationsOut);
    labelled('realtime_commands_total', 'Client commands by method.', 'method', this.commands);
    labelled('realtime_disconnects_total', 'Server-side disconnects by code.', 'code', this.disconnects);
    labelled('realtime_rejected_upgrades_total', 'Refused WebSocket upgrades by reason.', 'reason', this.rejectedUpgrades);
    labelled('realtime_rpc_total', 'RPC calls by result.', 'result', this.rpc);
    out.push('# HELP realtime_rpc_duration_seconds RPC proxy latency.', '# TYPE realtime_rpc_duration_seconds histogram');
    RPC_BUCKETS.forEach((b, i) => out.push(`realtime_rpc_duration_seconds_bucket{le="${b}"} ${this.rpcBuckets[i]}`));
    out.push(`realtime_rpc_duration_seconds_bucket{le="+Inf"} ${this.rpcCount}`);
    out.push(`realtime_rpc_duration_seconds_sum ${this.rpcSum}`);
    out.push(`realtime_rpc_duration_seconds_count ${this.rpcCount}`);
    out.push('# HELP realtime_fanout_duration_seconds Time to write one publication to every local subscriber.', '# TYPE realtime_fanout_duration_seconds histogram');
    FANOUT_BUCKETS.forEach((b, i) => out.push(`realtime_fanout_duration_seconds_bucket{le="${b}"} ${this.fanoutBuckets[i]}`));
    out.push(`realtime_fanout_duration_seconds_bucket{le="+Inf"} ${this.fanoutCount}`);
    out.push(`realtime_fanout_duration_seconds_sum ${this.fanoutSum}`);
    out.push(`realtime_fanout_duration_seconds_count ${this.fanoutCount}`);
    gauge('realtime_fanout_duration_max_seconds', 'Longest fan-out of one publication since start.', this.fanoutMax);
    const mem = process.memoryUsage();
    gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', mem.rss);
    gauge('nodejs_heap_used_bytes', 'V8 heap used.', mem.heapUsed);
    return out.join('\n') + '\n';
  }
}
