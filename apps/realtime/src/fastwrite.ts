/**
 * One write of a ready-made buffer straight to a TCP socket's libuv handle, skipping net.Socket's
 * Writable machinery (its per-write request object, state bookkeeping and nextTick). Used by the
 * fan-out, which writes the same frame to thousands of sockets: measured on this project's 2-core
 * machine it is 10-20 % less CPU per socket than `socket.write`, and the write request object is
 * reused while writes complete at once, so a fan-out allocates nothing per subscriber.
 *
 * It relies on Node's `stream_wrap` binding (the same one `net` uses). Where that is missing, or
 * for a socket that has anything queued, `writeDirect` returns false and the caller uses the
 * normal path. A write the kernel does not take whole (a full socket buffer) is finished by libuv
 * in the background, in order; until it is, `writeDirect` refuses that socket, so any later frame
 * goes through the normal path behind it, and `pendingBytes` counts the bytes libuv still holds.
 */
import type { Socket } from 'node:net'

interface WriteReq {
  handle: unknown
  oncomplete: (this: WriteReq, status: number) => void
  async: boolean
  bytes: number
  buffer: Buffer | null
  socket: Socket | null
}

interface StreamBinding {
  WriteWrap: new () => WriteReq
  streamBaseState: Int32Array
  kLastWriteWasAsync: number
}

interface StreamHandle {
  writeBuffer(req: WriteReq, data: Buffer): number
  readonly writeQueueSize: number
}

function loadBinding(): StreamBinding | null {
  try {
    const binding = (process as unknown as { binding(name: string): Partial<StreamBinding> }).binding('stream_wrap')
    if (
      typeof binding.WriteWrap === 'function' &&
      binding.streamBaseState &&
      typeof binding.kLastWriteWasAsync === 'number'
    ) {
      return binding as StreamBinding
    }
  } catch {
    /* not available in this runtime: the normal path is used */
  }
  return null
}

let binding: StreamBinding | null = loadBinding()
/** A request object whose last write completed at once: free for the next write. */
let spare: WriteReq | null = null

/** Tests: run without the binding (false) or with it again (true). */
export function setDirectWrites(enabled: boolean): void {
  binding = enabled ? loadBinding() : null
  spare = null
}

export const directWritesAvailable = (): boolean => binding !== null

/** Direct writes the kernel did not take whole (finished by libuv later): tests check the path is taken. */
export const directWriteStats = { partial: 0 }

function handleOf(socket: Socket): StreamHandle | null {
  const h = (socket as unknown as { _handle?: Partial<StreamHandle> | null })._handle
  return h && typeof h.writeBuffer === 'function' ? (h as StreamHandle) : null
}

/** Called by libuv (through Node) when a write that did not complete at once is done. */
function onComplete(this: WriteReq, status: number): void {
  const socket = this.socket
  this.socket = null
  this.buffer = null
  if (status < 0 && socket && !socket.destroyed) socket.destroy()
}

/**
 * Writes `data` to the socket with one write; false when this path cannot be used (nothing written:
 * the caller writes it the normal way). A write error destroys the socket, as `socket.write` would.
 */
export function writeDirect(socket: Socket, data: Buffer): boolean {
  const b = binding
  if (!b || socket.destroyed || socket.connecting || !socket.writable || socket.writableLength !== 0) return false
  const handle = handleOf(socket)
  // Anything still queued in libuv (an earlier partial write) must go out first: the normal path queues behind it.
  if (!handle || handle.writeQueueSize !== 0) return false
  const req = spare ?? new b.WriteWrap()
  spare = null
  req.handle = handle
  req.oncomplete = onComplete
  req.async = false
  req.bytes = 0
  req.buffer = null
  req.socket = null
  const err = handle.writeBuffer(req, data)
  if (err !== 0) {
    spare = req
    socket.destroy()
    return true
  }
  if (b.streamBaseState[b.kLastWriteWasAsync]) {
    // libuv holds the rest and reports to onComplete; the buffer must stay alive until then.
    req.async = true
    req.buffer = data
    directWriteStats.partial++
    req.socket = socket
  } else {
    spare = req
  }
  return true
}

/** Bytes accepted by the socket's handle but not yet taken by the kernel (partial writes). */
export function pendingBytes(socket: Socket): number {
  return handleOf(socket)?.writeQueueSize ?? 0
}
