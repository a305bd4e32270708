import { spawn, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import { freePort } from '../../../../scripts/lib/throwaway.mjs'

export { freePort }

/**
 * A throw-away redis-server on `port` (no persistence), ready when this resolves: for Redis going
 * away (kill) and coming back. The caller kills it, also when a test fails.
 */
export async function throwawayRedis(port: number): Promise<{ server: ChildProcess; kill: () => Promise<unknown> }> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const probe = new Redis(`redis://127.0.0.1:${port}`, {
    lazyConnect: true,
    retryStrategy: () => 100,
    maxRetriesPerRequest: 0,
  })
  probe.on('error', () => {})
  for (let i = 0; i < 50 && probe.status !== 'ready'; i++) {
    await probe.connect().catch(() => {})
    if (probe.status !== 'ready') await new Promise((r) => setTimeout(r, 100))
  }
  probe.disconnect()
  return {
    server,
    kill: () => (
      server.kill('SIGKILL'),
      new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r(null) : server.once('exit', r)))
    ),
  }
}
