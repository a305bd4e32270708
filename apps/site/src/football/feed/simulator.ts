/**
 * FEED=simulator: plays the demo fixtures of today and tomorrow in real time or faster (FEED_SPEED),
 * writing each change through Payload's Local API so that the afterChange hook publishes it.
 * Right after start at least one match is live (a friendly kicks off "20 minutes ago" if needed).
 */
import type { Payload } from 'payload'
import type { Match } from '../../payload-types'
import { siteTimeZone } from '../rpc-handlers'
import { IN_PLAY_STAGES } from '../stages'
import { fixturesForDay, kickOffNowFixture, LEAGUES, type Fixture } from './fixtures'
import { endsAfter, scriptFor, stateAt, type SimScript, type SimState } from './simulator-script'
import { FootballStore } from './store'

export const SIM_PREFIX = 'sim:'

export interface SimulatorOptions {
  speed?: number
  now?: () => number
  /** Ensure a live match at start (default true). */
  ensureLive?: boolean
  /** Context of the writes (the seed turns publishing off). */
  context?: Record<string, unknown>
}

interface Tracked {
  id: number
  slug: string
  kickoff: number
  script: SimScript
  home: number
  away: number
  last: string | null
}

const inPlay = new Set<string>(IN_PLAY_STAGES)

/** The comparable part of a state (what a write would change). */
const fingerprint = (s: SimState): string => JSON.stringify([s.stage, s.matchTime, s.home, s.away, s.events])

function fingerprintOfDoc(m: Match): string {
  const periods = (p: unknown) => (p && typeof p === 'object' ? p : {})
  return JSON.stringify([
    m.stage,
    m.matchTime ?? null,
    { score: m.home?.score ?? null, periods: periods(m.home?.periods) },
    { score: m.away?.score ?? null, periods: periods(m.away?.periods) },
    (m.events ?? []).map((e) => ({
      type: e.type,
      side: e.side,
      minute: e.minute,
      player: e.player ?? undefined,
      ...(e.playerIn ? { playerIn: e.playerIn } : {}),
      ...(e.score ? { score: e.score } : {}),
    })),
  ])
}

export function parseSpeed(v: string | undefined): number {
  const n = Number(v ?? '1')
  return Number.isFinite(n) && n > 0 ? Math.min(n, 600) : 1
}

export class Simulator {
  readonly speed: number
  private readonly now: () => number
  private readonly store: FootballStore
  private tracked = new Map<string, Tracked>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private dayKey = ''
  private stopped = false
  private readonly ensureLive: boolean

  constructor(
    private readonly payload: Payload,
    options: SimulatorOptions = {},
  ) {
    this.speed = options.speed ?? 1
    this.now = options.now ?? Date.now
    this.ensureLive = options.ensureLive ?? true
    this.store = new FootballStore(payload, { feed: 'simulator', ...options.context })
  }

  get tickMs(): number {
    return Math.min(5000, Math.max(200, Math.round(60_000 / this.speed / 3)))
  }

  private elapsed(t: Tracked | Fixture): number {
    return (this.now() - t.kickoff) * this.speed
  }

  /** Creates the fixtures of today and tomorrow that do not exist yet, in their current state. */
  async ensureFixtures(): Promise<number> {
    const tz = await siteTimeZone(this.payload)
    let created = 0
    for (const offset of [0, 1])
      for (const f of fixturesForDay(tz, offset, this.now())) if (await this.ensureFixture(f)) created++
    this.dayKey = `${tz}:${new Date(this.now()).toISOString().slice(0, 10)}`
    return created
  }

  private async ensureFixture(f: Fixture): Promise<boolean> {
    const existing = await this.store.matchBySlug(f.slug)
    if (existing) {
      this.track(existing)
      return false
    }
    const league = LEAGUES.find((l) => l.slug === f.league)!
    const leagueId = await this.store.league({ slug: league.slug, name: league.name, country: league.country })
    const team = (slug: string) => this.store.team(LEAGUES.flatMap((l) => l.teams).find((t) => t.slug === slug)!)
    const [home, away] = [await team(f.home), await team(f.away)]
    const state = stateAt(scriptFor(f.slug), this.elapsed(f))
    const doc = await this.store.createMatch({
      slug: f.slug,
      date: new Date(f.kickoff).toISOString(),
      league: leagueId,
      providerId: `${SIM_PREFIX}${f.slug}`,
      ...this.dataOf(state, home, away),
    } as never)
    this.track(doc)
    return true
  }

