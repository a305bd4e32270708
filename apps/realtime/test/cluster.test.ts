import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { request as httpRequest } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Centrifuge, type Options, type Subscription } from 'centrifuge'
import WebSocket from 'ws'
import { Redis } from 'ioredis'
import { bundleGateway } from './gateway-bundle.js'
import { RawClient, cleanup, expectRecoversXY, sleep, startProxy, waitFor } from './helpers.js'

/** src/main.ts bundled as the launcher runs it (./gateway-bundle.ts), run with plain `node`. */
let main: string
beforeAll(async () => {
  main = await bundleGateway()
})
const API_KEY = 'cluster-key'

interface Node {
  child: ChildProcess
  port: number
  /** Worker pids in worker order (1, 2, ...) as the primary announced them. */
  pids: number[]
  log: () => string
  exited: Promise<number | null>
}

/** Starts `src/main.ts` as a process with REALTIME_WORKERS=2 and waits for the primary's listening line. */
async function startNode(env: Record<string, string> = {}): Promise<Node> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      REALTIME_WORKERS: '2',
      REALTIME_PORT: '0',
      REALTIME_HOST: '127.0.0.1',
      REALTIME_API_KEY: API_KEY,
      REALTIME_LOG_LEVEL: 'info',
      REALTIME_CLOSE_TIMEOUT_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
  const line = await waitFor(
    () => out.split('\n').find((l) => l.includes('"role":"primary"') && l.includes('realtime gateway listening')),
    45_000,
    `cluster start (${out})`,
  ).catch((e) => {
    child.kill('SIGKILL')
    throw e
  })
  const parsed = JSON.parse(line) as { port: number; workers: number; pids: number[] }
  expect(parsed.workers).toBe(2)
  return { child, port: parsed.port, pids: parsed.pids, log: () => out, exited }
}

function stopNode(node: Node): Promise<number | null> {
  node.child.kill('SIGTERM')
  return node.exited
}

const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/State:\s+Z/.test(safeRead(`/proc/${pid}/status`))
function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

async function metrics(node: Node): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${node.port}/metrics`, { headers: { 'x-api-key': API_KEY } })
  expect(res.status).toBe(200)
  return res.text()
}
const metric = (text: string, name: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(name + ' '))
  return line ? Number(line.slice(name.length + 1)) : NaN
}

async function publish(node: Node, channel: string, data: unknown) {
  const res = await fetch(`http://127.0.0.1:${node.port}/api/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({ channel, data }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

const clients: Centrifuge[] = []
function client(node: Node, opts: Partial<Options> = {}): Centrifuge {
  const c = new Centrifuge(`ws://127.0.0.1:${node.port}/connection/websocket`, {
    websocket: WebSocket as unknown as Options['websocket'],
    minReconnectDelay: 50,
    maxReconnectDelay: 300,
    timeout: 5000,
    ...opts,
  })
  clients.push(c)
  return c
}

/** Subscribed clients, opened one after another so that round-robin puts them on alternate workers. */
async function subscribers(node: Node, n: number, channel: string) {
  const out: { c: Centrifuge; sub: Subscription; got: { data: any; offset?: number }[] }[] = []
  for (let i = 0; i < n; i++) {
    const c = client(node)
    const sub = c.newSubscription(channel)
    const got: { data: any; offset?: number }[] = []
    sub.on('publication', (p) => got.push({ data: p.data, offset: p.offset }))
    sub.subscribe()
    c.connect()
    await sub.ready(10_000)
    out.push({ c, sub, got })
  }
  return out
}

/** Waits until no client of an earlier test is still counted by the workers. */
async function quiet(node: Node) {
  for (let i = 0; i < 100; i++) {
    if (metric(await metrics(node), 'realtime_connections') === 0) return
    await sleep(50)
  }
  throw new Error('connections of an earlier test did not go away')
}

afterEach(async () => {
  while (clients.length) clients.pop()!.disconnect()
  await cleanup()
})

