/** `node --import tsx src/seed/run.ts`: create the demo content when the database is empty. */
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
