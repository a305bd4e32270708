/**
 * FEED=football-data: polls football-data.org API v4 (`GET /v4/matches?dateFrom&dateTo`, header
 * X-Auth-Token = FOOTBALL_DATA_API_KEY) for today's and tomorrow's matches and writes the changes
 * through the Local API (so the hook publishes them). Stays within the plan's rate limit: every
 * 20 s while a match is in play, every 120 s otherwise; obeys X-Requests-Available-Minute and
 * X-RequestCounter-Reset; on 429 waits for the reset; on network or 5xx errors backs off
 * exponentially (5 s .. 5 min).
 */
import type { Payload } from 'payload'
import type { Match } from '../../payload-types'
import { siteTimeZone } from '../rpc-handlers'
import { IN_PLAY_STAGES } from '../stages'
import { ymdIn } from '../time-zone'
import { fdMatchSchema, fdMatchesSchema, mapMatch, type MappedMatch } from './football-data-map'
import { FootballStore } from './store'

export interface FootballDataOptions {
  apiKey: string
  baseUrl?: string
  /** Competition codes, e.g. "PL,PD,SA,PPL" (default: all the plan allows). */
  competitions?: string
  fetch?: typeof fetch
  now?: () => number
  liveIntervalMs?: number
  idleIntervalMs?: number
  minBackoffMs?: number
  maxBackoffMs?: number
}

export interface PollResult {
  ok: boolean
  /** How long to wait before the next poll. */
  nextInMs: number
  written: number
  status?: number
}

const inPlay = new Set<string>(IN_PLAY_STAGES)

export class FootballDataFeed {
  private readonly o: Required<Omit<FootballDataOptions, 'competitions'>> & { competitions?: string }
  private readonly store: FootballStore
  private failures = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private stopped = false

  constructor(
    private readonly payload: Payload,
    options: FootballDataOptions,
  ) {
    this.o = {
      baseUrl: 'https://api.football-data.org/v4',
      fetch: (...a) => fetch(...a),
      now: Date.now,
      liveIntervalMs: 20_000,
      idleIntervalMs: 120_000,
      minBackoffMs: 5_000,
      maxBackoffMs: 300_000,
      ...options,
    }
    this.store = new FootballStore(payload, { feed: 'football-data' })
  }

  private backoff(): number {
    this.failures++
    return Math.min(this.o.maxBackoffMs, this.o.minBackoffMs * 2 ** (this.failures - 1))
  }

