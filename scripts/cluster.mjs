#!/usr/bin/env node
// `npm run cluster`: the production topology on this one machine, from one build: nginx (Debian's
// nginx-light, installed when missing) with deploy/nginx/site.conf on CLUSTER_PORT (8080) in front of
// CLUSTER_SITES (2) site instances, each with its feed worker, and CLUSTER_GATEWAYS (2) gateway nodes,
// on DATABASE_URL (PostgreSQL; the database is created when it does not exist) and REDIS_URL (both
// required), with media in an S3-compatible store (S3_*, or a local one this process runs when unset).
// It migrates, seeds an empty database, builds once (NEXT_DIST_DIR, default .next-cluster), and
// prints exactly one line on stdout when everything serves:
//   {"cluster":"ready","url":...,"sites":[...],"gateways":[...],"pids":{"sites":[...],"gateways":[...],"nginx":N,"feeds":[...]}}
// CLUSTER_NGINX_CACHE=off leaves nginx's page micro-cache out (every page request reaches an instance;
// with PAGE_CACHE_TTL_MS=0 the instances' own micro-cache is off too): for bench/throughput/cluster.mjs.
// Logs (JSON lines) go to stderr. Ctrl-C or SIGTERM stops everything it started. A process that dies
// is logged and not restarted: the others carry on, as they would in production.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isPostgres, loadEnv, root, siteDir } from './lib/env.mjs'
import { log, logToStderr } from './lib/log.mjs'
import { nginxBin, startNginx, writeNginxConf } from './lib/nginx.mjs'
import { ensureDatabase } from './lib/pg-database.mjs'
import { start, stopAll, waitForHttp } from './lib/proc.mjs'
import { conditionFlags } from './lib/bundle.mjs'
import { buildAll, dataDirOf, ensureDataDir, migrate, seed, stackEnv } from './lib/stack.mjs'
import { freePort } from './lib/throwaway.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()

logToStderr()

function count(name, fallback, max) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
    fail(`${name} must be a whole number from 1 to ${max}, got "${raw}"`)
  return Number(raw)
}
function fail(msg, code = 2) {
  log('fatal', `cluster: ${msg}`)
  process.exit(code)
}

const { env: base, added } = loadEnv() // the same .env secrets as `npm start` (generated when missing)
if (added.length) log('info', 'generated local secrets into .env', { keys: added })
const clusterPort = count('CLUSTER_PORT', 8080, 65535)
const siteCount = count('CLUSTER_SITES', 2, 16)
const gatewayCount = count('CLUSTER_GATEWAYS', 2, 16)
const databaseUrl = base.DATABASE_URL?.trim()
const redisUrl = base.REDIS_URL?.trim()
if (!databaseUrl || !isPostgres(databaseUrl))
  fail(
    `DATABASE_URL must name a PostgreSQL database (postgres://user:pass@host:5432/db)${databaseUrl ? `, got "${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}"` : ': it is not set'}. Several instances cannot share the embedded SQLite file.`,
  )
if (!redisUrl)
  fail(
    "REDIS_URL must be set (redis://host:6379): the instances share limits, page freshness, locks and the gateways' publications through it",
  )

async function pingRedis(url) {
  const { Redis } = await import('ioredis')
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  r.on('error', () => {})
  try {
    await r.connect()
    await r.ping()
  } catch (e) {
    throw new Error(`Redis at REDIS_URL is unreachable: ${e.message}`)
  } finally {
    r.disconnect()
  }
}

const children = { sites: [], gateways: [], feeds: [], nginx: null }
const all = () => [...children.sites, ...children.feeds, ...children.gateways, children.nginx].filter(Boolean)
let s3 = null
let stopping = false
async function shutdown(signal, code = 0) {
  if (stopping) return
  stopping = true
  log('info', 'cluster: stopping', { signal })
  // nginx first (no new requests), then the sites and feed workers, then the gateways.
  await stopAll([children.nginx].filter(Boolean))
  await stopAll([...children.sites, ...children.feeds])
  await stopAll(children.gateways)
  await s3?.stop().catch(() => {})
  log('info', 'cluster: stopped')
  process.exit(code)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

const watch = (child, what) =>
  child.on('exit', (code, signal) => {
    if (!stopping)
      log('error', `cluster: ${what} stopped (${signal ?? `exit code ${code}`}); the others carry on`, {
        pid: child.pid,
      })
  })

/**
 * Starts feed worker i; resolves once it has said whether it holds the feed lock, so that the ready
 * line is printed only when the feed is fed.
 */
const FEED_START_MS = 60_000
async function startFeed(i, siteEnv) {
  const feed = start(`feed${i + 1}`, process.execPath, [...conditionFlags('feed'), runner, 'feed'], { env: siteEnv })
  children.feeds[i] = feed // stopped with the others, also while it starts
  const settled = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve('said nothing of the feed lock for 60 s'), FEED_START_MS)
    const seen = (d) => {
      if (/feed lock|FEED=off/.test(String(d))) {
        clearTimeout(timer)
        feed.stdout.off('data', seen)
        resolve(true)
      }
    }
    feed.stdout.on('data', seen)
    feed.once('exit', (code, signal) => (clearTimeout(timer), resolve(`stopped (${signal ?? `exit code ${code}`})`)))
  })
  if (settled !== true) throw new Error(`feed worker ${i + 1} did not start: it ${settled}`)
  watch(feed, `feed worker ${i + 1}`)
}

const runner = path.join(root, 'scripts', 'run.mjs')

