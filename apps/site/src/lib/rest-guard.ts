type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const MAX_JSON_BYTES = 2 * 1024 * 1024

/**
 * Payload answers a malformed JSON body (or JSON that is not an object) with a 500. This guard answers it the way the rest of the
 * API answers bad input: 400 with a message, and an oversized JSON body with 413.
 */
export const guardJsonBody =
  (handler: Handler): Handler =>
  async (req, ctx) => {
    const type = req.headers.get('content-type') ?? ''
    if (type.includes('application/json')) {
      const length = Number(req.headers.get('content-length') ?? 0)
      if (length > MAX_JSON_BYTES)
        return Response.json({ errors: [{ message: 'The request body is too large' }] }, { status: 413 })
      const text = await req.clone().text()
      if (text.length > MAX_JSON_BYTES)
        return Response.json({ errors: [{ message: 'The request body is too large' }] }, { status: 413 })
      if (text.trim() !== '') {
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          return Response.json({ errors: [{ message: 'The request body is not valid JSON' }] }, { status: 400 })
        }
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          return Response.json({ errors: [{ message: 'The request body must be a JSON object' }] }, { status: 400 })
        }
      }
    }
    return handler(req, ctx)
  }
