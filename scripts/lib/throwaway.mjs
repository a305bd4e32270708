// A throw-away copy of the stack for tests and benchmarks: a fresh data folder, free ports, random
// secrets, its own build folder. Nothing of the developer's data or build is touched.
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { stackEnv } from './stack.mjs'

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

const secret = () => crypto.randomBytes(24).toString('hex')

/**
 * @param {{ name: string, distDir: string, buildDbId: string, databaseUrl?: string, extra?: Record<string, string> }} opts
 */
export async function throwawayEnv({ name, distDir, buildDbId, databaseUrl = '', extra = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${name}-`))
  const [port, realtimePort] = [await freePort(), await freePort()]
  const env = stackEnv({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    REALTIME_PORT: String(realtimePort),
    SITE_URL: `http://127.0.0.1:${port}`,
    PAYLOAD_SECRET: secret(),
    REALTIME_API_KEY: secret(),
    REALTIME_RPC_PROXY_SECRET: secret(),
    REALTIME_LOG_LEVEL: 'warn',
    // Its own build: prerendered pages and the ISR cache belong to this kind of database.
    NEXT_DIST_DIR: distDir,
    // Every throw-away copy seeds the same demo content, so one build serves them all.
    BUILD_DB_ID: buildDbId,
    ...extra,
  })
  return { env, dataDir, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) }
}