describe('one node with REALTIME_WORKERS=2 (memory broker in the primary)', () => {
  let node: Node
  beforeAll(async () => {
    node = await startNode()
  }, 60_000)
  afterAll(async () => {
    if (node) expect(await stopNode(node)).toBe(0)
  }, 30_000)

  it('spreads clients over both workers; a POST /api/publish reaches the clients of every worker', async () => {
    await quiet(node)
    const subs = await subscribers(node, 4, 'sport:football')
    const m = await metrics(node)
    expect(metric(m, 'realtime_workers')).toBe(2)
    expect(metric(m, 'realtime_workers_up')).toBe(2)
    expect(metric(m, 'realtime_connections')).toBe(4)
    expect(metric(m, 'realtime_worker_connections{worker="1"}')).toBe(2)
    expect(metric(m, 'realtime_worker_connections{worker="2"}')).toBe(2)

    const r = await publish(node, 'sport:football', { goal: 1 })
    expect(r.status).toBe(200)
    expect(r.body.result.offset).toBeGreaterThan(0)
    await waitFor(() => subs.every((s) => s.got.length === 1), 5000, 'the publication on every client')
    for (const s of subs) expect(s.got).toEqual([{ data: { goal: 1 }, offset: r.body.result.offset }])
    // Offsets come from one stream however many workers publish.
    const r2 = await publish(node, 'sport:football', { goal: 2 })
    expect(r2.body.result).toEqual({ offset: r.body.result.offset + 1, epoch: r.body.result.epoch })
    await waitFor(() => subs.every((s) => s.got.length === 2), 5000, 'the second publication')
    const after = await metrics(node)
    expect(metric(after, 'realtime_publications_out_total')).toBeGreaterThanOrEqual(8)
    expect(metric(after, 'realtime_fanout_duration_seconds_count')).toBeGreaterThanOrEqual(4) // 2 publications x 2 workers
  }, 60_000)

  it('recovers on one worker the publications missed by a client of the other', async () => {
    await quiet(node)
    const a = await RawClient.open(`ws://127.0.0.1:${node.port}/ws`)
    const b = await RawClient.open(`ws://127.0.0.1:${node.port}/ws`)
    const m = await metrics(node)
    // One connection on each worker.
    expect(metric(m, 'realtime_worker_connections{worker="1"}')).toBe(1)
    expect(metric(m, 'realtime_worker_connections{worker="2"}')).toBe(1)
    await a.connect()
    await b.connect()
    a.send({ id: 2, subscribe: { channel: 'sport:live' } })
    const { epoch, offset } = (await a.reply(2)).subscribe
    a.send({ id: 3, unsubscribe: { channel: 'sport:live' } })
    await a.reply(3)
    await publish(node, 'sport:live', { n: 'x' })
    await publish(node, 'sport:live', { n: 'y' })
    const res = await expectRecoversXY(b, 2, { epoch, offset })
    // The same from the first worker: the history is the node's, not a worker's.
    a.send({ id: 4, subscribe: { channel: 'sport:live', recover: true, offset, epoch } })
    expect((await a.reply(4)).subscribe.publications).toEqual(res.publications)
  }, 60_000)

  it('hands emulation requests that land on the other worker to the worker holding the stream (through the primary)', async () => {
    await quiet(node)
    const ctl = new AbortController()
    const res = await fetch(`http://127.0.0.1:${node.port}/connection/http_stream`, {
      method: 'POST',
      body: '{"id":1,"connect":{}}',
      signal: ctl.signal,
    })
    const lines: any[] = []
    void (async () => {
      let buf = ''
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += Buffer.from(chunk).toString()
          let i: number
          while ((i = buf.indexOf('\n')) >= 0) {
            lines.push(JSON.parse(buf.slice(0, i)))
            buf = buf.slice(i + 1)
          }
        }
      } catch {
        /* aborted */
      }
    })()
    const { session, node: nodeId } = (await waitFor(() => lines.find((l) => l.id === 1), 5000, 'connect reply'))
      .connect
    // Each request on a new TCP connection: round-robin spreads them over both workers.
    const post = (data: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ session, node: nodeId, data })
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: node.port,
            path: '/emulation',
            method: 'POST',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (r) => {
            r.resume()
            resolve(r.statusCode ?? 0)
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    const statuses: number[] = []
    for (let id = 2; id <= 5; id++) statuses.push(await post(`{"id":${id},"subscribe":{"channel":"sport:emu${id}"}}`))
    expect(statuses).toEqual([204, 204, 204, 204])
    await waitFor(
      () => [2, 3, 4, 5].every((id) => lines.some((l) => l.id === id && l.subscribe)),
      5000,
      'every reply on the stream',
    )
    ctl.abort()
  }, 60_000)

  it('replaces a killed worker; its clients reconnect, resubscribe and get the next publication', async () => {
    await quiet(node)
    const subs = await subscribers(node, 4, 'sport:tennis')
    const reconnects: number[] = []
    subs.forEach((s, i) => s.c.on('connecting', (ctx) => ctx.code !== 0 && reconnects.push(i)))
    const victim = node.pids[0]!
    process.kill(victim, 'SIGKILL')
    await waitFor(() => /worker died/.test(node.log()), 10_000, 'the primary noticing the death')
    const line = await waitFor(
      () =>
        node
          .log()
          .split('\n')
          .find((l) => l.includes('replacement worker listening')),
      30_000,
      'a replacement worker',
    )
    const replacement = JSON.parse(line) as { worker: number; pid: number }
    expect(replacement.worker).toBe(1)
    expect(replacement.pid).not.toBe(victim)
    expect(alive(replacement.pid)).toBe(true)
    expect(alive(victim)).toBe(false)
    // The clients of the killed worker reconnected (to the other worker or the new one). Not always two of
    // the four: about one run in eight the primary's round robin had put three on one worker (seen: one
    // reconnect, all four connected and every one got the next publication below).
    await waitFor(() => reconnects.length >= 1, 10_000, 'clients of the dead worker reconnecting')
    await waitFor(
      () => subs.every((s) => s.sub.state === 'subscribed' && s.c.state === 'connected'),
      15_000,
      'everyone subscribed again',
    )
    const r = await publish(node, 'sport:tennis', { set: 1 })
    await waitFor(
      () => subs.every((s) => s.got.some((g) => g.offset === r.body.result.offset)),
      5000,
      'the publication after the restart',
    )
    const m = await metrics(node)
    expect(metric(m, 'realtime_worker_restarts_total')).toBe(1)
    expect(metric(m, 'realtime_workers_up')).toBe(2)
    expect(metric(m, 'realtime_connections')).toBe(4)
    node.pids[0] = replacement.pid
  }, 90_000)
})

