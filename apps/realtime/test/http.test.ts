import { afterEach, describe, expect, it } from 'vitest'
import { API_KEY, RawClient, cleanup, newClient, publish, startGateway, startProxy, waitFor, wsUrl } from './helpers.js'

afterEach(cleanup)

const post = async (port: number, path: string, body: string, headers: Record<string, string>) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers, body })
  return { status: res.status, body: await res.json() }
}

describe('publish API', () => {
  it('accepts X-API-Key and Authorization: apikey, answers {result:{offset, epoch}}', async () => {
    const gw = await startGateway()
    const a = await post(gw.port, '/api/publish', JSON.stringify({ channel: 'sport:football', data: { slug: 'a' } }), {
      'x-api-key': API_KEY,
    })
    expect(a.status).toBe(200)
    expect(a.body.result.offset).toBe(1)
    expect(a.body.result.epoch).toMatch(/^\w+$/)
    const b = await post(gw.port, '/api/publish', JSON.stringify({ channel: 'sport:football', data: { slug: 'b' } }), {
      authorization: `apikey ${API_KEY}`,
    })
    expect(b.body).toEqual({ result: { offset: 2, epoch: a.body.result.epoch } })
  })

  it('answers 401 to a wrong or missing key, and publishes nothing', async () => {
    const gw = await startGateway()
    const body = JSON.stringify({ channel: 'sport:football', data: 1 })
    expect((await post(gw.port, '/api/publish', body, { 'x-api-key': 'wrong' })).status).toBe(401)
    expect((await post(gw.port, '/api/publish', body, { authorization: 'apikey wrong' })).status).toBe(401)
    expect((await post(gw.port, '/api/publish', body, {})).status).toBe(401)
    const ok = await publish(gw, 'sport:football', 2)
    expect(ok.body.result.offset).toBe(1)
  })

  it('refuses everything when no API key is configured', async () => {
    const gw = await startGateway({ apiKey: '' })
    expect((await post(gw.port, '/api/publish', '{"channel":"sport:x","data":1}', { 'x-api-key': '' })).status).toBe(
      401,
    )
  })

  it('answers a malformed body with {error:{code:107, message}}', async () => {
    const gw = await startGateway()
    const h = { 'x-api-key': API_KEY }
    for (const body of [
      '{not json',
      '[]',
      '{"channel":"sport:x"}',
      '{"data":1}',
      '{"channel":"","data":1}',
      '{"channel":5,"data":1}',
    ]) {
      const r = await post(gw.port, '/api/publish', body, h)
      expect(r.status, body).toBe(400)
      expect(r.body.error.code, body).toBe(107)
      expect(typeof r.body.error.message).toBe('string')
    }
    const big = JSON.stringify({ channel: 'sport:x', data: 'x'.repeat(70_000) })
    expect((await post(gw.port, '/api/publish', big, h)).body.error.code).toBe(107)
  })

  it('answers data nested too deeply to serialize with 400 / 107 (publish and broadcast), and publishes on', async () => {
    const gw = await startGateway()
    const h = { 'x-api-key': API_KEY }
    const nest = (n: number) => '['.repeat(n) + ']'.repeat(n)
    const deep = nest(20_000) // JSON.parse takes it; Node 20's JSON.stringify could not, Node 26's can
    for (const [path, body] of [
      ['/api/publish', `{"channel":"sport:football","data":${deep}}`],
      ['/api/broadcast', `{"channels":["sport:football"],"data":${deep}}`],
    ] as const) {
      const r = await post(gw.port, path, body, h)
      expect(r.status, path).toBe(400)
      expect(r.body.error, path).toEqual({ code: 107, message: 'bad request: data is nested too deeply' })
    }
    // The limit is MAX_JSON_DEPTH (100) levels, whatever the Node.js version.
    const over = await post(gw.port, '/api/publish', `{"channel":"sport:football","data":${nest(101)}}`, h)
    expect(over.body.error).toEqual({ code: 107, message: 'bad request: data is nested too deeply' })
    const ok = await post(gw.port, '/api/publish', `{"channel":"sport:football","data":${nest(100)}}`, h)
    expect(ok.status).toBe(200)
    expect(ok.body.result.offset).toBe(1) // the refused ones were not published
  })

  it('answers 102 for a channel in an unknown namespace', async () => {
    const gw = await startGateway()
    const r = await publish(gw, 'nope:x', 1)
    expect(r.body).toEqual({ error: { code: 102, message: 'unknown channel' } })
  })

  it('broadcasts one publication to several channels', async () => {
    const gw = await startGateway()
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:a' } }, { id: 3, subscribe: { channel: 'sport:b' } })
    await raw.reply(3)
    const r = await post(
      gw.port,
      '/api/broadcast',
      JSON.stringify({ channels: ['sport:a', 'sport:b', 'bad:x'], data: { v: 1 } }),
      { 'x-api-key': API_KEY },
    )
    expect(r.body.result.responses).toHaveLength(3)
    expect(r.body.result.responses[0].result.offset).toBe(1)
    expect(r.body.result.responses[2]).toEqual({ error: { code: 102, message: 'unknown channel' } })
    await waitFor(() => raw.messages.filter((m) => m.push).length === 2)
    expect(
      raw.messages
        .filter((m) => m.push)
        .map((m) => m.push.channel)
        .sort(),
    ).toEqual(['sport:a', 'sport:b'])
  })
})

