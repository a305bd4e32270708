#!/usr/bin/env node
// `npm run lint`: ESLint (eslint.config.mjs) with no warnings allowed, Prettier's check (.prettierrc.json)
// and TypeScript's check of each workspace. `npm test` runs it first and stops at once when it fails.
// `npm run format` rewrites what Prettier and ESLint can fix by themselves.
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { root } from './lib/env.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()

const steps = [
  ['ESLint', ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint']],
  ['Prettier', ['prettier', '--check', '.', '--log-level', 'warn', '--cache']],
  ...['packages/live-widget', 'apps/realtime', 'apps/site'].map((ws) => [
    `TypeScript (${ws})`,
    ['tsc', '--noEmit', '-p', path.join(ws, 'tsconfig.json')],
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
