import type { League, Match, Media, Team } from '../payload-types'
import { siteUrl } from '../lib/preview'
import { badgePath } from './badge'
import { isLive } from './stages'
import {
  abbreviation as defaultAbbreviation,
  wireMatchTime,
  wirePeriods,
  wireScore,
  type WirePeriods,
} from '@travel/live-widget/core'

/** One side of a match item (SPEC section 3). */
export interface SideItem {
  img: string | null
  abbr: string
  name: string
  periods: WirePeriods
  score: number | null
}

/** One item of the `sport:football` answer: exactly SPEC's Match shape as the server sends it. */
export interface MatchItem {
  slug: string
  date: number
  stage: string
  matchTime: number | string | null
  home: SideItem
  away: SideItem
  league: { slug: string; name: string; country: string; img: string | null }
}

export interface MatchEventItem {
  type: 'goal' | 'yellow_card' | 'red_card' | 'substitution'
  minute: number | string | null
  side: 'home' | 'away'
  player: string | null
  playerIn: string | null
  score: string | null
}

/** The `sport:footballDetail` answer: the match item plus its events. */
export interface MatchDetailItem extends MatchItem {
  events: MatchEventItem[]
}

const abs = (url: string | null | undefined): string | null => {
  if (!url) return null
  return /^https?:\/\//.test(url) ? url : `${siteUrl()}${url.startsWith('/') ? '' : '/'}${url}`
}

const mediaUrl = (m: number | Media | null | undefined): string | null =>
  m && typeof m === 'object' ? abs(m.url) : null

function sideOf(s: Match['home'] | undefined): SideItem {
  const team = (s?.team && typeof s.team === 'object' ? s.team : null) as Team | null
  const name = team?.name ?? '?'
  const abbr = team?.abbreviation || defaultAbbreviation(name) || '?'
  return {
    img: mediaUrl(team?.logo) ?? (team?.logoUrl || null) ?? (abbr !== '?' ? abs(badgePath(abbr)) : null),
    abbr,
    name,
    periods: wirePeriods(s?.periods),
    score: wireScore(s?.score),
  }
}

/** A match read with depth 2 (teams, league and their logos) as SPEC's item. */
export function matchItemOf(doc: Match): MatchItem {
  const league = (doc.league && typeof doc.league === 'object' ? doc.league : null) as League | null
  return {
    slug: doc.slug,
    date: Math.floor(new Date(doc.date).getTime() / 1000),
    stage: doc.stage,
    matchTime: wireMatchTime(doc.matchTime),
    home: sideOf(doc.home),
    away: sideOf(doc.away),
    league: {
      slug: league?.slug ?? '?',
      name: league?.name ?? '?',
      country: league?.country ?? '?',
      img: mediaUrl(league?.logo) ?? (league?.logoUrl || null),
    },
  }
}

const minuteValue = (m: string): number => {
  const [base, extra] = m.split('+')
  return Number(base) + (extra ? Number(extra) / 100 : 0)
}

export function matchDetailOf(doc: Match): MatchDetailItem {
  const events: MatchEventItem[] = (doc.events ?? [])
    .map((e) => ({
      type: e.type,
      minute: wireMatchTime(e.minute),
      side: e.side,
      player: e.player || null,
      playerIn: e.playerIn || null,
      score: e.score || null,
    }))
    .sort((a, b) => minuteValue(String(a.minute ?? '999')) - minuteValue(String(b.minute ?? '999')))
  return { ...matchItemOf(doc), events }
}

/** Live matches first, then by kick-off, then by league (name, then slug), then by slug. */
export function compareItems(a: MatchItem, b: MatchItem): number {
  const live = Number(isLive(b.stage)) - Number(isLive(a.stage))
  if (live !== 0) return live
  if (a.date !== b.date) return a.date - b.date
  return (
    a.league.name.localeCompare(b.league.name) ||
    a.league.slug.localeCompare(b.league.slug) ||
    a.slug.localeCompare(b.slug)
  )
}
