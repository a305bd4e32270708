import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueFormToken } from '../../src/form-token/server'
import { limitStoreKind, resetLimitStore } from '../../src/lib/rate-limit'
import { createContactForm, testPayload } from './payload'
import { freePort, throwawayRedis } from './redis-server'

// Real Redis at 127.0.0.1:6379 (the CI's), a key prefix of our own per run; a second, throw-away
// redis-server for the outage test.
const REDIS = 'redis://127.0.0.1:6379'
const prefix = `test-limits-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
let formId: number
let n = 0
const saved = {
  REDIS_URL: process.env.REDIS_URL,
  RATE_LIMIT_PREFIX: process.env.RATE_LIMIT_PREFIX,
  TRUST_PROXY: process.env.TRUST_PROXY,
}
const inspect = new Redis(REDIS, { lazyConnect: true })

beforeAll(async () => {
  const payload = await testPayload()
  process.env.AGENCY_EMAIL = 'agency@example.com'
  process.env.TRUST_PROXY = '1' // the test is the proxy: its X-Forwarded-For entry is the visitor
  process.env.RATE_LIMIT_PREFIX = prefix
  formId = await createContactForm(payload, 'Contact (shared limits)')
  await inspect.connect()
})

afterAll(async () => {
  const keys = await inspect.keys(`${prefix}:*`)
  if (keys.length) await inspect.del(...keys)
  inspect.disconnect()
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  await resetLimitStore()
})

async function post(address: string) {
  const { default: config } = await import('../../src/payload.config')
  const started = Date.now()
  const res = await handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/form-submissions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'X-Form-Token': issueFormToken() },
      body: JSON.stringify({
        form: formId,
        submissionData: [
          { field: 'name', value: 'Ana Lima' },
          { field: 'email', value: 'ana@example.com' },
          { field: 'message', value: `Hello number ${++n}` },
        ],
      }),
    }),
  })
  await res.arrayBuffer()
  return { status: res.status, ms: Date.now() - started }
}

async function useRedis(url: string) {
  process.env.REDIS_URL = url
  await resetLimitStore()
  const until = Date.now() + 5000
  while (limitStoreKind() !== 'redis' && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
}

describe('limits shared through Redis (REDIS_URL)', () => {
  it('counts in Redis, so a limit holds for an instance that never saw the earlier posts', async () => {
    await useRedis(REDIS)
    expect(limitStoreKind()).toBe('redis')
    for (let i = 0; i < 5; i++) expect((await post('203.0.113.20')).status).toBe(201)
    expect(await inspect.get(`${prefix}:contact-form:203.0.113.20`)).toBe('5')
    // A fresh instance: nothing in its memory, the count is in Redis.
    await useRedis(REDIS)
    expect((await post('203.0.113.20')).status).toBe(429)
    expect((await post('203.0.113.21')).status).toBe(201)
  })

  it("holds the limit on an instance's very first post after it starts (its Redis connection still opening)", async () => {
    await useRedis(REDIS)
    for (let i = 0; i < 5; i++) expect((await post('203.0.113.22')).status).toBe(201)
    // A fresh instance, asked at once: the count must not go to its empty memory while Redis connects.
    process.env.REDIS_URL = REDIS
    await resetLimitStore()
    expect((await post('203.0.113.22')).status).toBe(429)
  })

  it('keeps serving when Redis goes away, with the limit still held in memory (fail-open to memory)', async () => {
    const port = await freePort()
    const { server, kill } = await throwawayRedis(port)
    try {
      await useRedis(`redis://127.0.0.1:${port}`)
      expect(limitStoreKind()).toBe('redis')
      expect((await post('203.0.113.30')).status).toBe(201)
      expect((await post('203.0.113.30')).status).toBe(201)
      await kill()
      const after: { status: number; ms: number }[] = []
      for (let i = 0; i < 6; i++) after.push(await post('203.0.113.30'))
      // every request answered, quickly; the in-memory twin counts from the outage on
      expect(after.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429])
      for (const a of after) expect(a.ms).toBeLessThan(3000)
      expect(limitStoreKind()).toBe('memory')
    } finally {
      server.kill('SIGKILL')
    }
  })

  it('starts and serves with an unreachable REDIS_URL, limits held in memory', async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`
    await resetLimitStore()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await post('203.0.113.40')).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
