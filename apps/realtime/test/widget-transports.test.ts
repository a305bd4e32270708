import { afterEach, describe, expect, it } from 'vitest'
import type { Options } from 'centrifuge'
import WebSocket from 'ws'

/** The part of the widget's data source used here (its module is loaded as the widget's bundler sees it, not type-checked here). */
interface WidgetSource {
  fetchMatches(lang: string): Promise<unknown[]>
  subscribe(h: { onUpdate: (d: unknown) => void; onResync: () => void }): () => void
  close(): void
  followers(): Promise<number | null>
  client: { getSubscription(ch: string): { state: string } | null }
}
const WIDGET_DATA = '@travel/live-widget/data'
const { createCentrifugeSource } = (await import(WIDGET_DATA)) as {
  createCentrifugeSource(o: { host: string; logger: unknown; centrifugeOptions: Partial<Options> }): WidgetSource
}
import { cleanup, publish, startGateway, startProxy, waitFor } from './helpers.js'
import { TestEventSource } from './eventsource.js'

afterEach(cleanup)

const quietLogger = { log: () => {}, warn: () => {}, error: () => {} }

/** A WebSocket that a proxy or firewall on the way refuses: it fails as soon as it is made. */
class BlockedWebSocket {
  onopen: (() => void) | null = null
  onerror: ((e: unknown) => void) | null = null
  onclose: ((e: { code: number; reason: string }) => void) | null = null
  onmessage: ((e: unknown) => void) | null = null
  readyState = 0
  constructor() {
    setTimeout(() => {
      this.readyState = 3
      this.onerror?.(new Error('blocked'))
      this.onclose?.({ code: 1006, reason: '' })
    }, 5)
  }
  send(): void {}
  close(): void {}
}

/** The widget's data source, as the page makes it, against the real gateway: RPC, live updates. */
async function exercise(
  gwHost: string,
  gw: Parameters<typeof publish>[0],
  websocket: unknown,
  streamingBlocked = false,
) {
  // A proxy that refuses the streaming response (e.g. one that buffers it): its fetch fails.
  const fetchFn = (url: string, init?: RequestInit) =>
    streamingBlocked && String(url).endsWith('/connection/http_stream')
      ? Promise.reject(new TypeError('blocked'))
      : fetch(url, init)
  const source = createCentrifugeSource({
    host: gwHost,
    logger: quietLogger,
    centrifugeOptions: {
      websocket: websocket as Options['websocket'],
      eventsource: TestEventSource as unknown as Options['eventsource'],
      fetch: fetchFn as unknown as Options['fetch'],
      minReconnectDelay: 50,
      maxReconnectDelay: 200,
    },
  })
  const matches = await source.fetchMatches('en')
  const updates: unknown[] = []
  const unsubscribe = source.subscribe({ onUpdate: (d) => updates.push(d), onResync: () => {} })
  await waitFor(() => source.client.getSubscription('sport:football')?.state === 'subscribed', 5000, 'subscribed')
  await publish(gw, 'sport:football', { slug: 'a-b', matchTime: 12 })
  await waitFor(() => updates.length === 1, 3000, 'live update')
  const transport = (source.client as unknown as { _transport: { name(): string } })._transport.name()
  unsubscribe()
  source.close()
  return { matches, updates, transport }
}

describe("the widget's data source on each transport", () => {
  it('uses the WebSocket when it opens, HTTP-streaming when WebSockets are blocked, SSE when the streaming response is refused too', async () => {
    const proxy = await startProxy((b) => ({
      result: { data: (b.data as { period: string }).period === 'live' ? [{ slug: 'a-b' }] : [] },
    }))
    const gw = await startGateway({ rpcProxyUrl: proxy.url })
    const host = `http://127.0.0.1:${gw.port}`
    const viaWs = await exercise(host, gw, WebSocket)
    expect(viaWs).toEqual({
      matches: [{ slug: 'a-b' }],
      updates: [{ slug: 'a-b', matchTime: 12 }],
      transport: 'websocket',
    })
    const viaStream = await exercise(host, gw, BlockedWebSocket)
    expect(viaStream.transport).toBe('http_stream')
    expect(viaStream.updates).toEqual([{ slug: 'a-b', matchTime: 12 }])
    const viaSse = await exercise(host, gw, BlockedWebSocket, true)
    expect(viaSse.transport).toBe('sse')
    expect(viaSse.matches).toEqual([{ slug: 'a-b' }])
    expect(proxy.calls.map((c) => c.body.transport)).toEqual(['websocket', 'http_stream', 'sse'])
  })
})

describe('the widget\'s "N following" against the gateway', () => {
  const live = { name: 'sport', historySize: 10, historyTtlSeconds: 60, allowSubscribeForAnonymous: true }

  async function watchers(gw: Parameters<typeof publish>[0], n: number) {
    const sources: WidgetSource[] = []
    for (let i = 0; i < n; i++) {
      const s = createCentrifugeSource({
        host: `http://127.0.0.1:${gw.port}`,
        logger: quietLogger,
        centrifugeOptions: { websocket: WebSocket as unknown as Options['websocket'] },
      })
      s.subscribe({ onUpdate: () => {}, onResync: () => {} })
      await waitFor(() => s.client.getSubscription('sport:football')?.state === 'subscribed', 5000, 'subscribed')
      sources.push(s)
    }
    return sources
  }

  it('counts the widgets watching when the namespace has presence for (anonymous) subscribers', async () => {
    const gw = await startGateway({
      namespaces: [{ ...live, presence: true, allowPresenceForSubscriber: true, allowPresenceForAnonymous: true }],
    })
    const sources = await watchers(gw, 3)
    expect(await sources[0]!.followers()).toBe(3)
    sources[2]!.close()
    await new Promise((r) => setTimeout(r, 100))
    expect(await sources[1]!.followers()).toBe(2)
    for (const s of sources) s.close()
  })

  it('answers null (the widget hides the count) where the gateway has presence off, as by default', async () => {
    const gw = await startGateway({ namespaces: [live] })
    const [s] = await watchers(gw, 1)
    expect(await s!.followers()).toBeNull()
    s!.close()
  })
})
