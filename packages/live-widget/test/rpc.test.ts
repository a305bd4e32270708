import { describe, expect, it, vi } from 'vitest'
import { fetchMatchList, itemsOf, withRetries } from '../src/data/rpc'
import { fakeLogger } from './fixtures'

const noSleep = { sleep: async () => {} }

describe('RPC retries (SPEC 7)', () => {
  it('retries a failing call up to 3 more times, then gives the fallback', async () => {
    const logger = fakeLogger()
    const call = vi.fn(async () => {
      throw new Error('boom')
    })
    const sleeps: number[] = []
    const r = await withRetries(call, [] as unknown[], {
      logger,
      label: 'x',
      sleep: async (ms) => void sleeps.push(ms),
    })
    expect(r).toEqual([])
    expect(call).toHaveBeenCalledTimes(4)
    expect(logger.error).toHaveBeenCalledTimes(4)
    expect(sleeps).toEqual([1000, 2000, 3000])
  })

  it('stops retrying at the first success', async () => {
    let n = 0
    const call = vi.fn(async () => {
      if (++n < 3) throw new Error('x')
      return 'ok'
    })
    expect(await withRetries(call, 'fallback', { logger: fakeLogger(), label: 'x', ...noSleep })).toBe('ok')
    expect(call).toHaveBeenCalledTimes(3)
  })
})

describe('match list periods', () => {
  it('tries live, today, tomorrow and stops at the first non-empty', async () => {
    const calls: string[] = []
    const items = await fetchMatchList(
      async (p) => {
        calls.push(p)
        return p === 'today' ? [{ slug: 'a' }] : []
      },
      { method: 'sport:football', logger: fakeLogger(), ...noSleep },
    )
    expect(calls).toEqual(['live', 'today'])
    expect(items).toEqual([{ slug: 'a' }])
  })

  it('stops at live when live has matches', async () => {
    const call = vi.fn(async () => [{ slug: 'l' }])
    await fetchMatchList(call, { method: 'm', logger: fakeLogger(), ...noSleep })
    expect(call).toHaveBeenCalledTimes(1)
    expect(call).toHaveBeenCalledWith('live')
  })

  it('logs "Data is empty..." and gives [] when every period is empty', async () => {
    const logger = fakeLogger()
    const calls: string[] = []
    const items = await fetchMatchList(
      async (p) => {
        calls.push(p)
        return []
      },
      { method: 'm', logger, ...noSleep },
    )
    expect(items).toEqual([])
    expect(calls).toEqual(['live', 'today', 'tomorrow'])
    expect(logger.log).toHaveBeenCalledWith('Data is empty...')
  })

  it('a period that keeps failing counts as empty after 4 attempts', async () => {
    const logger = fakeLogger()
    const calls: string[] = []
    const items = await fetchMatchList(
      async (p) => {
        calls.push(p)
        if (p === 'live') throw new Error('down')
        return [{ slug: 't' }]
      },
      { method: 'm', logger, ...noSleep },
    )
    expect(calls).toEqual(['live', 'live', 'live', 'live', 'today'])
    expect(items).toEqual([{ slug: 't' }])
    expect(logger.error).toHaveBeenCalledTimes(4)
  })

  it('reads the data field as an array, or a wrapped one', () => {
    expect(itemsOf([1])).toEqual([1])
    expect(itemsOf({ data: [2] })).toEqual([2])
    expect(itemsOf({ items: [3] })).toEqual([3])
    expect(itemsOf({})).toBeNull()
    expect(itemsOf(null)).toBeNull()
  })
})
