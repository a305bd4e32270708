// Payload's REST API (the route the site serves at /api) on the suite's database, SQLite or PostgreSQL:
// a `where` that does not fit the collection is the visitor's error (400), not the server's (500).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { BAD_QUERY_MESSAGE, isBadQueryError } from '../../src/lib/query-errors'
import { testPayload } from './payload'

let payload: Payload
let get: (url: string) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  const { REST_GET } = await import('@payloadcms/next/routes')
  const handler = REST_GET(payload.config as never)
  get = (url) => {
    const u = new URL(url, 'http://localhost')
    const slug = u.pathname.replace(/^\/api\//, '').split('/')
    return handler(new Request(u), { params: Promise.resolve({ slug }) })
  }
})

describe('a where that does not fit the collection', () => {
  it('answers 400 with a clear message', async () => {
    const seen: string[] = []
    for (const url of [
      '/api/pages?where=abc',
      '/api/pages?where=%5B',
      '/api/pages?where[createdAt][greater_than]=notadate',
      '/api/pages?where[updatedAt][equals]=x',
      '/api/guides?where[createdAt][greater_than][0]=x',
      '/api/tours?where[cover][equals]=abc',
      '/api/tours?where[gallery][in]=x',
      '/api/tours?where[slug][near]=1,2',
    ]) {
      const res = await get(url)
      const body = await res.json()
      seen.push(`${res.status} ${url}`)
      // Some of these PostgreSQL answers with no match instead of an error; never a 500.
      if (res.status !== 200) expect([res.status, body.errors?.[0]?.message], url).toEqual([400, BAD_QUERY_MESSAGE])
    }
    // Parsing `where` fails the same way whatever the database; SQLite fails on every one of them.
    expect(seen.filter((s) => s.startsWith('400 /api/pages?where=')).length).toBe(2)
    const { dialect } = await import('../../src/lib/db')
    if (dialect() === 'sqlite') expect(seen.filter((s) => !s.startsWith('400 '))).toEqual([])
  })

  it('leaves good queries, and errors that already are a client error, alone', async () => {
    const ok = await get('/api/pages?where[slug][equals]=nothing-here')
    expect(ok.status).toBe(200)
    expect((await ok.json()).docs).toEqual([])
    const unknown = await get('/api/pages?where[nosuchfield][equals]=x')
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors[0].message).toMatch(/cannot be queried: nosuchfield/)
  })
})

describe('isBadQueryError', () => {
  it('keeps the server’s own failures at 500: no where, an unreachable or busy database', () => {
    const q = '/api/pages?where[a][equals]=b'
    expect(isBadQueryError(new Error('Failed query'), q)).toBe(true)
    expect(isBadQueryError(new Error('Failed query'), '/api/pages?limit=3')).toBe(false)
    expect(
      isBadQueryError(
        Object.assign(new Error('Failed query'), {
          cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
        }),
        q,
      ),
    ).toBe(false)
    expect(
      isBadQueryError(Object.assign(new Error('Failed query'), { cause: { message: 'x', code: '57P01' } }), q),
    ).toBe(false)
    expect(
      isBadQueryError(
        Object.assign(new Error('Failed query'), { cause: { message: 'database is locked', code: 'SQLITE_BUSY' } }),
        q,
      ),
    ).toBe(false)
    expect(isBadQueryError(Object.assign(new Error('invalid input syntax'), { cause: { code: '22P02' } }), q)).toBe(
      true,
    )
    expect(isBadQueryError(Object.assign(new Error('Forbidden'), { status: 403 }), q)).toBe(false)
  })
})
