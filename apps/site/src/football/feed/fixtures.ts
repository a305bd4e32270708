/** Demo leagues, teams and the daily fixture list of the simulator (also used by the seed). */
import { seededRandom } from './random'
import { midnightIn, ymdIn } from '../time-zone'

export interface LeagueSeed {
  slug: string
  name: string
  country: string
  teams: Array<{ slug: string; name: string; abbreviation?: string }>
  /** Local kick-off times (site time zone), one match each. */
  kickoffs: string[]
}

export const LEAGUES: LeagueSeed[] = [
  {
    slug: 'primeira-liga',
    name: 'Primeira Liga',
    country: 'Portugal',
    kickoffs: ['15:30', '20:15'],
    teams: [
      { slug: 'benfica', name: 'Benfica', abbreviation: 'SLB' },
      { slug: 'fc-porto', name: 'FC Porto', abbreviation: 'FCP' },
      { slug: 'sporting-cp', name: 'Sporting CP', abbreviation: 'SCP' },
      { slug: 'sc-braga', name: 'SC Braga' },
      { slug: 'vitoria-sc', name: 'Vitória SC' },
      { slug: 'boavista', name: 'Boavista' },
    ],
  },
  {
    slug: 'premier-league',
    name: 'Premier League',
    country: 'England',
    kickoffs: ['12:30', '17:30'],
    teams: [
      { slug: 'arsenal', name: 'Arsenal' },
      { slug: 'chelsea', name: 'Chelsea' },
      { slug: 'liverpool', name: 'Liverpool' },
      { slug: 'manchester-city', name: 'Manchester City', abbreviation: 'MCI' },
      { slug: 'tottenham-hotspur', name: 'Tottenham Hotspur' },
      { slug: 'newcastle-united', name: 'Newcastle United' },
    ],
  },
  {
    slug: 'la-liga',
    name: 'LaLiga',
    country: 'Spain',
    kickoffs: ['14:00', '21:00'],
    teams: [
      { slug: 'real-madrid', name: 'Real Madrid', abbreviation: 'RMA' },
      { slug: 'fc-barcelona', name: 'FC Barcelona', abbreviation: 'BAR' },
      { slug: 'atletico-madrid', name: 'Atlético Madrid', abbreviation: 'ATM' },
      { slug: 'sevilla', name: 'Sevilla' },
      { slug: 'valencia', name: 'Valencia' },
      { slug: 'real-sociedad', name: 'Real Sociedad', abbreviation: 'RSO' },
    ],
  },
  {
    slug: 'serie-a',
    name: 'Serie A',
    country: 'Italy',
    kickoffs: ['18:00', '19:45'],
    teams: [
      { slug: 'juventus', name: 'Juventus' },
      { slug: 'inter', name: 'Inter' },
      { slug: 'ac-milan', name: 'AC Milan', abbreviation: 'MIL' },
      { slug: 'napoli', name: 'Napoli' },
      { slug: 'as-roma', name: 'AS Roma', abbreviation: 'ROM' },
      { slug: 'lazio', name: 'Lazio' },
    ],
  },
  {
    slug: 'taca-de-portugal',
    name: 'Taça de Portugal',
    country: 'Portugal',
    kickoffs: ['19:00'],
    teams: [
      { slug: 'benfica', name: 'Benfica', abbreviation: 'SLB' },
      { slug: 'fc-porto', name: 'FC Porto', abbreviation: 'FCP' },
      { slug: 'sporting-cp', name: 'Sporting CP', abbreviation: 'SCP' },
      { slug: 'sc-braga', name: 'SC Braga' },
    ],
  },
]

export interface Fixture {
  slug: string
  league: string
  home: string
  away: string
  /** Kick-off, UTC ms. */
  kickoff: number
}

const pad = (n: number) => String(n).padStart(2, '0')
export const dayKey = (y: number, m: number, d: number) => `${y}${pad(m)}${pad(d)}`

/** The fixtures of the calendar day `offsetDays` after today in the time zone. */
export function fixturesForDay(timeZone: string, offsetDays: number, now = Date.now()): Fixture[] {
  const { y, m, d } = ymdIn(timeZone, now)
  const midnight = midnightIn(timeZone, y, m, d + offsetDays)
  const day = ymdIn(timeZone, midnight + 12 * 3600_000)
  const key = dayKey(day.y, day.m, day.d)
  const out: Fixture[] = []
  for (const league of LEAGUES) {
    const rnd = seededRandom(`${league.slug}-${key}`)
    const teams = [...league.teams].sort(() => rnd() - 0.5)
    league.kickoffs.forEach((time, i) => {
      const home = teams[i * 2]
      const away = teams[i * 2 + 1]
      if (!home || !away) return
      const [hh, mm] = time.split(':').map(Number) as [number, number]
      out.push({
        slug: `${home.slug}-${away.slug}-${key}${league.slug === 'taca-de-portugal' ? '-cup' : ''}`,
        league: league.slug,
        home: home.slug,
        away: away.slug,
        kickoff: midnightIn(timeZone, day.y, day.m, day.d) + (hh * 60 + mm) * 60_000,
      })
    })
  }
  return out.sort((a, b) => a.kickoff - b.kickoff)
}

/**
 * A friendly that kicked off `minutesAgo` sim-minutes before now (so that a match is live right after
 * start). Its slug carries the kick-off minute, so each start may add at most one.
 */
export function kickOffNowFixture(now: number, simMinutesAgo: number, speed: number, salt = ''): Fixture {
  const rnd = seededRandom(`now-${Math.floor(now / 60_000)}${salt}`)
  const league = LEAGUES[Math.floor(rnd() * 4)]!
  const teams = [...league.teams].sort(() => rnd() - 0.5)
  const kickoff = Math.floor((now - (simMinutesAgo * 60_000) / speed) / 1000) * 1000
  const t = new Date(kickoff)
  const stamp = `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}`
  return {
    slug: `${teams[0]!.slug}-${teams[1]!.slug}-${stamp}-friendly`,
    league: league.slug,
    home: teams[0]!.slug,
    away: teams[1]!.slug,
    kickoff,
  }
}
