// A page whose render fails because the database was too busy to answer in time (no pool connection
// within DATABASE_POOL_WAIT_MS, a statement cut at its timeout) goes out as 503 with Retry-After, not
// as Next.js's 500 page: server.mjs renders each page through answerBusyPage (src/lib/page-busy.mjs),
// and the site's pool notes such an error for the request in progress (src/lib/db.ts, db-busy.ts).
// `render` below stands in for Next.js's handler (which needs a build): it reads from Payload as a page
// does, and on an error answers as Next.js does, statusCode 500 and its error page. The database
// work is real: the suite's Payload, its pool taken, its tables locked.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerBusyPage } from '../../src/lib/page-busy.mjs'
import { testPayload } from './payload'
import { describePostgres } from './postgres-only'

// Short bounds so the busy cases answer quickly; set before Payload starts (src/lib/db.ts).
process.env.DATABASE_POOL_WAIT_MS = '2000'
process.env.DATABASE_STATEMENT_TIMEOUT_MS = '2000'

let payload: Payload
let server: http.Server
let base: string
/** What each page request's render does instead of the default read (set per case). */
let pageWork: () => Promise<unknown>

/** Next.js's part, as far as status goes: a render that throws becomes its 500 page. */
async function render(req: http.IncomingMessage, res: http.ServerResponse) {
  try {
    if (req.url === '/en/bug') throw new Error('a bug in the page')
    await pageWork()
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end('<!doctype html><title>Tours</title><p>the page')
  } catch {
    res.statusCode = 500
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.end('<!doctype html><title>500</title><p>Internal Server Error')
  }
}

async function get(path = '/en/tours') {
  const res = await fetch(`${base}${path}`)
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    cacheControl: res.headers.get('cache-control'),
    body: await res.text(),
  }
}

const readTours = () => payload.find({ collection: 'tours', limit: 1, depth: 0 })

beforeAll(async () => {
  payload = await testPayload()
  server = http.createServer((req, res) => answerBusyPage(req, res, () => render(req, res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('pages and a database that answers', () => {
  it('a page that renders is sent as it is', async () => {
    pageWork = readTours
    const page = await get()
    expect(page.status).toBe(200)
    expect(page.retryAfter).toBeNull()
    expect(page.body).toContain('the page')
  })

  it('a page that fails for another reason stays 500 (the server’s fault, not the load)', async () => {
    pageWork = async () => {
      await readTours()
      throw new Error('a bug in the page')
    }
    const page = await get()
    expect(page.status).toBe(500)
    expect(page.retryAfter).toBeNull()
  })
})

describePostgres('pages while the database is too busy (PostgreSQL)', () => {
  const pool = () => (payload.db as unknown as { pool: pg.Pool }).pool
  /** Checks out every free connection of the site's pool; returns the release. */
  async function holdPool() {
    const p = pool()
    const max = (p as unknown as { options: { max: number } }).options.max
    const held: pg.PoolClient[] = []
    for (let i = max - (p.totalCount - p.idleCount); i > 0; i--) held.push(await p.connect())
    return () => held.forEach((c) => c.release())
  }

  it('no pool connection in time: 503 with Retry-After, not cached; then the page again', async () => {
    pageWork = readTours
    const release = await holdPool()
    try {
      const pages = await Promise.all([get(), get('/pt/tours'), get('/en/guides')])
      for (const page of pages) {
        expect(page.status).toBe(503)
        expect(Number(page.retryAfter)).toBeGreaterThan(0)
        expect(page.cacheControl).toContain('no-store')
      }
    } finally {
      release()
    }
    expect((await get()).status).toBe(200)
  }, 60_000)

  it('a statement cut at its timeout (a lock held too long): 503 with Retry-After', async () => {
    pageWork = readTours
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await locker.connect()
    try {
      await locker.query('begin')
      await locker.query('lock table tours in access exclusive mode')
      const page = await get()
      expect(page.status).toBe(503)
      expect(Number(page.retryAfter)).toBeGreaterThan(0)
    } finally {
      await locker.query('rollback').catch(() => undefined)
      await locker.end()
    }
    expect((await get()).status).toBe(200)
  }, 60_000)

  it('a busy read the page got over (it rendered anyway) stays 200; one request’s busy read is not another’s', async () => {
    const release = await holdPool()
    try {
      pageWork = () => readTours().catch(() => null) // a page that shows something without the tours
      const survived = await get()
      expect(survived.status).toBe(200)
      expect(survived.retryAfter).toBeNull()
      // at the same time: a page that fails on the busy database, and one that fails on a bug
      pageWork = readTours
      const busy = get('/en/tours')
      const bug = get('/en/bug')
      const [a, b] = await Promise.all([busy, bug])
      expect(a.status).toBe(503)
      expect(b.status).toBe(500)
      expect(b.retryAfter).toBeNull()
    } finally {
      release()
    }
  }, 60_000)
})