  private track(doc: Match): void {
    if (!doc.providerId?.startsWith(SIM_PREFIX)) return
    const team = (t: unknown) => (typeof t === 'object' && t ? (t as { id: number }).id : (t as number))
    this.tracked.set(doc.slug, {
      id: doc.id,
      slug: doc.slug,
      kickoff: new Date(doc.date).getTime(),
      script: scriptFor(doc.slug),
      home: team(doc.home?.team),
      away: team(doc.away?.team),
      last: fingerprintOfDoc(doc),
    })
  }

  private dataOf(s: SimState, home: number, away: number) {
    return {
      stage: s.stage as Match['stage'],
      matchTime: s.matchTime,
      home: { team: home, score: s.home.score, periods: s.home.periods },
      away: { team: away, score: s.away.score, periods: s.away.periods },
      events: s.events.map((e) => ({
        type: e.type,
        minute: e.minute,
        side: e.side,
        player: e.player,
        playerIn: e.playerIn ?? null,
        score: e.score ?? null,
      })),
    }
  }

  /** Loads the simulated matches around now (after a restart). */
  async load(): Promise<void> {
    const now = this.now()
    const res = await this.payload.find({
      collection: 'matches',
      where: {
        and: [
          { providerId: { like: SIM_PREFIX } },
          { date: { greater_than: new Date(now - 2 * 86_400_000).toISOString() } },
        ],
      },
      limit: 1000,
      depth: 0,
      pagination: false,
    })
    for (const doc of res.docs) this.track(doc)
  }

  /** Makes sure a match is in play now; returns the slug of the match it kicked off, if any. */
  async ensureLiveMatch(): Promise<string | null> {
    for (const t of this.tracked.values()) if (inPlay.has(stateAt(t.script, this.elapsed(t)).stage)) return null
    for (let salt = 0; salt < 20; salt++) {
      const f = kickOffNowFixture(this.now(), 20, this.speed, salt ? `-${salt}` : '')
      if (scriptFor(f.slug).fate !== 'played' || this.tracked.has(f.slug)) continue
      await this.ensureFixture(f)
      this.payload.logger.info({ slug: f.slug }, 'simulator: kicked off a match so that one is live')
      return f.slug
    }
    return null
  }

  /** Writes every simulated match whose state changed since the last write. Returns the number of writes. */
  async tick(): Promise<number> {
    let writes = 0
    for (const t of [...this.tracked.values()]) {
      // Matches of past days are no longer followed (their final state was written).
      if (this.now() - t.kickoff > 2 * 86_400_000 && this.now() - t.kickoff > endsAfter(t.script) / this.speed) {
        this.tracked.delete(t.slug)
        continue
      }
      const state = stateAt(t.script, this.elapsed(t))
      const fp = fingerprint(state)
      if (fp === t.last) continue
      // Only what the script changed is written, so an editor's correction stays until the script moves on.
      t.last = fp
      try {
        await this.store.updateMatch(t.id, this.dataOf(state, t.home, t.away))
        writes++
      } catch (e) {
        this.payload.logger.error({ err: e, slug: t.slug }, 'simulator: could not write a match')
      }
    }
    return writes
  }

  async start(): Promise<void> {
    await this.load()
    const created = await this.ensureFixtures()
    if (this.ensureLive) await this.ensureLiveMatch()
    this.payload.logger.info(
      { speed: this.speed, created, tracked: this.tracked.size, tickMs: this.tickMs },
      'simulator started',
    )
    const loop = async () => {
      if (this.stopped) return
      try {
        const key = `${await siteTimeZone(this.payload)}:${new Date(this.now()).toISOString().slice(0, 10)}`
        if (key !== this.dayKey) await this.ensureFixtures()
        await this.tick()
      } catch (e) {
        this.payload.logger.error({ err: e }, 'simulator tick failed')
      }
      if (!this.stopped) this.timer = setTimeout(loop, this.tickMs)
    }
    await loop()
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
  }
}
