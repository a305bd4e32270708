#!/usr/bin/env node
// Runs one process of the product from the build `npm run build` made, without building anything,
// configured by environment variables alone (and .env when there is one, never written; the
// environment wins). What `npm run cluster` and the topology test run, and what a deployment runs:
//   npm run site      one site instance: apps/site/server.mjs (Next.js + Payload, page micro-cache,
//                     the job runner for scheduled publishing)
//   npm run gateway   one realtime gateway node
//   npm run feed      one feed worker (with REDIS_URL only the holder of the cluster's feed lock feeds)
//   npm run migrate   applies the committed migrations, once per deploy, before the new instances start
//   npm run seed      creates the demo content when the database is empty (never otherwise)
// The process runs here, in this process (no child): its pid is the one to signal, when it is started
// on the project's Node.js (scripts/lib/node-versions.mjs RUNTIME) with its program's conditions
// (scripts/lib/bundle.mjs PROGRAM_CONDITIONS), as `npm run cluster` does. Started otherwise (npm run
// feed on the machine's Node), it runs itself again that way as its one child, passing signals on.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIsCurrent } from './lib/build.mjs'
import { PROGRAM_CONDITIONS, programFile } from './lib/bundle.mjs'
import { loadEnv, siteDir } from './lib/env.mjs'
import { log } from './lib/log.mjs'
import { ensureRuntime } from './lib/runtime.mjs'
import { ensureDataDir, stackEnv } from './lib/stack.mjs'

/** What each process needs: the secrets it must share with the others, and the file it runs. */
const ROLES = {
  site: { needs: ['PAYLOAD_SECRET', 'REALTIME_API_KEY', 'REALTIME_RPC_PROXY_SECRET'] },
  gateway: { needs: ['REALTIME_API_KEY', 'REALTIME_RPC_PROXY_SECRET'], program: 'gateway' },
  feed: { needs: ['PAYLOAD_SECRET', 'REALTIME_API_KEY'], program: 'feed' },
  migrate: { needs: ['PAYLOAD_SECRET'], program: 'migrate' },
  seed: { needs: ['PAYLOAD_SECRET'], program: 'seed' },
}

const role = process.argv[2]
const fail = (msg, code = 2) => {
  log('fatal', `${role ?? 'run'}: ${msg}`)
  process.exit(code)
}
if (!ROLES[role]) fail(`say which process to run: node scripts/run.mjs ${Object.keys(ROLES).join('|')}`)
await ensureRuntime({ conditions: PROGRAM_CONDITIONS[ROLES[role].program] ?? [] })

const { env: base } = loadEnv({ write: false })
const env = stackEnv(base)
const missing = ROLES[role].needs.filter((k) => !env[k]?.trim())
if (missing.length)
  fail(
    `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set: give every process of the deployment the same values (environment or .env)`,
  )

let entry
if (role === 'site') {
  const dist = path.join(siteDir, env.NEXT_DIST_DIR || '.next')
  if (!fs.existsSync(path.join(dist, 'BUILD_ID')))
    fail(
      `there is no build in ${path.relative(process.cwd(), dist) || dist}: run \`npm run build\` first (with the same NEXT_DIST_DIR)`,
    )
  if (!buildIsCurrent(env))
    log(
      'warn',
      'site: the build was made from other sources or another database than these; `npm run build` makes a current one',
    )
  entry = path.join(siteDir, 'server.mjs')
} else {
  entry = programFile(ROLES[role].program)
  if (!fs.existsSync(entry)) fail(`${path.relative(process.cwd(), entry)} is missing: run \`npm run build\` first`)
}

Object.assign(process.env, env)
if (role !== 'gateway') {
  ensureDataDir(env) // the SQLite file, local media and mail outbox when those are not elsewhere
  process.chdir(siteDir)
}
await import(pathToFileURL(entry).href)
