#!/usr/bin/env node
// `npm run build`: builds once what `npm run site`, `npm run gateway`, `npm run feed`, `npm run migrate`
// and `npm run seed` run (see README "Production"). Configured by the environment (and .env when there
// is one, never written): DATABASE_URL (the build prerenders the listing pages from it: migrate first),
// PAYLOAD_SECRET, NEXT_DIST_DIR. `--force` builds even when the sources and database are unchanged.
import { loadEnv } from './lib/env.mjs'
import { log } from './lib/log.mjs'
import { buildAll, stackEnv } from './lib/stack.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()

const { env: base } = loadEnv({ write: false })
if (!base.PAYLOAD_SECRET) {
  log('fatal', 'build: PAYLOAD_SECRET is not set (in the environment or .env): use the one the site will run with')
  process.exit(2)
}
try {
  const built = await buildAll(stackEnv(base), { force: process.argv.includes('--force') })
  log(
    'info',
    built
      ? 'build: done'
      : 'build: the build was current (same sources and database); nothing to do (--force builds anyway)',
  )
  process.exit(0)
} catch (e) {
  log('fatal', `build: ${e instanceof Error ? e.message : String(e)}`)
  process.exit(1)
}
