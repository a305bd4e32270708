import { afterEach, describe, expect, it } from 'vitest'
import { clientAddress } from '../src/address.js'
import { loadConfig } from '../src/config.js'
import { RawClient, cleanup, startGateway, wsUrl } from './helpers.js'

afterEach(cleanup)

/** What nginx in front sends for a visitor at `visitor` who wrote `forged` into the header himself. */
const throughProxy = (visitor: string, forged?: string) => ({
  'x-forwarded-for': forged ? `${forged}, ${visitor}` : visitor,
})

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('a forged first X-Forwarded-For entry does not reset the per-address connection limit', async () => {
    const gw = await startGateway({ trustProxy: true, maxConnectionsPerIp: 2 })
    await RawClient.open(wsUrl(gw), { headers: throughProxy('203.0.113.7') })
    await RawClient.open(wsUrl(gw), { headers: throughProxy('203.0.113.7', '10.9.9.1') })
    for (const forged of ['10.9.9.2', '198.51.100.1, 10.9.9.3', 'unknown']) {
      const extra = new RawClient(wsUrl(gw), { headers: throughProxy('203.0.113.7', forged) })
      await expect(extra.opened).rejects.toThrow(/429/)
    }
    // Another visitor behind the same proxy has its own slots.
    const other = await RawClient.open(wsUrl(gw), { headers: throughProxy('203.0.113.8') })
    expect((await other.connect()).connect).toBeDefined()
  })
})

describe('clientAddress: TRUST_PROXY entries from the right of X-Forwarded-For', () => {
  it('takes the socket address with no proxy in front, whatever the header says', () => {
    expect(clientAddress('1.1.1.1', '10.0.0.5', 0)).toBe('10.0.0.5')
  })

  it('takes the entry N places from the right; entries on the left never count', () => {
    expect(clientAddress('203.0.113.7', '10.0.0.5', 1)).toBe('203.0.113.7')
    expect(clientAddress('6.6.6.6, 7.7.7.7,203.0.113.7', '10.0.0.5', 1)).toBe('203.0.113.7')
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.2', '10.0.0.5', 2)).toBe('203.0.113.7')
  })

  it('falls back to the socket address when the header is missing or shorter than the proxy chain', () => {
    expect(clientAddress(undefined, '10.0.0.5', 1)).toBe('10.0.0.5')
    expect(clientAddress('', '10.0.0.5', 1)).toBe('10.0.0.5')
    expect(clientAddress(' , ', '10.0.0.5', 1)).toBe('10.0.0.5')
    expect(clientAddress('6.6.6.6', '10.0.0.5', 2)).toBe('10.0.0.5')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('reads TRUST_PROXY (a whole number, default 0) and the older REALTIME_TRUST_PROXY (true/false or a number)', () => {
    expect(loadConfig({}).trustProxy).toBe(0)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ REALTIME_TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ REALTIME_TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ REALTIME_TRUST_PROXY: 'false' }).trustProxy).toBe(0)
    expect(loadConfig({ REALTIME_TRUST_PROXY: '0' }).trustProxy).toBe(0)
    expect(loadConfig({ REALTIME_TRUST_PROXY: 'true', TRUST_PROXY: '0' }).trustProxy).toBe(0)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/)
  })
})
