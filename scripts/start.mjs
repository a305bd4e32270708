#!/usr/bin/env node
// `npm start`: build when needed, migrate, seed an empty database, then run the site, the realtime
// gateway and the feed worker until Ctrl-C. Logs are JSON lines.
import { loadEnv } from './lib/env.mjs'
import { log } from './lib/log.mjs'
import { buildIfNeeded, ensureDataDir, migrate, seed, stackEnv, startStack } from './lib/stack.mjs'
import { ensureRuntime } from './lib/runtime.mjs'

await ensureRuntime()

const { env: base, added } = loadEnv()
if (added.length) log('info', 'generated local secrets into .env', { keys: added })
const env = stackEnv(base)

let stack
let stopping = false
const shutdown = async (signal, code = 0) => {
  if (stopping) return
  stopping = true
  log('info', 'stopping', { signal })
  await stack?.stop()
  log('info', 'stopped')
  process.exit(code)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

try {
  ensureDataDir(env)
  await migrate(env)
  await seed(env)
  await buildIfNeeded(env)
  if (stopping) process.exit(0)
  stack = await startStack(env)
  log('info', `site:     ${env.SITE_URL}`)
  log('info', `admin:    ${env.SITE_URL}/admin (the first visit creates the first administrator)`)
  log('info', `realtime: ${env.REALTIME_PUBLIC_URL}/ws`)
  for (const child of stack.children)
    child.on('exit', (code, signal) => {
      if (!stopping) {
        log('error', 'a process stopped unexpectedly; stopping everything', { pid: child.pid, code, signal })
        void shutdown('child-exit', 1)
      }
    })
} catch (e) {
  log('fatal', e instanceof Error ? e.message : String(e))
  await stack?.stop()
  process.exit(1)
}
