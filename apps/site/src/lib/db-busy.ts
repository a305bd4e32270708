/**
 * "The database is too busy to answer this request now": a request that waited its bound for a pool
 * connection (DATABASE_POOL_WAIT_MS), a statement the server cancelled at statement_timeout (or a lock
 * wait), a transaction the server ended at idle_in_transaction_session_timeout, a server out of
 * connection slots, a deadlock or serialization failure, SQLite still busy after its busy timeout.
 * Such a request answers 503 with Retry-After (query-errors.ts for Payload's REST API, the shop's
 * endpoints for theirs): the visitor gets a clear answer at once instead of a request that hangs.
 * A database that is down or misconfigured is not "busy": those errors stay 500.
 */
export const DATABASE_BUSY_RETRY_AFTER_S = 5
export const DATABASE_BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.'

const BUSY_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout|canceling statement due to (statement|lock) timeout|idle-in-transaction timeout|not queryable|sorry, too many clients|remaining connection slots are reserved|SQLITE_BUSY|database is locked/i
// query_canceled (statement_timeout), idle_in_transaction_session_timeout, too_many_connections,
// lock_not_available, serialization_failure, deadlock_detected, cannot_connect_now (starting up)
const BUSY_SQLSTATE = new Set(['57014', '25P03', '53300', '55P03', '40001', '40P01', '57P03'])

function* causes(err: unknown): Generator<{ message?: unknown; code?: unknown }> {
  for (
    let e = err as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && typeof e === 'object' && depth < 8;
    e = e.cause as typeof e, depth++
  )
    yield e
}

/** True when `err` (or an error it wraps: Drizzle's, Payload's) says the database was too busy to answer in time. */
export function isDatabaseBusy(err: unknown): boolean {
  for (const e of causes(err)) {
    if (typeof e.code === 'string' && (BUSY_SQLSTATE.has(e.code) || /^SQLITE_BUSY/.test(e.code))) return true
    if (typeof e.message === 'string' && BUSY_MESSAGE.test(e.message)) return true
  }
  return false
}

/**
 * The page request in progress (lib/page-busy.mjs: server.mjs renders each page inside it), found
 * through globalThis because this file is bundled into Next.js's server and page-busy.mjs is not.
 */
const PAGE_BUSY = Symbol.for('travel-site.page-busy')
type PageState = { busy: boolean }
const pageRequests = () =>
  (globalThis as { [PAGE_BUSY]?: { getStore(): PageState | undefined } })[PAGE_BUSY]?.getStore()

/**
 * Notes a database error for the page request it ran for (db.ts: every query and connection of the
 * pool): when it says the database was too busy, that page's 500 goes out as 503 with Retry-After.
 */
export function noteIfDatabaseBusy(err: unknown): void {
  if (!isDatabaseBusy(err)) return
  const page = pageRequests()
  if (page) page.busy = true
}
