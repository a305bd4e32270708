import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase } from '../../../../scripts/lib/pg-database.mjs'
import { NO_DATABASE_URL } from './database-free'

/**
 * A throw-away database for the integration suite: a fresh SQLite file in a temporary folder, or,
 * when DATABASE_URL is a postgres:// URL, a fresh database created on that server and dropped after.
 * SITE_TESTS=database-free (the files of database-free.ts): no database at all, and a DATABASE_URL that
 * Payload refuses, so a file there that starts Payload fails instead of passing on one dialect only.
 */
export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
  process.env.DATA_DIR = dir
  process.env.PAYLOAD_SECRET = crypto.randomBytes(24).toString('hex')
  process.env.PAYLOAD_JOBS_AUTORUN = '0'
  // The demo content's pictures (tests/int/payload.ts demoContent) at 0.64 of their size: drawing them
  // and their resized copies was most of the suite's one seed (about 80 s of a loaded run). At 0.64 every
  // picture still gets the sizes the tests read, thumbnail (400x300) and card (768 wide); only `hero`
  // (1,600 wide), which no integration test reads, is left out.
  process.env.SEED_PICTURE_SCALE ??= '0.64'
  // Limits counted in Redis (when REDIS_URL is set) under keys of this run only.
  process.env.RATE_LIMIT_PREFIX = `test-limits-${crypto.randomBytes(4).toString('hex')}`
  let drop: (() => Promise<void>) | undefined
  const url = process.env.DATABASE_URL
  if (process.env.SITE_TESTS === 'database-free') {
    process.env.DATABASE_URL = NO_DATABASE_URL
  } else if (url && /^postgres/.test(url)) {
    const db = await createDatabase(url, `travel_test_${process.pid}_${crypto.randomBytes(3).toString('hex')}`)
    process.env.DATABASE_URL = db.url
    drop = db.drop
  } else {
    delete process.env.DATABASE_URL
  }
  return async () => {
    await drop?.()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
