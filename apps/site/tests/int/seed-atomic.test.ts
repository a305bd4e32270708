// A seed killed half-way (Ctrl-C during the first start, a machine that stops) must not leave a
// database that the next start takes as seeded: the demo content is created all or nothing.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bundleProgram, conditionFlags } from '../../../../scripts/lib/bundle.mjs'
import { start } from '../../../../scripts/lib/proc.mjs'
import { migrate } from '../../../../scripts/lib/stack.mjs'
import { createDatabase } from '../../../../scripts/lib/pg-database.mjs'

const siteDir = path.resolve(__dirname, '../..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-seed-atomic-'))
const server = process.env.DATABASE_URL && /^postgres/.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : ''
const dbName = `seed_atomic_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
const env: Record<string, string> = {}
let dropDatabase: (() => Promise<void>) | undefined

beforeAll(async () => {
  let databaseUrl = ''
  if (server) {
    const db = await createDatabase(server, dbName)
    databaseUrl = db.url
    dropDatabase = db.drop
  }
  const outside = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST'))) as Record<
    string,
    string
  >
  Object.assign(env, {
    ...outside,
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    LOG_LEVEL: 'info',
    REALTIME_URL: '',
    NODE_ENV: 'production',
    // The pictures at a tenth of their size: this test is about what a seed leaves behind, not pixels.
    SEED_PICTURE_SCALE: '0.1',
  })
  await migrate(env)
}, 240_000)

afterAll(async () => {
  await dropDatabase?.()
  fs.rmSync(dir, { recursive: true, force: true })
})

/**
 * Runs the seed as the launcher starts it (scripts/lib/proc.mjs start(), with the program's conditions);
 * with `killAt`, SIGKILLs it when its output first matches.
 */
async function runSeed(killAt?: RegExp): Promise<{ killed: boolean; result: { seeded: boolean } | null }> {
  const script = await bundleProgram('seed')
  const child = start('seed', process.execPath, [...conditionFlags('seed'), script], { cwd: siteDir, env })
  let out = ''
  let killed = false
  child.stdout.on('data', (d: Buffer) => {
    out += String(d)
    if (killAt && !killed && killAt.test(out)) {
      killed = true
      child.kill('SIGKILL')
    }
  })
  await new Promise((resolve) => child.once('exit', resolve))
  const m = /SEED_RESULT (\{.*\})/.exec(out)
  return { killed, result: m ? JSON.parse(m[1]!) : null }
}

it('leaves nothing behind when killed half-way, so the next start seeds everything', async () => {
  // Killed while it draws the pictures of the guides, after the categories and the first guides exist.
  const first = await runSeed(/drawing pictures \(6\)/)
  expect(first).toEqual({ killed: true, result: null })
  const second = await runSeed()
  expect(second.result).toEqual({ seeded: true })
  // And only once: a third start finds the content.
  expect((await runSeed()).result).toEqual({ seeded: false })
}, 240_000)
