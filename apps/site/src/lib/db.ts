import path from 'node:path'
import fs from 'node:fs'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { dataDir } from './paths'

export type Dialect = 'sqlite' | 'postgres'

export const dialect = (url = process.env.DATABASE_URL): Dialect =>
  url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'

export const sqliteFile = (): string => path.join(dataDir(), 'site.db')

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
      pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX || 10) },
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
