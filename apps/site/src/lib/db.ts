import path from 'node:path'
import fs from 'node:fs'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import pg from 'pg'
import { noteIfDatabaseBusy } from './db-busy'
import { dataDir } from './paths'

export type Dialect = 'sqlite' | 'postgres'

export const dialect = (url = process.env.DATABASE_URL): Dialect =>
  url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'

export const sqliteFile = (): string => path.join(dataDir(), 'site.db')

/** `name` as a whole number of milliseconds from 0 (no limit) to a day; `fallback` when unset. */
function millis(name: string, fallback: number): number {
  const raw = process.env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0 || n > 86_400_000)
    throw new Error(`${name} must be a whole number of milliseconds (0: no limit), got "${raw}"`)
  return n
}

/**
 * How long PostgreSQL work may wait, so that a busy database answers 503 (query-errors.ts) instead of
 * holding requests forever (a pool without a wait limit froze the whole site until restart):
 * - DATABASE_POOL_MAX (10): connections of this process's pool. Payload keeps one of them checked out
 *   for good (its connect), so max - 1 serve queries.
 * - DATABASE_POOL_WAIT_MS (10 s): how long a query or transaction waits for a free pool connection
 *   (pg's connectionTimeoutMillis; also bounds opening a new connection).
 * - DATABASE_STATEMENT_TIMEOUT_MS (30 s): the server cancels a statement running (or waiting for a
 *   lock) longer (statement_timeout).
 * - DATABASE_IDLE_TX_TIMEOUT_MS (60 s): the server ends a session left inside a transaction doing
 *   nothing longer, releasing its locks and its connection (idle_in_transaction_session_timeout).
 * 0 turns a bound off. Read when Payload starts.
 */
export function postgresPoolOptions(url: string): pg.PoolConfig {
  const statement = millis('DATABASE_STATEMENT_TIMEOUT_MS', 30_000)
  const idleInTransaction = millis('DATABASE_IDLE_TX_TIMEOUT_MS', 60_000)
  const max = Number(process.env.DATABASE_POOL_MAX || 10)
  if (!Number.isInteger(max) || max < 2 || max > 1000)
    throw new Error(`DATABASE_POOL_MAX must be a whole number from 2 to 1000, got "${process.env.DATABASE_POOL_MAX}"`)
  return {
    connectionString: url,
    max,
    connectionTimeoutMillis: millis('DATABASE_POOL_WAIT_MS', 10_000),
    ...(statement ? { statement_timeout: statement } : {}),
    ...(idleInTransaction ? { idle_in_transaction_session_timeout: idleInTransaction } : {}),
  }
}

/**
 * The one-shot programs' bounds (migrate, seed, search-rebuild, create-admin: src/scripts/program-db.ts,
 * their first import): no statement_timeout and no idle_in_transaction_session_timeout unless
 * DATABASE_STATEMENT_TIMEOUT_MS or DATABASE_IDLE_TX_TIMEOUT_MS is set. Those bounds are for the site's
 * requests (a visitor gets a 503 instead of a hung page); a migration's ALTER on a big table, a wait for
 * a lock the running site holds, or a search rebuild may rightly take longer, and cutting one at 30 s
 * fails a deploy half-way. The pool wait stays (a program shares nothing but the server).
 */
export const PROGRAM_DATABASE_BOUNDS = { DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_IDLE_TX_TIMEOUT_MS: '0' }
export function programDatabaseBounds(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(PROGRAM_DATABASE_BOUNDS))
    if (env[name] === undefined || env[name].trim() === '') env[name] = value
}

const logDb = (msg: string, err: unknown) =>
  console.warn(
    JSON.stringify({ level: 'warn', time: Date.now(), name: 'db', msg, err: (err as Error)?.message ?? String(err) }),
  )

/**
 * A connection the server ends (the idle-transaction timeout, a restart, a network cut) makes pg emit
 * `error` on its client, and on the pool when the client was idle: with no listener, Node ends the
 * process. These listeners log it; the client is then unusable, its pending work fails (a 503), and
 * the pool drops it when it is released.
 */
class SiteClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config)
    this.on('error', (err) => logDb('database connection lost', err))
    this.query = noting(this.query.bind(this)) as typeof this.query
  }
}
class SitePool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super({ ...config, Client: SiteClient })
    this.on('error', (err) => logDb('idle database connection lost', err))
    this.query = noting(this.query.bind(this)) as typeof this.query
    this.connect = noting(this.connect.bind(this)) as typeof this.connect
  }
}

/**
 * `call` (a pg query or connect) whose "database busy" failure (db-busy.ts: the pool wait, a statement
 * timeout, ...) is also noted for the page request it ran for, so that page answers 503 and not
 * Next.js's 500 (lib/page-busy.mjs). Promise and callback forms; the caller still gets the error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function noting<F extends (...args: any[]) => any>(call: F): F {
  return ((...args: unknown[]) => {
    const last = args.length - 1
    if (typeof args[last] === 'function') {
      const callback = args[last] as (err: unknown, ...rest: unknown[]) => unknown
      args[last] = (err: unknown, ...rest: unknown[]) => {
        if (err) noteIfDatabaseBusy(err)
        return callback(err, ...rest)
      }
      return call(...args)
    }
    const result = call(...args)
    if (result && typeof result.then === 'function') result.then(undefined, noteIfDatabaseBusy)
    return result
  }) as F
}
const sitePg = { ...pg, Pool: SitePool } as unknown as typeof pg

/**
 * No DATABASE_URL: an embedded SQLite file under data/ (WAL, busy timeout so the site and the feed
 * worker can both write). A postgres:// URL selects PostgreSQL. Schema changes come only from the
 * committed migrations of each dialect; push is for `next dev` alone.
 */
export function databaseAdapter(migrationsRoot: string): DatabaseAdapterObj {
  const url = process.env.DATABASE_URL
  const push = process.env.NODE_ENV === 'development' && process.env.PAYLOAD_PUSH === '1'
  if (url && !/^postgres(ql)?:\/\//.test(url) && !url.startsWith('file:')) {
    throw new Error(`DATABASE_URL must be a postgres:// URL (or unset for SQLite); got "${url.split(':')[0]}:..."`)
  }
  if (dialect(url) === 'postgres') {
    return postgresAdapter({
      pool: postgresPoolOptions(url!),
      pg: sitePg,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push,
    })
  }
  const file = url?.startsWith('file:') ? url.slice(5) : sqliteFile()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${file}` },
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'NORMAL' },
    busyTimeout: 10_000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push,
  })
}
