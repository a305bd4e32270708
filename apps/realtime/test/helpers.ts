import { createServer, type IncomingMessage, type Server } from 'node:http'
import { Centrifuge, type Options } from 'centrifuge'
import { expect } from 'vitest'
import WebSocket from 'ws'
import { createGateway, type GatewayHandle } from '../src/gateway.js'
import type { GatewayConfigInput } from '../src/config.js'

export const API_KEY = 'test-api-key'
export const PROXY_SECRET = 'proxy-secret'

const running: { stop(): Promise<void> | void }[] = []

/** Stops everything started by the helpers (call in afterEach). */
export async function cleanup(): Promise<void> {
  while (running.length) await running.pop()!.stop()
}

export async function startGateway(overrides: GatewayConfigInput = {}): Promise<GatewayHandle> {
  const gw = createGateway({
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    apiKey: API_KEY,
    allowedOrigins: ['https://allowed.example'],
    closeTimeoutMs: 1000,
    ...overrides,
  })
  await gw.start()
  running.push(gw)
  return gw
}

export interface ProxyCall {
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
}
export type ProxyHandler = (body: Record<string, unknown>) => unknown | Promise<unknown>

/** A fake site RPC endpoint; answers with whatever the handler returns (as JSON). */
export async function startProxy(handler: ProxyHandler): Promise<{ url: string; calls: ProxyCall[]; server: Server }> {
  const calls: ProxyCall[] = []
  const server = createServer((req, res) => {
    let text = ''
    req.on('data', (c: Buffer) => (text += c.toString()))
    req.on('end', async () => {
      const body = JSON.parse(text) as Record<string, unknown>
      calls.push({ headers: req.headers, body })
      const out = await handler(body)
      if (res.destroyed) return
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(out))
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  running.push({
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  })
  const addr = server.address() as { port: number }
  return { url: `http://127.0.0.1:${addr.port}/api/realtime/rpc`, calls, server }
}

export function wsUrl(gw: GatewayHandle, path = '/ws'): string {
  return `ws://127.0.0.1:${gw.port}${path}`
}

/** The real `centrifuge` client with `ws` as its WebSocket. */
export function newClient(gw: GatewayHandle, opts: Partial<Options> = {}, path = '/ws'): Centrifuge {
  const c = new Centrifuge(wsUrl(gw, path), {
    websocket: WebSocket as unknown as Options['websocket'],
    minReconnectDelay: 50,
    maxReconnectDelay: 300,
    timeout: 3000,
    ...opts,
  })
  running.push({ stop: () => c.disconnect() })
  return c
}

export async function publish(gw: GatewayHandle, channel: string, data: unknown, key = API_KEY) {
  const res = await fetch(`http://127.0.0.1:${gw.port}/api/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ channel, data }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

/** GET /metrics as a scraper does: with the API key (anonymous scrapes are refused). */
export async function scrape(gw: GatewayHandle, key = API_KEY): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${gw.port}/metrics`, { headers: { 'x-api-key': key } })
  expect(res.status).toBe(200)
  return res.text()
}

export async function waitFor<T>(
  fn: () => T | undefined | null | false,
  timeoutMs = 5000,
  what = 'condition',
): Promise<T> {
  const start = Date.now()
  for (;;) {
    const v = fn()
    if (v) return v
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A bare WebSocket speaking the protocol by hand, to send what a good client never would. */
export class RawClient {
  readonly ws: WebSocket
  readonly messages: any[] = []
  readonly frames: string[] = []
  closeCode = 0
  closeReason = ''
  readonly opened: Promise<void>
  readonly closed: Promise<{ code: number; reason: string }>
  unexpected: { status: number } | null = null

  /** `protocols`: the WebSocket subprotocols to ask for (none by default, like the centrifuge client with JSON). */
  constructor(url: string, options: WebSocket.ClientOptions & { protocols?: string[] } = {}) {
    const { protocols = [], ...wsOptions } = options
    this.ws = new WebSocket(url, protocols, wsOptions)
    this.ws.on('error', () => {})
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve())
      this.ws.once('unexpected-response', (_req, res) => {
        this.unexpected = { status: res.statusCode ?? 0 }
        reject(new Error(`unexpected response ${res.statusCode}`))
      })
      this.ws.once('close', () => reject(new Error('closed before open')))
    })
    this.opened.catch(() => {})
    this.closed = new Promise((resolve) => {
      this.ws.once('close', (code, reason) => {
        this.closeCode = code
        this.closeReason = reason.toString()
        resolve({ code, reason: this.closeReason })
      })
    })
    this.ws.on('message', (data, isBinary) => {
      if (isBinary) return
      const text = data.toString()
      this.frames.push(text)
      for (const line of text.split('\n')) if (line.trim()) this.messages.push(JSON.parse(line))
    })
    running.push({ stop: () => this.ws.terminate() })
  }

  static async open(url: string, options?: ConstructorParameters<typeof RawClient>[1]): Promise<RawClient> {
    const c = new RawClient(url, options)
    await c.opened
    return c
  }

  send(...cmds: unknown[]): void {
    this.ws.send(cmds.map((c) => (typeof c === 'string' ? c : JSON.stringify(c))).join('\n'))
  }

  reply(id: number): Promise<any> {
    return waitFor(() => this.messages.find((m) => m.id === id), 5000, `reply ${id}`)
  }

  async connect(id = 1, params: Record<string, unknown> = {}): Promise<any> {
    this.send({ id, connect: params })
    return this.reply(id)
  }
}

/**
 * Subscribes `client` to sport:live recovering from `position`, after {n:'x'} and {n:'y'} were published
 * there, and checks that both come back, in order; returns the subscribe result. A position taken
 * before the first publication carries the broker's epoch of empty channels, which the stream that
 * publication makes on that broker takes.
 */
export async function expectRecoversXY(
  client: RawClient,
  id: number,
  position: { epoch: string; offset: number },
): Promise<any> {
  const { epoch, offset } = position
  client.send({ id, subscribe: { channel: 'sport:live', recover: true, offset, epoch } })
  const res = (await client.reply(id)).subscribe
  expect(res).toMatchObject({ recovered: true, was_recovering: true, epoch, offset: offset + 2 })
  expect(res.publications).toEqual([
    { data: { n: 'x' }, offset: offset + 1 },
    { data: { n: 'y' }, offset: offset + 2 },
  ])
  return res
}
