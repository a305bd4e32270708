/**
 * The migrate program: applies the committed migrations of the selected dialect (the set is imported
 * here, so no migration file is loaded at run time). Bundled with esbuild (scripts/lib/bundle.mjs) and
 * run by the launcher (`npm start`) or `npm run migrate`, once per deploy.
 */
import './program-db' // first: no statement or idle-transaction timeout unless set (lib/db.ts)
import config from '@payload-config'
import { getPayload } from 'payload'
import { dialect } from '../lib/db'

const { migrations } =
  dialect() === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
const payload = await getPayload({ config })
try {
  await payload.db.migrate({ migrations: migrations as never })
  // A database migrated to the search index's migration has an empty index: filled once from the published content.
  await (await import('../search')).ensureSearchIndex(payload, (m) => console.log(m))
  console.log(`MIGRATE_RESULT ${JSON.stringify({ dialect: dialect(), migrations: migrations.length })}`)
} finally {
  await payload.destroy?.()
}
process.exit(0)
