/**
 * The feed worker: a separate process (started by `npm start`, see scripts/lib/stack.mjs) that
 * writes match data through Payload's Local API, so the afterChange hook publishes each change.
 *   FEED=simulator (default)   demo fixtures of today and tomorrow, FEED_SPEED times real time
 *   FEED=football-data         football-data.org v4 (FOOTBALL_DATA_API_KEY, FOOTBALL_DATA_COMPETITIONS)
 *   FEED=off                   nothing (the launcher does not even start this process)
 * Run by `payload run src/football/feed/worker.ts`.
 * With REDIS_URL, several workers may run (one per instance): only the one holding the cluster's
 * "feed" lock feeds, the others wait and take over within 10 s when it dies (feed/leader.ts).
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { clusterLock } from '../../lib/cluster-lock'
import { livePublisher } from '../publisher'
import { FootballDataFeed } from './football-data'
import { runFeedWhileHeld, type Feed } from './leader'
import { parseSpeed, Simulator } from './simulator'

const mode = (process.env.FEED || 'simulator').toLowerCase()
const payload = await getPayload({ config })
let makeFeed: ((payload: Payload) => Feed) | null = null

if (mode === 'simulator') {
  const speed = parseSpeed(process.env.FEED_SPEED)
  makeFeed = (p) => new Simulator(p, { speed })
} else if (mode === 'football-data') {
  const apiKey = process.env.FOOTBALL_DATA_API_KEY
  if (!apiKey) {
    payload.logger.error(
      'FEED=football-data needs FOOTBALL_DATA_API_KEY (free key at https://www.football-data.org/client/register)',
    )
    process.exit(2)
  }
  makeFeed = (p) =>
    new FootballDataFeed(p, {
      apiKey,
      baseUrl: process.env.FOOTBALL_DATA_URL || undefined,
      competitions: process.env.FOOTBALL_DATA_COMPETITIONS || undefined,
    })
} else if (mode !== 'off') {
  payload.logger.error(`unknown FEED "${mode}": use simulator, football-data or off`)
  process.exit(2)
}

const lock = makeFeed ? clusterLock('feed') : null
const run =
  lock && makeFeed
    ? runFeedWhileHeld(lock, payload, makeFeed, (err) => {
        payload.logger.error({ err }, 'feed worker: the feed failed to start')
        process.exit(1)
      })
    : null

const shutdown = async (signal: string) => {
  payload.logger.info({ signal }, 'feed worker stopping')
  await run?.stop()
  // Give queued live updates a moment to reach the gateway.
  await Promise.race([livePublisher().idle(), new Promise((r) => setTimeout(r, 2000))])
  await lock?.stop() // the next instance takes over at once
  await payload.destroy?.()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

if (!run) payload.logger.info('FEED=off: the feed worker has nothing to do')
// `payload run` exits when this module's evaluation ends: keep it pending until a signal stops the worker.
await new Promise<never>(() => {})
