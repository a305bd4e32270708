// The production commands (scripts/run.mjs: npm run site|gateway|feed|migrate|seed) say what is wrong,
// and stop, instead of starting half-configured.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'

const root = path.resolve(__dirname, '../../../..')

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const c = spawn(process.execPath, [path.join(root, 'scripts/run.mjs'), ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    c.stdout.on('data', (d) => (out += d))
    c.stderr.on('data', (d) => (out += d))
    c.on('exit', (code) => resolve({ code, out }))
  })
}

const secrets = { PAYLOAD_SECRET: 'x'.repeat(32), REALTIME_API_KEY: 'k'.repeat(32), REALTIME_RPC_PROXY_SECRET: 'p'.repeat(32) }

it('names the process to run when none or an unknown one is given', async () => {
  const r = await run(['website'], secrets)
  expect(r.code).toBe(2)
  expect(r.out).toContain('site|gateway|feed|migrate|seed')
})

it('names each missing secret', async () => {
  const r = await run(['site'], { ...secrets, PAYLOAD_SECRET: '', REALTIME_API_KEY: ' ' })
  expect(r.code).toBe(2)
  expect(r.out).toContain('PAYLOAD_SECRET, REALTIME_API_KEY are not set')
})

it('says to build first when the build folder has no build', async () => {
  const r = await run(['site'], { ...secrets, NEXT_DIST_DIR: '.next-never-built' })
  expect(r.code).toBe(2)
  expect(r.out).toMatch(/there is no build in .*\.next-never-built: run `npm run build` first/)
})
