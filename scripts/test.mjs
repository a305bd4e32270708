#!/usr/bin/env node
// `npm test`: every test of the project. Installs Debian's chromium when it is missing (as root,
// with apt-get), or stops at once saying how. Prints "N passed, N failed" at the end.
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root, siteDir } from './lib/env.mjs'
import { nginxBin } from './lib/nginx.mjs'
import { OTHER_LINES, nodeBinDir, pathWith } from './lib/node-versions.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const results = []
// `npm test -- <name>...` runs only the steps named: a group (lint, unit, node, int, topology, e2e) or
// one step of a group (e.g. site-postgres). An unknown name stops at once, listing the known ones.
const GROUPS = {
  lint: ['lint'],
  unit: ['launcher', 'live-widget', 'realtime'],
  node: [],
  int: ['site', 'site-sqlite', 'site-postgres'],
  build: ['build'],
  topology: ['topology'],
  e2e: ['e2e'],
}
const only = process.argv.slice(2)
const known = new Set(Object.entries(GROUPS).flat(2))
const unknown = only.filter((n) => !known.has(n))
if (unknown.length) {
  console.error(`npm test: no step named ${unknown.join(', ')}. Steps: ${[...known].join(', ')}`)
  process.exit(2)
}
/** Whether the step `name` of `group` runs; `want(group)`: whether any step of the group runs. */
const want = (group, name) =>
  only.length === 0 ||
  only.includes(group) ||
  (name ? only.includes(name) : GROUPS[group].some((n) => only.includes(n)))

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is needed for the browser tests and was not found at ${CHROMIUM}.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
    )
    process.exit(2)
  }
  console.log('Installing Debian chromium for the browser tests (apt-get)...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand: apt-get install -y chromium`)
      process.exit(2)
    }
  }
}

/** Runs one step; with `log`, its output goes to that file (printed by the caller), not to the terminal. */
function runStep(name, cmd, args, { cwd = root, env = {}, report, log } = {}) {
  return new Promise((resolve) => {
    console.log(log ? `\n=== ${name} (alongside; its output follows when it ends) ===` : `\n=== ${name} ===`)
    const started = Date.now()
    const fd = log ? fs.openSync(log, 'w') : null
    const stdio = fd === null ? 'inherit' : ['ignore', fd, fd]
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio })
    child.on('exit', (code) => {
      if (fd !== null) fs.closeSync(fd)
      const counts = report ? readCounts(report) : null
      results.push({ name, code, ms: Date.now() - started, ...counts })
      resolve(code)
    })
  })
}

function readCounts(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'))
    if ('numPassedTests' in j)
      return { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + (j.numTodoTests ?? 0) }
    if (j.stats)
      return { passed: j.stats.expected + (j.stats.flaky ?? 0), failed: j.stats.unexpected, skipped: j.stats.skipped }
  } catch {
    /* no report: the step crashed before writing it */
  }
  return { passed: 0, failed: 1, skipped: 0 }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-tests-'))
const vitest = (ws, name, env = {}, extra = [], { log } = {}) => {
  const report = path.join(tmp, `${name}.json`)
  return runStep(
    name,
    'npx',
    ['vitest', 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: path.join(root, ws),
      env,
      report,
      log,
    },
  )
}

