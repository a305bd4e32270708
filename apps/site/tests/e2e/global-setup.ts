import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
// The same steps `npm start` takes, on a throw-away database and free ports.
import { buildIfNeeded, migrate, seed, stackEnv, startStack } from '../../../../scripts/lib/stack.mjs'

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

const secret = () => crypto.randomBytes(24).toString('hex')

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  const [port, realtimePort] = [await freePort(), await freePort()]
  const env = stackEnv({
    ...process.env,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    REALTIME_PORT: String(realtimePort),
    SITE_URL: `http://127.0.0.1:${port}`,
    PAYLOAD_SECRET: secret(),
    REALTIME_API_KEY: secret(),
    REALTIME_RPC_PROXY_SECRET: secret(),
    REALTIME_LOG_LEVEL: 'warn',
    // Its own build: the prerendered pages and ISR cache belong to this throw-away database.
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
    // Every run seeds the same demo content, so one build serves them all.
    BUILD_DB_ID: 'e2e-demo-seed',
  }) as NodeJS.ProcessEnv & Record<string, string>
  await migrate(env)
  await seed(env)
  await buildIfNeeded(env)
  const stack = await startStack(env)

  // The first administrator, made the way the admin's first visit makes it.
  const admin = { email: `admin-${Date.now()}@example.com`, password: `E2e-${secret()}` }
  const res = await fetch(`${env.SITE_URL}/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...admin, name: 'Test Admin' }),
  })
  if (!res.ok) throw new Error(`first-register failed: ${res.status} ${await res.text()}`)

  Object.assign(process.env, {
    E2E_BASE_URL: env.SITE_URL,
    E2E_REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
    E2E_REALTIME_API_KEY: env.REALTIME_API_KEY,
    E2E_ADMIN_EMAIL: admin.email,
    E2E_ADMIN_PASSWORD: admin.password,
    E2E_DATA_DIR: dataDir,
    E2E_ENV_JSON: JSON.stringify(env),
  })
  return async () => {
    await stack.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
