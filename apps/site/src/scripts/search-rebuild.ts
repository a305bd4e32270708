/**
 * `npm run search-rebuild`: empties the site search's index and indexes every published guide, tour
 * and page in every language again (src/search). For an existing database after changing how documents
 * are indexed; `npm run migrate` already fills an empty index once.
 */
import './program-db' // first: no statement or idle-transaction timeout unless set (lib/db.ts)
import config from '@payload-config'
import { getPayload } from 'payload'
import { rebuildSearchIndex } from '../search'

const payload = await getPayload({ config })
try {
  const started = Date.now()
  const res = await rebuildSearchIndex(payload, (m) => console.log(m))
  console.log(`SEARCH_REBUILD_RESULT ${JSON.stringify({ ...res, ms: Date.now() - started })}`)
} finally {
  await payload.destroy?.()
}
process.exit(0)
