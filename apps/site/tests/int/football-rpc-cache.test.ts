// The match-list RPC (`sport:football`) is the same for every visitor: it is answered from a cache of
// one second per language and period, so a crowd of widgets (or a few clients sending RPCs in a loop)
// costs one database query a second, not one per call (issue 15, item 7).
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LIST_CACHE_MS } from '../../src/football/rpc-handlers'
import { makeMatch, rpc } from './football-helpers'
import { testPayload } from './payload'

let payload: Payload
const slugsOf = (r: Awaited<ReturnType<typeof rpc>>) =>
  (r.body.result!.data as { slug: string; matchTime: string | null }[]).map((i) => i.slug)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  payload = await testPayload()
  process.env.REALTIME_URL = ''
})
afterEach(() => vi.restoreAllMocks())

describe('sport:football from a short cache', () => {
  it('answers a burst of calls with one database query per language and period', async () => {
    await sleep(LIST_CACHE_MS + 50)
    const find = vi.spyOn(payload, 'find')
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => rpc(payload, 'sport:football', { lang: 'en', period: 'live' })),
    )
    for (const a of answers) expect(a.body.result!.data).toEqual(answers[0]!.body.result!.data)
    expect(find.mock.calls.filter(([a]) => a.collection === 'matches').length).toBe(1)
    // an unknown language is the same list as `en`, not another cache entry
    await rpc(payload, 'sport:football', { lang: 'zz-nonsense', period: 'live' })
    expect(find.mock.calls.filter(([a]) => a.collection === 'matches').length).toBe(1)
    await rpc(payload, 'sport:football', { lang: 'en', period: 'today' })
    expect(find.mock.calls.filter(([a]) => a.collection === 'matches').length).toBeGreaterThan(1)
  })

  it('serves a change made elsewhere within a second, and a change through this site at once', async () => {
    const match = await makeMatch(payload, { date: new Date(), stage: 'live', matchTime: '10' })
    await sleep(LIST_CACHE_MS + 50)
    expect(slugsOf(await rpc(payload, 'sport:football', { lang: 'en', period: 'live' }))).toContain(match.slug)
    // another process (the feed worker) writes straight to the database: this process's hooks do not run
    await payload.db.updateOne({
      collection: 'matches',
      id: match.id,
      data: { stage: 'finished' } as never,
      req: {} as never,
    })
    expect(slugsOf(await rpc(payload, 'sport:football', { lang: 'en', period: 'live' }))).toContain(match.slug)
    await sleep(LIST_CACHE_MS + 50)
    expect(slugsOf(await rpc(payload, 'sport:football', { lang: 'en', period: 'live' }))).not.toContain(match.slug)
    // an editor's correction in this process is seen by the very next call
    await payload.update({ collection: 'matches', id: match.id, data: { stage: 'live' } as never })
    expect(slugsOf(await rpc(payload, 'sport:football', { lang: 'en', period: 'live' }))).toContain(match.slug)
    await payload.delete({ collection: 'matches', id: match.id })
    expect(slugsOf(await rpc(payload, 'sport:football', { lang: 'en', period: 'live' }))).not.toContain(match.slug)
  })
})
