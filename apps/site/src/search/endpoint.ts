import type { Endpoint } from 'payload'
import { clientAddress, Limiter } from '../lib/rate-limit'
import { MAX_QUERY_LENGTH, suggest } from './index'
import { parseQuery } from './text'

/** Suggestions as you type: a visitor types a few letters a second at most; 120 a minute leaves room for several tabs. */
export const suggestLimiter = new Limiter('search-suggest', 120, 60)

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/**
 * GET /api/search/suggest?q=&locale= → {suggestions: [{title, url, collection}]}, the best titles for
 * the words typed so far (the last one a prefix). Public and the same for everyone, so cacheable for a
 * minute; rate-limited per address. Bad input answers 200 with no suggestions, or 400 with a message
 * when the query is over the length limit; never a 500.
 */
export const suggestEndpoint: Endpoint = {
  path: '/search/suggest',
  method: 'get',
  handler: async (req) => {
    const limit = await suggestLimiter.hit(clientAddress(req.headers))
    if (!limit.ok)
      return json({ error: 'Too many searches: wait a moment.', suggestions: [] }, 429, {
        'Retry-After': String(limit.retryAfterS),
      })
    const params = new URL(req.url ?? 'http://x/', 'http://x').searchParams
    const q = params.get('q') ?? ''
    const parsed = parseQuery(q)
    if (parsed.kind === 'too-long')
      return json({ error: `A search has at most ${MAX_QUERY_LENGTH} characters.`, suggestions: [] }, 400)
    if (parsed.kind !== 'words') return json({ suggestions: [] }, 200, { 'Cache-Control': 'public, max-age=60' })
    const suggestions = await suggest(req.payload, q, params.get('locale') ?? undefined)
    return json({ suggestions }, 200, { 'Cache-Control': 'public, max-age=60' })
  },
}
