import type { Payload } from 'payload'
import { Simulator } from './feed/simulator'

/**
 * Demo football data (called by the site seed, on an empty database only): the leagues and teams,
 * the fixtures of today and tomorrow in the site's time zone in the state the simulator gives them
 * now, and one match in play. Nothing is published (the gateway is not running during the seed).
 */
export async function seedFootball(
  payload: Payload,
  log: (m: string) => void = (m) => payload.logger.info(m),
): Promise<void> {
  const sim = new Simulator(payload, { context: { skipLivePublish: true, disableRevalidate: true } })
  const created = await sim.ensureFixtures()
  const live = await sim.ensureLiveMatch()
  log(`seed: football (${created} fixtures for today and tomorrow${live ? `, ${live} in play` : ''})`)
}
