import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { availableParallelism } from 'node:os'
import { loadConfig, parseHostPort, workerCount } from '../src/config.js'

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 8000,
      pingIntervalMs: 25_000,
      rpcProxyTimeoutMs: 1000,
      rpcProxySecretHeader: 'X-Realtime-Secret',
      maxMessageSize: 65_536,
      allowAnonymous: true,
      redisUrl: '',
    })
    expect(c.namespaces).toEqual([
      expect.objectContaining({
        name: 'sport',
        allowSubscribeForAnonymous: true,
        historySize: 100,
        historyTtlSeconds: 300,
      }),
    ])
  })

  it('reads environment variables', () => {
    const c = loadConfig({
      REALTIME_PORT: '9100',
      REALTIME_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      REALTIME_API_KEY: 'k',
      REALTIME_RPC_PROXY_URL: 'http://site/api/realtime/rpc',
      REALTIME_RPC_PROXY_TIMEOUT_MS: '500',
      REALTIME_TRUST_PROXY: 'true',
      REALTIME_HISTORY_SIZE: '7',
      REDIS_URL: 'redis://127.0.0.1:6379',
    })
    expect(c).toMatchObject({
      port: 9100,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      apiKey: 'k',
      rpcProxyUrl: 'http://site/api/realtime/rpc',
      rpcProxyTimeoutMs: 500,
      trustProxy: 1,
      redisUrl: 'redis://127.0.0.1:6379',
    })
    expect(c.namespaces[0]!.historySize).toBe(7)
  })

  it('reads a JSON file named by REALTIME_CONFIG; environment variables win', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rt-config-'))
    const file = join(dir, 'realtime.json')
    writeFileSync(
      file,
      JSON.stringify({
        port: 8100,
        apiKey: 'from-file',
        namespaces: [{ name: 'chat', allowSubscribeForClient: true }],
      }),
    )
    const c = loadConfig({ REALTIME_CONFIG: file, REALTIME_API_KEY: 'from-env' })
    expect(c.port).toBe(8100)
    expect(c.apiKey).toBe('from-env')
    expect(c.namespaces).toEqual([
      expect.objectContaining({ name: 'chat', allowSubscribeForClient: true, allowSubscribeForAnonymous: false }),
    ])
  })

  it('rejects bad values with a readable error', () => {
    expect(() => loadConfig({ REALTIME_PORT: 'eighty' })).toThrow(/REALTIME_PORT/)
    expect(() => loadConfig({ REALTIME_PORT: '70000' })).toThrow(/port/)
    expect(() => loadConfig({ REALTIME_NAMESPACES: '[{"name":"bad name!"}]' })).toThrow(/namespaces/)
    expect(() => loadConfig({ REALTIME_METRICS_ADDRESS: 'localhost' })).toThrow(/metricsAddress: expected host:port/)
    expect(() => loadConfig({ REALTIME_METRICS_ADDRESS: '127.0.0.1:70000' })).toThrow(/metricsAddress/)
  })

  it('reads REALTIME_WORKERS (a number or auto; default 1) and the workers key of the file', () => {
    expect(loadConfig({}).workers).toBe(1)
    expect(workerCount(loadConfig({}))).toBe(1)
    expect(loadConfig({ REALTIME_WORKERS: '3' }).workers).toBe(3)
    const auto = loadConfig({ REALTIME_WORKERS: 'auto' })
    expect(auto.workers).toBe('auto')
    expect(workerCount(auto)).toBe(availableParallelism())
    const dir = mkdtempSync(join(tmpdir(), 'rt-config-'))
    const file = join(dir, 'realtime.json')
    writeFileSync(file, JSON.stringify({ workers: 'auto' }))
    expect(loadConfig({ REALTIME_CONFIG: file }).workers).toBe('auto')
    writeFileSync(file, JSON.stringify({ workers: 0 }))
    expect(() => loadConfig({ REALTIME_CONFIG: file })).toThrow(
      /workers: expected a whole number from 1 to 256 or "auto"/,
    )
    expect(() => loadConfig({ REALTIME_WORKERS: 'many' })).toThrow(
      /REALTIME_WORKERS: expected a whole number >= 1 or "auto"/,
    )
    expect(() => loadConfig({ REALTIME_WORKERS: '0' })).toThrow(/REALTIME_WORKERS/)
    expect(() => loadConfig({ REALTIME_WORKERS: '1.5' })).toThrow(/REALTIME_WORKERS/)
    expect(() => loadConfig({ REALTIME_WORKERS: '1000' })).toThrow(/workers/)
  })

  it('reads REALTIME_METRICS_ADDRESS as host:port (host omitted: 127.0.0.1)', () => {
    expect(loadConfig({}).metricsAddress).toBe('')
    expect(loadConfig({ REALTIME_METRICS_ADDRESS: '10.0.0.3:9100' }).metricsAddress).toBe('10.0.0.3:9100')
    expect(parseHostPort('10.0.0.3:9100')).toEqual({ host: '10.0.0.3', port: 9100 })
    expect(parseHostPort(':9100')).toEqual({ host: '127.0.0.1', port: 9100 })
    expect(parseHostPort('9100')).toEqual({ host: '127.0.0.1', port: 9100 })
    expect(parseHostPort('[::1]:9100')).toEqual({ host: '::1', port: 9100 })
    expect(parseHostPort('a:b:9100')).toBeNull()
  })
})
