import { describe } from 'vitest'
import { dialect } from '../../src/lib/db'

/**
 * A describe block that only PostgreSQL can run (its pool, its locks, pg_stat_activity): defined on the
 * PostgreSQL run only. On SQLite it is not collected at all, so the run neither runs it nor counts it as
 * skipped (`describe.runIf` did: 9 "skipped" in npm test's summary that could never run there).
 */
export function describePostgres(name: string, fn: () => void): void {
  if (dialect() === 'postgres') describe(name, fn)
}
