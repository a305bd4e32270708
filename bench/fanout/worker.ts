/**
 * Load generator process: holds many anonymous connections subscribed to sport:football, speaking
 * the Centrifuge JSON protocol over a minimal WebSocket client written on plain TCP sockets (a
 * full client, or even `ws`, costs more CPU than the gateway itself when 10,000 of them share 2
 * cores with it), answers pings, and records the delivery latency of every publication.
 *
 * Sockets read into one static buffer (net's `onread` option) instead of a 'data' event with a
 * fresh Buffer per read: what is measured is unchanged (publish -> the moment this client process
 * has the frame), but the generators, which share the 2 cores with the gateway, cost less CPU.
 * Driven by the parent (run.ts) over IPC.
 *
 * With `sse` > 0, that many of its connections are SSE streams instead (`GET /connection/sse`, the
 * connect and subscribe commands in `cf_connect`, the response read as chunked HTTP/1.1 as a browser
 * gets it), answering pings with `POST /emulation` as the centrifuge client does.
 */
import { randomBytes } from 'node:crypto'
import { Agent, request } from 'node:http'
import { connect, type Socket } from 'node:net'

type Msg =
  | { cmd: 'connect'; url: string; count: number; sse?: number; concurrency: number }
  | { cmd: 'storm' }
  | { cmd: 'report' }
  | { cmd: 'close' }

const now = () => performance.timeOrigin + performance.now()
const CHANNEL = 'sport:football'
const sockets = new Set<Socket>()
let host = '127.0.0.1'
let port = 0
let path = '/connection/websocket'
let latencies: number[] = []
let published: number[] = []
/** Latencies of the SSE connections only (also in `latencies`). */
let sseLatencies: number[] = []
let subscribed = 0
let failures = 0

function send(m: unknown) {
  process.send?.(m)
}

/** A masked (zero key: allowed by RFC 6455 and cheap) client text frame. */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text)
  const len = payload.length
  const head = len < 126 ? 2 : 4
  const out = Buffer.alloc(head + 4 + len)
  out[0] = 0x81
  if (len < 126) out[1] = 0x80 | len
  else {
    out[1] = 0x80 | 126
    out.writeUInt16BE(len, 2)
  }
  payload.copy(out, head + 4) // mask key 0000: payload unchanged
  return out
}
const PONG = clientFrame('{}')
const HELLO = clientFrame(`{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"${CHANNEL}"}}`)

/** Every socket of this process reads into this buffer; a read is handled before the next one. */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024)

