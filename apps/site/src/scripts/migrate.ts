/**
 * `node --import tsx src/scripts/migrate.ts`: applies the committed migrations of the selected
 * dialect. The launcher runs this rather than `payload migrate`, whose loader can end the process
 * with code 0 before it has done anything when the machine is busy.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { dialect } from '../lib/db'

const { migrations } =
  dialect() === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
const payload = await getPayload({ config })
try {
  await payload.db.migrate({ migrations: migrations as never })
  console.log(`MIGRATE_RESULT ${JSON.stringify({ dialect: dialect(), migrations: migrations.length })}`)
} finally {
  await payload.destroy?.()
}
process.exit(0)
