/** `payload run src/seed/run.ts`: create the demo content when the database is empty. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './index'

const payload = await getPayload({ config })
try {
  await seed(payload)
} finally {
  await payload.destroy?.()
}
process.exit(0)
