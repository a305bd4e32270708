#!/usr/bin/env node
// `npm run create-admin`: ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run create-admin
// Creates an administrator (or resets one: administrator role, new password, unlocked) in the configured
// database: DATABASE_URL (PostgreSQL), else the SQLite file in DATA_DIR (data/ by default). Reads .env
// like the launcher does (PAYLOAD_SECRET, DATABASE_URL), without writing it.
import { loadEnv, siteDir } from './lib/env.mjs'
import { bundleProgram } from './lib/bundle.mjs'
import { run } from './lib/proc.mjs'

const { env } = loadEnv({ write: false })
if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) {
  console.error(
    'create-admin: set ADMIN_EMAIL and ADMIN_PASSWORD, e.g. ADMIN_EMAIL=me@example.com ADMIN_PASSWORD=... npm run create-admin',
  )
  process.exit(2)
}
if (!env.PAYLOAD_SECRET) {
  console.error('create-admin: PAYLOAD_SECRET is not set (in the environment or .env): use the one the site runs with')
  process.exit(2)
}
const script = await bundleProgram('create-admin')
const keepalive = new URL('./lib/keepalive.mjs', import.meta.url).href
// The launcher's runner: a step that stalls at start-up on a busy machine (Node 20) is stopped and run
// again (creating or resetting the same administrator twice is harmless).
try {
  await run('create-admin', process.execPath, ['--import', keepalive, script], {
    cwd: siteDir,
    env: { NODE_ENV: 'production', ...env },
    expect: /CREATE_ADMIN_RESULT /,
  })
} catch (e) {
  console.error(`create-admin: ${e.message}`)
  process.exit(1)
}
