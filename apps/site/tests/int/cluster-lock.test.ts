// Exactly one feed worker and one job runner across the cluster (issue 14): a lease in Redis
// (src/lib/cluster-lock.ts) that its holder renews, that the next instance takes when the holder dies,
// and that a holder cut off from Redis gives up before it can run out.
// Real Redis at 127.0.0.1:6379 under a key prefix of this run; a throw-away redis-server where Redis
// goes away; real processes (SIGKILL) where a process death is the point; the real simulator on the
// suite's database for "no write after losing the lease".
import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bundle } from '../../../../scripts/lib/bundle.mjs'
import { clusterLock, lockTiming, resetClusterLocks } from '../../src/lib/cluster-lock'
import { runFeedWhileHeld } from '../../src/football/feed/leader'
import { Simulator } from '../../src/football/feed/simulator'
import { testPayload } from './payload'
import { freePort, throwawayRedis } from './redis-server'

const REDIS = 'redis://127.0.0.1:6379'
const prefix = `test-lock-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
/** The holder bundled with esbuild (scripts/lib/bundle.mjs) once in beforeAll and run with plain `node`, as the launcher runs its processes. */
let holderScript: string
const inspect = new Redis(REDIS, { lazyConnect: true })
const saved = {
  REDIS_URL: process.env.REDIS_URL,
  CLUSTER_LOCK_PREFIX: process.env.CLUSTER_LOCK_PREFIX,
  CLUSTER_LOCK_LEASE_MS: process.env.CLUSTER_LOCK_LEASE_MS,
  PAYLOAD_JOBS_AUTORUN: process.env.PAYLOAD_JOBS_AUTORUN,
}
/**
 * The lock's protocol on a shorter clock (lockTiming: renewal and retry scale with the lease): a 3 s
 * lease instead of 6 s, for the holders this file starts and the locks it makes itself. The production
 * periods are checked apart (the first test).
 */
const SHORT_LEASE = '3000'
const T = lockTiming({ CLUSTER_LOCK_LEASE_MS: SHORT_LEASE })
/** Slack for a loaded machine on top of what the protocol promises. */
const SLACK_MS = 2000
const children: ChildProcess[] = []
const servers: ChildProcess[] = []

type Ev = { event: 'started' | 'held' | 'lost' | 'act'; at: number; pid: number }

/** A separate process contending for lock `name` (tests/int/fixtures/cluster-lock/holder.ts). */
function holder(name: string, url = REDIS) {
  const child = spawn(process.execPath, [holderScript], {
    env: { ...process.env, REDIS_URL: url, LOCK_NAME: name, CLUSTER_LOCK_PREFIX: prefix },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const events: Ev[] = []
  let buf = ''
  child.stdout!.on('data', (d) => {
    buf += d
    let i
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i)
      buf = buf.slice(i + 1)
      try {
        events.push(JSON.parse(line))
      } catch {
        // a log line of the lock itself
      }
    }
  })
  const exited = new Promise((r) => child.once('exit', r))
  return {
    child,
    events,
    exited,
    has: (e: Ev['event']) => events.some((x) => x.event === e),
    last: (e: Ev['event']) => events.filter((x) => x.event === e).at(-1),
  }
}

const until = async (cond: () => boolean, ms: number) => {
  const end = Date.now() + ms
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
  return cond()
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A throw-away redis-server, killed after each test. */
async function redisServer(port: number) {
  const redis = await throwawayRedis(port)
  servers.push(redis.server)
  return redis
}

beforeAll(async () => {
  holderScript = await bundle('apps/site/tests/int/fixtures/cluster-lock/holder.ts', 'apps/site/tsconfig.json')
  await inspect.connect()
  process.env.CLUSTER_LOCK_PREFIX = prefix
  process.env.CLUSTER_LOCK_LEASE_MS = SHORT_LEASE
})
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  for (const s of servers.splice(0)) s.kill('SIGKILL')
  await resetClusterLocks()
})
afterAll(async () => {
  const keys = await inspect.keys(`${prefix}:*`)
  if (keys.length) await inspect.del(...keys)
  inspect.disconnect()
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
})

describe('cluster lock (REDIS_URL)', () => {
  it('in production a lease of 6 s renewed every 2 s, tried every 1 s: a dead holder is replaced within 10 s', () => {
    const p = lockTiming({})
    expect(p).toEqual({ leaseMs: 6000, renewMs: 2000, retryMs: 1000, safetyMs: 1000 })
    expect(p.leaseMs + p.retryMs).toBeLessThanOrEqual(10_000)
    expect(T).toEqual({ leaseMs: 3000, renewMs: 1000, retryMs: 500, safetyMs: 500 })
    expect(() => lockTiming({ CLUSTER_LOCK_LEASE_MS: '3000', CLUSTER_LOCK_RENEW_MS: '1500' })).toThrow(/renewal/)
  })

  it('one process holds; when it is killed (SIGKILL) the other holds within a lease and a retry', async () => {
    const a = holder('feed')
    expect(await until(() => a.has('held'), 5000)).toBe(true)
    const b = holder('feed')
    expect(await until(() => b.has('started'), 10_000)).toBe(true)
    await sleep(3 * T.retryMs) // several of B's attempts: A still holds, B waits
    expect(b.has('held')).toBe(false)
    expect(b.has('act')).toBe(false)
    expect(await inspect.get(`${prefix}:feed`)).toContain(`:${a.child.pid}:`)

    const killedAt = Date.now()
    a.child.kill('SIGKILL')
    expect(await until(() => b.has('held'), T.leaseMs + T.retryMs + SLACK_MS)).toBe(true)
    expect(b.last('held')!.at - killedAt).toBeLessThan(T.leaseMs + T.retryMs + SLACK_MS)
    expect(await inspect.get(`${prefix}:feed`)).toContain(`:${b.child.pid}:`)
    // and B keeps it (it renews): still the holder after more than one lease
    await sleep(T.leaseMs + T.retryMs)
    expect(b.has('lost')).toBe(false)
    expect(await inspect.get(`${prefix}:feed`)).toContain(`:${b.child.pid}:`)
  }, 40_000)

  it('a holder that stops cleanly (SIGTERM) releases at once', async () => {
    const a = holder('jobs')
    expect(await until(() => a.has('held'), 5000)).toBe(true)
    const b = holder('jobs')
    expect(await until(() => b.has('started'), 10_000)).toBe(true)
    const stoppedAt = Date.now()
    a.child.kill('SIGTERM')
    await a.exited
    expect(await until(() => b.has('held'), 3000)).toBe(true)
    expect(b.last('held')!.at - stoppedAt).toBeLessThan(3000)
  }, 30_000)

  it('a holder cut off from Redis stops acting before its lease can run out, and holds again when Redis is back', async () => {
    const port = await freePort()
    const redis = await redisServer(port)
    const a = holder('feed', `redis://127.0.0.1:${port}`)
    expect(await until(() => a.has('held'), 5000)).toBe(true)
    expect(await until(() => a.events.filter((e) => e.event === 'act').length >= 3, 3000)).toBe(true)

    const cutAt = Date.now()
    await redis.kill()
    expect(await until(() => a.has('lost'), T.leaseMs)).toBe(true)
    const lostAt = a.last('lost')!.at
    // The lease it took last was renewed at most at cutAt: it runs out at cutAt + lease at the earliest
    // after that, for another instance; A gave up well before, at its next renewal.
    expect(lostAt - cutAt).toBeLessThan(T.leaseMs - T.renewMs)
    await sleep(T.retryMs)
    const acts = a.events.filter((e) => e.event === 'act')
    expect(acts.every((e) => e.at <= lostAt)).toBe(true)

    // Redis back (empty): A takes the lock again and acts again.
    const back = await redisServer(port)
    expect(await until(() => a.events.filter((e) => e.event === 'held').length === 2, 10_000)).toBe(true)
    expect(await until(() => a.events.some((e) => e.event === 'act' && e.at > lostAt + 500), 2000)).toBe(true)
    await back.kill()
  }, 40_000)

  it('without REDIS_URL there is one machine: the lock is held at once', async () => {
    delete process.env.REDIS_URL
    const lock = clusterLock('solo')
    const seen: boolean[] = []
    lock.onChange((h) => seen.push(h))
    expect(lock.held()).toBe(true)
    expect(seen).toEqual([true])
    await lock.stop()
  })
})

