// Payload answers a collection without REST endpoints (payload-migrations) with
// 501 `Cannot GET http://0.0.0.0:3500/api/payload-migrations`: the request's whole URL, which in
// production holds the address and port the site binds (Next.js builds it from HOST and PORT). The
// site's API route answers such a request 404, naming only the path.
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './payload'

type Route = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let route: Record<'GET' | 'POST' | 'DELETE' | 'PATCH', Route>

beforeAll(async () => {
  await testPayload()
  route = (await import('../../src/app/(payload)/api/[...slug]/route')) as never
})

/** A request as Next.js hands it to the route: its URL built from the bind address and port. */
function call(method: keyof typeof route, path: string): Promise<Response> {
  const url = new URL(path, 'http://0.0.0.0:3500')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const init: RequestInit = { method }
  if (method === 'POST' || method === 'PATCH')
    Object.assign(init, { body: '{}', headers: { 'content-type': 'application/json' } })
  return route[method](new Request(url, init), { params: Promise.resolve({ slug }) })
}

describe('the API never names the address the site binds', () => {
  it('answers a collection without endpoints 404 with the path only', async () => {
    for (const [method, path] of [
      ['GET', '/api/payload-migrations'],
      ['GET', '/api/payload-migrations/1?depth=0'],
      ['POST', '/api/payload-migrations'],
      ['PATCH', '/api/payload-migrations/1'],
      ['DELETE', '/api/payload-migrations/1'],
    ] as const) {
      const res = await call(method, path)
      const text = await res.text()
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(text).not.toMatch(/0\.0\.0\.0|3500|http:/)
      expect(JSON.parse(text).errors[0].message).toBe(`Not found: ${path.split('?')[0]}`)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
    }
  })

  it('leaves the other answers as Payload gives them', async () => {
    const res = await call('GET', '/api/pages?limit=1')
    expect(res.status).toBe(200)
    expect((await res.json()).docs).toBeDefined()
    const unknown = await call('GET', '/api/no-such-route')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).not.toMatch(/0\.0\.0\.0/)
  })
})
