// REALTIME_URL may list several gateway nodes (`npm run cluster`): they share publications through
// Redis, so an update goes to any of them; a node that is away must not hold live updates back.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { LivePublisher } from '../../src/football/publisher'
import { freePort } from './redis-server'

const received: { node: string; channel: string }[] = []
const servers: http.Server[] = []
async function node(name: string): Promise<string> {
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      received.push({ node: name, channel: JSON.parse(raw).channel })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let live: string
let down: string
beforeAll(async () => {
  live = await node('live')
  down = `http://127.0.0.1:${await freePort()}` // nothing listens there: a killed node
})
afterAll(() => servers.forEach((s) => s.close()))

const quiet = { info() {}, warn() {}, error() {}, debug() {} }

it('sends to the next node at once when the first one is away, and stays with the one that answers', async () => {
  // A backoff of 10 s: an update that waited for it would miss the deadline below.
  const publisher = new LivePublisher({
    url: () => `${down}, ${live}`,
    apiKey: () => 'k',
    baseDelayMs: 10_000,
    logger: quiet,
  })
  const started = Date.now()
  publisher.publish('football:a', { n: 1 })
  publisher.publish('football:b', { n: 2 })
  await publisher.idle()
  expect(Date.now() - started).toBeLessThan(3000)
  expect(received.map((r) => r.channel)).toEqual(['football:a', 'football:b'])
  expect(publisher.stats).toMatchObject({ sent: 2, dropped: 0 })
})

it('retries an update the gateway answers with a temporary error, as Centrifugo marks them, instead of dropping it', async () => {
  const answers = ['{"error":{"code":100,"message":"internal server error","temporary":true}}', '{}']
  const seen: string[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      seen.push(JSON.parse(raw).channel)
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(answers.shift() ?? '{}')
    })
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const publisher = new LivePublisher({
    url: () => url,
    apiKey: () => 'k',
    baseDelayMs: 10,
    maxDelayMs: 50,
    logger: quiet,
  })
  publisher.publish('football:t', { n: 1 })
  await publisher.idle()
  expect(seen).toEqual(['football:t', 'football:t'])
  expect(publisher.stats).toMatchObject({ sent: 1, dropped: 0, retried: 1 })
})