try {
  await Promise.all([
    ensureDatabase(databaseUrl).then(
      (made) => made && log('info', `created the PostgreSQL database "${new URL(databaseUrl).pathname.slice(1)}"`),
      (e) => {
        // named with its variable, as Redis's is: both are checked at once and either may answer first
        throw new Error(`DATABASE_URL: ${e.message}`)
      },
    ),
    pingRedis(redisUrl),
  ])
  const ngx = nginxBin({ say: (msg) => log('info', msg) })

  const dataDir = dataDirOf(base.DATA_DIR ? base : { DATA_DIR: path.join(root, 'data', 'cluster') })
  let storage = {}
  if (!base.S3_BUCKET?.trim()) {
    const { startLocalS3 } = await import('./lib/s3-local.mjs')
    s3 = await startLocalS3({ dir: path.join(dataDir, 's3') })
    storage = s3.env
    log(
      'info',
      `media: a local S3-compatible store (s3rver) at ${s3.env.S3_ENDPOINT}, objects in ${path.join(dataDir, 's3')}`,
    )
  }
  const publicUrl = `http://127.0.0.1:${clusterPort}`
  const [sitePorts, gatewayPorts] = [[], []]
  for (let i = 0; i < siteCount; i++) sitePorts.push(await freePort())
  for (let i = 0; i < gatewayCount; i++) gatewayPorts.push(await freePort())
  const siteUrls = sitePorts.map((p) => `http://127.0.0.1:${p}`)
  const env = stackEnv({
    ...base,
    ...storage,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    HOST: '127.0.0.1',
    PORT: String(sitePorts[0]),
    SITE_URL: base.SITE_URL || publicUrl,
    REALTIME_PUBLIC_URL: base.REALTIME_PUBLIC_URL || `ws://127.0.0.1:${clusterPort}`,
    // nginx is the one proxy in front of every site instance and gateway node.
    TRUST_PROXY: base.TRUST_PROXY || '1',
    NEXT_DIST_DIR: base.NEXT_DIST_DIR || '.next-cluster',
    // The site publishes to any gateway node (they share publications through Redis), the next one
    // when one is away; the gateways reach the site's RPC endpoint through nginx, so any instance answers.
    REALTIME_URL: base.REALTIME_URL || gatewayPorts.map((p) => `http://127.0.0.1:${p}`).join(','),
    REALTIME_RPC_PROXY_URL: base.REALTIME_RPC_PROXY_URL || `${publicUrl}/api/realtime/rpc`,
    REALTIME_ALLOWED_ORIGINS:
      base.REALTIME_ALLOWED_ORIGINS || [publicUrl, `http://localhost:${clusterPort}`, ...siteUrls].join(','),
  })
  ensureDataDir(env)

  await migrate(env)
  await seed(env)
  await buildAll(env)
  if (stopping) process.exit(0)

  // Each instance runs from its own copy of the build, as on its own machine: Next.js writes the pages
  // it regenerates into its build folder, and two processes must not write the same files.
  const dist = path.join(siteDir, env.NEXT_DIST_DIR)
  const ready = []
  for (const [i, port] of gatewayPorts.entries()) {
    const child = start(`gateway${i + 1}`, process.execPath, [runner, 'gateway'], {
      env: { ...env, REALTIME_PORT: String(port), REALTIME_HOST: '127.0.0.1', REALTIME_NODE_NAME: `gateway${i + 1}` },
    })
    children.gateways.push(child)
    watch(child, `gateway node ${i + 1}`)
    ready.push(waitForHttp(`http://127.0.0.1:${port}/health`, { child, timeoutMs: 60_000 }))
  }
  for (const [i, port] of sitePorts.entries()) {
    const copy = `${env.NEXT_DIST_DIR}-site${i + 1}`
    fs.rmSync(path.join(siteDir, copy), { recursive: true, force: true })
    fs.cpSync(dist, path.join(siteDir, copy), {
      recursive: true,
      filter: (src) => path.relative(dist, src) !== 'cache',
    })
    const siteEnv = { ...env, PORT: String(port), NEXT_DIST_DIR: copy }
    const child = start(`site${i + 1}`, process.execPath, [runner, 'site'], { env: siteEnv })
    children.sites.push(child)
    watch(child, `site instance ${i + 1}`)
    ready.push(waitForHttp(`http://127.0.0.1:${port}/robots.txt`, { child, timeoutMs: 120_000 }))
    if ((env.FEED || 'simulator') !== 'off') ready.push(startFeed(i, siteEnv))
  }
  await Promise.all(ready)

  const conf = writeNginxConf({
    work: path.join(dataDir, 'nginx'),
    listen: `127.0.0.1:${clusterPort}`,
    sites: sitePorts.map((p) => `127.0.0.1:${p}`),
    gateways: gatewayPorts.map((p) => `127.0.0.1:${p}`),
    microCache: process.env.CLUSTER_NGINX_CACHE !== 'off',
  })
  children.nginx = startNginx(ngx, conf)
  watch(children.nginx, 'nginx')
  await waitForHttp(`${publicUrl}/robots.txt`, { child: children.nginx, timeoutMs: 30_000 })

  const line = {
    cluster: 'ready',
    url: publicUrl,
    sites: siteUrls,
    gateways: gatewayPorts.map((p) => `ws://127.0.0.1:${p}/connection/websocket`),
    pids: {
      sites: children.sites.map((c) => c.pid),
      gateways: children.gateways.map((c) => c.pid),
      nginx: children.nginx.pid,
      feeds: children.feeds.map((c) => c.pid),
    },
  }
  process.stdout.write(JSON.stringify(line) + '\n')
  log(
    'info',
    `cluster: ready at ${publicUrl} (${siteCount} site instances, ${gatewayCount} gateway nodes, nginx; ${os.cpus().length} cores)`,
  )
} catch (e) {
  stopping = true
  log('fatal', `cluster: ${e instanceof Error ? e.message : String(e)}`)
  await stopAll(all())
  await s3?.stop().catch(() => {})
  process.exit(1)
}
