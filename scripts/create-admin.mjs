#!/usr/bin/env node
// `npm run create-admin`: ADMIN_EMAIL=... ADMIN_PASSWORD=... npm run create-admin
// Creates an administrator (or resets one: administrator role, new password, unlocked) in the configured
// database: DATABASE_URL (PostgreSQL), else the SQLite file in DATA_DIR (data/ by default). Reads .env
// like the launcher does (PAYLOAD_SECRET, DATABASE_URL), without writing it.
import { runOneShot } from './lib/one-shot.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()

await runOneShot('create-admin', {
  marker: /CREATE_ADMIN_RESULT /,
  check: (env) =>
    env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? undefined
      : 'set ADMIN_EMAIL and ADMIN_PASSWORD, e.g. ADMIN_EMAIL=me@example.com ADMIN_PASSWORD=... npm run create-admin',
})
