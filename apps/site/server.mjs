#!/usr/bin/env node
// The site's production server: Next.js's own request handler (what `next start` runs), with the
// page micro-cache (src/lib/page-cache.mjs) in front of it. PORT (3000), HOST (0.0.0.0),
// PAGE_CACHE_TTL_MS (1000; 0 turns the cache off), PAGE_CACHE_MAX_MB (64), TRUST_PROXY (0: the
// number of proxies in front; the client address every limit uses, src/lib/client-address.mjs),
// SCRIPTS_AFTER_HERO (1; 0 leaves Next.js's script tags as they are, src/lib/page-scripts.mjs),
// SEARCH_PAGE_LIMIT (30: searches a minute per address, then 429; 0 turns it off).
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, parse } from 'node:url'
import { answerMalformed } from './src/lib/malformed-url.mjs'
import { createBodyLimit } from './src/lib/body-limit.mjs'
import { createPageFinisher, gatewaySource } from './src/lib/page-csp.mjs'
import { scriptsAfterHero } from './src/lib/page-scripts.mjs'
import { stampClientAddress, trustStampedAddress } from './src/lib/client-address.mjs'
import { createPageCache, PAGE_CACHE, SELF_URL } from './src/lib/page-cache.mjs'
import { createSearchPageLimit, isSearchQuery } from './src/lib/search-page-limit.mjs'
import { renderPage, servePage } from './src/lib/serve-page.mjs'
import { designNotFound } from './src/lib/not-found-page.mjs'
import { answerBusyPage } from './src/lib/page-busy.mjs'
import { REVALIDATE_BROADCAST, startRevalidationBroadcast } from './src/lib/revalidate-broadcast.mjs'

const dir = path.dirname(fileURLToPath(import.meta.url))

function whole(name, fallback, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
    process.exit(2)
  }
  return Number(raw)
}

process.env.NODE_ENV = 'production' // before Next.js loads
const { default: next } = await import('next')
const port = whole('PORT', 3000, { min: 1, max: 65535 })
const hostname = process.env.HOST || '0.0.0.0'
const cache = createPageCache({
  ttlMs: whole('PAGE_CACHE_TTL_MS', 1000, { max: 3_600_000 }),
  maxBytes: whole('PAGE_CACHE_MAX_MB', 64, { min: 1, max: 16_384 }) * 1024 * 1024,
})
const limitBody = createBodyLimit() // API_BODY_LIMIT_MB (2), UPLOAD_BODY_LIMIT_MB (21, /api/media)
// Each HTML page's script-src: its own inline scripts' hashes, no 'unsafe-inline'; connect-src: this gateway.
const gateway = gatewaySource(process.env.REALTIME_PUBLIC_URL || process.env.NEXT_PUBLIC_REALTIME_URL)
// Each page as it goes out: Next.js's scripts behind the hero image, and its policy's hashes.
const finish = createPageFinisher({
  rewrite: whole('SCRIPTS_AFTER_HERO', 1, { max: 1 }) ? scriptsAfterHero : undefined,
})
const policy = { gateway, finish } // the same for every request
globalThis[PAGE_CACHE] = cache
// REDIS_URL: a publish on any instance revalidates this one too, and this one's reach the others
// (Next.js's cache and the micro-cache; src/lib/revalidate-broadcast.mjs).
if (process.env.REDIS_URL?.trim())
  globalThis[REVALIDATE_BROADCAST] = startRevalidationBroadcast({
    url: process.env.REDIS_URL.trim(),
    purge: () => cache.purge(),
    selfUrl: () => globalThis[SELF_URL],
  })
const trustProxy = whole('TRUST_PROXY', 0, { max: 10 })
// Searches (the search page with a query) an address may make a minute; 0 turns the limit off.
const searchLimit = createSearchPageLimit({ points: whole('SEARCH_PAGE_LIMIT', 30, { max: 1_000_000 }) })
trustStampedAddress() // every request of this process carries the address computed below

const app = next({ dev: false, dir, hostname, port })
await app.prepare()
const nextHandler = app.getRequestHandler()
// A page's 404 goes out as the site's 404 page, drawn on the server (src/lib/not-found-page.mjs).
const notFoundPage = { selfUrl: () => globalThis[SELF_URL] }
// A page whose render failed on a database too busy to answer in time: 503 with Retry-After, not
// Next.js's 500 page (src/lib/page-busy.mjs; the pool notes such errors, src/lib/db.ts).
const handle = (req, res, parsedUrl) => {
  designNotFound(req, res, notFoundPage)
  return answerBusyPage(req, res, () => nextHandler(req, res, parsedUrl)).catch((err) => {
    console.error(`Failed to handle request for ${req.url}`, err)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
}
const server = http.createServer((req, res) => {
  // First of all: the visitor's address from the socket and TRUST_PROXY, in a header no visitor can set.
  stampClientAddress(req, trustProxy)
  if (limitBody(req, res)) return // an /api body past its limit: 413 at once, the rest never read
  // A path that does not decode: the 404 page, rendered with the page policy as every page is (uncached).
  const notFound = (path) => renderPage(req, res, policy, () => handle(req, res, parse(path, true)))
  if (answerMalformed(req, res, notFound)) return
  const serve = () => servePage(req, res, { cache, policy, render: () => handle(req, res) })
  if (!isSearchQuery(req)) return serve()
  // A search past the address's limit: 429 in its language, Next.js never called (src/lib/search-page-limit.mjs).
  searchLimit.answer(req, res).then((answered) => answered || serve())
})

let stopping = false
function stop(signal) {
  if (stopping) return
  stopping = true
  // Stop accepting, let the requests in flight finish (idle keep-alive sockets are closed), then exit.
  server.close(() => app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)))
  server.closeIdleConnections()
  setTimeout(() => process.exit(signal === 'SIGINT' ? 130 : 143), 5000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

// An idle keep-alive socket is closed by the side with the shorter timeout. Node's 5 s default is
// shorter than any client's or proxy's (nginx's upstream keepalive_timeout is 60 s), so a request
// sent on a socket as the server closes it was reset (ECONNRESET, or a 502 behind nginx).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.on('upgrade', (req, socket) => socket.destroy()) // no WebSocket here: the gateway serves them
server.listen(port, hostname, () => {
  // The site's own follow-up revalidations (lib/revalidate.ts) come back through this address.
  const own = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
  globalThis[SELF_URL] = `http://${own.includes(':') ? `[${own}]` : own}:${server.address().port}`
  console.log(
    `site ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (page cache ${cache.ttlMs ? `${cache.ttlMs} ms` : 'off'})`,
  )
})
