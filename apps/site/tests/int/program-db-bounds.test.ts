// The site's PostgreSQL bounds (src/lib/db.ts: a statement cut at 30 s, an idle transaction ended at
// 60 s) are for requests. The one-shot programs (migrate, seed, search-rebuild, create-admin) run work
// that may rightly take longer (a migration's ALTER on a big table, waiting for the site's locks, a
// rebuild): they run without those bounds unless the variables are set explicitly (src/scripts/program-db.ts).
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { bundleProgram, conditionFlags } from '../../../../scripts/lib/bundle.mjs'
import { start } from '../../../../scripts/lib/proc.mjs'
import { postgresPoolOptions, programDatabaseBounds } from '../../src/lib/db'
import { testPayload } from './payload'
import { describePostgres } from './postgres-only'

const siteDir = path.resolve(__dirname, '../..')
const PROGRAMS = [
  'src/scripts/migrate.ts',
  'src/seed/run.ts',
  'src/scripts/search-rebuild.ts',
  'src/scripts/create-admin.ts',
]

describe("the one-shot programs' database bounds", () => {
  it('no statement or idle-transaction timeout unless the variable is set; a value set is kept', () => {
    const unset: NodeJS.ProcessEnv = { DATABASE_IDLE_TX_TIMEOUT_MS: ' ' }
    programDatabaseBounds(unset)
    expect(unset).toEqual({ DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_IDLE_TX_TIMEOUT_MS: '0' })
    const set: NodeJS.ProcessEnv = { DATABASE_STATEMENT_TIMEOUT_MS: '120000', DATABASE_IDLE_TX_TIMEOUT_MS: '5000' }
    programDatabaseBounds(set)
    expect(set).toEqual({ DATABASE_STATEMENT_TIMEOUT_MS: '120000', DATABASE_IDLE_TX_TIMEOUT_MS: '5000' })
    // what the pool then gets
    const saved = { ...process.env }
    try {
      delete process.env.DATABASE_STATEMENT_TIMEOUT_MS
      delete process.env.DATABASE_IDLE_TX_TIMEOUT_MS
      expect(postgresPoolOptions('postgres://x/y')).toMatchObject({ statement_timeout: 30_000 }) // the site's
      programDatabaseBounds()
      const options = postgresPoolOptions('postgres://x/y')
      expect(options.statement_timeout).toBeUndefined()
      expect(options.idle_in_transaction_session_timeout).toBeUndefined()
    } finally {
      process.env = saved
    }
  })

  it('each program sets them before the Payload config (and its database adapter) loads', () => {
    for (const file of PROGRAMS) {
      const imports = [...fs.readFileSync(path.join(siteDir, file), 'utf8').matchAll(/^import .*$/gm)].map((m) => m[0])
      expect(imports[0], file).toMatch(/^import '(\.\.\/scripts|\.)\/program-db'( \/\/.*)?$/)
      expect(
        imports.some((i) => i.includes('@payload-config')),
        file,
      ).toBe(true)
    }
  })
})

describePostgres('a program waiting longer than the site may (PostgreSQL)', () => {
  beforeAll(async () => {
    await testPayload() // the suite's database, migrated
  })

  it('search-rebuild waits 32 s for a lock the site holds, then finishes (the site would have been cut at 30 s)', async () => {
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL })
    const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await locker.connect()
    await watcher.connect()
    const script = await bundleProgram('search-rebuild')
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && !k.startsWith('DATABASE_')),
    ) as Record<string, string>
    env.DATABASE_URL = process.env.DATABASE_URL!
    env.NODE_ENV = 'production'
    try {
      await locker.query('begin')
      await locker.query('lock table guides in access exclusive mode')
      const child = start('search-rebuild', process.execPath, [...conditionFlags('search-rebuild'), script], {
        cwd: siteDir,
        env,
      })
      let out = ''
      child.stdout.on('data', (d: Buffer) => (out += String(d)))
      child.stderr.on('data', (d: Buffer) => (out += String(d)))
      let code: number | null | undefined
      const exited = new Promise<void>((resolve) => child.once('exit', (c) => resolve(void (code = c))))
      // the program's read of the guides is seen waiting for the lock (its start takes a while: up to 60 s)
      let waiting = false
      for (const deadline = Date.now() + 60_000; !waiting && code === undefined && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, 250))
        const { rows } = await watcher.query(
          `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
            where c.relname = 'guides' and not l.granted`,
        )
        waiting = rows[0].n > 0
      }
      expect(waiting, out.slice(-2000)).toBe(true)
      // then held 32 s, unless the program gives up before
      const waitedFrom = Date.now()
      await Promise.race([exited, new Promise((r) => setTimeout(r, 32_000))])
      const gaveUpAfter = code === undefined ? null : Date.now() - waitedFrom
      await locker.query('rollback')
      await exited
      expect(gaveUpAfter, out.slice(-2000)).toBeNull()
      expect(code, out.slice(-2000)).toBe(0)
      expect(out).toMatch(/SEARCH_REBUILD_RESULT \{/)
    } finally {
      await locker.query('rollback').catch(() => undefined)
      await locker.end()
      await watcher.end()
    }
  }, 180_000)
})
