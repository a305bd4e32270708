/**
 * The second transport: HTTP-streaming (`POST /connection/http_stream`) and Server-Sent Events
 * (`GET|POST /connection/sse`), as Centrifugo serves them. The response is the stream of replies and
 * pushes; the client sends its later commands with `POST /emulation {session, node, data}`, which any
 * node accepts and hands to the node holding the stream (through the broker by node id).
 *
 * A StreamConnection offers the Client the few parts of ws's WebSocket it uses, so that commands,
 * pings, limits and the fan-out are the same code on every transport. The WebSocket fan-out path is
 * untouched: a stream has no raw socket for `sendFramed`, so it takes the `send` fallback, and the
 * framed bytes of a publication are built once for all streams of a kind (see frameOf).
 */
import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'

export type TransportName = 'websocket' | 'http_stream' | 'sse'

/** The parts of ws's WebSocket the Client uses. */
export interface Connection {
  readonly readyState: number
  readonly bufferedAmount: number
  send(data: string | Buffer, options: { binary: boolean }): void
  close(code: number, reason: string): void
  terminate(): void
  once(event: 'close', listener: () => void): unknown
}

const SSE_HEAD = Buffer.from('data: ')
const SSE_TAIL = Buffer.from('\n\n')
const NL = Buffer.from('\n')

/** The last payload framed for each kind: a publication's payload is one Buffer for all its subscribers. */
const last = {
  sse: { payload: null as Buffer | null, framed: null as Buffer | null },
  stream: { payload: null as Buffer | null, framed: null as Buffer | null },
}

/**
 * One JSON reply (or push) as the transport carries it: a line for HTTP-streaming, a `data:` event
 * for SSE (a reply never holds a newline; should one, each line becomes a `data:` line, which
 * EventSource joins back with newlines).
 */
export function frameOf(data: string | Buffer, sse: boolean): Buffer {
  if (Buffer.isBuffer(data)) {
    const slot = sse ? last.sse : last.stream
    if (slot.payload === data && slot.framed) return slot.framed
    const framed = sse ? frameSse(data) : Buffer.concat([data, NL])
    slot.payload = data
    slot.framed = framed
    return framed
  }
  return sse ? frameSse(Buffer.from(data)) : Buffer.from(data + '\n')
}

function frameSse(payload: Buffer): Buffer {
  if (payload.indexOf(10) < 0) return Buffer.concat([SSE_HEAD, payload, SSE_TAIL])
  return Buffer.from(`data: ${payload.toString().replace(/\n/g, '\ndata: ')}\n\n`)
}

/** A client connection over a streaming HTTP response. */
export class StreamConnection extends EventEmitter implements Connection {
  /** 1 open, 2 closing (disconnect written), 3 closed: ws's values. */
  readyState = 1

  constructor(
    private readonly res: ServerResponse,
    readonly sse: boolean,
  ) {
    super()
    res.once('close', () => {
      this.readyState = 3
      this.emit('close')
    })
    res.on('error', () => {})
  }

  /** What the response and its socket still hold (the slow-client check). */
  get bufferedAmount(): number {
    return this.res.writableLength
  }

  send(data: string | Buffer): void {
    if (this.readyState !== 1) return
    this.res.write(frameOf(data, this.sse))
  }

  /**
   * A stream has no close frame: the code and reason go as a disconnect push, as Centrifugo sends
   * them on its non-WebSocket transports, then the response ends.
   */
  close(code: number, reason: string): void {
    if (this.readyState !== 1) return
    this.readyState = 2
    this.res.end(frameOf(`{"push":{"disconnect":{"code":${code},"reason":${JSON.stringify(reason)}}}}`, this.sse))
  }

  terminate(): void {
    this.res.destroy()
  }
}
