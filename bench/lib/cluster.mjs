// `npm run cluster` for a benchmark: a throw-away Redis and PostgreSQL database, the cluster started as a
// child process, each step undone by the caller (push the returned stops onto an undo list and run it in
// reverse at the end, also on Ctrl-C). The same steps as bench/throughput/cluster.mjs, shared here.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import { root } from '../../scripts/lib/env.mjs'
import { createDatabase, withDatabase } from '../../scripts/lib/pg-database.mjs'
import { freePort } from '../../scripts/lib/throwaway.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
export const secret = () => crypto.randomBytes(24).toString('hex')

/** A throw-away redis-server on a free port (no persistence): { url, stop }. */
export async function throwawayRedis() {
  const port = await freePort()
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const gone = new Promise((r) => server.once('exit', r))
  server.once('error', (e) => console.error(`redis-server: ${e.message} (install redis-server, or set REDIS_URL)`))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    await gone
  }
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
  if (!ok) {
    await stop()
    throw new Error(`redis-server did not start on port ${port}`)
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}

/** A throw-away, empty PostgreSQL database on `serverUrl`'s server: { url, drop }. */
export async function throwawayDatabase(
  prefix,
  serverUrl = process.env.BENCH_PG_URL || 'postgres://root@127.0.0.1:5432',
) {
  const server = withDatabase(serverUrl, 'postgres')
  return createDatabase(server, `${prefix}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`)
}

/**
 * The cluster's environment for a benchmark: its own secrets (the developer's .env is neither read for
 * them nor written), its own build folder, and the cluster's defaults for the rest.
 */
export function clusterEnv({ databaseUrl, redisUrl, dataDir, distDir, buildDbId, extra = {} }) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NEXT_DIST_DIR: distDir,
    BUILD_DB_ID: buildDbId,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: secret(),
    REALTIME_API_KEY: secret(),
    REALTIME_RPC_PROXY_SECRET: secret(),
    // empty counts as unset in the launcher, also over .env
    S3_BUCKET: '',
    TRUST_PROXY: '',
    SITE_URL: '',
    REALTIME_URL: '',
    REALTIME_PUBLIC_URL: '',
    REALTIME_RPC_PROXY_URL: '',
    REALTIME_ALLOWED_ORIGINS: '',
    // Not LOG_LEVEL=warn: the launcher knows a feed worker has started from its info line about the
    // feed lock, and waits 60 s for it, then gives up the whole start.
    LOG_LEVEL: 'info',
    REALTIME_LOG_LEVEL: 'warn',
    ...extra,
  }
}

/**
 * Starts `npm run cluster` (scripts/cluster.mjs) with `env`; resolves with its ready line, stop() (SIGTERM,
 * then SIGKILL after 60 s, then SIGKILL of every pid the ready line named) and its last logs. stop() is safe
 * to call twice. `timeoutMs` bounds the start (a build included).
 */
export async function startCluster(env, { timeoutMs = 15 * 60_000 } = {}) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
    cwd: root,
    env: { CLUSTER_PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let logs = ''
  child.stderr.setEncoding('utf8').on('data', (d) => (logs = (logs + d).slice(-40_000)))
  const exited = new Promise((r) => child.once('exit', r))
  let ready = null
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      if ((await Promise.race([exited.then(() => 'exited'), sleep(60_000)])) !== 'exited') child.kill('SIGKILL')
      await exited
    }
    const pids = ready ? [...ready.pids.sites, ...ready.pids.gateways, ...ready.pids.feeds, ready.pids.nginx] : []
    for (const pid of pids)
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        /* already gone */
      }
  }
  try {
    ready = await new Promise((resolve, reject) => {
      let out = ''
      const timer = setTimeout(
        () => reject(new Error(`npm run cluster was not ready in ${timeoutMs / 1000} s`)),
        timeoutMs,
      )
      child.stdout.setEncoding('utf8').on('data', (d) => {
        out += d
        const line = out.split('\n').find((l) => l.startsWith('{"cluster":"ready"'))
        if (line && out.includes('\n')) {
          clearTimeout(timer)
          resolve(JSON.parse(line))
        }
      })
      child.once('exit', (code, signal) => {
        clearTimeout(timer)
        reject(new Error(`npm run cluster stopped before it was ready (${signal ?? `exit code ${code}`})`))
      })
    })
  } catch (e) {
    await stop()
    e.logs = logs
    throw e
  }
  return { ready, stop, logs: () => logs, child }
}
