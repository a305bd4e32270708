import { readFileSync, readdirSync } from 'node:fs'
import type { Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { GatewayHandle } from '../src/gateway.js'
import { RawClient, cleanup, publish, startGateway, waitFor, wsUrl } from './helpers.js'

afterEach(cleanup)

describe('the fan-out writes through public APIs only', () => {
  it('no source file reaches into Node internals (process.binding, a socket handle)', () => {
    const dir = new URL('../src/', import.meta.url)
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => /\.binding\(|\b_handle\b|internalBinding/.test(readFileSync(new URL(f, dir), 'utf8')))
    expect(offenders).toEqual([])
  })
})

describe('fan-out to a reader that falls behind', () => {
  let gw: GatewayHandle

  const COUNT = 250 // 15 MB: more than the loopback socket buffers take, so the socket holds what the kernel does not
  it('delivers every publication in order once it reads again, with the backlog held by the socket meanwhile', async () => {
    gw = await startGateway({ maxSendBuffer: 64 * 1024 * 1024 })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:football' } })
    await raw.reply(2)
    const socket = (raw.ws as unknown as { _socket: Socket })._socket
    socket.pause()
    const chunk = 'z'.repeat(60_000)
    for (let n = 0; n < COUNT; n++) await publish(gw, 'sport:football', { n, chunk })
    const server = [...(gw.gateway as unknown as { clients: Set<{ ws: { bufferedAmount: number } }> }).clients][0]!
    // The kernel's buffers are full: the rest waits in the gateway's socket, counted for the 3008 limit.
    expect(server.ws.bufferedAmount).toBeGreaterThan(0)
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
    expect(pushes.map((m: any) => m.push.pub.data.n)).toEqual(Array.from({ length: COUNT }, (_, i) => i))
    await waitFor(() => server.ws.bufferedAmount === 0, 5000, 'the backlog written')
  })
})
