import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { programFile } from '../../../../scripts/lib/bundle.mjs'
import { expect, type APIRequestContext } from './fixtures'
import { adminToken } from './helpers'

/** REST calls as the test administrator (an editor's changes through the REST API). */
export async function restClient(request: APIRequestContext) {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const call = async (method: 'get' | 'post' | 'patch' | 'delete', url: string, data?: unknown) => {
    const res = await request[method](url, { headers, data: data as never })
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${res.ok() ? '' : await res.text()}`).toBeTruthy()
    return (await res.json()) as any
  }
  return {
    get: (url: string) => call('get', url),
    post: (url: string, data: unknown) => call('post', url, data),
    patch: (url: string, data: unknown) => call('patch', url, data),
    del: (url: string) => call('delete', url),
  }
}
export type Rest = Awaited<ReturnType<typeof restClient>>

export interface MatchRow {
  id: number
  slug: string
  stage: string
  matchTime: string | null
  date: string
  home: { score: number | null }
  away: { score: number | null }
}

export const allMatches = async (rest: Rest): Promise<MatchRow[]> =>
  (await rest.get('/api/matches?limit=1000&depth=0')).docs

/** Sets every match to the given stage (and remembers how they were); returns the restore function. */
export async function parkAllMatches(rest: Rest, stage = 'finished'): Promise<() => Promise<void>> {
  const before = await allMatches(rest)
  for (const m of before) if (m.stage !== stage) await rest.patch(`/api/matches/${m.id}`, { stage })
  // Restores what changed since, and only that: other tests' matches are left alone.
  return async () => {
    const now = new Map((await allMatches(rest)).map((m) => [m.id, m]))
    for (const m of before) {
      const cur = now.get(m.id)
      if (cur && (cur.stage !== m.stage || cur.matchTime !== m.matchTime))
        await rest.patch(`/api/matches/${m.id}`, { stage: m.stage, matchTime: m.matchTime })
    }
  }
}

let n = 0
/** A league, two teams and a match of our own. */
export async function createMatch(
  rest: Rest,
  data: {
    stage: string
    matchTime?: string | null
    home?: number | null
    away?: number | null
    date?: Date
    league?: string
  },
) {
  n += 1
  const tag = `${Date.now().toString(36)}${n}`
  const leagueName = data.league ?? 'E2E League'
  const leagueSlug = leagueName.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const found = await rest.get(`/api/leagues?where[slug][equals]=${leagueSlug}&depth=0`)
  const league =
    found.docs[0] ?? (await rest.post('/api/leagues', { name: leagueName, slug: leagueSlug, country: 'Testland' })).doc
  const home = (await rest.post('/api/teams', { name: `Lions ${tag}`, slug: `lions-${tag}` })).doc
  const away = (await rest.post('/api/teams', { name: `Eagles ${tag}`, slug: `eagles-${tag}` })).doc
  const match = (
    await rest.post('/api/matches', {
      slug: `e2e-${tag}`,
      date: (data.date ?? new Date(Date.now() - 30 * 60_000)).toISOString(),
      stage: data.stage,
      matchTime: data.matchTime ?? null,
      league: league.id,
      home: { team: home.id, score: data.home ?? null },
      away: { team: away.id, score: data.away ?? null },
    })
  ).doc as MatchRow
  return { match, home: home.name as string, away: away.name as string, league: leagueName }
}

/**
 * Starts a second gateway (its own port) with the stack's configuration; stop() kills it.
 * It runs the same file as the stack's gateway: src/main.ts bundled with esbuild into plain ESM by the
 * global setup's startStack (scripts/lib/bundle.mjs, program 'gateway'), started with plain `node`.
 */
export async function startGateway(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const env = JSON.parse(process.env.E2E_ENV_JSON!) as Record<string, string>
  const script = programFile('gateway')
  if (!fs.existsSync(script)) throw new Error(`no gateway bundle at ${script} (the global setup's startStack makes it)`)
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: env.REPO_ROOT,
    env: { ...process.env, ...env, REALTIME_PORT: String(port), REALTIME_LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > until) throw new Error('gateway did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
