import type { AfterErrorHook } from 'payload'
import { DATABASE_BUSY_MESSAGE, DATABASE_BUSY_RETRY_AFTER_S, isDatabaseBusy } from './db-busy'

/**
 * A REST query whose `where` does not fit the collection (`where=abc`, a date field compared with
 * `notadate`, an upload or relationship compared with a word, `near` on a text field) makes Payload's
 * database layer throw, and Payload answers 500 "An unknown error occurred". The visitor sent a bad
 * query, so this answers 400 with a message that says so. Errors from the database being unreachable
 * stay 500: they are the server's, and whoever runs it must see them as such. A database too busy to
 * answer in time (db-busy.ts: no pool connection within DATABASE_POOL_WAIT_MS, a statement or idle
 * transaction past its timeout) answers 503 with Retry-After (databaseBusyAfterError).
 */
export const BAD_QUERY_MESSAGE =
  'The query is not valid for this collection: check the field names, operators and values in `where`.'

const SERVER_SIDE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|SQLITE_(BUSY|LOCKED|IOERR|FULL|CORRUPT|CANTOPEN|NOMEM|READONLY)|Connection terminated|connection timeout|too many clients|out of memory|disk full/i
// PostgreSQL SQLSTATE classes that are the server's: connection (08), resources (53), operator intervention (57), system (58), internal (XX).
const SERVER_SQLSTATE = /^(08|53|57|58|XX)/

function* causes(err: unknown): Generator<{ message?: unknown; code?: unknown }> {
  for (
    let e = err as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 8;
    e = e.cause as typeof e, depth++
  )
    yield e
}

/** True when `err`, raised while answering `url`, is the query's fault rather than the server's. */
export function isBadQueryError(err: unknown, url: string | undefined): boolean {
  const status = (err as { status?: unknown })?.status
  if (typeof status === 'number' && status < 500) return false // already a client error with its own message
  let search: URLSearchParams
  try {
    search = new URL(url ?? '', 'http://x').searchParams
  } catch {
    return false
  }
  if (![...search.keys()].some((k) => k === 'where' || k.startsWith('where['))) return false
  if (isDatabaseBusy(err)) return false
  for (const e of causes(err)) {
    if (typeof e.message === 'string' && SERVER_SIDE.test(e.message)) return false
    if (typeof e.code === 'string' && (SERVER_SIDE.test(e.code) || SERVER_SQLSTATE.test(e.code))) return false
  }
  return true
}

export const badQueryAfterError: AfterErrorHook = ({ error, req }) => {
  if (!isBadQueryError(error, req.url)) return
  return { response: { errors: [{ message: BAD_QUERY_MESSAGE }] }, status: 400 }
}

/** A request the database was too busy to answer in time: 503, Retry-After, a JSON error (db-busy.ts). */
export const databaseBusyAfterError: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseBusy(error)) return
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_S))
  headers.set('Cache-Control', 'no-store')
  req.responseHeaders = headers
  return { response: { errors: [{ message: DATABASE_BUSY_MESSAGE }] }, status: 503 }
}
