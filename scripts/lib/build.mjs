import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { root, siteDir } from './env.mjs'

const INPUTS = ['apps/site/src', 'apps/site/next.config.mjs', 'apps/site/package.json', 'packages/live-widget/src', 'package-lock.json']
const SKIP = /(^|\/)(node_modules|\.next|migrations)(\/|$)|\.test\.tsx?$/

function* files(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false })
  if (!st) return
  if (st.isFile()) yield p
  else if (st.isDirectory()) for (const e of fs.readdirSync(p).sort()) yield* files(path.join(p, e))
}

/** A hash of everything the production build is made from. */
export function sourceHash() {
  const h = crypto.createHash('sha256')
  for (const input of INPUTS)
    for (const f of files(path.join(root, input))) {
      const rel = path.relative(root, f)
      if (SKIP.test(rel)) continue
      h.update(rel).update('\0').update(fs.readFileSync(f)).update('\0')
    }
  return h.digest('hex').slice(0, 16)
}

const distDir = () => path.join(siteDir, process.env.NEXT_DIST_DIR || '.next')
const stampFile = () => path.join(distDir(), 'SOURCE_HASH')

export const buildIsCurrent = () => fs.existsSync(path.join(distDir(), 'BUILD_ID')) && fs.readFileSync(stampFile(), { encoding: 'utf8', flag: 'a+' }).trim() === sourceHash()

export const markBuilt = () => fs.writeFileSync(stampFile(), sourceHash())