describe('fan-out frames', () => {
  it('delivers publications of every frame length class (7-bit, 16-bit and 64-bit lengths) intact', async () => {
    const gw = await startGateway({ maxMessageSize: 500_000 })
    const raw = await RawClient.open(wsUrl(gw))
    await raw.connect()
    raw.send({ id: 2, subscribe: { channel: 'sport:football' } })
    await raw.reply(2)
    const sizes = [1, 100, 1000, 65_000, 70_000, 200_000]
    for (const n of sizes) expect((await publish(gw, 'sport:football', { s: 'é'.repeat(n) })).status).toBe(200)
    await waitFor(() => raw.messages.filter((m) => m.push).length === sizes.length, 5000, 'all pushes')
    expect(raw.messages.filter((m) => m.push).map((m) => m.push.pub.data.s.length)).toEqual(sizes)
    expect(raw.messages.filter((m) => m.push).every((m) => /^é+$/.test(m.push.pub.data.s))).toBe(true)
  })
})

describe('operations endpoints', () => {
  it('GET /health answers 200 {}', async () => {
    const gw = await startGateway()
    const res = await fetch(`http://127.0.0.1:${gw.port}/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({})
  })

  it('GET /metrics exposes connections, subscriptions, publications, RPC count and latency, disconnects by code', async () => {
    const proxy = await startProxy(() => ({ result: { data: 1 } }))
    const gw = await startGateway({ rpcProxyUrl: proxy.url, staleTimeoutMs: 100 })
    const c = newClient(gw)
    const sub = c.newSubscription('sport:football')
    let pubs = 0
    sub.on('publication', () => pubs++)
    sub.subscribe()
    c.connect()
    await sub.ready(3000)
    await c.rpc('sport:football', {})
    await publish(gw, 'sport:football', { x: 1 })
    await waitFor(() => pubs === 1)
    const stale = await RawClient.open(wsUrl(gw))
    await stale.closed
    const res = await fetch(`http://127.0.0.1:${gw.port}/metrics`, { headers: { authorization: `apikey ${API_KEY}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toMatch(/^realtime_connections 1$/m)
    expect(text).toMatch(/^realtime_subscriptions 1$/m)
    expect(text).toMatch(/^realtime_publications_in_total 1$/m)
    expect(text).toMatch(/^realtime_publications_out_total 1$/m)
    expect(text).toMatch(/^realtime_rpc_total\{result="ok"\} 1$/m)
    expect(text).toMatch(/^realtime_rpc_duration_seconds_count 1$/m)
    expect(text).toMatch(/^realtime_rpc_duration_seconds_bucket\{le="\+Inf"\} 1$/m)
    expect(text).toMatch(/^realtime_disconnects_total\{code="3502"\} 1$/m)
    expect(text).toMatch(/# TYPE realtime_rpc_duration_seconds histogram/)
  })

  it('GET /metrics answers 401 without the API key and 200 with it (X-API-Key or Authorization: apikey)', async () => {
    const gw = await startGateway()
    const get = (headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${gw.port}/metrics`, { headers })
    const anonymous = await get()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).not.toMatch(/realtime_/)
    expect((await get({ 'x-api-key': 'wrong' })).status).toBe(401)
    expect((await get({ 'x-api-key': API_KEY.slice(0, -1) })).status).toBe(401)
    expect((await get({ authorization: `apikey ${API_KEY}x` })).status).toBe(401)
    const withKey = await get({ 'x-api-key': API_KEY })
    expect(withKey.status).toBe(200)
    expect(await withKey.text()).toMatch(/^realtime_connections 0$/m)
    expect((await get({ authorization: `apikey ${API_KEY}` })).status).toBe(200)
  })

  it('GET /metrics is refused to everyone when no API key is configured', async () => {
    const gw = await startGateway({ apiKey: '' })
    for (const headers of [{}, { 'x-api-key': '' }, { authorization: 'apikey ' }] as Record<string, string>[]) {
      expect((await fetch(`http://127.0.0.1:${gw.port}/metrics`, { headers })).status).toBe(401)
    }
  })

  it('serves /metrics without a key on the internal metrics address when one is configured, and nothing else there', async () => {
    const gw = await startGateway({ metricsAddress: '127.0.0.1:0' })
    const internal = `http://127.0.0.1:${gw.gateway.metricsPort}`
    expect(gw.gateway.metricsPort).not.toBe(gw.port)
    const res = await fetch(`${internal}/metrics`)
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/^realtime_connections 0$/m)
    const publishThere = await fetch(`${internal}/api/publish`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY },
      body: '{"channel":"sport:x","data":1}',
    })
    expect(publishThere.status).toBe(404)
    expect((await fetch(`${internal}/ws`)).status).toBe(404)
    // The public port still wants the key.
    expect((await fetch(`http://127.0.0.1:${gw.port}/metrics`)).status).toBe(401)
  })

  it('answers 404 to unknown paths and 426 to a plain GET of the socket path', async () => {
    const gw = await startGateway()
    expect((await fetch(`http://127.0.0.1:${gw.port}/nope`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${gw.port}/ws`)).status).toBe(426)
  })
})
