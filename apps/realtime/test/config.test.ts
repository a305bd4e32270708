import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8000,
      pingIntervalMs: 25_000,
      rpcProxyTimeoutMs: 1000,
      rpcProxySecretHeader: 'X-Realtime-Secret',
      maxMessageSize: 65_536,
      allowAnonymous: true,
      redisUrl: '',
    });
    expect(c.namespaces).toEqual([expect.objectContaining({ name: 'sport', allowSubscribeForAnonymous: true, historySize: 100, historyTtlSeconds: 300 })]);
  });

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
    });
    expect(c).toMatchObject({
      port: 9100,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      apiKey: 'k',
      rpcProxyUrl: 'http://site/api/realtime/rpc',
      rpcProxyTimeoutMs: 500,
      trustProxy: true,
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(c.namespaces[0]!.historySize).toBe(7);
  });

  it('reads a JSON file named by REALTIME_CONFIG; environment variables win', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rt-config-'));
    const file = join(dir, 'realtime.json');
    writeFileSync(file, JSON.stringify({ port: 8100, apiKey: 'from-file', namespaces: [{ name: 'chat', allowSubscribeForClient: true }] }));
    const c = loadConfig({ REALTIME_CONFIG: file, REALTIME_API_KEY: 'from-env' });
    expect(c.port).toBe(8100);
    expect(c.apiKey).toBe('from-env');
    expect(c.namespaces).toEqual([expect.objectContaining({ name: 'chat', allowSubscribeForClient: true, allowSubscribeForAnonymous: false })]);
  });

  it('rejects bad values with a readable error', () => {
    expect(() => loadConfig({ REALTIME_PORT: 'eighty' })).toThrow(/REALTIME_PORT/);
    expect(() => loadConfig({ REALTIME_PORT: '70000' })).toThrow(/port/);
    expect(() => loadConfig({ REALTIME_NAMESPACES: '[{"name":"bad name!"}]' })).toThrow(/namespaces/);
  });
});
