import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { DATABASE_FREE, ONE_DIALECT } from './tests/int/database-free'

// SITE_TESTS=database-free: the files that never reach the database (npm test's `site` step, run once);
// SITE_TESTS=database: all the others (`site-sqlite`); SITE_TESTS=engine: those of them whose behaviour
// depends on the database engine, all but ONE_DIALECT (`site-postgres`); unset: every file.
const part = process.env.SITE_TESTS
if (part && part !== 'database' && part !== 'database-free' && part !== 'engine')
  throw new Error(`SITE_TESTS is "${part}": use database, engine, database-free or leave it unset`)
const stale = [...DATABASE_FREE, ...ONE_DIALECT].filter((f) => !fs.existsSync(path.join(__dirname, f)))
if (stale.length) throw new Error(`tests/int/database-free.ts lists files that do not exist: ${stale.join(', ')}`)
const both = ONE_DIALECT.filter((f) => DATABASE_FREE.includes(f))
if (both.length) throw new Error(`tests/int/database-free.ts lists files in both of its lists: ${both.join(', ')}`)
const excluded = { database: DATABASE_FREE, engine: [...DATABASE_FREE, ...ONE_DIALECT] }[part ?? ''] ?? []

export default defineConfig({
  resolve: {
    alias: { '@': path.resolve(__dirname, 'src'), '@payload-config': path.resolve(__dirname, 'src/payload.config.ts') },
  },
  test: {
    include: part === 'database-free' ? DATABASE_FREE : ['tests/int/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...excluded],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['tests/int/global-setup.ts'],
    // The files share the suite's one database, so they run one after the other; the database-free
    // ones (tests/int/database-free.ts) share nothing and run as many at a time as there are cores (2 at least).
    fileParallelism: part === 'database-free',
    maxWorkers: part === 'database-free' ? Math.max(2, os.availableParallelism()) : undefined,
  },
})
