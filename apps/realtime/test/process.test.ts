import { spawn } from 'node:child_process'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Centrifuge, type Options } from 'centrifuge'
import WebSocket from 'ws'
import { bundleGateway } from './gateway-bundle.js'
import { cleanup } from './helpers.js'

afterEach(cleanup)

/** src/main.ts bundled as the launcher runs it (./gateway-bundle.ts), run with plain `node`. */
let main: string
beforeAll(async () => {
  main = await bundleGateway()
})

describe('the gateway process', () => {
  it('starts from environment variables and on SIGTERM closes clients with 3001, then exits 0', async () => {
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        REALTIME_PORT: '0',
        REALTIME_HOST: '127.0.0.1',
        REALTIME_API_KEY: 'k',
        REALTIME_LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no listening line: ${out}`)), 15_000)
        child.stdout.on('data', () => {
          const m = /"port":(\d+)[^\n]*listening/.exec(out)
          if (m) {
            clearTimeout(t)
            resolve(Number(m[1]))
          }
        })
      })
      const c = new Centrifuge(`ws://127.0.0.1:${port}/connection/websocket`, {
        websocket: WebSocket as unknown as Options['websocket'],
        minReconnectDelay: 5000,
      })
      const connecting = new Promise<{ code: number; reason: string }>((r) =>
        c.on('connecting', (ctx) => ctx.code !== 0 && r(ctx)),
      )
      c.connect()
      await c.ready(5000)
      child.kill('SIGTERM')
      expect(await connecting).toEqual({ code: 3001, reason: 'shutdown' })
      expect(await exited).toBe(0)
      c.disconnect()
    } finally {
      child.kill('SIGKILL')
    }
  }, 30_000)

  it('refuses to start with a bad configuration (exit 2, readable message)', async () => {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, REALTIME_PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)))
    expect(code).toBe(2)
    expect(err).toMatch(/REALTIME_PORT/)
  }, 30_000)
})