  /** One poll: fetch, validate, write what changed. Never throws. */
  async poll(): Promise<PollResult> {
    const tz = await siteTimeZone(this.payload)
    const ymd = (t: number) => {
      const { y, m, d } = ymdIn(tz, t)
      return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    }
    const now = this.o.now()
    const params = new URLSearchParams({ dateFrom: ymd(now), dateTo: ymd(now + 86_400_000) })
    if (this.o.competitions) params.set('competitions', this.o.competitions)
    let res: Response
    try {
      res = await this.o.fetch(`${this.o.baseUrl.replace(/\/$/, '')}/matches?${params}`, {
        headers: { 'X-Auth-Token': this.o.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      })
    } catch (e) {
      const wait = this.backoff()
      this.payload.logger.warn(
        { err: (e as Error).message, retryInMs: wait },
        'football-data: request failed; backing off',
      )
      return { ok: false, nextInMs: wait, written: 0 }
    }
    const resetMs = Math.max(1, Number(res.headers.get('X-RequestCounter-Reset') ?? '60')) * 1000
    if (res.status === 429) {
      this.failures++
      this.payload.logger.warn(
        { retryInMs: resetMs },
        'football-data: rate limit reached; waiting for the counter reset',
      )
      return { ok: false, nextInMs: resetMs, written: 0, status: 429 }
    }
    if (res.status === 401 || res.status === 403) {
      this.payload.logger.error(
        { status: res.status },
        'football-data: the API key is missing, wrong or not allowed for these competitions',
      )
      return { ok: false, nextInMs: Math.max(this.backoff(), 600_000), written: 0, status: res.status }
    }
    if (!res.ok) {
      const wait = this.backoff()
      this.payload.logger.warn({ status: res.status, retryInMs: wait }, 'football-data: error answer; backing off')
      return { ok: false, nextInMs: wait, written: 0, status: res.status }
    }
    let body: unknown
    try {
      body = await res.json()
    } catch {
      const wait = this.backoff()
      this.payload.logger.warn({ retryInMs: wait }, 'football-data: the answer is not JSON; backing off')
      return { ok: false, nextInMs: wait, written: 0, status: res.status }
    }
    const list = fdMatchesSchema.safeParse(body)
    if (!list.success) {
      const wait = this.backoff()
      this.payload.logger.warn({ retryInMs: wait }, 'football-data: unexpected answer shape; backing off')
      return { ok: false, nextInMs: wait, written: 0, status: res.status }
    }
    this.failures = 0
    let written = 0
    let anyLive = false
    for (const raw of list.data.matches) {
      const parsed = fdMatchSchema.safeParse(raw)
      if (!parsed.success) {
        this.payload.logger.warn(
          { issues: parsed.error.issues.slice(0, 3) },
          'football-data: skipped an unreadable match',
        )
        continue
      }
      const mapped = mapMatch(parsed.data)
      if (inPlay.has(mapped.stage)) anyLive = true
      try {
        if (await this.write(mapped)) written++
      } catch (e) {
        this.payload.logger.error({ err: e, slug: mapped.slug }, 'football-data: could not write a match')
      }
    }
    let next = anyLive ? this.o.liveIntervalMs : this.o.idleIntervalMs
    const available = res.headers.get('X-Requests-Available-Minute')
    if (available !== null && Number(available) <= 1) next = Math.max(next, resetMs)
    return { ok: true, nextInMs: next, written, status: res.status }
  }

  /** Creates or updates one match; true when something was written. */
  async write(m: MappedMatch): Promise<boolean> {
    const league = await this.store.league(m.league)
    const home = await this.store.team({ ...m.home.team, abbreviation: m.home.team.abbreviation?.slice(0, 5) })
    const away = await this.store.team({ ...m.away.team, abbreviation: m.away.team.abbreviation?.slice(0, 5) })
    const data = {
      date: m.date,
      stage: m.stage as Match['stage'],
      matchTime: m.matchTime,
      league,
      home: { team: home, score: m.home.score, periods: m.home.periods },
      away: { team: away, score: m.away.score, periods: m.away.periods },
      events: m.events,
      providerId: m.providerId,
    }
    const found = await this.payload.find({
      collection: 'matches',
      where: { providerId: { equals: m.providerId } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    const existing = found.docs[0] ?? (await this.store.matchBySlug(m.slug))
    if (!existing) {
      await this.store.createMatch({ slug: m.slug, ...data })
      return true
    }
    const same =
      existing.stage === data.stage &&
      (existing.matchTime ?? null) === data.matchTime &&
      new Date(existing.date).getTime() === new Date(data.date).getTime() &&
      (existing.home?.score ?? null) === data.home.score &&
      (existing.away?.score ?? null) === data.away.score &&
      JSON.stringify(existing.home?.periods ?? {}) ===
        JSON.stringify({ ...(existing.home?.periods as object), ...data.home.periods }) &&
      JSON.stringify(existing.away?.periods ?? {}) ===
        JSON.stringify({ ...(existing.away?.periods as object), ...data.away.periods }) &&
      (m.events.length === 0 || (existing.events ?? []).length === m.events.length)
    if (same) return false
    await this.store.updateMatch(existing.id, m.events.length === 0 ? { ...data, events: undefined } : data)
    return true
  }

  async start(): Promise<void> {
    this.payload.logger.info(
      { baseUrl: this.o.baseUrl, competitions: this.o.competitions ?? 'all' },
      'football-data feed started',
    )
    const loop = async () => {
      if (this.stopped) return
      const r = await this.poll().catch((e) => {
        this.payload.logger.error({ err: e }, 'football-data: poll failed')
        return { ok: false, nextInMs: this.backoff(), written: 0 }
      })
      if (r.written) this.payload.logger.info({ written: r.written }, 'football-data: matches updated')
      if (!this.stopped) this.timer = setTimeout(loop, r.nextInMs)
    }
    await loop()
  }

  stop(): void {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
  }
}
