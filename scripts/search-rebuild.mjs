#!/usr/bin/env node
// `npm run search-rebuild`: rebuilds the site search's index from the published guides, tours and pages
// of the configured database (DATABASE_URL, else the SQLite file in DATA_DIR), in every language. Reads
// .env like the launcher does, without writing it. `npm run migrate` already fills an empty index once.
import { runOneShot } from './lib/one-shot.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()

await runOneShot('search-rebuild', { marker: /SEARCH_REBUILD_RESULT / })
