import type { Endpoint, PayloadRequest } from 'payload'
import { cachedMatchList, matchDetail } from './rpc-handlers'
import { describeIssues, footballDetailSchema, footballListSchema, proxyRequestSchema } from './rpc-schemas'
import { secretMatches } from '../lib/secrets'

/** Centrifugo client protocol error codes used in RPC answers. */
export const RPC_ERRORS = {
  internal: 100,
  methodNotFound: 104,
  badRequest: 107,
  /** Application code (Centrifugo reserves 400-1999 for applications): no match with that slug. */
  matchNotFound: 404,
} as const

export const RPC_METHODS = { list: 'sport:football', detail: 'sport:footballDetail' } as const

type Answer = { result: { data: unknown } } | { error: { code: number; message: string; temporary?: boolean } }

const ok = (data: unknown): Answer => ({ result: { data } })
const fail = (code: number, message: string, temporary = false): Answer => ({
  error: { code, message, ...(temporary ? { temporary } : {}) },
})

/** Answers one RPC (already authenticated). Exported for tests. */
export async function answerRpc(req: Pick<PayloadRequest, 'payload'>, body: unknown): Promise<Answer> {
  const envelope = proxyRequestSchema.safeParse(body)
  if (!envelope.success) return fail(RPC_ERRORS.badRequest, describeIssues(envelope.error))
  const { method, data } = envelope.data
  const params = data ?? {}
  try {
    if (method === RPC_METHODS.list) {
      const input = footballListSchema.safeParse(params)
      if (!input.success) return fail(RPC_ERRORS.badRequest, describeIssues(input.error))
      const { items } = await cachedMatchList(req.payload, input.data)
      return ok(items)
    }
    if (method === RPC_METHODS.detail) {
      const input = footballDetailSchema.safeParse(params)
      if (!input.success) return fail(RPC_ERRORS.badRequest, describeIssues(input.error))
      const match = await matchDetail(req.payload, input.data.slug)
      return match ? ok(match) : fail(RPC_ERRORS.matchNotFound, `match not found: ${input.data.slug}`)
    }
  } catch (e) {
    req.payload.logger.error({ err: e, method }, 'realtime rpc failed')
    return fail(RPC_ERRORS.internal, 'internal error', true)
  }
  return fail(RPC_ERRORS.methodNotFound, `unknown method ${method}`)
}

/**
 * POST /api/realtime/rpc: the endpoint the gateway's RPC proxy calls (Centrifugo's proxy shape),
 * checked by the shared secret header (REALTIME_RPC_PROXY_SECRET, header
 * REALTIME_RPC_PROXY_SECRET_HEADER, default X-Realtime-Secret). Answers {result:{data}} or
 * {error:{code, message}} with HTTP 200, as Centrifugo's proxy expects.
 */
export const rpcEndpoint: Endpoint = {
  path: '/realtime/rpc',
  method: 'post',
  handler: async (req) => {
    const expected = process.env.REALTIME_RPC_PROXY_SECRET
    if (!expected) return Response.json({ error: 'the RPC proxy secret is not configured' }, { status: 503 })
    const header = process.env.REALTIME_RPC_PROXY_SECRET_HEADER || 'X-Realtime-Secret'
    if (!secretMatches(req.headers.get(header), expected)) return Response.json({ error: 'forbidden' }, { status: 403 })
    let body: unknown
    try {
      body = req.json ? await req.json() : undefined
    } catch {
      return Response.json(fail(RPC_ERRORS.badRequest, 'the body is not JSON'))
    }
    return Response.json(await answerRpc(req, body), { headers: { 'Cache-Control': 'no-store' } })
  },
}
