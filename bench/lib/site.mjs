// Starts the production site for a benchmark: its own build folder and a throw-away database
// seeded with the demo content, on a free port. Nothing of the developer's data is touched.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bin, start, waitForHttp } from '../../scripts/lib/proc.mjs'
import { buildIfNeeded, migrate, seed, startStack } from '../../scripts/lib/stack.mjs'
import { siteDir } from '../../scripts/lib/env.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'
import { freePort, throwawayEnv } from '../../scripts/lib/throwaway.mjs'

export { freePort }

export const CHROMIUM = CHROMIUM_PATH
/** For Lighthouse's launcher, which starts Chromium itself (Playwright adds headless on its own). */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/**
 * BENCH_DIST=<folder under apps/site> serves a build made beforehand (bench/pages/build.mjs) as it
 * is, without building: the "A" of an A/B whose "B" (COMPARE_DIST) was built from other sources.
 */
export async function startBenchSite({ quiet = true } = {}) {
  const prebuilt = process.env.BENCH_DIST
  const { env, cleanup } = await throwawayEnv({
    name: 'bench',
    distDir: prebuilt || '.next-bench',
    buildDbId: 'bench-demo-seed',
    extra: { FEED: process.env.FEED ?? 'simulator' },
  })
  const write = process.stdout.write.bind(process.stdout)
  const lines = []
  if (quiet)
    process.stdout.write = (s) => {
      lines.push(String(s)) // the launcher's JSON log lines, shown only when a step fails
      if (lines.length > 200) lines.shift()
      return true
    }
  try {
    await migrate(env)
    await seed(env)
    if (!prebuilt) await buildIfNeeded(env)
    else if (!fs.existsSync(path.join(siteDir, prebuilt, 'BUILD_ID')))
      throw new Error(`BENCH_DIST=${prebuilt}: no build there (node bench/pages/build.mjs ${prebuilt})`)
    const stack = await startStack(env)
    return {
      url: env.SITE_URL,
      env,
      stop: async () => {
        await stack.stop()
        cleanup()
      },
    }
  } catch (e) {
    process.stdout.write = write
    write(lines.join(''))
    cleanup()
    throw e
  } finally {
    process.stdout.write = write
  }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

export const verdict = (ok) => (ok ? 'OK  ' : 'OVER')

/**
 * The empty prerendered Next.js app (bench/throughput/empty-app), the reference every bench measures
 * against in the same run: built once, served with `next start` on a free port.
 */
export async function emptyNext() {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'throughput', 'empty-app')
  if (!fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    console.log('building the empty reference Next.js app...')
    const r = spawnSync(bin('next'), ['build'], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    if (r.status !== 0) throw new Error('empty app build failed')
  }
  const port = await freePort()
  const child = start('empty-next', bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  await waitForHttp(`http://127.0.0.1:${port}/`, { child })
  return { url: `http://127.0.0.1:${port}/`, child }
}
