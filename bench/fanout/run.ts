/**
 * Fan-out benchmark of the realtime gateway (apps/realtime).
 *
 *   npx tsx bench/fanout/run.ts [--sizes 1000,5000,10000] [--gateway-workers auto|N] [--workers 4] [--pubs 20] [--burst 20] [--floor 0] [--sse 20]
 *
 * --sse P makes P % of the subscribers SSE streams (GET /connection/sse, pongs through /emulation)
 * instead of WebSockets; their latency is also shown on its own line.
 * --gateway-workers is the gateway's REALTIME_WORKERS (default auto: one worker process per core);
 * --workers is the number of load-generator processes; --floor 0 skips the kernel floor (below).
 *
 * For each N: starts a fresh gateway (a primary and its workers), connects N anonymous clients subscribed to
 * sport:football from separate load-generator processes, measures the connect rate and the
 * gateway's RSS per idle connection, publishes through POST /api/publish and measures delivery
 * latency publish -> client (p50/p99/max) and delivered messages per second, then drops every
 * client at once and measures the reconnect storm. Only 127.0.0.1; every phase is bounded.
 *
 * Then, with the gateway stopped, the same fan-out without Node.js (floor.c, compiled with gcc when
 * it is there): as many writer processes as gateway workers, as many readers as load generators,
 * the same number of rounds 250 ms apart. Its p99 is what this machine's kernel alone needs at that
 * moment, so a run on a slower or busier machine can be read as a ratio (gateway / floor) too.
 */
import { execFile, fork, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, renameSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createServer } from 'node:net'
// @ts-expect-error -- plain JavaScript module of the launcher
import { bundle } from '../../scripts/lib/bundle.mjs'

const args = new Map<string, string>()
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '')
const SIZES = (args.get('sizes') ?? '1000,5000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 20_000)
const WORKERS = Math.max(1, Math.min(8, Number(args.get('workers') ?? 2)))
const PUBS = Math.max(1, Math.min(200, Number(args.get('pubs') ?? 20)))
const NODES = Math.max(1, Math.min(4, Number(args.get('nodes') ?? 1)))
const REDIS_URL = args.get('redis') ?? 'redis://127.0.0.1:6379'
const BURST = Math.max(1, Math.min(500, Number(args.get('burst') ?? 20)))
const GW_WORKERS_ARG = args.get('gateway-workers') ?? 'auto'
const FLOOR = args.get('floor') !== '0'
const SSE_PERCENT = Math.max(0, Math.min(100, Number(args.get('sse') ?? 0)))
if (GW_WORKERS_ARG !== 'auto' && !/^[1-9]\d*$/.test(GW_WORKERS_ARG))
  throw new Error(`--gateway-workers: a whole number >= 1 or "auto", got "${GW_WORKERS_ARG}"`)
/** Worker processes per gateway node (what REALTIME_WORKERS resolves to on this machine). */
const GW_WORKERS = GW_WORKERS_ARG === 'auto' ? availableParallelism() : Number(GW_WORKERS_ARG)
const API_KEY = 'bench-key'
const BUDGET = { held: 10_000, p99Ms: 100, kbPerConn: 50 }

// The gateway runs as the launcher runs it in production: bundled into plain ESM (scripts/lib/bundle.mjs),
// not through tsx. Under tsx each process also carries tsx's module-hooks thread with its own V8 heap,
// whose memory-reducing collections (20-30 ms of CPU each, seen with --trace-gc) fell on the first
// publications, about 8 s after start, on the same 2 cores. The load generators are bundled the same way.
const [gatewayMain, workerMain] = await Promise.all([
  bundle('apps/realtime/src/main.ts', 'apps/realtime/tsconfig.json'),
  bundle('bench/fanout/worker.ts', 'bench/fanout/tsconfig.json'),
])
const now = () => performance.timeOrigin + performance.now()
const run = promisify(execFile)

/** floor.c compiled once per source version (kept in the temporary folder), or why it is skipped. */
async function buildFloor(): Promise<{ bin: string } | { skipped: string }> {
  if (!FLOOR) return { skipped: '--floor 0' }
  const src = new URL('./floor.c', import.meta.url).pathname
  const bin = join(tmpdir(), `fanout-floor-${createHash('sha1').update(readFileSync(src)).digest('hex').slice(0, 12)}`)
  if (existsSync(bin)) return { bin }
  try {
    await run('gcc', ['-O2', '-o', `${bin}.${process.pid}`, src])
    renameSync(`${bin}.${process.pid}`, bin) // whole or not at all, if two runs build at once
    return { bin }
  } catch (e) {
    return { skipped: `gcc failed or is missing: ${(e as Error).message.split('\n')[0]}` }
  }
}
const floorBuild = await buildFloor()

interface Floor {
  n: number
  p50: number
  p99: number
  max: number
  perRound: number[]
}

/** The same fan-out in C (one process holds both ends of each connection: at most 9,900 here). */
async function runFloor(n: number, writers: number, readers: number, rounds: number): Promise<Floor | string> {
  if ('skipped' in floorBuild) return floorBuild.skipped
  const size = Math.min(n, 9_900)
  try {
    const { stdout } = await run(floorBuild.bin, [String(size), String(writers), String(readers), String(rounds)], {
      timeout: 120_000,
    })
    const m = /p50 ([\d.]+) ms p99 ([\d.]+) ms max ([\d.]+) ms/.exec(stdout)
    const per = /p99 per round:([\d ]+) ms/.exec(stdout)
    if (!m) return `unexpected output: ${stdout.slice(0, 200)}`
    return {
      n: size,
      p50: Number(m[1]),
      p99: Number(m[2]),
      max: Number(m[3]),
      perRound: (per?.[1] ?? '').trim().split(/\s+/).map(Number),
    }
  } catch (e) {
    return `failed: ${(e as Error).message.split('\n')[0]}`
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
  })
}

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) : NaN
}

