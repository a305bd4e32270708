// The one production build of the site that the e2e suite and the topology test both run (npm test's
// `build` step makes it before them; each also makes it itself when run alone).
//
// Why one build serves both: the build prerenders the listing pages (home, guides, tours, sitemap,
// RSS) from the database it is made against, so its hash (build.mjs sourceHash) names that database
// (BUILD_DB_ID). Both suites start from the same demo content (scripts/run.mjs seed on an empty
// database), and what the prerendered pages hold of it is the same on SQLite and PostgreSQL, on disk
// or in S3: slugs, titles and /api/media/file/<name> addresses (lib/storage.ts), no ids and no host.
// So the build is made once against a throw-away SQLite database seeded with the demo content and
// named "demo-seed"; the suites then run on their own databases (e2e: SQLite, topology: PostgreSQL),
// where each publish regenerates what it changes, as in production.
//
// Nobody runs from the build folder itself: the e2e suite runs from a copy (copyBuild) and
// `npm run cluster` copies it once per site instance, because Next.js writes the pages it regenerates
// into the folder it runs from; a run's edits never reach the next run or the other suite.
//
// Across runs (a fresh clone in CI), a finished build is kept in ~/.cache/travel-site/next-builds/<hash>
// (the newest three; TRAVEL_BUILD_CACHE names another folder, "off" turns it off) and copied back when
// the sources are the same: the hash covers the sources, package-lock.json and the database id.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIsCurrent, sourceHash } from './build.mjs'
import { root, siteDir } from './env.mjs'
import { log } from './log.mjs'
import { buildIfNeeded, buildWidget, migrate, seed } from './stack.mjs'
import { throwawayEnv } from './throwaway.mjs'

/** The shared build's folder under apps/site (NEXT_DIST_DIR names another) and its database id. */
export const testDistDir = (env = process.env) => env.NEXT_DIST_DIR || '.next-test'
export const TEST_BUILD_DB_ID = 'demo-seed'

const cacheRoot = (env = process.env) =>
  env.TRAVEL_BUILD_CACHE === 'off'
    ? null
    : env.TRAVEL_BUILD_CACHE || path.join(os.homedir(), '.cache', 'travel-site', 'next-builds')
const KEEP = 3
/** Files of a build that name the folder it was made in (Next.js's server trace root). */
const ROOTED = ['required-server-files.json', 'required-server-files.js']

/**
 * Copies a build folder without its `cache` folder (the compiler's cache and the image cache, not
 * needed to serve). Symbolic links (Next.js's node_modules links) are copied as they are: relative.
 */
export function copyBuild(from, to) {
  fs.rmSync(to, { recursive: true, force: true })
  fs.cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => path.relative(from, src) !== 'cache',
  })
}

const stampOf = (dir) => fs.readFileSync(path.join(dir, 'SOURCE_HASH'), 'utf8').trim()

/**
 * Copies the cached build `cacheDir` to `dist`; when it was made in another checkout, the files that
 * name that checkout's folder are made to name `here` instead.
 */
export function restoreFromCache(cacheDir, dist, here = root) {
  copyBuild(cacheDir, dist)
  const madeIn = fs.readFileSync(path.join(cacheDir, 'ROOT'), 'utf8')
  fs.rmSync(path.join(dist, 'ROOT'))
  if (madeIn !== here)
    for (const f of ROOTED) {
      const file = path.join(dist, f)
      if (fs.existsSync(file)) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(madeIn, here))
    }
  fs.utimesSync(cacheDir, new Date(), new Date()) // the newest kept when pruning
}

/** Keeps the build `dist` in `cache` under its SOURCE_HASH, with the checkout it was made in; the newest KEEP stay. */
export function saveToCache(cache, dist, here = root) {
  const hash = stampOf(dist)
  const target = path.join(cache, hash)
  const partial = `${target}.partial-${process.pid}`
  copyBuild(dist, partial)
  fs.writeFileSync(path.join(partial, 'ROOT'), here)
  fs.rmSync(target, { recursive: true, force: true })
  fs.renameSync(partial, target)
  const kept = fs
    .readdirSync(cache)
    .filter((n) => /^[0-9a-f]{16}$/.test(n))
    .map((n) => ({ n, t: fs.statSync(path.join(cache, n)).mtimeMs }))
    .sort((a, b) => b.t - a.t)
  for (const { n } of kept.slice(KEEP)) fs.rmSync(path.join(cache, n), { recursive: true, force: true })
  return target
}

/**
 * Makes sure apps/site/<testDistDir> holds the current shared build: already there, copied from the
 * cache, or built now (migrate and seed a throw-away SQLite database, then `next build`).
 * Returns how: 'current' | 'cache' | 'built'.
 */
export async function ensureTestBuild(base = process.env) {
  const distName = testDistDir(base)
  const probe = { ...base, NEXT_DIST_DIR: distName, BUILD_DB_ID: TEST_BUILD_DB_ID }
  const dist = path.join(siteDir, distName)
  if (buildIsCurrent(probe)) {
    await buildWidget(probe)
    log('info', `the shared test build (${distName}) is current`)
    return 'current'
  }
  const cache = cacheRoot(base)
  const cached = cache && path.join(cache, sourceHash(probe))
  if (cached && fs.existsSync(path.join(cached, 'BUILD_ID')) && fs.existsSync(path.join(cached, 'ROOT'))) {
    restoreFromCache(cached, dist)
    if (buildIsCurrent(probe)) {
      await buildWidget(probe)
      log('info', `the shared test build (${distName}) copied from ${cached}`)
      return 'cache'
    }
  }
  const { env, cleanup } = await throwawayEnv({ name: 'build', distDir: distName, buildDbId: TEST_BUILD_DB_ID })
  try {
    await migrate(env)
    await seed(env)
    await buildIfNeeded(env)
  } finally {
    cleanup()
  }
  if (cache) {
    try {
      fs.mkdirSync(cache, { recursive: true })
      saveToCache(cache, dist)
    } catch (e) {
      log('warn', `the build was not kept in ${cache}: ${e.message}`)
    }
  }
  return 'built'
}
