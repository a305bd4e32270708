import type { Payload, PayloadRequest } from 'payload'
import { rpcEndpoint } from '../../src/football/rpc-endpoint'

export const SECRET = 'test-rpc-secret'

/** Calls POST /api/realtime/rpc's handler the way the gateway's RPC proxy does. */
export async function rpc(payload: Payload, method: string, data: unknown, secret: string | null = SECRET) {
  process.env.REALTIME_RPC_PROXY_SECRET = SECRET
  const headers = new Headers({ 'content-type': 'application/json' })
  if (secret !== null) headers.set('X-Realtime-Secret', secret)
  const body = { client: 'c1', transport: 'websocket', protocol: 'json', encoding: 'json', user: '', method, data }
  const req = { payload, headers, json: async () => body } as unknown as PayloadRequest
  const res = await rpcEndpoint.handler(req)
  return {
    status: res.status,
    body: (await res.json()) as { result?: { data: any }; error?: { code: number; message: string } },
  }
}

let n = 0
/** A league, two teams and a match with the given fields (unique slugs per call). */
export async function makeMatch(
  payload: Payload,
  opts: {
    date: Date
    stage?: string
    league?: string
    homeScore?: number | null
    awayScore?: number | null
    matchTime?: string | null
    slug?: string
    events?: unknown[]
  },
) {
  n += 1
  const tag = `${process.pid}-${n}`
  const leagueName = opts.league ?? 'Test League'
  const leagueSlug = leagueName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const existing = await payload.find({ collection: 'leagues', where: { slug: { equals: leagueSlug } }, limit: 1 })
  const league =
    existing.docs[0] ??
    (await payload.create({ collection: 'leagues', data: { name: leagueName, slug: leagueSlug, country: 'Testland' } }))
  const home = await payload.create({
    collection: 'teams',
    data: { name: `Home Town ${tag}`, slug: `home-town-${tag}` },
  })
  const away = await payload.create({
    collection: 'teams',
    data: { name: `Away United ${tag}`, slug: `away-united-${tag}`, abbreviation: 'awu' },
  })
  return payload.create({
    collection: 'matches',
    data: {
      slug: opts.slug ?? `test-match-${tag}`,
      date: opts.date.toISOString(),
      stage: (opts.stage ?? 'plan') as never,
      matchTime: opts.matchTime ?? null,
      league: league.id,
      home: { team: home.id, score: opts.homeScore ?? null, periods: {} },
      away: { team: away.id, score: opts.awayScore ?? null, periods: {} },
      events: (opts.events ?? []) as never,
    },
  })
}