describe('scheduled publishing (jobs autoRun) runs on the lock holder only', () => {
  // Payload starts here, not in the test: on a loaded machine its start alone can take half a minute.
  let payload: Payload
  let shouldAutoRun: (payload: Payload) => boolean | Promise<boolean>
  beforeAll(async () => {
    const { default: config } = await import('../../src/payload.config')
    payload = await testPayload()
    shouldAutoRun = (await config).jobs!.shouldAutoRun!
  })

  it('shouldAutoRun is false while another instance holds the job runner lock, true once it died', async () => {
    delete process.env.PAYLOAD_JOBS_AUTORUN // the suite turns it off; this test is about the lock
    try {
      delete process.env.REDIS_URL
      expect(await shouldAutoRun(payload)).toBe(true) // one machine: as before
      await resetClusterLocks()

      process.env.REDIS_URL = REDIS
      const other = holder('jobs')
      expect(await until(() => other.has('held'), 5000)).toBe(true)
      expect(await shouldAutoRun(payload)).toBe(false)
      await sleep(3 * T.retryMs)
      expect(await shouldAutoRun(payload)).toBe(false)
      other.child.kill('SIGKILL')
      const killedAt = Date.now()
      let runs = false
      while (!runs && Date.now() - killedAt < T.leaseMs + T.retryMs + SLACK_MS) {
        runs = await shouldAutoRun(payload)
        if (!runs) await sleep(200)
      }
      expect(runs).toBe(true)
      expect(await inspect.get(`${prefix}:jobs`)).toContain(`:${process.pid}:`)

      process.env.PAYLOAD_JOBS_AUTORUN = '0'
      expect(await shouldAutoRun(payload)).toBe(false) // still the switch it was
    } finally {
      process.env.PAYLOAD_JOBS_AUTORUN = '0'
      delete process.env.REDIS_URL
    }
  }, 40_000)
})