ensureChromium()
if (want('topology') && process.env.TEST_DATABASE_URL) {
  // The topology test runs nginx (Debian's nginx-light): installed now when missing, or stop saying how.
  try {
    nginxBin({ say: console.log })
  } catch (e) {
    console.error(e.message)
    process.exit(2)
  }
}
const t0 = Date.now()
/** The gateway's long load runs (the two-worker cluster, the fuzz) run on the project's Node.js only. */
const NODE_REALTIME_SKIP = ['test/cluster.test.ts', 'test/fuzz.test.ts']
if (want('lint')) {
  // Lint first, and stop at once when it fails: a style or type error costs seconds, not the whole run.
  const code = await runStep('lint', process.execPath, [path.join(root, 'scripts', 'lint.mjs')])
  if (code !== 0) {
    console.error(
      '\nlint failed (see above): the tests were not run. `npm test -- unit int topology e2e` runs them anyway.',
    )
    process.exit(1)
  }
}
if (want('unit', 'launcher')) await vitest('scripts', 'launcher')
if (want('unit', 'live-widget')) await vitest('packages/live-widget', 'live-widget')
if (want('unit', 'realtime')) await vitest('apps/realtime', 'realtime')
if (want('node')) {
  // The other supported Node.js line (scripts/lib/node-versions.mjs OTHER_LINES): the widget's suite and
  // the gateway's protocol suites, with that line's node first on PATH, so npx, vitest and every child
  // they start run on it. Everything else runs on RUNTIME, which npm test itself runs on.
  for (const version of OTHER_LINES) {
    let bin
    try {
      bin = nodeBinDir(version)
    } catch (e) {
      console.error(e.message)
      results.push({ name: `Node ${version}`, code: 1, ms: 0 })
      continue
    }
    const env = { PATH: pathWith(bin) }
    await vitest('packages/live-widget', `live-widget (Node ${version})`, env)
    await vitest(
      'apps/realtime',
      `realtime (Node ${version})`,
      env,
      NODE_REALTIME_SKIP.flatMap((f) => ['--exclude', f]),
    )
  }
}
// The site's integration files (apps/site/tests/int/database-free.ts): those that never reach the database
// once (`site`), every other one on SQLite (`site-sqlite`), and again on PostgreSQL (`site-postgres`) those
// whose behaviour depends on the database engine (all but its ONE_DIALECT list).
if (want('int', 'site')) await vitest('apps/site', 'site', { SITE_TESTS: 'database-free' })
// The SQLite and PostgreSQL runs share nothing (each its own throw-away database, data folder and Redis key
// prefix), so they run at the same time, the PostgreSQL one's output printed when it ends; TEST_SERIAL=1 runs
// them one after the other.
{
  const sqlite = want('int', 'site-sqlite')
  const postgres = want('int', 'site-postgres') && Boolean(process.env.TEST_DATABASE_URL)
  if (want('int', 'site-postgres') && !postgres)
    console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the site suite is left out)')
  const runSqlite = () => vitest('apps/site', 'site-sqlite', { DATABASE_URL: '', SITE_TESTS: 'database' })
  const runPostgres = (log) =>
    vitest('apps/site', 'site-postgres', { DATABASE_URL: process.env.TEST_DATABASE_URL, SITE_TESTS: 'engine' }, [], {
      log,
    })
  if (sqlite && postgres && process.env.TEST_SERIAL !== '1') {
    const log = path.join(tmp, 'site-postgres.log')
    const pg = runPostgres(log)
    await runSqlite()
    await pg
    console.log('\n=== site-postgres (its output) ===')
    process.stdout.write(fs.readFileSync(log, 'utf8'))
  } else {
    if (sqlite) await runSqlite()
    if (postgres) await runPostgres()
  }
}
let buildFailed = false
if (want('build') || want('topology') || want('e2e')) {
  // The one production build the topology test and the e2e suite both run (scripts/lib/test-build.mjs):
  // made here, or copied from ~/.cache/travel-site/next-builds when these sources were built before.
  console.log('\n=== build ===')
  const started = Date.now()
  const { ensureTestBuild } = await import('./lib/test-build.mjs')
  const code = await ensureTestBuild().then(
    (how) => (console.log(`the shared build: ${how}`), 0),
    (e) => (console.error(`the shared build failed: ${e.message}`), 1),
  )
  results.push({ name: 'build', code, ms: Date.now() - started })
  buildFailed = code !== 0
}
if (buildFailed && (want('topology') || want('e2e'))) {
  console.error('\n(the build failed: the topology test and the e2e suite, which run it, are not run)')
  results.push({ name: 'topology, e2e (not run: no build)', code: 1, ms: 0 })
} else if (want('topology')) {
  // The production topology (npm run cluster: nginx, 2 sites, 2 gateways) on PostgreSQL, Redis and S3.
  if (process.env.TEST_DATABASE_URL) await vitest('apps/site', 'topology', {}, ['-c', 'vitest.topology.config.ts'])
  else console.log('\n(TEST_DATABASE_URL is not set: the topology test, which needs PostgreSQL, is left out)')
}
if (want('e2e') && !buildFailed) {
  const report = path.join(tmp, 'e2e.json')
  await runStep('e2e (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: siteDir,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: CHROMIUM },
    report,
  })
}

let passed = 0
let failed = 0
let skipped = 0
console.log('\n=== summary ===')
for (const r of results) {
  passed += r.passed ?? 0
  failed += (r.failed ?? 0) + (r.code !== 0 && !r.failed ? 1 : 0)
  skipped += r.skipped ?? 0
  const counts = r.passed === undefined ? '' : `: ${r.passed} passed, ${r.failed} failed`
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name}${counts} (${Math.round(r.ms / 1000)} s)`)
}
console.log(`total time ${Math.round((Date.now() - t0) / 1000)} s`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
fs.rmSync(tmp, { recursive: true, force: true })
process.exit(failed > 0 || results.some((r) => r.code !== 0) ? 1 : 0)
