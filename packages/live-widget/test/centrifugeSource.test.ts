// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { centrifugeOptions, createCentrifugeSource, transportEndpoints, wsUrl } from '../src/data/centrifugeSource'
import { fakeLogger } from './fixtures'
import { MatchListUnavailable } from '../src/data/rpc'

describe('gateway URL', () => {
  it('is {host}/ws', () => {
    expect(wsUrl('https://live.example.com')).toBe('wss://live.example.com/ws')
    expect(wsUrl('http://localhost:8000/')).toBe('ws://localhost:8000/ws')
    expect(wsUrl('wss://live.example.com')).toBe('wss://live.example.com/ws')
    expect(wsUrl('live.example.com', 'https:')).toBe('wss://live.example.com/ws')
    expect(wsUrl('localhost:8000', 'http:')).toBe('ws://localhost:8000/ws')
    expect(wsUrl('wss://live.example.com/ws')).toBe('wss://live.example.com/ws')
    expect(wsUrl('ws://h/connection/websocket')).toBe('ws://h/connection/websocket')
  })
})

describe('transports', () => {
  it('are WebSocket first, then HTTP-streaming, then SSE, on the same host and path prefix, with the emulation endpoint', () => {
    expect(transportEndpoints('https://live.example.com')).toEqual({
      transports: [
        { transport: 'websocket', endpoint: 'wss://live.example.com/ws' },
        { transport: 'http_stream', endpoint: 'https://live.example.com/connection/http_stream' },
        { transport: 'sse', endpoint: 'https://live.example.com/connection/sse' },
      ],
      emulationEndpoint: 'https://live.example.com/emulation',
    })
    const local = transportEndpoints('localhost:8000', 'http:')
    expect(local.transports.map((t) => t.endpoint)).toEqual([
      'ws://localhost:8000/ws',
      'http://localhost:8000/connection/http_stream',
      'http://localhost:8000/connection/sse',
    ])
    expect(transportEndpoints('wss://h/rt/connection/websocket').transports[1]!.endpoint).toBe(
      'https://h/rt/connection/http_stream',
    )
    expect(transportEndpoints('wss://h/rt/ws').emulationEndpoint).toBe('https://h/rt/emulation')
  })

  it('are given to the client', () => {
    const source = createCentrifugeSource({ host: 'https://live.example.com', logger: fakeLogger() })
    const c = source.client as unknown as {
      _transports: { transport: string }[]
      _config: { emulationEndpoint: string }
    }
    expect(c._transports.map((t) => t.transport)).toEqual(['websocket', 'http_stream', 'sse'])
    expect(c._config.emulationEndpoint).toBe('https://live.example.com/emulation')
    source.close()
  })
})

describe('centrifuge client options', () => {
  it("uses SPEC's real-time defaults", () => {
    expect(centrifugeOptions()).toEqual({
      minReconnectDelay: 500,
      maxReconnectDelay: 20000,
      timeout: 5000,
      maxServerPingDelay: 10000,
      debug: false,
    })
    expect(centrifugeOptions(true, { timeout: 1 })).toMatchObject({ debug: true, timeout: 1 })
  })
})

describe('createCentrifugeSource without a server', () => {
  it('starts disconnected, does not connect until used, and gives up as unavailable soon when the gateway is unreachable', async () => {
    const logger = fakeLogger()
    const source = createCentrifugeSource({
      host: 'ws://127.0.0.1:9', // nothing listens on the discard port
      logger,
      retry: { sleep: async () => {} },
      centrifugeOptions: { timeout: 200, minReconnectDelay: 10, maxReconnectDelay: 20 },
    })
    expect(source.getState()).toBe('disconnected')
    const states: string[] = []
    source.onStateChange((s) => states.push(s))
    const started = Date.now()
    // No 60 s wait per attempt (12 attempts: 12 minutes of loader): once the client's own connection
    // attempts have failed (SPEC: retried 3 more times), every RPC fails at once.
    await expect(source.fetchMatches('en')).rejects.toBeInstanceOf(MatchListUnavailable)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(states).toContain('connecting')
    expect(logger.error).toHaveBeenCalled()
    expect(logger.log).not.toHaveBeenCalledWith('Data is empty...')
    source.close()
    expect(source.getState()).toBe('disconnected')
  })
})

describe('bindSubscription (recovery after reconnect)', () => {
  function fakeSub() {
    const listeners = new Map<string, Set<(ctx: never) => void>>()
    return {
      subscribeCalls: 0,
      unsubscribeCalls: 0,
      on(ev: string, fn: (ctx: never) => void) {
        ;(listeners.get(ev) ?? listeners.set(ev, new Set()).get(ev)!).add(fn)
        return this
      },
      removeListener(ev: string, fn: (ctx: never) => void) {
        listeners.get(ev)?.delete(fn)
        return this
      },
      subscribe() {
        this.subscribeCalls++
      },
      unsubscribe() {
        this.unsubscribeCalls++
      },
      emit(ev: string, ctx: unknown) {
        listeners.get(ev)?.forEach((fn) => fn(ctx as never))
      },
    }
  }

  it('passes publications as updates and refetches only when recovery failed', async () => {
    const { bindSubscription } = await import('../src/data/centrifugeSource')
    const sub = fakeSub()
    const updates: unknown[] = []
    let resyncs = 0
    const unbind = bindSubscription(sub as never, { onUpdate: (d) => updates.push(d), onResync: () => resyncs++ })
    expect(sub.subscribeCalls).toBe(1)
    sub.emit('subscribed', { wasRecovering: false, recovered: false }) // first subscribe: nothing missed
    expect(resyncs).toBe(0)
    sub.emit('publication', { data: { slug: 'a', matchTime: 3 } })
    expect(updates).toEqual([{ slug: 'a', matchTime: 3 }])
    sub.emit('subscribed', { wasRecovering: true, recovered: true }) // reconnect, all recovered
    expect(resyncs).toBe(0)
    sub.emit('subscribed', { wasRecovering: true, recovered: false }) // reconnect, recovery failed
    expect(resyncs).toBe(1)
    sub.emit('subscribed', { wasRecovering: false, recovered: false }) // reconnect without recovery
    expect(resyncs).toBe(2)
    unbind()
    expect(sub.unsubscribeCalls).toBe(1)
    sub.emit('publication', { data: { slug: 'b' } })
    expect(updates).toHaveLength(1)
  })
})

describe('createCentrifugeSource subscriptions', () => {
  it('shares one channel subscription between widgets and keeps it until the last one leaves', () => {
    const source = createCentrifugeSource({
      host: 'ws://127.0.0.1:9',
      logger: fakeLogger(),
      centrifugeOptions: { minReconnectDelay: 10_000 },
    })
    const a = source.subscribe({ onUpdate: () => {}, onResync: () => {} })
    const sub = source.client.getSubscription('sport:football')
    expect(sub).not.toBeNull()
    const b = source.subscribe({ onUpdate: () => {}, onResync: () => {} })
    expect(source.client.getSubscription('sport:football')).toBe(sub)
    expect(source.getState()).not.toBe('disconnected') // subscribing starts the connection
    a()
    expect(source.client.getSubscription('sport:football')).toBe(sub)
    b()
    expect(source.client.getSubscription('sport:football')).toBeNull()
    source.close()
    expect(source.getState()).toBe('disconnected')
  })
})