/** Opens one connection; resolves when subscribed, rejects on failure. */
function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const s: Socket = connect({
      host,
      port,
      noDelay: true,
      onread: {
        buffer: READ_BUFFER,
        callback: (n: number, b: Uint8Array) => {
          onData(Buffer.from(b.buffer, b.byteOffset, n))
          return true
        },
      },
    })
    let handshaken = false
    let done = false
    let buf: Buffer = Buffer.alloc(0)
    const fail = (why: string) => {
      if (!done) {
        done = true
        s.destroy()
        reject(new Error(why))
      }
    }
    s.on('connect', () => {
      const key = randomBytes(16).toString('base64')
      s.write(
        `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      )
    })
    const onData = (chunk: Buffer) => {
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk
      parse()
      // What is left (a partial frame) must not stay in the shared read buffer.
      if (buf.length && buf.buffer === READ_BUFFER.buffer) buf = Buffer.from(buf)
    }
    const parse = () => {
      if (!handshaken) {
        const end = buf.indexOf('\r\n\r\n')
        if (end < 0) return
        if (!buf.subarray(0, 12).toString().includes('101')) return fail('handshake refused')
        handshaken = true
        buf = buf.subarray(end + 4)
        s.write(HELLO)
      }
      while (buf.length >= 2) {
        const op = buf[0]! & 0x0f
        let len = buf[1]! & 0x7f
        let off = 2
        if (len === 126) {
          if (buf.length < 4) break
          len = buf.readUInt16BE(2)
          off = 4
        } else if (len === 127) {
          if (buf.length < 10) break
          len = buf.readUInt32BE(6)
          off = 10
        }
        if (buf.length < off + len) break
        const payload = buf.subarray(off, off + len)
        buf = buf.subarray(off + len)
        if (op === 8) {
          s.destroy()
          return
        }
        if (op !== 1) continue
        if (len === 2 && payload[0] === 0x7b && payload[1] === 0x7d) {
          s.write(PONG)
          continue
        }
        const text = payload.toString('latin1')
        const ts = text.indexOf('"ts":')
        if (text.startsWith('{"push"') && ts > 0) {
          const sent = parseFloat(text.slice(ts + 5))
          latencies.push(now() - sent)
          published.push(sent)
          continue
        }
        if (!done && text.includes('"id":2')) {
          done = true
          if (text.includes('"error"')) {
            s.destroy()
            reject(new Error(text))
            return
          }
          sockets.add(s)
          subscribed++
          resolve()
        }
      }
    }
    s.on('error', () => {})
    s.on('close', () => {
      if (sockets.delete(s)) subscribed--
      fail('closed')
    })
  })
}

const SSE_CONNECT = encodeURIComponent(`{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"${CHANNEL}"}}`)
/** Pongs of the SSE connections: POST /emulation over a few kept-alive sockets. */
const emulationAgent = new Agent({ keepAlive: true, maxSockets: 16 })

function pong(session: string, node: string): void {
  const body = JSON.stringify({ session, node, data: '{}' })
  const req = request(
    {
      host,
      port,
      path: '/emulation',
      method: 'POST',
      agent: emulationAgent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => res.resume(),
  )
  req.on('error', () => {})
  req.end(body)
}

/** Opens one SSE connection (HTTP/1.1, chunked); resolves when subscribed, rejects on failure. */
function openSse(): Promise<void> {
  return new Promise((resolve, reject) => {
    const s: Socket = connect({
      host,
      port,
      noDelay: true,
      onread: {
        buffer: READ_BUFFER,
        callback: (n: number, b: Uint8Array) => {
          onData(Buffer.from(b.buffer, b.byteOffset, n))
          return true
        },
      },
    })
    let headers = false
    let done = false
    let raw = '' // undecoded chunked body (latin1: every marker looked for is ASCII)
    let text = '' // decoded event stream
    let session = ''
    let node = ''
    const fail = (why: string) => {
      if (!done) {
        done = true
        s.destroy()
        reject(new Error(why))
      }
    }
    s.on('connect', () => {
      s.write(
        `GET ${ssePath}?cf_connect=${SSE_CONNECT} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\n\r\n`,
      )
    })
    const onData = (chunk: Buffer) => {
      raw += chunk.toString('latin1')
      if (!headers) {
        const end = raw.indexOf('\r\n\r\n')
        if (end < 0) return
        if (!raw.startsWith('HTTP/1.1 200')) return fail('refused')
        headers = true
        raw = raw.slice(end + 4)
      }
      // Chunked transfer coding: "<hex size>\r\n<data>\r\n".
      for (;;) {
        const eol = raw.indexOf('\r\n')
        if (eol < 0) break
        const size = parseInt(raw.slice(0, eol), 16)
        if (raw.length < eol + 2 + size + 2) break
        text += raw.slice(eol + 2, eol + 2 + size)
        raw = raw.slice(eol + 2 + size + 2)
      }
      let i: number
      while ((i = text.indexOf('\n\n')) >= 0) {
        const event = text.slice(0, i).replace(/^[\r\n]+/, '') // the stream starts with a blank line
        text = text.slice(i + 2)
        if (!event.startsWith('data: ')) continue
        const data = event.slice(6)
        if (data === '{}') {
          if (session) pong(session, node)
          continue
        }
        const ts = data.indexOf('"ts":')
        if (data.startsWith('{"push"') && ts > 0) {
          const sent = parseFloat(data.slice(ts + 5))
          const l = now() - sent
          latencies.push(l)
          sseLatencies.push(l)
          published.push(sent)
          continue
        }
        if (data.includes('"id":1')) {
          session = /"session":"([^"]+)"/.exec(data)?.[1] ?? ''
          node = /"node":"([^"]+)"/.exec(data)?.[1] ?? ''
          if (!session) return fail(data)
        } else if (!done && data.includes('"id":2')) {
          done = true
          if (data.includes('"error"')) {
            s.destroy()
            reject(new Error(data))
            return
          }
          sockets.add(s)
          subscribed++
          resolve()
        }
      }
    }
    s.on('error', () => {})
    s.on('close', () => {
      if (sockets.delete(s)) subscribed--
      fail('closed')
    })
  })
}

/** Like a real client: retries a failed connect after a short, jittered backoff. */
async function openWithRetry(sse = false): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await (sse ? openSse() : open())
      return
    } catch {
      failures++
      if (attempt > 20) return
      await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt) * (0.5 + Math.random())))
    }
  }
}

/** Opens `count` connections, the last `sse` of them SSE streams (spread over the run: every k-th). */
async function connectMany(count: number, concurrency: number, sse = 0): Promise<void> {
  let next = 0
  const every = sse > 0 ? count / sse : Infinity
  let sseLeft = sse
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++
        const asSse = sseLeft > 0 && Math.floor((i + 1) / every) > Math.floor(i / every)
        if (asSse) sseLeft--
        await openWithRetry(asSse)
      }
    }),
  )
}

let target = 0
let targetSse = 0
const ssePath = '/connection/sse'

process.on('message', async (m: Msg) => {
  if (m.cmd === 'connect') {
    const u = new URL(m.url)
    host = u.hostname
    port = Number(u.port)
    path = u.pathname
    target = m.count
    targetSse = m.sse ?? 0
    failures = 0
    const t = now()
    await connectMany(m.count, m.concurrency, targetSse)
    send({ type: 'connected', subscribed, failures, ms: now() - t })
  } else if (m.cmd === 'storm') {
    // Every connection dropped at once, then all reconnect at once (no concurrency cap).
    failures = 0
    for (const s of sockets) s.destroy()
    await new Promise((r) => setTimeout(r, 20))
    const t = now()
    await connectMany(target, target, targetSse)
    send({ type: 'connected', subscribed, failures, ms: now() - t })
  } else if (m.cmd === 'report') {
    send({ type: 'report', latencies, published, subscribed, sseLatencies })
    latencies = []
    published = []
    sseLatencies = []
  } else if (m.cmd === 'close') {
    for (const s of sockets) s.destroy()
    process.exit(0)
  }
})
send({ type: 'ready' })
