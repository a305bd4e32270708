/**
 * The seed program: creates the demo content when the database is empty (all or nothing, see ./index).
 * Bundled with esbuild (scripts/lib/bundle.mjs) and run by the launcher (`npm start`) or `npm run seed`.
 */
import '../scripts/program-db' // first: no statement or idle-transaction timeout unless set (lib/db.ts)
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './index'

const payload = await getPayload({ config })
try {
  const result = await seed(payload)
  // The launcher checks for this line: a step that ends without it did not run (see scripts/lib/stack.mjs).
  console.log(`SEED_RESULT ${JSON.stringify(result)}`)
} finally {
  await payload.destroy?.()
}
process.exit(0)
