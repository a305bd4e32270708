#!/usr/bin/env node
// bench/throughput, cluster mode: requests/s and p99 latency of a guide page through nginx
// (deploy/nginx/site.conf, `npm run cluster`) in front of 1 and then 2 site instances, with both
// micro-caches off (CLUSTER_NGINX_CACHE=off, PAGE_CACHE_TTL_MS=0: every request is rendered by an
// instance's Next.js handler), next to one instance measured directly (its own port, no nginx) in the
// same run, and the ratio 2 instances / 1 instance. autocannon, 50 connections, in its own process.
//
// The cluster is started twice (CLUSTER_SITES=1, then 2; one gateway node, no feed worker) from one
// build (apps/site/.next-bench-cluster, BUILD_DB_ID fixed, so the second start reuses it). Within each
// start the direct and the nginx targets are measured ROUNDS times (default 3) interleaved, DURATION
// seconds each (default 10), after a short warm-up; medians are reported. The direct figure of the
// second start is a control: it shows how much the machine's load moved between the two starts.
//
// DATABASE_URL: PostgreSQL; by default a throw-away database created on BENCH_PG_URL
// (postgres://root@127.0.0.1:5432) and dropped after (a database given here must be empty or hold the
// demo content: the cluster seeds an empty one). REDIS_URL: by default a throw-away redis-server on a
// free port (no persistence), stopped after. Data (media store, nginx) in a temporary folder.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root, siteDir } from '../../scripts/lib/env.mjs'
import { createDatabase, withDatabase } from '../../scripts/lib/pg-database.mjs'
import { load as loadWith } from '../lib/load.mjs'
import { freePort, median, verdict } from '../lib/site.mjs'

const DURATION = Number(process.env.DURATION || 10)
const ROUNDS = Number(process.env.ROUNDS || 3)
const WARMUP = Math.min(DURATION, 3) // seconds of load per target before the measured rounds, not counted
const CONNECTIONS = 50
const GUIDE = '/guides/lisbon-in-three-days'
const DIST = '.next-bench-cluster'
const cores = os.availableParallelism?.() ?? os.cpus().length
const load = (url, duration = DURATION) => loadWith(url, { connections: CONNECTIONS, duration })
const secret = () => crypto.randomBytes(24).toString('hex')
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

// Everything this run starts or creates, undone in reverse order (also on Ctrl-C).
const undo = []
let cleaning = null
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const step of undo.reverse()) await step().catch((e) => console.error(`cleanup: ${e.message}`))
  })())
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    console.error(`\n${sig}: stopping`)
    void cleanup().finally(() => process.exit(130))
  })

/** A throw-away redis-server on a free port, ready when this resolves. */
async function throwawayRedis() {
  const port = await freePort()
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const gone = new Promise((r) => server.once('exit', r))
  server.once('error', (e) => console.error(`redis-server: ${e.message} (install redis-server, or set REDIS_URL)`))
  undo.push(async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    await gone
  })
  const { Redis } = await import('ioredis')
  const probe = new Redis(`redis://127.0.0.1:${port}`, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
  })
  probe.on('error', () => {})
  for (let i = 0; i < 50 && probe.status !== 'ready'; i++) {
    await probe.connect().catch(() => {})
    if (probe.status !== 'ready') await sleep(100)
  }
  const ok = probe.status === 'ready'
  probe.disconnect()
  if (!ok) throw new Error(`redis-server did not start on port ${port}`)
  return `redis://127.0.0.1:${port}`
}

/** A throw-away PostgreSQL database on BENCH_PG_URL's server, dropped by cleanup(). */
async function throwawayDatabase() {
  const server = withDatabase(process.env.BENCH_PG_URL || 'postgres://root@127.0.0.1:5432', 'postgres')
  const db = await createDatabase(server, `bench_cluster_${process.pid}_${crypto.randomBytes(3).toString('hex')}`)
  undo.push(db.drop)
  return db.url
}

/** CPU seconds (user + system) a process has used so far, from /proc; null when it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // fields from the 3rd on
    return (Number(f[11]) + Number(f[12])) / 100 // utime, stime in clock ticks (USER_HZ, 100 on Linux)
  } catch {
    return null
  }
}
/** nginx's worker processes: the children of its master. */
function childrenOf(ppid) {
  const out = []
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid) out.push(Number(d))
    } catch {
      /* gone */
    }
  }
  return out
}
/** Whole-machine busy CPU seconds so far (every process, the other users' too). */
const machineBusy = () =>
  os.cpus().reduce((s, c) => s + (c.times.user + c.times.nice + c.times.sys + c.times.irq) / 1000, 0)

