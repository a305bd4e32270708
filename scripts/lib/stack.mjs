import fs from 'node:fs'
import path from 'node:path'
import { buildIsCurrent, markBuilt, sourceHash } from './build.mjs'
import { bundleProgram, conditionFlags, PROGRAMS } from './bundle.mjs'
import { isPostgres, root, siteDir } from './env.mjs'
import { log } from './log.mjs'
import { bin, run, start, stopAll, waitForHttp } from './proc.mjs'

/** Environment of the site, gateway and feed worker, from the launcher's environment. */
export function stackEnv(base) {
  const port = Number(base.PORT || 3000)
  const realtimePort = Number(base.REALTIME_PORT || 8000)
  const siteUrl = base.SITE_URL || `http://localhost:${port}`
  const realtimePublic = base.REALTIME_PUBLIC_URL || `ws://localhost:${realtimePort}`
  return {
    ...base,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SITE_URL: siteUrl,
    REPO_ROOT: root,
    REALTIME_PORT: String(realtimePort),
    REALTIME_PUBLIC_URL: realtimePublic,
    REALTIME_URL: base.REALTIME_URL || `http://127.0.0.1:${realtimePort}`,
    REALTIME_ALLOWED_ORIGINS: base.REALTIME_ALLOWED_ORIGINS || `${siteUrl},http://127.0.0.1:${port}`,
    REALTIME_RPC_PROXY_URL: base.REALTIME_RPC_PROXY_URL || `http://127.0.0.1:${port}/api/realtime/rpc`,
    FEED: base.FEED || 'simulator',
  }
}

/**
 * Starts the site's production server (apps/site/server.mjs: Next.js's handler behind the page
 * micro-cache) on env.PORT / env.HOST; the caller waits for it to answer.
 */
export const startSite = (name, env) =>
  start(name, process.execPath, [path.join(siteDir, 'server.mjs')], { cwd: siteDir, env })

/** Applies the committed migrations of the selected dialect. */
export async function migrate(env) {
  log('info', `migrating the ${isPostgres(env.DATABASE_URL) ? 'PostgreSQL' : 'SQLite'} database`)
  const script = await bundleProgram('migrate')
  await run('migrate', process.execPath, [...conditionFlags('migrate'), script], {
    cwd: siteDir,
    env,
    expect: /MIGRATE_RESULT /,
  })
}

export async function seed(env) {
  const script = await bundleProgram('seed')
  await run('seed', process.execPath, [...conditionFlags('seed'), script], {
    cwd: siteDir,
    env,
    expect: /SEED_RESULT /,
  })
}

/** The live widget's standalone embed script (packages/live-widget/dist/embed.js), served by the site at /live-widget/embed.js. */
export async function buildWidget(env, { force = false } = {}) {
  if (!force && fs.existsSync(embedScript)) return false
  await run('widget', process.execPath, [path.join(root, 'packages/live-widget/scripts/build.mjs')], { env })
  return true
}
const embedScript = path.join(root, 'packages/live-widget/dist/embed.js')

export async function buildIfNeeded(env, { force = false } = {}) {
  if (!force && buildIsCurrent(env)) {
    await buildWidget(env)
    log('info', 'the production build is current')
    return false
  }
  await buildWidget(env, { force: true })
  log('info', 'building the site (production build; about a minute or two)')
  const started = Date.now()
  const hash = sourceHash(env)
  await run('build', bin('next'), ['build'], { cwd: siteDir, env })
  markBuilt(env, hash)
  log('info', 'build done', { ms: Date.now() - started })
  return true
}

/**
 * `npm run build`: everything the processes run, without starting any of them: the widget's embed
 * script, the bundles of the gateway, feed worker, migrate, seed and create-admin (scripts/lib/bundle.mjs),
 * and Next.js's production build (which prerenders the listing pages from the database, so it needs
 * the database, migrated). Returns whether Next.js built (false: the build was current).
 */
export async function buildAll(env, { force = false } = {}) {
  await Promise.all(Object.keys(PROGRAMS).map((name) => bundleProgram(name)))
  return buildIfNeeded(env, { force })
}

/** Starts the gateway and the site (and whatever else a later step adds); resolves when both answer. */
export async function startStack(env) {
  const children = []
  const [gatewayScript, feedScript] = await Promise.all([bundleProgram('gateway'), bundleProgram('feed')])
  const gateway = start('realtime', process.execPath, [...conditionFlags('gateway'), gatewayScript], { env })
  children.push(gateway)
  const site = startSite('site', env)
  children.push(site)
  // The feed worker (FEED=simulator | football-data | off) writes matches through the Local API.
  if ((env.FEED || 'simulator') !== 'off')
    children.push(start('feed', process.execPath, [...conditionFlags('feed'), feedScript], { cwd: siteDir, env }))
  try {
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${env.REALTIME_PORT}/health`, { child: gateway }),
      waitForHttp(`http://127.0.0.1:${env.PORT}/robots.txt`, { child: site }),
    ])
  } catch (e) {
    await stopAll(children)
    throw e
  }
  return { children, stop: () => stopAll(children) }
}

export const dataDirOf = (env) => path.resolve(env.DATA_DIR || path.join(root, 'data'))
export const ensureDataDir = (env) => fs.mkdirSync(dataDirOf(env), { recursive: true })
