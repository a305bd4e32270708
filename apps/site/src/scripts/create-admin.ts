/**
 * `npm run create-admin` (scripts/create-admin.mjs bundles and runs this): with ADMIN_EMAIL and
 * ADMIN_PASSWORD, creates an administrator in the configured database (DATABASE_URL, else the SQLite
 * file in DATA_DIR), or gives an existing account of that email the administrator role and this
 * password, unlocked. Applies the committed migrations first, so it works on a fresh database too.
 */
import './program-db' // first: no statement or idle-transaction timeout unless set (lib/db.ts)
import config from '@payload-config'
import { getPayload } from 'payload'
import { adminPasswordProblems, upsertAdmin } from '../admin/first-admin'
import { dialect } from '../lib/db'

const email = process.env.ADMIN_EMAIL ?? ''
const password = process.env.ADMIN_PASSWORD ?? ''
const problems = [
  ...(email ? [] : ['ADMIN_EMAIL is not set.']),
  ...(password ? adminPasswordProblems(password) : ['ADMIN_PASSWORD is not set.']),
]
if (problems.length) {
  console.error(`create-admin: ${problems.join(' ')}`)
  process.exit(2)
}

const { migrations } =
  dialect() === 'postgres' ? await import('../migrations/postgres') : await import('../migrations/sqlite')
const payload = await getPayload({ config })
let code = 0
try {
  await payload.db.migrate({ migrations: migrations as never })
  const { created } = await upsertAdmin(payload, email, password)
  console.log(
    `create-admin: administrator ${email.trim().toLowerCase()} ${created ? 'created' : 'updated (administrator role, new password, unlocked)'} in the ${dialect() === 'postgres' ? 'PostgreSQL' : 'SQLite'} database`,
  )
  console.log(`CREATE_ADMIN_RESULT ${JSON.stringify({ created })}`)
} catch (e) {
  console.error(`create-admin: ${(e as Error).message}`)
  code = 1
} finally {
  await payload.destroy?.()
}
process.exit(code)