/** Starts `npm run cluster` with `sites` instances; resolves with its ready line and a stop(). */
async function startCluster(sites, base) {
  const env = { ...base, CLUSTER_SITES: String(sites), CLUSTER_PORT: String(await freePort()) }
  const child = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let logs = ''
  child.stderr.setEncoding('utf8').on('data', (d) => (logs = (logs + d).slice(-20_000)))
  const exited = new Promise((r) => child.once('exit', r))
  let ready = null
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      if ((await Promise.race([exited.then(() => 'exited'), sleep(60_000)])) !== 'exited') child.kill('SIGKILL')
      await exited
    }
    // Whatever the cluster did not stop (it was killed): its processes by the pids it printed.
    const pids = ready ? [...ready.pids.sites, ...ready.pids.gateways, ...ready.pids.feeds, ready.pids.nginx] : []
    for (const pid of pids)
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        /* already gone */
      }
  }
  undo.push(stop)
  try {
    ready = await new Promise((resolve, reject) => {
      let out = ''
      child.stdout.setEncoding('utf8').on('data', (d) => {
        out += d
        const line = out.split('\n').find((l) => l.startsWith('{"cluster":"ready"'))
        if (line && out.includes('\n')) resolve(JSON.parse(line))
      })
      child.once('exit', (code, signal) =>
        reject(
          new Error(`npm run cluster (${sites} sites) stopped before it was ready (${signal ?? `exit code ${code}`})`),
        ),
      )
    })
  } catch (e) {
    console.error(logs.split('\n').slice(-40).join('\n'))
    throw e
  }
  return { ready, stop, logs: () => logs }
}