/** A Node.js process's name in /proc/<pid>/comm: Node 24 names its main thread, and so the process, "MainThread". */
const NODE_COMM = new Set(['node', 'MainThread'])

/**
 * The gateway's processes: the primary and its node children (the cluster workers). tsx's esbuild
 * helper processes are not the gateway and are left out, as in the one-process measurement.
 */
function gatewayPids(pid: number): number[] {
  const out = [pid]
  let tasks: string[] = []
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return out
  }
  for (const t of tasks) {
    let children = ''
    try {
      children = readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8')
    } catch {
      continue
    }
    for (const c of children.split(' ').filter(Boolean).map(Number)) {
      try {
        if (NODE_COMM.has(readFileSync(`/proc/${c}/comm`, 'utf8').trim())) out.push(c)
      } catch {
        /* gone */
      }
    }
  }
  return out
}

/** Busy clock ticks of the whole machine (every core), from /proc/stat. */
function machineBusyTicks(): number {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
  // user nice system idle iowait irq softirq steal
  return f[0]! + f[1]! + f[2]! + f[5]! + f[6]! + f[7]!
}

function cpuTicks(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Number(f[11]) + Number(f[12])
}

async function startGateway(port: number, redisPrefix: string): Promise<ChildProcess> {
  // BENCH_GATEWAY_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the gateway.
  const extra = (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...extra, gatewayMain], {
    env: {
      ...process.env,
      REALTIME_HOST: '127.0.0.1',
      REALTIME_PORT: String(port),
      REALTIME_API_KEY: API_KEY,
      REALTIME_LOG_LEVEL: 'warn',
      REALTIME_WORKERS: GW_WORKERS_ARG,
      REALTIME_MAX_CONNECTIONS_PER_IP: '0',
      REALTIME_MAX_MESSAGE_SIZE: '65536',
      // Several nodes share publications and history through Redis, as behind a load balancer.
      REDIS_URL: NODES > 1 ? REDIS_URL : '',
      REALTIME_REDIS_PREFIX: redisPrefix,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // Ready when every worker listens (the summed /metrics count them), else the first one would get all clients.
  for (let i = 0; i < 300; i++) {
    try {
      if (GW_WORKERS === 1) {
        const r = await fetch(`http://127.0.0.1:${port}/health`)
        if (r.ok) return child
      } else {
        const text = await (
          await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { 'x-api-key': API_KEY } })
        ).text()
        if (Number(/^realtime_workers_up (\d+)$/m.exec(text)?.[1] ?? 0) === GW_WORKERS) return child
      }
    } catch {
      /* not yet */
    }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error('gateway did not start')
}

/** What a load generator (worker.ts) sends back: 'ready', then 'connected' (after connect or storm) and 'report'. */
interface WorkerReply {
  type: 'ready' | 'connected' | 'report'
  subscribed: number
  failures: number
  ms: number
  latencies: number[]
  published: number[]
  sseLatencies: number[]
}

interface Worker {
  proc: ChildProcess
  next(type: WorkerReply['type']): Promise<WorkerReply>
}

function startWorker(): Promise<Worker> {
  // BENCH_GENERATOR_NODE_ARGS, e.g. "--trace-gc", for the load generators.
  const extra = (process.env.BENCH_GENERATOR_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const proc = fork(workerMain, [], { execArgv: extra, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const waiting: { type: string; resolve: (m: WorkerReply) => void }[] = []
  proc.on('message', (m: WorkerReply) => {
    const i = waiting.findIndex((w) => w.type === m.type)
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(m)
  })
  const w: Worker = {
    proc,
    next: (type) =>
      new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`worker timeout waiting for ${type}`)), 120_000)
        waiting.push({ type, resolve: (m) => (clearTimeout(t), resolve(m)) })
      }),
  }
  return w.next('ready').then(() => w)
}