describe('the feed worker writes only while it holds the feed lock', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  const lastWrite = async () => {
    const r = await payload.find({ collection: 'matches', sort: '-updatedAt', limit: 1, depth: 0 })
    return r.docs[0] ? new Date(r.docs[0].updatedAt).getTime() : 0
  }

  it('the simulator stops writing as soon as its instance loses the lease (Redis gone)', async () => {
    const port = await freePort()
    const redis = await redisServer(port)
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`
    const lock = clusterLock('feed')
    const run = runFeedWhileHeld(lock, payload, (p) => new Simulator(p, { speed: 600 }))
    try {
      // It holds, so it simulates: a live match is written several times a second.
      const started = Date.now()
      expect(await until(() => lock.held(), 5000)).toBe(true)
      let writes = 0
      let previous = 0
      while (writes < 3 && Date.now() - started < 30_000) {
        const w = await lastWrite()
        if (w > previous && w > started) writes++
        previous = w
        await sleep(150)
      }
      expect(writes).toBe(3)

      await redis.kill()
      expect(await until(() => !lock.held(), T.leaseMs)).toBe(true)
      const lostAt = Date.now()
      await sleep(1000) // five ticks of the simulator (speed 600: one every 200 ms)
      expect(await lastWrite()).toBeLessThanOrEqual(lostAt)
    } finally {
      await run.stop()
      await lock.stop()
      delete process.env.REDIS_URL
    }
  }, 60_000)
})