describe('process behaviour of a two-worker node', () => {
  it('on SIGTERM every worker closes its clients with 3001, then the primary exits 0 after them', async () => {
    const node = await startNode()
    try {
      const closes: Promise<{ code: number; reason: string }>[] = []
      for (let i = 0; i < 2; i++) {
        const c = client(node, { minReconnectDelay: 10_000, maxReconnectDelay: 20_000 })
        closes.push(
          new Promise((r) => c.on('connecting', (ctx) => ctx.code !== 0 && r({ code: ctx.code, reason: ctx.reason }))),
        )
        c.connect()
        await c.ready(10_000)
      }
      const m = await metrics(node)
      expect(metric(m, 'realtime_worker_connections{worker="1"}')).toBe(1)
      expect(metric(m, 'realtime_worker_connections{worker="2"}')).toBe(1)
      node.child.kill('SIGTERM')
      expect(await Promise.all(closes)).toEqual([
        { code: 3001, reason: 'shutdown' },
        { code: 3001, reason: 'shutdown' },
      ])
      expect(await node.exited).toBe(0)
      for (const pid of node.pids) expect(alive(pid)).toBe(false)
      expect(node.log()).toMatch(/"role":"primary"[^\n]*"realtime gateway stopped"/)
    } finally {
      node.child.kill('SIGKILL')
    }
  }, 60_000)

  it('when the primary is killed, the workers exit too (no orphans) and their clients start reconnecting', async () => {
    const node = await startNode()
    try {
      const c = client(node, { minReconnectDelay: 10_000, maxReconnectDelay: 20_000 })
      const closed = new Promise((r) =>
        c.on('connecting', (ctx) => ctx.code !== 0 && r({ code: ctx.code, reason: ctx.reason })),
      )
      c.connect()
      await c.ready(10_000)
      node.child.kill('SIGKILL')
      expect(await closed).toMatchObject({ code: expect.any(Number) })
      await waitFor(() => node.pids.every((pid) => !alive(pid)), 10_000, 'workers exiting after the primary')
    } finally {
      node.child.kill('SIGKILL')
      for (const pid of node.pids) if (alive(pid)) process.kill(pid, 'SIGKILL')
    }
  }, 60_000)

  it('counts maxConnectionsPerIp over all workers', async () => {
    const node = await startNode({ REALTIME_MAX_CONNECTIONS_PER_IP: '3' })
    try {
      const url = `ws://127.0.0.1:${node.port}/ws`
      const open = [await RawClient.open(url), await RawClient.open(url), await RawClient.open(url)]
      const m = await metrics(node)
      expect(
        metric(m, 'realtime_worker_connections{worker="1"}') + metric(m, 'realtime_worker_connections{worker="2"}'),
      ).toBe(3)
      // A fourth and a fifth (whichever worker they land on) are refused.
      for (let i = 0; i < 2; i++) {
        const extra = new RawClient(url)
        await expect(extra.opened).rejects.toThrow(/429/)
      }
      expect(metric(await metrics(node), 'realtime_rejected_upgrades_total{reason="ip_limit"}')).toBe(2)
      // A slot given back is usable again.
      open[0]!.ws.close()
      await open[0]!.closed
      let again: RawClient | null = null
      for (let i = 0; i < 50 && !again; i++) {
        again = await RawClient.open(url).catch(() => null)
        if (!again) await sleep(50)
      }
      expect(again).not.toBeNull()
      expect(await stopNode(node)).toBe(0)
    } finally {
      node.child.kill('SIGKILL')
    }
  }, 60_000)

  it('behind a proxy counts each visitor by the X-Forwarded-For entry the proxy wrote, over all workers', async () => {
    const node = await startNode({ REALTIME_TRUST_PROXY: 'true', REALTIME_MAX_CONNECTIONS_PER_IP: '2' })
    try {
      const url = `ws://127.0.0.1:${node.port}/ws`
      const via = (forwardedFor: string) => ({ headers: { 'x-forwarded-for': forwardedFor } })
      await RawClient.open(url, via('203.0.113.7'))
      await RawClient.open(url, via('10.1.1.1, 203.0.113.7'))
      // Whichever worker they land on, a forged entry on the left does not make a new visitor.
      for (const forged of ['10.1.1.2, 203.0.113.7', '10.1.1.3, 203.0.113.7']) {
        await expect(new RawClient(url, via(forged)).opened).rejects.toThrow(/429/)
      }
      const other = await RawClient.open(url, via('10.1.1.2, 203.0.113.8'))
      expect((await other.connect()).connect).toBeDefined()
      expect(await stopNode(node)).toBe(0)
    } finally {
      node.child.kill('SIGKILL')
    }
  }, 60_000)

  it("serves the node's /metrics without a key on REALTIME_METRICS_ADDRESS; the public port wants the key", async () => {
    const probe = createServer()
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()))
    const metricsPort = (probe.address() as { port: number }).port
    await new Promise<void>((r) => probe.close(() => r()))
    const node = await startNode({ REALTIME_METRICS_ADDRESS: `127.0.0.1:${metricsPort}` })
    try {
      expect(node.port).not.toBe(metricsPort)
      const internal = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      expect(internal.status).toBe(200)
      expect(metric(await internal.text(), 'realtime_workers_up')).toBe(2)
      expect((await fetch(`http://127.0.0.1:${node.port}/metrics`)).status).toBe(401)
      expect(metric(await metrics(node), 'realtime_workers_up')).toBe(2)
      expect(await stopNode(node)).toBe(0)
    } finally {
      node.child.kill('SIGKILL')
    }
  }, 60_000)

  it('caps RPCs per address over all workers: the primary holds the buckets', async () => {
    const proxy = await startProxy(() => ({ result: { data: [] } }))
    const node = await startNode({
      REALTIME_RPC_PROXY_URL: proxy.url,
      REALTIME_RPC_BURST_PER_IP: '3',
      REALTIME_RPC_RATE_PER_IP: '0.01',
    })
    try {
      const codes: number[] = []
      for (let i = 0; i < 4; i++) {
        const c = client(node)
        c.connect()
        await c.ready(10_000)
        codes.push(
          await c.rpc('sport:football', {}).then(
            () => 0,
            (e: { code: number }) => e.code,
          ),
        )
      }
      const m = await metrics(node)
      // Round-robin put two on each worker: each worker alone would have let all four through.
      expect([
        metric(m, 'realtime_worker_connections{worker="1"}'),
        metric(m, 'realtime_worker_connections{worker="2"}'),
      ]).toEqual([2, 2])
      expect(codes).toEqual([0, 0, 0, 111])
      expect(proxy.calls).toHaveLength(3)
      expect(metric(m, 'realtime_rpc_total{result="limited"}')).toBe(1)
      expect(await stopNode(node)).toBe(0)
    } finally {
      node.child.kill('SIGKILL')
    }
  }, 60_000)

  it('presence and join/leave work across the workers (the primary keeps the presence)', async () => {
    const namespaces = [
      {
        name: 'live',
        historySize: 10,
        historyTtlSeconds: 60,
        allowSubscribeForAnonymous: true,
        presence: true,
        joinLeave: true,
        allowPresenceForSubscriber: true,
        allowPresenceForAnonymous: true,
      },
    ]
    const node = await startNode({ REALTIME_NAMESPACES: JSON.stringify(namespaces) })
    try {
      const ids: string[] = []
      const joins: string[] = []
      const subs: Subscription[] = []
      for (let i = 0; i < 2; i++) {
        const c = client(node)
        const connected = new Promise<{ client: string }>((r) => c.once('connected', r))
        const sub = c.newSubscription('live:x', { joinLeave: true })
        if (i === 0) sub.on('join', (ctx) => joins.push(ctx.info.client))
        sub.subscribe()
        c.connect()
        ids.push((await connected).client)
        await sub.ready(10_000)
        subs.push(sub)
      }
      const m = await metrics(node)
      expect([
        metric(m, 'realtime_worker_connections{worker="1"}'),
        metric(m, 'realtime_worker_connections{worker="2"}'),
      ]).toEqual([1, 1])
      await waitFor(() => joins.includes(ids[1]!), 5000, 'the join from the other worker')
      expect(await subs[0]!.presenceStats()).toEqual({ numClients: 2, numUsers: 1 })
      expect(Object.keys((await subs[1]!.presence()).clients).sort()).toEqual([...ids].sort())
      expect(await stopNode(node)).toBe(0)
    } finally {
      node.child.kill('SIGKILL')
    }
  }, 60_000)

  it('exits 1 when the workers cannot listen (port taken)', async () => {
    const blocker = createServer()
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()))
    const port = (blocker.address() as { port: number }).port
    try {
      const child = spawn(process.execPath, [main], {
        env: { ...process.env, REALTIME_WORKERS: '2', REALTIME_PORT: String(port), REALTIME_HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let out = ''
      child.stdout.on('data', (c: Buffer) => (out += c.toString()))
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)))
      expect(code).toBe(1)
      expect(out).toMatch(/failed to start/)
    } finally {
      blocker.close()
    }
  }, 60_000)
})