async function publish(port: number, seq: number): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({ channel: 'sport:football', data: { slug: 'bench-match', matchTime: seq, ts: now() } }),
  })
  if (!res.ok) throw new Error(`publish ${res.status}`)
  await res.arrayBuffer()
}

/** Latencies of each publication, by its publish timestamp (for the per-publication p99 line). */
const perPub = new Map<number, number[]>()

/** Latencies of the SSE subscribers of the current round. */
let sseLat: number[] = []

async function collect(workers: Worker[]): Promise<{ lat: number[]; subscribed: number }> {
  const reports = await Promise.all(workers.map((w) => (w.proc.send({ cmd: 'report' }), w.next('report'))))
  const lat: number[] = []
  for (const r of reports) for (const x of r.sseLatencies as number[]) sseLat.push(x)
  for (const r of reports) {
    const l = r.latencies as number[]
    const p = r.published as number[]
    for (let i = 0; i < l.length; i++) {
      lat.push(l[i]!)
      let a = perPub.get(p[i]!)
      if (!a) perPub.set(p[i]!, (a = []))
      a.push(l[i]!)
    }
  }
  return { lat, subscribed: reports.reduce((s, r) => s + r.subscribed, 0) }
}

/** First frame and p99 of each publication in publish order, then forgets them. */
function perPublication(): { first: number[]; p99: number[] } {
  const sorted = [...perPub.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l.sort((a, b) => a - b))
  perPub.clear()
  return { first: sorted.map((l) => l[0]!), p99: sorted.map((l) => pct(l, 99)) }
}

