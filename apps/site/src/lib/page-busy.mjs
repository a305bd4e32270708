// A page whose render failed because the database was too busy to answer in time goes out as 503 with
// Retry-After instead of Next.js's 500 page: the visitor (and nginx, a crawler, a monitor) learns it is
// the load and when to come back, and no cache keeps it (the micro-cache and nginx keep 200s and 404s).
//
// Next.js catches a page's render error itself and answers its 500 page; the error never reaches
// server.mjs. So the site's PostgreSQL pool (src/lib/db.ts) notes each "busy" error (src/lib/db-busy.ts:
// no pool connection within DATABASE_POOL_WAIT_MS, a statement cut at DATABASE_STATEMENT_TIMEOUT_MS, ...)
// in the state of the request it ran for, kept by this AsyncLocalStorage, and when that request's
// answer starts as a 500, it starts as a 503 instead. A page that got over a busy read and rendered
// keeps its status; a 500 with no busy read in its request (a bug) stays 500. A page whose headers
// were already sent (an error later in a streamed page) cannot change its status.
import { AsyncLocalStorage } from 'node:async_hooks'

/** The AsyncLocalStorage on globalThis: db-busy.ts (bundled into Next.js's server) reaches it through the same key. */
export const PAGE_BUSY = Symbol.for('travel-site.page-busy')
/** Seconds in the Retry-After of a busy page: DATABASE_BUSY_RETRY_AFTER_S of db-busy.ts, as the API's 503s. */
export const PAGE_BUSY_RETRY_AFTER_S = 5

/** @type {AsyncLocalStorage<{ busy: boolean }>} */
const requests = (globalThis[PAGE_BUSY] ??= new AsyncLocalStorage())

/**
 * Runs `render` (Next.js's handler for this request) so that a 500 answer it starts after a database
 * too busy to answer becomes 503 with Retry-After and Cache-Control: no-store.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => unknown} render
 * @param {{ log?: Pick<Console, 'warn'> }} [options]
 */
export function answerBusyPage(req, res, render, { log = console } = {}) {
  const state = { busy: false }
  const { writeHead } = res
  // Next.js starts every answer through writeHead (Node calls it for an implicit header too).
  res.writeHead = function (status, ...args) {
    if (status === 500 && state.busy) {
      status = 503
      if (typeof args[0] === 'string') args.shift() // "Internal Server Error"
      const headers = args[0]
      if (headers && typeof headers === 'object' && !Array.isArray(headers))
        for (const name of Object.keys(headers)) if (/^(retry-after|cache-control)$/i.test(name)) delete headers[name]
      this.setHeader('Retry-After', String(PAGE_BUSY_RETRY_AFTER_S))
      this.setHeader('Cache-Control', 'no-store')
      log.warn(
        JSON.stringify({
          level: 'warn',
          time: Date.now(),
          name: 'page',
          msg: 'database busy: page answered 503',
          url: req.url,
        }),
      )
    }
    return writeHead.call(this, status, ...args)
  }
  return requests.run(state, render)
}
