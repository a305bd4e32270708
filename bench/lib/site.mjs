// Starts the production site for a benchmark: its own build folder and a throw-away database
// seeded with the demo content, on a free port. Nothing of the developer's data is touched.
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildIfNeeded, migrate, seed, stackEnv, startStack } from '../../scripts/lib/stack.mjs'

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

export async function startBenchSite({ quiet = true } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
  const secret = () => crypto.randomBytes(24).toString('hex')
  const [port, realtimePort] = [await freePort(), await freePort()]
  const env = stackEnv({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    REALTIME_PORT: String(realtimePort),
    SITE_URL: `http://127.0.0.1:${port}`,
    PAYLOAD_SECRET: secret(),
    REALTIME_API_KEY: secret(),
    REALTIME_RPC_PROXY_SECRET: secret(),
    REALTIME_LOG_LEVEL: 'warn',
    NEXT_DIST_DIR: '.next-bench',
    BUILD_DB_ID: 'bench-demo-seed',
    FEED: process.env.FEED ?? 'simulator',
  })
  const write = process.stdout.write.bind(process.stdout)
  if (quiet) process.stdout.write = () => true // the launcher's JSON log lines
  try {
    await migrate(env)
    await seed(env)
    await buildIfNeeded(env)
    const stack = await startStack(env)
    return {
      url: env.SITE_URL,
      env,
      stop: async () => {
        await stack.stop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
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