/** Fan-out histogram summed over the workers: one count per worker per publication. */
async function fanoutStats(port: number): Promise<{ sum: number; count: number; max: number; perWorker: number[] }> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { 'x-api-key': API_KEY } })).text()
  const num = (re: RegExp) => Number(re.exec(text)?.[1] ?? 0)
  return {
    sum: num(/^realtime_fanout_duration_seconds_sum (\S+)$/m),
    count: num(/^realtime_fanout_duration_seconds_count (\S+)$/m),
    max: num(/^realtime_fanout_duration_max_seconds (\S+)$/m),
    perWorker: [...text.matchAll(/^realtime_worker_connections\{worker="\d+"\} (\d+)$/gm)].map((m) => Number(m[1])),
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a')
const mark = (ok: boolean) => (ok ? 'OK ' : 'OVER')

async function fanoutRound(port: number, workers: Worker[], n: number, pubs: number, gapMs: number) {
  await collect(workers) // reset
  sseLat = []
  for (let i = 0; i < pubs; i++) {
    if (process.env.BENCH_MARKERS) console.log(`-- publish ${i}`)
    await publish(port, i)
    await sleep(gapMs)
  }
  const deadline = Date.now() + 10_000
  let r = await collect(workers)
  const all = r.lat
  while (all.length < n * pubs && Date.now() < deadline) {
    await sleep(200)
    r = await collect(workers)
    for (const x of r.lat) all.push(x)
  }
  return all.sort((a, b) => a - b)
}

async function burstRound(port: number, workers: Worker[], n: number, burst: number) {
  await collect(workers)
  const t0 = now()
  await Promise.all(Array.from({ length: burst }, (_, i) => publish(port, 1000 + i)))
  const deadline = Date.now() + 15_000
  const all: number[] = []
  let lastArrival = t0
  while (all.length < n * burst && Date.now() < deadline) {
    await sleep(100)
    const r = await collect(workers)
    for (const x of r.lat) all.push(x)
  }
  // Arrival time of the last message = its publish ts + latency; approximated by the max latency.
  lastArrival = t0 + all.reduce((m, x) => Math.max(m, x), 0)
  const seconds = (lastArrival - t0) / 1000
  return { delivered: all.length, msgsPerSec: all.length / Math.max(seconds, 0.001), seconds }
}

async function benchSize(n: number) {
  const ports: number[] = []
  const gws: ChildProcess[] = []
  const prefix = `bench-${process.pid}-${n}`
  for (let i = 0; i < NODES; i++) {
    ports.push(await freePort())
    gws.push(await startGateway(ports[i]!, prefix))
  }
  const port = ports[0]!
  // Primary + workers of every node, looked up each time (a replaced worker has a new pid).
  const pids = () => gws.flatMap((g) => gatewayPids(g.pid!))
  const safe = (f: (p: number) => number) => (p: number) => {
    try {
      return f(p)
    } catch {
      return 0
    }
  }
  const rssAll = () => pids().reduce((s, p) => s + safe(rssKb)(p), 0)
  const cpuAll = () => pids().reduce((s, p) => s + safe(cpuTicks)(p), 0)
  const workers = await Promise.all(Array.from({ length: WORKERS }, () => startWorker()))
  try {
    await sleep(1000)
    const baseRss = rssAll()
    const per = Math.ceil(n / WORKERS)
    const counts = workers.map((_, i) => Math.max(0, Math.min(per, n - i * per)))
    const t0 = now()
    const sseCounts = counts.map((c) => Math.round((c * SSE_PERCENT) / 100))
    const connected = await Promise.all(
      workers.map(
        (w, i) => (
          w.proc.send({
            cmd: 'connect',
            url: `ws://127.0.0.1:${ports[i % NODES]}/connection/websocket`,
            count: counts[i],
            sse: sseCounts[i],
            concurrency: 100,
          }),
          w.next('connected')
        ),
      ),
    )
    const connectMs = now() - t0
    const held = connected.reduce((s, c) => s + c.subscribed, 0)
    const connectFailures = connected.reduce((s, c) => s + c.failures, 0)
    await sleep(3000)
    const idleRss = rssAll()
    const kbPerConn = (idleRss - baseRss) / Math.max(held, 1)

    const genCpu = () => workers.reduce((s, w) => s + safe(cpuTicks)(w.proc.pid!), 0)
    const cpu0 = cpuAll()
    const gen0 = genCpu()
    const busy0 = machineBusyTicks()
    const f0 = await fanoutStats(ports[ports.length - 1]!)
    perPublication()
    const lat = await fanoutRound(port, workers, held, PUBS, 250)
    const sse = [...sseLat].sort((a, b) => a - b)
    const pubs = perPublication()
    const f1s = await fanoutStats(ports[ports.length - 1]!)
    const cpuFanout = cpuAll() - cpu0
    const genCpuFanout = genCpu() - gen0
    // Whatever else used the cores meanwhile (this driver included): a run sharing the machine shows it here.
    const otherCpuFanout = machineBusyTicks() - busy0 - cpuFanout - genCpuFanout
    // Mean over (worker, publication) pairs: each worker writes to its own share of the sockets.
    const gatewayFanoutMs = ((f1s.sum - f0.sum) / Math.max(1, f1s.count - f0.count)) * 1000
    const burst = await burstRound(port, workers, held, BURST)

    // Reconnect storm: every client dropped and reconnecting at once.
    const s0 = now()
    const storm = await Promise.all(workers.map((w) => (w.proc.send({ cmd: 'storm' }), w.next('connected'))))
    const stormMs = now() - s0
    const stormHeld = storm.reduce((s, c) => s + c.subscribed, 0)
    const stormFailures = storm.reduce((s, c) => s + c.failures, 0)
    await sleep(1000)
    const stormLat = await fanoutRound(port, workers, stormHeld, 5, 250)
    const stormRss = rssAll()

    return {
      n,
      held,
      connectFailures,
      connectRate: held / (connectMs / 1000),
      connectMs,
      baseRssMb: baseRss / 1024,
      idleRssMb: idleRss / 1024,
      kbPerConn,
      p50: pct(lat, 50),
      p99: pct(lat, 99),
      sseSubscribers: sseCounts.reduce((a, b) => a + b, 0),
      sseP50: pct(sse, 50),
      sseP99: pct(sse, 99),
      sseDelivered: sse.length,
      max: lat[lat.length - 1] ?? NaN,
      pubs,
      delivered: lat.length,
      expected: held * PUBS,
      cpuFanoutS: cpuFanout / 100,
      genCpuFanoutS: genCpuFanout / 100,
      otherCpuFanoutS: otherCpuFanout / 100,
      gatewayFanoutMs,
      gatewayFanoutMaxMs: f1s.max * 1000,
      perWorker: f1s.perWorker,
      gatewayProcesses: pids().length,
      burst,
      stormHeld,
      stormMs,
      stormFailures,
      stormRate: stormHeld / (stormMs / 1000),
      stormP50: pct(stormLat, 50),
      stormP99: pct(stormLat, 99),
      stormMax: stormLat[stormLat.length - 1] ?? NaN,
      stormRssMb: stormRss / 1024,
    }
  } finally {
    for (const w of workers) w.proc.send({ cmd: 'close' })
    for (const gw of gws) {
      gw.kill('SIGTERM')
      await new Promise((r) => gw.once('exit', r))
    }
    if (NODES > 1) {
      const { Redis } = await import('ioredis')
      const r = new Redis(REDIS_URL)
      const keys = await r.keys(`${prefix}*`)
      if (keys.length) await r.del(...keys)
      r.disconnect()
    }
    await sleep(500)
  }
}

console.log(
  `fan-out bench: sizes ${SIZES.join(', ')}; ${NODES} gateway node(s)${NODES > 1 ? ' sharing Redis' : ''} with ${GW_WORKERS} worker process(es) each (REALTIME_WORKERS=${GW_WORKERS_ARG}); ${WORKERS} load-generator processes; ${PUBS} publications 250 ms apart, then a burst of ${BURST}${SSE_PERCENT > 0 ? `; ${SSE_PERCENT} % of the subscribers on SSE` : ''}`,
)
console.log(
  `machine: ${(await import('node:os')).cpus().length} cores, node ${process.version}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`,
)
const results = []
for (const n of SIZES) {
  const measured = await benchSize(n)
  const r = { ...measured, floor: await runFloor(n, GW_WORKERS * NODES, WORKERS, PUBS) }
  results.push(r)
  console.log(`N=${r.n}`)
  console.log(
    `  held connections       ${r.held}/${r.n} (failed attempts, retried: ${r.connectFailures})${r.perWorker.length > 1 ? `; per worker ${r.perWorker.join(' + ')}` : ''}`,
  )
  console.log(`  connect rate           ${f1(r.connectRate)} conn/s (${f1(r.connectMs)} ms for all)`)
  console.log(
    `  gateway RSS            ${f1(r.baseRssMb)} MB empty -> ${f1(r.idleRssMb)} MB idle with ${r.held} (sum of ${r.gatewayProcesses} process(es)${r.gatewayProcesses > 1 ? ': primary + workers' : ''})`,
  )
  console.log(
    `  RSS per idle conn      ${f1(r.kbPerConn)} KB   budget <= ${BUDGET.kbPerConn} KB: ${mark(r.kbPerConn <= BUDGET.kbPerConn)}`,
  )
  console.log(
    `  delivery latency       p50 ${f1(r.p50)} ms, p99 ${f1(r.p99)} ms, max ${f1(r.max)} ms (${r.delivered}/${r.expected} delivered)   budget p99 <= ${BUDGET.p99Ms} ms: ${mark(r.p99 <= BUDGET.p99Ms)}`,
  )
  if (r.sseSubscribers > 0)
    console.log(
      `  of which SSE           ${r.sseSubscribers} subscribers (${SSE_PERCENT} %): p50 ${f1(r.sseP50)} ms, p99 ${f1(r.sseP99)} ms (${r.sseDelivered} delivered); the rest WebSocket`,
    )
  console.log(`  p99 per publication    ${r.pubs.p99.map((x) => Math.round(x)).join(' ')} ms (in publish order)`)
  console.log(`  first frame per pub    ${r.pubs.first.map((x) => Math.round(x)).join(' ')} ms`)
  const share =
    GW_WORKERS * NODES > 1
      ? `its share (~${Math.round(r.held / (GW_WORKERS * NODES))}) of the ${r.held} sockets, per worker, workers in parallel`
      : `all ${r.held} sockets`
  if (typeof r.floor === 'string') console.log(`  kernel floor           skipped (${r.floor})`)
  else
    console.log(
      `  kernel floor           p50 ${f1(r.floor.p50)} ms, p99 ${f1(r.floor.p99)} ms, max ${f1(r.floor.max)} ms: the same fan-out in C, no Node.js (floor.c, N=${r.floor.n}, ${GW_WORKERS * NODES} writers, ${WORKERS} readers, ${PUBS} rounds), just after; gateway p99 / floor p99 = ${(r.p99 / r.floor.p99).toFixed(2)}`,
    )
  console.log(
    `  gateway fan-out time   mean ${f1(r.gatewayFanoutMs)} ms, max ${f1(r.gatewayFanoutMaxMs)} ms to write one publication to ${share} (CPU for ${PUBS} publications: gateway ${f1(r.cpuFanoutS)} s, load generators ${f1(r.genCpuFanoutS)} s, everything else on the machine ${f1(r.otherCpuFanoutS)} s)`,
  )
  console.log(
    `  burst throughput       ${f1(r.burst.msgsPerSec)} msgs/s delivered (${r.burst.delivered} msgs in ${f1(r.burst.seconds)} s)`,
  )
  console.log(
    `  reconnect storm        ${r.stormHeld} back in ${f1(r.stormMs)} ms = ${f1(r.stormRate)} conn/s (failed attempts retried: ${r.stormFailures}), RSS ${f1(r.stormRssMb)} MB`,
  )
  console.log(
    `  latency after storm    p50 ${f1(r.stormP50)} ms, p99 ${f1(r.stormP99)} ms, max ${f1(r.stormMax)} ms   budget p99 <= ${BUDGET.p99Ms} ms: ${mark(r.stormP99 <= BUDGET.p99Ms)}`,
  )
  console.log('')
}
const largest = results.reduce((m, r) => Math.max(m, r.held), 0)
console.log(`largest N held: ${largest}   budget ${BUDGET.held} held: ${mark(largest >= BUDGET.held)}`)
console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`)
process.exit(0)
