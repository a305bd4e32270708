/**
 * The page micro-cache: public pages kept in memory as finished responses (headers + encoded body),
 * in front of Next.js's request handler in the same process (apps/site/server.mjs).
 *
 * Next.js already serves a statically generated page from its own cache, but it still walks its
 * router, rebuilds the headers and encodes the cached HTML string for every request; a 48 KB guide
 * costs it about twice what an empty page does. The micro-cache answers a repeat request with one
 * write of bytes it already has, compressed once rather than per request.
 *
 * It only keeps what Next.js itself would send unchanged to every visitor: a 200 from Next.js's
 * static/ISR cache (`x-nextjs-cache` HIT, MISS or REVALIDATED, never STALE), publicly cacheable
 * (`s-maxage`, not private / no-store), without Set-Cookie, varying on nothing but the headers below.
 * Requests it never answers: anything but GET/HEAD; /admin, /api, /next and /_next; client-side
 * navigation and prefetch requests (the RSC headers, `_rsc`); draft previews and signed-in visitors
 * (the preview or payload-token cookie); Authorization.
 *
 * Freshness: entries live `ttlMs` (default 1 s, like the nginx micro-cache in deploy/). A publish
 * purges everything at once (lib/revalidate.ts calls purge() next to revalidatePath), and for
 * `settleMs` after a purge nothing is stored, while Next.js applies its own revalidation (it does so
 * when the editor's request ends) — so a page rendered before the change cannot be kept.
 */

import { chunkBuffer } from './response-chunk.mjs'

/** Where the running server's cache is found by code bundled by Next.js (same process, same globalThis). */
export const PAGE_CACHE = Symbol.for('travel.pageCache')
/** Where the production server listens (`http://host:port`), for requests the site makes to itself. */
export const SELF_URL = Symbol.for('travel.selfUrl')

const SKIP_PATH = /^\/(?:admin|api|next|_next)(?:[/?]|$)/
const SKIP_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data|payload-token)=/
const CLIENT_NAV_HEADERS = [
  'rsc',
  'next-action',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-url',
]
/** Response Vary names the key covers: Accept-Encoding is in the key, the others are never on a request we answer. */
const VARY_OK = new Set(['accept-encoding', ...CLIENT_NAV_HEADERS])
/** Not replayed: set per connection / response by Node.js, or recomputed. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'x-page-cache'])
const FROM_NEXT_CACHE = new Set(['HIT', 'MISS', 'REVALIDATED'])

/**
 * @param {{ ttlMs?: number, settleMs?: number, maxBytes?: number, maxEntryBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({
  ttlMs = 1000,
  settleMs = 2000,
  maxBytes = 64 * 1024 * 1024,
  maxEntryBytes = 2 * 1024 * 1024,
  now = () => performance.now(),
} = {}) {
  /** key -> entry; Map order is least recently used first. */
  const entries = new Map()
  let bytes = 0
  let generation = 0
  let storeAfter = -Infinity
  const stats = { purges: 0, evicted: 0 }

  /** @param {import('node:http').IncomingMessage} req */
  function answerable(req) {
    if (ttlMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const url = req.url
    if (!url || url[0] !== '/' || SKIP_PATH.test(url) || url.includes('_rsc=')) return false
    const h = req.headers
    for (const name of CLIENT_NAV_HEADERS) if (h[name] !== undefined) return false
    if (h.authorization !== undefined) return false
    if (h.cookie && SKIP_COOKIE.test(h.cookie)) return false
    return true
  }

  const keyOf = (req) => `${req.headers.host ?? ''} ${req.url} ${req.headers['accept-encoding'] ?? ''}`

  function drop(key) {
    const e = entries.get(key)
    if (!e) return
    entries.delete(key)
    bytes -= e.body.length
  }

  function store(key, status, headers, chunks, size, gen) {
    if (gen !== generation || now() < storeAfter || status !== 200) return
    if (headers['set-cookie'] !== undefined) return
    const cc = String(headers['cache-control'] ?? '')
    if (!/\bs-maxage=\d+/.test(cc) || /\b(?:private|no-store|no-cache)\b/.test(cc)) return
    if (!FROM_NEXT_CACHE.has(String(headers['x-nextjs-cache'] ?? '').toUpperCase())) return
    const vary = String(headers.vary ?? '')
      .toLowerCase()
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    if (vary.some((v) => !VARY_OK.has(v))) return
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)
    const kept = {}
    for (const [k, v] of Object.entries(headers)) if (!NOT_STORED.has(k)) kept[k] = v
    kept['content-length'] = String(body.length)
    kept['x-page-cache'] = 'HIT'
    drop(key)
    entries.set(key, { status, headers: kept, body, expires: now() + ttlMs })
    bytes += body.length
    for (const k of entries.keys()) {
      if (bytes <= maxBytes) break
      drop(k)
      stats.evicted++
    }
  }

  /**
   * Answers the request from memory when it can; otherwise hands it to `next` (Next.js's handler),
   * watching the response to keep it when it qualifies.
   */
  function handle(req, res, next) {
    if (!answerable(req)) return next()
    const key = keyOf(req)
    const e = entries.get(key)
    if (e && now() < e.expires) {
      entries.delete(key) // most recently used goes last
      entries.set(key, e)
      res.writeHead(e.status, e.headers)
      res.end(req.method === 'HEAD' ? undefined : e.body)
      return
    }
    if (e) drop(key) // expired
    if (req.method === 'GET') watch(key, res)
    return next()
  }

  /** Records what Next.js writes for `key` and stores it once the response is finished. */
  function watch(key, res) {
    res.setHeader('x-page-cache', 'MISS')
    const gen = generation
    const chunks = []
    let size = 0
    let tooBig = false
    let headArg = null
    const keep = (chunk, encoding) => {
      if (tooBig || chunk == null || typeof chunk === 'function') return
      const b = chunkBuffer(chunk, encoding)
      size += b.length
      if (size > maxEntryBytes) {
        tooBig = true
        chunks.length = 0
      } else if (b.length) chunks.push(b)
    }
    const { write, end, writeHead } = res
    res.writeHead = function (status, ...rest) {
      headArg = rest.find((a) => a && typeof a === 'object') ?? null
      return writeHead.call(this, status, ...rest)
    }
    res.write = function (chunk, encoding, cb) {
      keep(chunk, encoding)
      return write.call(this, chunk, encoding, cb)
    }
    res.end = function (chunk, encoding, cb) {
      keep(chunk, encoding)
      return end.call(this, chunk, encoding, cb)
    }
    // 'finish': the whole response went out (an aborted or failed one never gets here).
    res.once('finish', () => {
      if (tooBig || Array.isArray(headArg)) return
      const headers = { ...res.getHeaders() }
      if (headArg) for (const [k, v] of Object.entries(headArg)) headers[k.toLowerCase()] = v
      store(key, res.statusCode, headers, chunks, size, gen)
    })
  }

  /** Forgets every page (a publish); nothing is stored again for settleMs. */
  function purge() {
    entries.clear()
    bytes = 0
    generation++
    storeAfter = now() + settleMs
    stats.purges++
  }

  return {
    handle,
    purge,
    ttlMs,
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
    stats,
  }
}
