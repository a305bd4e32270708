import { once } from 'node:events'
import { createServer, connect, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  directWriteStats,
  directWritesAvailable,
  pendingBytes,
  setDirectWrites,
  writeDirect,
} from '../src/fastwrite.js'
import type { GatewayHandle } from '../src/gateway.js'
import { RawClient, cleanup, publish, startGateway, waitFor, wsUrl } from './helpers.js'

/** A connected loopback pair: `server` is the accepted socket (the side that writes, like the gateway). */
async function pair(): Promise<{ server: Socket; client: Socket; srv: Server }> {
  const srv = createServer()
  srv.listen(0, '127.0.0.1')
  await once(srv, 'listening')
  const accepted = once(srv, 'connection')
  const client = connect((srv.address() as { port: number }).port, '127.0.0.1')
  await once(client, 'connect')
  const [server] = (await accepted) as [Socket]
  return { server, client, srv }
}

/** Reads the client side until `total` bytes came, returns them. */
function readAll(client: Socket, total: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let n = 0
  return new Promise((resolve, reject) => {
    client.on('data', (c: Buffer) => {
      chunks.push(c)
      n += c.length
      if (n >= total) resolve(Buffer.concat(chunks))
    })
    client.on('error', reject)
  })
}

const opened: { server: Socket; client: Socket; srv: Server }[] = []
afterEach(async () => {
  setDirectWrites(true)
  for (const p of opened.splice(0)) {
    p.server.destroy()
    p.client.destroy()
    p.srv.close()
  }
  await cleanup()
})

describe('direct socket writes (fastwrite)', () => {
  it('is available on this runtime, so the fan-out uses it', () => {
    expect(directWritesAvailable()).toBe(true)
  })

  it('writes whole buffers in order, mixed with socket.write, reusing its request object', async () => {
    const p = await pair()
    opened.push(p)
    const parts = Array.from({ length: 200 }, (_, i) => Buffer.from(`<${i}>`.padEnd(40, '.')))
    const got = readAll(
      p.client,
      parts.reduce((s, b) => s + b.length, 0),
    )
    for (let i = 0; i < parts.length; i++) {
      if (i % 3 === 2) p.server.write(parts[i]!)
      else if (!writeDirect(p.server, parts[i]!)) p.server.write(parts[i]!)
    }
    expect((await got).equals(Buffer.concat(parts))).toBe(true)
    expect(pendingBytes(p.server)).toBe(0)
  })

  it('a write the kernel does not take whole finishes in the background; later writes queue behind it', async () => {
    const p = await pair()
    opened.push(p)
    p.client.pause() // nothing is read: the kernel buffers fill
    const big = Buffer.alloc(16 * 1024 * 1024)
    for (let i = 0; i < big.length; i += 4) big.writeUInt32LE(i, i)
    expect(writeDirect(p.server, big)).toBe(true)
    // Partial: libuv holds the rest, and the socket is refused until it is written.
    expect(pendingBytes(p.server)).toBeGreaterThan(0)
    const after = Buffer.from('after-the-big-one')
    expect(writeDirect(p.server, after)).toBe(false)
    p.server.write(after) // what the caller does then
    const got = readAll(p.client, big.length + after.length)
    p.client.resume()
    const all = await got
    expect(all.length).toBe(big.length + after.length)
    expect(all.subarray(0, big.length).equals(big)).toBe(true)
    expect(all.subarray(big.length).toString()).toBe('after-the-big-one')
    await waitFor(() => pendingBytes(p.server) === 0, 2000, 'libuv queue drained')
    expect(writeDirect(p.server, Buffer.from('x'))).toBe(true)
  })

  it('refuses a destroyed socket and one with data queued in its Writable', async () => {
    const p = await pair()
    opened.push(p)
    p.server.cork()
    p.server.write('held by cork')
    expect(writeDirect(p.server, Buffer.from('x'))).toBe(false)
    p.server.uncork()
    p.server.destroy()
    expect(writeDirect(p.server, Buffer.from('x'))).toBe(false)
  })

  it('a write to a socket whose peer is gone destroys it instead of throwing', async () => {
    const p = await pair()
    opened.push(p)
    p.client.resetAndDestroy()
    await once(p.server, 'close').catch(() => {}) // the reset may or may not have been seen yet
    const big = Buffer.alloc(1024 * 1024)
    for (let i = 0; i < 5 && !p.server.destroyed; i++) if (!writeDirect(p.server, big)) break
    await waitFor(() => p.server.destroyed, 2000, 'socket destroyed')
    expect(p.server.destroyed).toBe(true)
  })
})

describe('fan-out through the gateway with direct writes', () => {
  let gw: GatewayHandle

  /** A subscriber that stops reading, gets big publications, then reads again: all arrive, in order. */
  const COUNT = 250 // 15 MB: more than the loopback socket buffers take, so some writes are partial
  async function slowReaderGetsAllInOrder(): Promise<number[]> {
    gw = await startGateway({ maxSendBuffer: 64 * 1024 * 1024 })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:football' } })
    await raw.reply(2)
    const socket = (raw.ws as unknown as { _socket: Socket })._socket
    socket.pause()
    const chunk = 'z'.repeat(60_000)
    for (let n = 0; n < COUNT; n++) await publish(gw, 'sport:football', { n, chunk })
    socket.resume()
    const pushes = await waitFor(
      () => {
        const p = raw.messages.filter((m) => m.push)
        return p.length === COUNT && p
      },
      15_000,
      'every publication',
    )
    expect(raw.ws.readyState).toBe(1)
    return pushes.map((m: any) => m.push.pub.data.n)
  }

  it('delivers every publication in order to a reader that fell behind (partial writes, then the normal path)', async () => {
    const partial = directWriteStats.partial
    expect(await slowReaderGetsAllInOrder()).toEqual(Array.from({ length: COUNT }, (_, i) => i))
    expect(directWriteStats.partial).toBeGreaterThan(partial)
  })

  it('delivers the same way where direct writes are not available', async () => {
    setDirectWrites(false)
    expect(directWritesAvailable()).toBe(false)
    const partial = directWriteStats.partial
    expect(await slowReaderGetsAllInOrder()).toEqual(Array.from({ length: COUNT }, (_, i) => i))
    expect(directWriteStats.partial).toBe(partial)
  })
})
