// The search page's per-address limit, applied by server.mjs before Next.js renders the page.
//
// Each search (the search page with a query: `/search?q=`, `/pt/pesquisa?q=`, ... in every language,
// however the path is spelled) costs the database a ranked full-text query and its excerpts; 10
// clients in a loop held the page at a 731 ms median on SQLite. Past `points` searches in `durationS`
// seconds an address gets 429 with Retry-After and a short page in the address's language (its texts
// are the search page's, src/i18n/messages), with the form to search again; Next.js is not called. The
// 429 is never stored by a cache (nginx keeps 200 and 404 only, the micro-cache 200 only), so one
// visitor's limit is never shown to another. The page without a query is not counted.
//
// Counted as src/lib/rate-limit.ts counts the site's other limits (a .ts module server.mjs cannot load):
// rate-limiter-flexible, in Redis under RATE_LIMIT_PREFIX when REDIS_URL is set (so the limit holds
// across instances), else in this process; when Redis cannot answer, in this process's memory until it
// is back (fail open to memory, never to no limit, never to an error page).
import fs from 'node:fs'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { internalPath, localizePath, ROUTE_LOCALES } from '../i18n/paths.mjs'
import { routedPath } from './body-limit.mjs'
import { CLIENT_ADDRESS_HEADER, networkOf } from './client-address.mjs'

const FIRST_CONNECT_MS = 1000 // as rate-limit.ts: the first counts wait for Redis rather than count alone

/**
 * The language of a request for the search page with a query (a `q` that is not blank), else null.
 * @param {string} url
 */
export function searchQueryLocale(url) {
  const cut = url.indexOf('?')
  if (cut < 0) return null
  if (!new URLSearchParams(url.slice(cut + 1)).getAll('q').some((v) => v.trim())) return null
  const path = routedPath(url)
  if (!path) return null
  const { locale, path: route } = internalPath(path)
  return route === `/${locale}/search` ? locale : null
}

/** True for a GET or HEAD of the search page with a query: the requests the limit counts. */
export const isSearchQuery = (/** @type {import('node:http').IncomingMessage} */ req) =>
  (req.method === 'GET' || req.method === 'HEAD') && searchQueryLocale(req.url || '/') !== null

/** @type {Map<string, Record<string, string>>} */
const texts = new Map()
/** The search page's texts in `locale` (messages `search`). */
function searchTexts(locale) {
  let t = texts.get(locale)
  if (!t) {
    const file = new URL(`../i18n/messages/${locale}.json`, import.meta.url)
    t = JSON.parse(fs.readFileSync(file, 'utf8')).search
    texts.set(locale, /** @type {Record<string, string>} */ (t))
  }
  return /** @type {Record<string, string>} */ (t)
}

const escape = (/** @type {string} */ s) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The 429 page: the search page's title, why, and its form filled with the query. */
export function limitedPage(locale, query) {
  const t = searchTexts(ROUTE_LOCALES.includes(locale) ? locale : ROUTE_LOCALES[0])
  const action = localizePath(locale, '/search')
  return `<!doctype html>
<html lang="${escape(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t.title)}</title>
<style>body{font-family:Roboto,system-ui,sans-serif;max-width:760px;margin:40px auto;padding:0 16px;color:#212B36;line-height:1.5}input,button{font:inherit;padding:8px 12px}</style>
</head>
<body>
<main>
<h1>${escape(t.title)}</h1>
<p role="alert">${escape(t.tooMany)}</p>
<form role="search" method="get" action="${escape(action)}">
<label for="q">${escape(t.label)}</label>
<input id="q" type="search" name="q" value="${escape(query.slice(0, 200))}" maxlength="200">
<button type="submit">${escape(t.submit)}</button>
</form>
</main>
</body>
</html>
`
}

/**
 * `answer(req, res)`: resolves true when it answered the request with 429 (the address is over the
 * limit), false when the page may be rendered (also for any request that is not a search). Never rejects.
 * `points` 0 turns the limit off.
 * @param {{ points?: number, durationS?: number, env?: Record<string, string | undefined>, log?: Pick<Console, 'warn'> }} [options]
 */
export function createSearchPageLimit({ points = 30, durationS = 60, env = process.env, log = console } = {}) {
  /** @type {Promise<import('rate-limiter-flexible').RateLimiterAbstract> | undefined} */
  let backend
  /** @type {Redis | null} */
  let redis = null
  let warnedAt = 0

  function limiter() {
    if (backend) return backend
    const url = env.REDIS_URL?.trim()
    const keyPrefix = `${env.RATE_LIMIT_PREFIX?.trim() || 'site:limits'}:search-page`
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationS })
    if (!url) return (backend = Promise.resolve(memory))
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 250, 5000),
    })
    redis = client
    client.on('error', (err) => {
      if (Date.now() - warnedAt < 60_000) return
      warnedAt = Date.now()
      log.warn(`search page limit: Redis unreachable, counting in this process until it is back (${err.message})`)
    })
    client.on('ready', () => (warnedAt = 0))
    const limit = new RateLimiterRedis({
      storeClient: client,
      keyPrefix,
      points,
      duration: durationS,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    })
    backend = new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        resolve(limit)
      }
      const timer = setTimeout(done, FIRST_CONNECT_MS)
      client.once('ready', done)
      client.once('error', done)
      client.once('end', done)
    })
    return backend
  }

  /** Counts one search for `key`: null while under the limit, else the seconds to wait. */
  async function hit(key) {
    let r
    try {
      r = await (await limiter()).consume(key, 1)
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) {
        log.warn(`search page limit not applied: the limiter failed (${/** @type {Error} */ (e)?.message})`)
        return null
      }
      r = e
    }
    return r.consumedPoints <= points ? null : Math.max(1, Math.ceil(r.msBeforeNext / 1000))
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function answer(req, res) {
    if (points === 0 || !isSearchQuery(req)) return false
    const url = req.url || '/'
    const locale = searchQueryLocale(url) ?? ROUTE_LOCALES[0]
    const address = networkOf(String(req.headers[CLIENT_ADDRESS_HEADER] ?? 'unknown'))
    const wait = await hit(address)
    if (wait === null) return false
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('q') ?? ''
    const body = limitedPage(locale, query)
    res.writeHead(429, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'retry-after': String(wait),
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  async function close() {
    const r = redis
    redis = null
    backend = undefined
    if (r) await r.quit().catch(() => r.disconnect())
  }

  return { answer, close }
}