/** One cluster start: the direct and nginx targets, warm-up, then ROUNDS interleaved rounds. */
async function phase(sites, base) {
  const t0 = Date.now()
  console.log(`starting the cluster with ${sites} site instance${sites > 1 ? 's' : ''}...`)
  const cluster = await startCluster(sites, base)
  const { ready } = cluster
  console.log(`  ready in ${((Date.now() - t0) / 1000).toFixed(0)} s at ${ready.url} (sites ${ready.sites.join(', ')})`)
  const targets = { direct: `${ready.sites[0]}${GUIDE}`, nginx: `${ready.url}${GUIDE}` }
  for (const [k, url] of Object.entries(targets)) {
    await (await fetch(url)).text()
    const probe = await fetch(url)
    await probe.text()
    if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}`)
    const h = (n) => probe.headers.get(n) ?? '-'
    console.log(
      `  ${k}: x-page-cache=${h('x-page-cache')} x-nextjs-cache=${h('x-nextjs-cache')} x-cache(nginx)=${h('x-cache')}`,
    )
    if (k === 'nginx' && probe.headers.get('x-cache'))
      throw new Error('nginx answered with X-Cache: its micro-cache is on (CLUSTER_NGINX_CACHE=off was not applied)')
  }
  for (const url of Object.values(targets)) await load(url, WARMUP) // warm-up (JIT, Next.js's caches), not counted

  const results = { direct: [], nginx: [] }
  const procs = {
    ...Object.fromEntries(ready.pids.sites.map((p, i) => [`site${i + 1}`, [p]])),
    nginx: childrenOf(ready.pids.nginx),
  }
  const cpu = Object.fromEntries(Object.keys(procs).map((k) => [k, 0]))
  let wall = 0
  let machine = 0
  for (let i = 0; i < ROUNDS; i++)
    for (const [k, url] of Object.entries(targets)) {
      const before = Object.fromEntries(
        Object.entries(procs).map(([n, pids]) => [n, pids.reduce((s, p) => s + (cpuSeconds(p) ?? 0), 0)]),
      )
      const [m0, w0] = [machineBusy(), Date.now()]
      results[k].push(await load(url))
      if (k !== 'nginx') continue
      wall += (Date.now() - w0) / 1000
      machine += machineBusy() - m0
      for (const [n, pids] of Object.entries(procs))
        cpu[n] += pids.reduce((s, p) => s + (cpuSeconds(p) ?? 0), 0) - before[n]
    }
  await cluster.stop()
  undo.splice(undo.indexOf(cluster.stop), 1)
  // Shares of one core (100% = one core busy for the whole of the nginx rounds).
  const share = Object.fromEntries(
    [...Object.entries(cpu), ['machine', machine]].map(([n, s]) => [n, (s / wall) * 100]),
  )
  const usage = `${Object.keys(cpu)
    .map((n) => `${n} ${share[n].toFixed(0)}%`)
    .join(', ')}, whole machine ${share.machine.toFixed(0)}% of ${cores * 100}%`
  return { results, usage, share }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'))
undo.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
// The instances' copies of the build (the build itself stays, for the next run).
undo.push(async () => {
  for (const i of [1, 2]) fs.rmSync(path.join(siteDir, `${DIST}-site${i}`), { recursive: true, force: true })
})

let phases
try {
  const redisUrl = process.env.REDIS_URL?.trim() || (await throwawayRedis())
  const databaseUrl = process.env.DATABASE_URL?.trim() || (await throwawayDatabase())
  const base = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    CLUSTER_GATEWAYS: '1',
    FEED: 'off',
    PAGE_CACHE_TTL_MS: '0',
    CLUSTER_NGINX_CACHE: 'off',
    NEXT_DIST_DIR: DIST,
    // Every run seeds the same demo content: one build serves them all, and the second start reuses it.
    BUILD_DB_ID: 'bench-cluster-demo-seed',
    DATA_DIR: dataDir,
    // Its own secrets (the developer's .env is neither read for them nor written).
    PAYLOAD_SECRET: secret(),
    REALTIME_API_KEY: secret(),
    REALTIME_RPC_PROXY_SECRET: secret(),
    // The cluster's own values for the rest (empty counts as unset there, also over .env).
    S3_BUCKET: '',
    TRUST_PROXY: '',
    SITE_URL: '',
    REALTIME_URL: '',
    REALTIME_PUBLIC_URL: '',
    REALTIME_RPC_PROXY_URL: '',
    REALTIME_ALLOWED_ORIGINS: '',
    LOG_LEVEL: 'warn',
    REALTIME_LOG_LEVEL: 'warn',
  }
  phases = { one: await phase(1, base), two: await phase(2, base) }
} finally {
  await cleanup()
}

const { one, two } = phases
const m = (rs, f) => median(rs.map((r) => r[f]))
const bad = (rs) => rs.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0)
console.log(
  `\nbench/throughput cluster — guide page (${GUIDE}), micro-caches off (nginx and the instances'), autocannon, ${CONNECTIONS} connections, ${DURATION} s × ${ROUNDS} rounds, medians (${cores} cores)`,
)
const row = (label, rs) =>
  console.log(
    `  ${label.padEnd(52)} ${m(rs, 'rps').toFixed(0).padStart(7)} req/s   p99 ${m(rs, 'p99').toFixed(0).padStart(4)} ms   non-2xx ${bad(rs)}`,
  )
row('single instance, direct (no nginx)', one.results.direct)
row('1 instance through nginx', one.results.nginx)
row('2 instances through nginx', two.results.nginx)
row('  control: single instance direct, 2nd start', two.results.direct)
const ratio = m(two.results.nginx, 'rps') / m(one.results.nginx, 'rps')
const adjusted =
  m(two.results.nginx, 'rps') /
  m(two.results.direct, 'rps') /
  (m(one.results.nginx, 'rps') / m(one.results.direct, 'rps'))
const expectScaling = cores >= 4
console.log(
  `  ${expectScaling ? verdict(ratio >= 1.5) : 'info'} 2 instances / 1 instance through nginx = ${ratio.toFixed(2)}x (each against its start's direct figure: ${adjusted.toFixed(2)}x)${expectScaling ? '   expected >= 1.5x on >= 4 cores' : ''}`,
)
console.log(`  CPU during the nginx rounds, 1 instance:  ${one.usage}`)
console.log(`  CPU during the nginx rounds, 2 instances: ${two.usage}`)
const idle = Math.max(0, cores * 100 - one.share.machine)
console.log(
  `  What to expect: one instance is one Node.js process and uses at most one core (site1 used ${one.share.site1.toFixed(0)}% of one in the 1-instance rounds). ` +
    `Here the load generator (autocannon), nginx and the instances share ${cores} core${cores > 1 ? 's' : ''}: a second instance adds no core, it can only use what the others leave idle ` +
    `(${idle.toFixed(0)}% of a core in the 1-instance rounds), so here expect from about 1.0x (less when the machine is busy: one more process to schedule) ` +
    `up to at most about ${(1 + idle / 100).toFixed(1)}x when it is quiet: overhead as much as gain, not scaling. ` +
    `On a machine with at least N + 2 cores (N instances, one core for nginx, one for the load generator) expect the rate to grow roughly in proportion to the instances, ` +
    `about 2x for 2 instances on 4 cores or more, until nginx's single worker or the load generator is the limit. That is an expectation, not a measurement${expectScaling ? '' : ': this machine cannot show it'}.`,
)
process.exit(0)
