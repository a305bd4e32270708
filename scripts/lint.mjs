#!/usr/bin/env node
// `npm run lint`: ESLint (eslint.config.mjs) with no warnings allowed, Prettier's check (.prettierrc.json)
// and TypeScript's check of each workspace. `npm test` runs it first and stops at once when it fails.
// `npm run format` rewrites what Prettier and ESLint can fix by themselves.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib/env.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()

// The checks' caches live outside the clone, in ~/.cache/travel-site/lint/<this clone's path> (TRAVEL_LINT_CACHE
// names another folder; `off`: none), so that a fresh clone at the same place (CI) checks again only the
// files that changed: `npm ci` wipes node_modules/.cache. ESLint and Prettier compare each file's content
// (not its time, new in every clone) and start over when their configuration or version changes; tsc's
// build info records every file's hash and what depends on what.
const cacheDir =
  process.env.TRAVEL_LINT_CACHE === 'off'
    ? null
    : path.join(
        process.env.TRAVEL_LINT_CACHE || path.join(os.homedir(), '.cache', 'travel-site', 'lint'),
        crypto.createHash('sha256').update(root).digest('hex').slice(0, 16),
      )
if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true })
const cache = (name, ...flags) =>
  cacheDir ? [...flags, '--cache-location', path.join(cacheDir, name), '--cache-strategy', 'content'] : []
const steps = [
  ['ESLint', ['eslint', '.', '--max-warnings=0', ...cache('eslint', '--cache')]],
  ['Prettier', ['prettier', '--check', '.', '--log-level', 'warn', ...cache('prettier', '--cache')]],
  ...['packages/live-widget', 'apps/realtime', 'apps/site'].map((ws) => [
    `TypeScript (${ws})`,
    [
      'tsc',
      '--noEmit',
      '-p',
      path.join(ws, 'tsconfig.json'),
      ...(cacheDir
        ? ['--incremental', '--tsBuildInfoFile', path.join(cacheDir, `${ws.replace(/\W/g, '-')}.tsbuildinfo`)]
        : []),
    ],
  ]),
]

// The checks run as many at a time as the machine has cores (each prints when it is done).
const run = ([name, args]) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(path.join(root, 'node_modules', '.bin', args[0]), args.slice(1), { cwd: root })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (code) => {
      const ok = code === 0
      if (!ok) process.stdout.write(out)
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve(ok)
    })
  })
const queue = [...steps]
const lane = async () => {
  let bad = 0
  while (queue.length) if (!(await run(queue.shift()))) bad++
  return bad
}
const lanes = Array.from({ length: Math.min(os.availableParallelism(), steps.length) }, lane)
const failed = (await Promise.all(lanes)).reduce((a, b) => a + b, 0)
if (failed) {
  console.error(
    `\nlint: ${failed} check(s) failed. \`npm run format\` fixes formatting and what ESLint can fix by itself;` +
      ' the rest is listed above, file:line first.',
  )
  process.exit(1)
}
