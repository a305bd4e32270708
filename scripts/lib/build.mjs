import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { root, siteDir } from './env.mjs'

const INPUTS = [
  'apps/site/src',
  'apps/site/next.config.mjs',
  'apps/site/package.json',
  'packages/live-widget/src',
  'package-lock.json',
]
const SKIP = /(^|\/)(node_modules|\.next|migrations)(\/|$)|\.test\.tsx?$/

function* files(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false })
  if (!st) return
  if (st.isFile()) yield p
  else if (st.isDirectory()) for (const e of fs.readdirSync(p).sort()) yield* files(path.join(p, e))
}

/**
 * A hash of everything the production build is made from, and of the database it was prerendered
 * from: the build holds prerendered pages and the ISR cache, which belong to one database.
 */
export function sourceHash(env = process.env) {
  const h = crypto.createHash('sha256')
  h.update(env.BUILD_DB_ID || env.DATABASE_URL || path.resolve(env.DATA_DIR || path.join(root, 'data'))).update('\0')
  for (const input of INPUTS)
    for (const f of files(path.join(root, input))) {
      const rel = path.relative(root, f)
      if (SKIP.test(rel)) continue
      h.update(rel).update('\0').update(fs.readFileSync(f)).update('\0')
    }
  return h.digest('hex').slice(0, 16)
}

const distDir = (env = process.env) => path.join(siteDir, env.NEXT_DIST_DIR || '.next')
const stampFile = (env = process.env) => path.join(distDir(env), 'SOURCE_HASH')

export const buildIsCurrent = (env = process.env) =>
  fs.existsSync(path.join(distDir(env), 'BUILD_ID')) &&
  fs.readFileSync(stampFile(env), { encoding: 'utf8', flag: 'a+' }).trim() === sourceHash(env)

/** Records the hash of the sources the build was started from (taken before it ran: a file edited
 * during the build must make the next start build again). */
export const markBuilt = (env = process.env, hash = sourceHash(env)) => fs.writeFileSync(stampFile(env), hash)
