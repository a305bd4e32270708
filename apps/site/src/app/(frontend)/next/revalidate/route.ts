import { parseRevalidation, revalidateNow, REVALIDATE_HEADER, verifyRevalidateToken } from '../../../../lib/revalidate'

/**
 * POST /next/revalidate: the site's own follow-up revalidation (lib/revalidate.ts), a moment after a
 * change, for pages a render in flight stored stale. Only the server itself can make its token.
 */
export async function POST(req: Request): Promise<Response> {
  if (!verifyRevalidateToken(req.headers.get(REVALIDATE_HEADER)))
    return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
  let body: unknown
  try {
    body = await req.json()
  } catch {
    return Response.json({ errors: [{ message: 'The request body is not valid JSON' }] }, { status: 400 })
  }
  const job = parseRevalidation(body)
  if (!job)
    return Response.json(
      { errors: [{ message: 'Expected {paths: string[], tags?: string[], layout?: boolean}' }] },
      { status: 400 },
    )
  await revalidateNow(job)
  return new Response(null, { status: 204 })
}
