type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Payload answers a request to a collection without REST endpoints (its own payload-migrations) with
 * 501 `Cannot GET http://0.0.0.0:3500/api/payload-migrations`: the request's whole URL, which Next.js
 * builds from the address and port the site binds. Nothing is implemented there for a visitor, so the
 * answer is the API's 404 naming only the path (Payload's error shape), with Payload's other headers.
 */
export const hideNoEndpoints =
  (handler: Handler): Handler =>
  async (req, ctx) => {
    const res = await handler(req, ctx)
    if (res.status !== 501) return res
    await res.body?.cancel()
    const headers = new Headers(res.headers)
    headers.delete('content-length')
    headers.set('content-type', 'application/json')
    const body = { errors: [{ message: `Not found: ${new URL(req.url).pathname}` }] }
    return new Response(JSON.stringify(body), { status: 404, headers })
  }
