// The production commands (scripts/run.mjs: npm run site|gateway|feed|migrate|seed) say what is wrong,
// and stop, instead of starting half-configured.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'
import { freePort } from './redis-server'

const root = path.resolve(__dirname, '../../../..')

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const c = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    c.stdout.on('data', (d) => (out += d))
    c.stderr.on('data', (d) => (out += d))
    c.on('exit', (code) => resolve({ code, out }))
  })
}

const secrets = {
  PAYLOAD_SECRET: 'x'.repeat(32),
  REALTIME_API_KEY: 'k'.repeat(32),
  REALTIME_RPC_PROXY_SECRET: 'p'.repeat(32),
}

it('names the process to run when none or an unknown one is given', async () => {
  const r = await run(['website'], secrets)
  expect(r.code).toBe(2)
  expect(r.out).toContain('site|gateway|feed|migrate|seed')
})

it('names each missing secret', async () => {
  const r = await run(['site'], { ...secrets, PAYLOAD_SECRET: '', REALTIME_API_KEY: ' ' })
  expect(r.code).toBe(2)
  expect(r.out).toContain('PAYLOAD_SECRET, REALTIME_API_KEY are not set')
})

it('says to build first when the build folder has no build', async () => {
  const r = await run(['site'], { ...secrets, NEXT_DIST_DIR: '.next-never-built' })
  expect(r.code).toBe(2)
  expect(r.out).toMatch(/there is no build in .*\.next-never-built: run `npm run build` first/)
})

function cluster(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; stdout: string }>((resolve) => {
    const c = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
      cwd: root,
      env: { ...process.env, ...secrets, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let stdout = ''
    c.stdout.on('data', (d) => (stdout += d))
    c.stderr.on('data', (d) => (out += d))
    c.on('exit', (code) => resolve({ code, out, stdout }))
  })
}

it('npm run cluster says clearly that it needs PostgreSQL and Redis, and when they are unreachable', async () => {
  const noDb = await cluster({ DATABASE_URL: '', REDIS_URL: 'redis://127.0.0.1:6379' })
  expect(noDb.code).toBe(2)
  expect(noDb.out).toContain('DATABASE_URL must name a PostgreSQL database')
  const sqlite = await cluster({ DATABASE_URL: 'file:./data/site.db', REDIS_URL: 'redis://127.0.0.1:6379' })
  expect(sqlite.out).toContain('cannot share the embedded SQLite file')
  const noRedis = await cluster({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', REDIS_URL: '' })
  expect(noRedis.code).toBe(2)
  expect(noRedis.out).toContain('REDIS_URL must be set')
  const port = await freePort()
  const away = await cluster({
    DATABASE_URL: `postgres://root@127.0.0.1:${port}/x`,
    REDIS_URL: `redis://127.0.0.1:${port}`,
  })
  expect(away.code).toBe(1)
  // both are checked at once: whichever answers first is named
  expect(away.out).toMatch(
    /DATABASE_URL: PostgreSQL at 127\.0\.0\.1:\d+ is unreachable|Redis at REDIS_URL is unreachable/,
  )
  // PostgreSQL alone away: named with its variable and its address
  const dbAway = await cluster({
    DATABASE_URL: `postgres://root@127.0.0.1:${port}/x`,
    REDIS_URL: 'redis://127.0.0.1:6379',
  })
  expect(dbAway.code).toBe(1)
  expect(dbAway.out).toMatch(/DATABASE_URL: PostgreSQL at 127\.0\.0\.1:\d+ is unreachable/)
  // stdout carries only the ready line: nothing at all when it never got ready.
  expect(noDb.stdout + sqlite.stdout + noRedis.stdout + away.stdout + dbAway.stdout).toBe('')
}, 60_000)