describe('a two-worker node with REDIS_URL', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  const PREFIX = `rt-cluster-test-${process.pid}-${Date.now()}`
  afterAll(async () => {
    const r = new Redis(REDIS_URL)
    const keys = await r.keys(`${PREFIX}*`)
    if (keys.length) await r.del(...keys)
    r.disconnect()
  })

  it('every worker uses Redis itself: clients of both workers get the publication, offsets from Redis', async () => {
    const node = await startNode({ REDIS_URL, REALTIME_REDIS_PREFIX: PREFIX })
    try {
      expect(node.log()).toMatch(/"broker":"redis"/)
      const subs = await subscribers(node, 2, 'sport:redis')
      const m = await metrics(node)
      expect(metric(m, 'realtime_worker_connections{worker="1"}')).toBe(1)
      expect(metric(m, 'realtime_worker_connections{worker="2"}')).toBe(1)
      const r = await publish(node, 'sport:redis', { n: 1 })
      expect(r.body.result.offset).toBe(1)
      await waitFor(() => subs.every((s) => s.got.length === 1), 5000, 'the publication on both workers')
      const redis = new Redis(REDIS_URL)
      expect(await redis.llen(`${PREFIX}.stream.sport:redis`)).toBe(1)
      redis.disconnect()
      expect(await stopNode(node)).toBe(0)
    } finally {
      node.child.kill('SIGKILL')
    }
  }, 60_000)
})
