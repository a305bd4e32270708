import crypto from 'node:crypto'
import path from 'node:path'
// The same steps `npm start` takes, on a throw-away database and free ports.
import { siteDir } from '../../../../scripts/lib/env.mjs'
import { migrate, seed, startStack } from '../../../../scripts/lib/stack.mjs'
import { copyBuild, ensureTestBuild, TEST_BUILD_DB_ID, testDistDir } from '../../../../scripts/lib/test-build.mjs'
import { freePort, throwawayEnv } from '../../../../scripts/lib/throwaway.mjs'

export { freePort }

/** The test workers (playwright.config.ts) and so the administrators made for them. */
export const E2E_WORKERS = 2

export default async function globalSetup() {
  // The production build the topology test runs too (scripts/lib/test-build.mjs), made when missing; the
  // suite runs from its own copy of it, since the pages it regenerates are written into that folder.
  await ensureTestBuild()
  const shared = testDistDir()
  const distDir = `${shared}-e2e`
  copyBuild(path.join(siteDir, shared), path.join(siteDir, distDir))
  const { env, dataDir, cleanup } = await throwawayEnv({
    name: 'e2e',
    distDir,
    buildDbId: TEST_BUILD_DB_ID,
    databaseUrl: process.env.E2E_DATABASE_URL ?? '',
    // No feed worker: the live football tests drive the matches themselves, so nothing moves behind their back.
    // Public pages stay in the page micro-cache for a minute (production: 1 s), so a test that sees an
    // edit on a public page proves the publish purged it.
    // The tests stand as the one proxy in front of the site (TRUST_PROXY=1): the X-Forwarded-For entry
    // they add is the visitor's address, so tests that register or book stay within the per-address limits.
    // Every simulated visitor connects from 127.0.0.1: the gateway's per-address RPC budget (sized for one
    // household or office) is raised to what a whole test run from one address needs.
    extra: {
      FEED: 'off',
      PAGE_CACHE_TTL_MS: '60000',
      TRUST_PROXY: '1',
      REALTIME_RPC_RATE_PER_IP: '200',
      REALTIME_RPC_BURST_PER_IP: '2000',
      // The search pages of all the tests' workers come from that one address too (production: 30 a minute).
      SEARCH_PAGE_LIMIT: '1000',
      // And their guest carts (production: 30 new ones an hour per address).
      GUEST_CARTS_PER_HOUR: '1000',
    },
  })
  await migrate(env)
  await seed(env)
  const stack = await startStack(env)

  // The first administrator, made the way the admin's first visit makes it.
  const admin = { email: `admin-${Date.now()}@example.com`, password: `E2e-${crypto.randomBytes(18).toString('hex')}` }
  const res = await fetch(`${env.SITE_URL}/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...admin, name: 'Test Admin' }),
  })
  if (!res.ok) throw new Error(`first-register failed: ${res.status} ${await res.text()}`)
  // One administrator per test worker: Payload keeps a user's sessions in one list on the user, and two
  // logins of the same user at the same moment (two workers) can each save the list without the
  // other's session, which then stops working.
  const { token } = (await res.json()) as { token: string }
  const admins = [admin]
  for (let i = 1; i < E2E_WORKERS; i++) {
    const more = {
      email: `admin${i}-${Date.now()}@example.com`,
      password: `E2e-${crypto.randomBytes(18).toString('hex')}`,
    }
    const made = await fetch(`${env.SITE_URL}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ ...more, name: `Test Admin ${i + 1}`, roles: ['admin'] }),
    })
    if (!made.ok) throw new Error(`creating administrator ${i + 1} failed: ${made.status} ${await made.text()}`)
    admins.push(more)
  }

  Object.assign(process.env, {
    E2E_BASE_URL: env.SITE_URL,
    E2E_REALTIME_URL: `http://127.0.0.1:${env.REALTIME_PORT}`,
    E2E_REALTIME_API_KEY: env.REALTIME_API_KEY,
    E2E_ADMINS_JSON: JSON.stringify(admins),
    E2E_DATA_DIR: dataDir,
    E2E_ENV_JSON: JSON.stringify(env),
  })
  return async () => {
    await stack.stop()
    cleanup()
  }
}
