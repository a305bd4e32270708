#!/usr/bin/env node
// bench/search: p50/p99 latency of 200 typical queries (places with and without accents, themes, a few
// words, prefixes being typed, a few that find nothing) on the demo content and on 10,000 generated
// guides, on SQLite (FTS5) and on PostgreSQL (tsvector), each printed next to the budget: p99 <= 50 ms.
//
// Measured in-process through the search module's search() (src/search/index.ts), which is what the
// /search page and GET /api/search/suggest call: the index's ranked query plus the highlighted
// excerpts. Not measured: HTTP and rendering (see bench/throughput for the site's own overhead).
// Each database is a throw-away one: a temporary SQLite file, and a PostgreSQL database created on
// BENCH_PG_URL's server (default postgres://root@127.0.0.1:5432/postgres) and dropped after.
// GENERATED=<n> changes the 10,000; DIALECTS=sqlite or DIALECTS=postgres runs one.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { bundle, conditionFlags } from '../../scripts/lib/bundle.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const siteDir = path.join(here, '..', '..', 'apps', 'site')
const BUDGET_P99 = 50
const pgUrl = process.env.BENCH_PG_URL || 'postgres://root@127.0.0.1:5432/postgres'
const dialects = (process.env.DIALECTS || 'sqlite,postgres').split(',')

// The measuring process is bundled with esbuild and run as plain ESM with the conditions of the
// launcher's Payload programs (scripts/lib/bundle.mjs PROGRAM_CONDITIONS), as `npm run migrate` runs.
const measureFile = await bundle('bench/search/measure.mts', 'apps/site/tsconfig.json')

function measure(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...conditionFlags('migrate'), measureFile], {
      cwd: siteDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const figures = []
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => {
      out += d
      for (;;) {
        const i = out.indexOf('\n')
        if (i < 0) break
        const line = out.slice(0, i)
        out = out.slice(i + 1)
        if (line.startsWith('BENCH_SEARCH ')) figures.push(JSON.parse(line.slice(13)))
        else if (line.startsWith('generated ')) console.log(`  ${line}`)
      }
    })
    child.stderr.on('data', (d) => (err = (err + d).slice(-4000)))
    child.on('exit', (code) => (code === 0 ? resolve(figures) : reject(new Error(`measure exited ${code}\n${err}`))))
  })
}

const rows = []
for (const d of dialects) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
  const env = {
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    PAYLOAD_JOBS_AUTORUN: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  }
  let drop
  if (d === 'postgres') {
    const name = `bench_search_${process.pid}`
    const admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const u = new URL(pgUrl)
    u.pathname = `/${name}`
    env.DATABASE_URL = u.toString()
    drop = async () => {
      const c = new pg.Client({ connectionString: pgUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await c.end()
    }
  } else env.DATABASE_URL = ''
  console.log(`${d}: seeding the demo content, then measuring...`)
  try {
    rows.push(...(await measure(env)))
  } finally {
    await drop?.()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const f = (ms) => `${ms.toFixed(1)} ms`
console.log('\nsearch latency, 200 typical queries each (in-process search(): query, ranking, excerpts)')
for (const r of rows) {
  const ok = r.p99 <= BUDGET_P99
  console.log(
    `${ok ? 'OK  ' : 'OVER'} ${r.dialect.padEnd(8)} ${r.label.padEnd(22)} ${String(r.docs).padStart(6)} entries  p50 ${f(r.p50).padStart(9)}  p99 ${f(r.p99).padStart(9)} (budget <= ${BUDGET_P99} ms)  max ${f(r.max)}  hits/query ${r.avgHits.toFixed(0)}`,
  )
}
console.log(
  `\nslowest queries (ms): ${rows.map((r) => `${r.dialect} ${r.label}: ${r.slowest.map(([q, ms]) => `"${q}" ${ms}`).join(', ')}`).join('; ')}`,
)
console.log(
  `machine load (1-minute average) while measuring: ${rows.map((r) => r.load.toFixed(1)).join(', ')} on ${os.availableParallelism()} cores`,
)
process.exit(rows.every((r) => r.p99 <= BUDGET_P99) ? 0 : 1)
