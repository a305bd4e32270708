/**
 * The production topology as one system: `npm run cluster` (nginx in front of 2 site instances, each
 * with its feed worker, and 2 gateway nodes) on a fresh PostgreSQL database, a throw-away Redis and a
 * local S3-compatible store, each check made as a visitor or a site owner would see it.
 * Needs TEST_DATABASE_URL (a PostgreSQL server where it may create and drop a database) and
 * redis-server and nginx on the machine (scripts/test.mjs runs it when TEST_DATABASE_URL is set).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { Centrifuge, type Options } from 'centrifuge'
import { Redis } from 'ioredis'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { dropDatabase, withDatabase } from '../../../../scripts/lib/pg-database.mjs'
import { startLocalS3 } from '../../../../scripts/lib/s3-local.mjs'
import { ensureTestBuild, TEST_BUILD_DB_ID, testDistDir } from '../../../../scripts/lib/test-build.mjs'
import { freePort, throwawayRedis } from '../int/redis-server'

const root = path.resolve(__dirname, '../../../..')
const base = process.env.TEST_DATABASE_URL
if (!base)
  throw new Error('the topology test needs TEST_DATABASE_URL (a PostgreSQL server where it may create a database)')

interface Ready {
  cluster: 'ready'
  url: string
  sites: string[]
  gateways: string[]
  pids: { sites: number[]; gateways: number[]; nginx: number; feeds: number[] }
}

const secret = () => crypto.randomBytes(24).toString('hex')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const dbName = `topology_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
const dbUrl = withDatabase(base, dbName)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-topology-'))
const env: Record<string, string> = {}
let cluster: ChildProcessWithoutNullStreams
let ready: Ready
let logs = ''
let redis: Awaited<ReturnType<typeof throwawayRedis>>
let redisClient: Redis
let s3: Awaited<ReturnType<typeof startLocalS3>>
let db: pg.Client
let admin = ''
const A = () => ready.sites[0]!
const B = () => ready.sites[1]!

beforeAll(async () => {
  await ensureTestBuild()
  const redisPort = await freePort()
  redis = await throwawayRedis(redisPort)
  redisClient = new Redis(`redis://127.0.0.1:${redisPort}`)
  s3 = await startLocalS3({ dir: path.join(dataDir, 's3'), bucket: 'topology-media' })
  Object.assign(env, {
    ...process.env,
    ...s3.env,
    DATABASE_URL: dbUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    CLUSTER_PORT: String(await freePort()),
    DATA_DIR: path.join(dataDir, 'data'),
    // The build the e2e suite runs too (scripts/lib/test-build.mjs: one build for the demo content on
    // either database); the cluster copies it once per site instance and runs from the copies.
    NEXT_DIST_DIR: testDistDir(),
    BUILD_DB_ID: TEST_BUILD_DB_ID,
    PAYLOAD_SECRET: secret(),
    REALTIME_API_KEY: secret(),
    REALTIME_RPC_PROXY_SECRET: secret(),
    // A live match moves a minute every 3 s (the feed writes as often), and the one the feed kicks off
    // at start lasts minutes, past the end of this test.
    FEED: 'simulator',
    FEED_SPEED: '20',
    LOG_LEVEL: 'info',
  })
  delete env.TRUST_PROXY // the cluster's own rule: 1, nginx in front
  cluster = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cluster.stderr.setEncoding('utf8').on('data', (d: string) => (logs += d))
  ready = await new Promise<Ready>((resolve, reject) => {
    let out = ''
    cluster.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (line && out.includes('\n')) resolve(JSON.parse(line))
    })
    cluster.on('exit', (code) =>
      reject(new Error(`npm run cluster exited (${code}) before it was ready:\n${logs.slice(-4000)}`)),
    )
  })
  db = new pg.Client({ connectionString: dbUrl })
  await db.connect()

  // An administrator, as a deployment makes one (npm run create-admin), who signs in through instance A.
  const email = `owner-${Date.now()}@example.com`
  const password = `Topo-${secret()}`
  await new Promise<void>((resolve, reject) => {
    const c = spawn(process.execPath, [path.join(root, 'scripts/create-admin.mjs')], {
      cwd: root,
      env: { ...env, ADMIN_EMAIL: email, ADMIN_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    c.stdout.on('data', (d) => (said = (said + d).slice(-4000)))
    c.stderr.on('data', (d) => (said = (said + d).slice(-4000)))
    c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`create-admin exited ${code}:\n${said}`))))
  })
  const login = await fetch(`${A()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(login.status).toBe(200)
  admin = ((await login.json()) as { token: string }).token
}, 420_000)

afterAll(async () => {
  fs.writeFileSync(path.join(os.tmpdir(), 'topology-cluster.log'), logs) // the cluster's own logs, to read after a failure
  if (cluster && cluster.exitCode === null) {
    cluster.kill('SIGTERM')
    await new Promise((r) => cluster.once('exit', r))
  }
  await db?.end().catch(() => {})
  redisClient?.disconnect()
  await redis?.kill()
  await s3?.stop()
  await dropDatabase(dbUrl, base)
  fs.rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

const auth = () => ({ Authorization: `JWT ${admin}` })

describe('npm run cluster', () => {
  it('prints one ready line naming every process, and each one answers on its own port', async () => {
    expect(ready.url).toBe(`http://127.0.0.1:${env.CLUSTER_PORT}`)
    expect(ready.sites).toHaveLength(2)
    expect(ready.gateways).toHaveLength(2)
    for (const pid of [...ready.pids.sites, ...ready.pids.gateways, ready.pids.nginx, ...ready.pids.feeds])
      expect(alive(pid)).toBe(true)
    for (const site of ready.sites) expect((await fetch(`${site}/robots.txt`)).status).toBe(200)
    for (const gw of ready.gateways)
      expect((await fetch(gw.replace(/^ws/, 'http').replace('/connection/websocket', '/health'))).status).toBe(200)
    expect((await fetch(`${ready.url}/`)).status).toBe(200)
  })

  it('feeds from one worker only, and another takes over within 10 s when it is killed', async () => {
    const holder = async () => Number((await redisClient.get('site:lock:feed'))?.split(':')[1])
    let first = 0
    for (let i = 0; i < 100 && !ready.pids.feeds.includes(first); i++) {
      first = await holder()
      if (!ready.pids.feeds.includes(first)) await sleep(100)
    }
    expect(ready.pids.feeds).toContain(first)
    const other = ready.pids.feeds.find((p) => p !== first)!
    // The writes come from the holder: the matches move while only it feeds. A live match writes every
    // simulated minute (3 s here), but not during its half-time (15 simulated minutes, 45 s here).
    const lastWrite = async () =>
      new Date((await db.query('select max(updated_at) as t from matches')).rows[0].t).getTime()
    const before = await lastWrite()
    await expect.poll(lastWrite, { timeout: 60_000, interval: 250 }).toBeGreaterThan(before)
    const feeding = (pid: number) => new RegExp(`"pid":${pid},[^\\n]*holds the feed lock, feeding`)
    const started = (pid: number) => new RegExp(`"pid":${pid},[^\\n]*simulator started`)
    expect(logs).toMatch(feeding(first))
    expect(logs).not.toMatch(feeding(other))
    expect(logs).not.toMatch(started(other))

    const killedAt = Date.now()
    process.kill(first, 'SIGKILL')
    await expect.poll(holder, { timeout: 10_000, interval: 100 }).toBe(other)
    const tookOver = Date.now()
    expect(tookOver - killedAt).toBeLessThan(10_000)
    // ... and the other worker feeds from then on: its simulator starts, and the matches move again.
    await expect.poll(() => started(other).test(logs) && feeding(other).test(logs), { timeout: 5_000 }).toBe(true)
    await expect.poll(lastWrite, { timeout: 60_000, interval: 250 }).toBeGreaterThan(tookOver)
    console.log(`feed worker takeover: ${tookOver - killedAt} ms after SIGKILL`)
  }, 180_000)

  it('shows a guide published through instance A on instance B within 2 s, and through nginx once its micro-cache time has passed', async () => {
    const slug = 'lisbon-in-three-days'
    const found = (await (
      await fetch(`${A()}/api/guides?where[slug][equals]=${slug}&depth=0`, { headers: auth() })
    ).json()) as { docs: { id: number; title: string }[] }
    const guide = found.docs[0]!
    for (const site of [A(), B(), ready.url])
      expect(await (await fetch(`${site}/guides/${slug}`)).text()).toContain(guide.title.replace(/&/g, '&amp;'))
    const title = `Lisbon in three days ${crypto.randomBytes(3).toString('hex')}`
    const res = await fetch(`${A()}/api/guides/${guide.id}`, {
      method: 'PATCH',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(res.status).toBe(200)
    const saved = Date.now()
    const shows = (site: string) => async () => (await (await fetch(`${site}/guides/${slug}`)).text()).includes(title)
    await expect.poll(shows(B()), { timeout: 2_000, interval: 100 }).toBe(true)
    const onB = Date.now() - saved
    // nginx keeps a page 5 s, then serves it stale once while it fetches the new one.
    await expect.poll(shows(ready.url), { timeout: 5_000 + 5_000, interval: 250 }).toBe(true)
    console.log(`publish on A: on B after ${onB} ms, through nginx after ${Date.now() - saved} ms`)
  })

  it('counts the contact-form limit across instances, and forged X-Forwarded-For entries never reset it', async () => {
    const formId = (await db.query('select id from forms order by id limit 1')).rows[0].id
    const token = async (site: string) => {
      const r = await fetch(`${site}/api/ajax`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'eael_get_token' }),
      })
      return ((await r.json()) as { data: { nonce: string } }).data.nonce
    }
    let n = 0
    const post = async (site: string, xff: string) => {
      const r = await fetch(`${site}/api/form-submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Form-Token': await token(site), 'X-Forwarded-For': xff },
        body: JSON.stringify({
          form: formId,
          website: '',
          submissionData: [
            { field: 'name', value: 'Ana Lima' },
            { field: 'email', value: 'ana@example.com' },
            { field: 'message', value: `Topology message ${++n}` },
          ],
        }),
      })
      return r.status
    }
    // Sent as the one proxy in front would send them (the visitor's address last), each with a
    // different forged entry on the left: 5 through A, then B refuses the 6th.
    const direct: number[] = []
    for (let i = 0; i < 5; i++) direct.push(await post(A(), `10.9.8.${i}, 203.0.113.7`))
    direct.push(await post(B(), '10.9.8.99, 203.0.113.7'))
    expect(direct).toEqual([201, 201, 201, 201, 201, 429])
    // 8 posts straight to the instances, alternating, 8 forged values: still one visitor.
    const forged: number[] = []
    for (let i = 0; i < 8; i++) forged.push(await post(i % 2 ? B() : A(), `198.18.${i}.1, 203.0.113.8`))
    expect(forged).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
    // Through nginx, which adds the address it sees: the visitor's own X-Forwarded-For never counts.
    const proxied: number[] = []
    for (let i = 0; i < 8; i++) proxied.push(await post(ready.url, `192.0.2.${i}`))
    expect(proxied).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
  })

  it('serves an image uploaded through instance A from instance B, out of the S3-compatible store', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer()
    const name = `topology-${crypto.randomBytes(4).toString('hex')}.png`
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
    form.append('_payload', JSON.stringify({ alt: 'A red test picture' }))
    const res = await fetch(`${A()}/api/media`, { method: 'POST', headers: auth(), body: form })
    expect(res.status).toBe(201)
    const doc = ((await res.json()) as { doc: { url: string; filename: string } }).doc
    expect(doc.filename).toBe(name)
    const got = await fetch(`${B()}${doc.url}`)
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true)
    const client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
    })
    const listed = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET }))
    expect(listed.Contents?.map((o) => o.Key)).toContain(`media/${name}`)
    client.destroy()
    expect(fs.existsSync(path.join(env.DATA_DIR!, 'media', name))).toBe(false)
  })

  it('brings the live score over HTTP-streaming and SSE through nginx to a visitor whose network blocks WebSockets', async () => {
    const origin = ready.url
    // As a browser's fetch: with the page's Origin.
    const fetchFromPage = ((input: string, init: RequestInit = {}) =>
      fetch(input, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Origin: origin },
      })) as typeof fetch
    const channel = `sport:fallback-${crypto.randomBytes(3).toString('hex')}`
    const publishApi = ready.gateways[0]!.replace(/^ws/, 'http').replace('/connection/websocket', '/api/publish')
    {
      // The real client over HTTP-streaming, its commands through /emulation (which nginx may send to
      // the other node: the gateways route them to the stream's node through Redis).
      const c = new Centrifuge([{ transport: 'http_stream', endpoint: `${origin}/connection/http_stream` }], {
        fetch: fetchFromPage as unknown as Options['fetch'],
        readableStream: ReadableStream as unknown as Options['readableStream'],
        emulationEndpoint: `${origin}/emulation`,
        timeout: 5000,
      })
      const got: number[] = []
      const sub = c.newSubscription(channel)
      sub.on('publication', (p) => void got.push(p.data.n))
      sub.subscribe()
      c.connect()
      await sub.ready(8000)
      for (let n = 1; n <= 3; n++) {
        const r = await fetch(publishApi, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-API-Key': env.REALTIME_API_KEY! },
          body: JSON.stringify({ channel, data: { n } }),
        })
        expect(r.status).toBe(200)
      }
      await expect.poll(() => got, { timeout: 8000 }).toEqual([1, 2, 3])
      c.disconnect()
    }
    // SSE (no EventSource in Node 20 for the client): its stream path answers through nginx from the
    // gateway (an event stream, not the site's 404).
    const ctl = new AbortController()
    const connect = encodeURIComponent(JSON.stringify({ id: 1, connect: {} }))
    const sse = await fetchFromPage(`${origin}/connection/sse?cf_connect=${connect}`, { signal: ctl.signal })
    expect(sse.status).toBe(200)
    expect(sse.headers.get('content-type')).toContain('text/event-stream')
    ctl.abort()
  })

  it('loses no publication for subscribers through nginx when a gateway node is killed', async () => {
    const channel = `sport:topology-${crypto.randomBytes(3).toString('hex')}`
    const origin = ready.url
    class BrowserLikeSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { Origin: origin } })
      }
    }
    const clients = Array.from({ length: 6 }, () => {
      const c = new Centrifuge(`ws://127.0.0.1:${env.CLUSTER_PORT}/connection/websocket`, {
        websocket: BrowserLikeSocket as unknown as Options['websocket'],
        minReconnectDelay: 100,
        maxReconnectDelay: 500,
        timeout: 3000,
      })
      const got: number[] = []
      let reconnects = 0
      c.on('connecting', (ctx) => void (ctx.code !== 0 && reconnects++))
      const sub = c.newSubscription(channel)
      sub.on('publication', (p) => void got.push(p.data.n))
      sub.subscribe()
      c.connect()
      return { c, sub, got, reconnects: () => reconnects }
    })
    await Promise.all(clients.map((x) => x.sub.ready(5000)))
    // Published on node 2 (the site sends to the next node at once when one is away; tested in
    // tests/int/publisher-nodes.test.ts); subscribers are spread over both nodes by nginx.
    const publishApi = ready.gateways[1]!.replace(/^ws/, 'http').replace('/connection/websocket', '/api/publish')
    const N = 60
    for (let n = 1; n <= N; n++) {
      if (n === 20) process.kill(ready.pids.gateways[0]!, 'SIGKILL')
      const r = await fetch(publishApi, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': env.REALTIME_API_KEY! },
        body: JSON.stringify({ channel, data: { n } }),
      })
      expect(r.status).toBe(200)
      await sleep(50)
    }
    const all = Array.from({ length: N }, (_, i) => i + 1)
    // For each subscriber, the publications it has not received (none, once each caught up).
    const missing = () => clients.map((x) => all.filter((n) => !x.got.includes(n)))
    await expect.poll(missing, { timeout: 15_000, interval: 200 }).toEqual(clients.map(() => []))
    for (const x of clients) expect(x.got).toEqual(all) // in order, each once
    // Some subscribers were on the killed node: they reconnected (through nginx, to node 2) and recovered.
    expect(clients.filter((x) => x.reconnects() > 0).length).toBeGreaterThan(0)
    clients.forEach((x) => x.c.disconnect())
  })

  it('answers every page load through nginx right after a site instance is killed', async () => {
    process.kill(ready.pids.sites[0]!, 'SIGKILL')
    const statuses: number[] = []
    // Addresses nginx has not cached, so each load reaches an instance (half of them the dead one first).
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`${ready.url}/guides?after-kill=${i}`)).status)
    expect(statuses).toEqual(Array(20).fill(200))
  })

  it('stops every process it started on SIGTERM', async () => {
    const pids = [...ready.pids.sites, ...ready.pids.gateways, ready.pids.nginx, ...ready.pids.feeds]
    cluster.kill('SIGTERM')
    const code = await new Promise((r) => cluster.once('exit', r))
    expect(code).toBe(0)
    await expect.poll(() => pids.filter(alive), { timeout: 10_000 }).toEqual([])
  })
})
