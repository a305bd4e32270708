import type { Payload, Where } from 'payload'
import { isSelectableStage, resolveLang, type Lang } from '@travel/live-widget/core'
import { compareItems, matchDetailOf, matchItemOf, type MatchDetailItem, type MatchItem } from './match-item'
import { LIVE_STAGES } from './stages'
import { dayRange, validTimeZone } from './time-zone'

export type Period = 'live' | 'today' | 'tomorrow'

const TZ_TTL_MS = 30_000
let tzCache: { tz: string; at: number } | null = null

/** The site's time zone (site settings `timeZone`), cached for 30 s. */
export async function siteTimeZone(payload: Payload): Promise<string> {
  if (tzCache && Date.now() - tzCache.at < TZ_TTL_MS) return tzCache.tz
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { timeZone?: string | null }
  tzCache = { tz: validTimeZone(settings?.timeZone, 'UTC'), at: Date.now() }
  return tzCache.tz
}

export const forgetTimeZone = (): void => {
  tzCache = null
  forgetMatchLists()
}

/** How long a match list is served from memory: the same for every visitor, a second is plenty. */
export const LIST_CACHE_MS = 1000
const lists = new Map<string, { at: number; value: Promise<{ lang: Lang; items: MatchItem[] }> }>()

/**
 * `sport:football` as the RPC answers it: from a cache of LIST_CACHE_MS per language and period (one
 * query for a burst of calls, which share the query in flight). A match changed in this process
 * (editor, REST) clears it at once (`forgetMatchLists`, a hook of matches); one changed by the feed
 * worker's process is seen within the second.
 */
export function cachedMatchList(
  payload: Payload,
  input: { lang: string; period: Period },
): Promise<{ lang: Lang; items: MatchItem[] }> {
  const lang = resolveLang(input.lang) // an unknown language is `en`: never a key of its own
  const key = `${lang}|${input.period}`
  const now = Date.now()
  const hit = lists.get(key)
  if (hit && now - hit.at < LIST_CACHE_MS) return hit.value
  const value = listMatches(payload, { lang, period: input.period })
  lists.set(key, { at: now, value })
  value.catch(() => {
    if (lists.get(key)?.value === value) lists.delete(key)
  })
  return value
}

export function forgetMatchLists(): void {
  lists.clear()
}

/**
 * `sport:football` {lang, period}: `live` = the matches whose stage is in the live set; `today` and
 * `tomorrow` = the matches that kick off on that day in the site's time zone. Live first, then by
 * kick-off, then by league. An unknown language is answered as `en` (names are not translated).
 *
 * `today` when none of the day's matches can be shown any more (all finished, postponed or
 * cancelled: the evening of a match day) also carries tomorrow's: the widget stops at the first
 * non-empty period (SPEC section 7), so an answer of finished matches alone would stop it before
 * `tomorrow` and say "no scheduled matches for the next 2 days" while tomorrow's are planned.
 */
export async function listMatches(
  payload: Payload,
  input: { lang: string; period: Period },
  now = Date.now(),
): Promise<{ lang: Lang; items: MatchItem[] }> {
  const lang = resolveLang(input.lang)
  if (input.period === 'live') return { lang, items: await findMatches(payload, { stage: { in: [...LIVE_STAGES] } }) }
  const tz = await siteTimeZone(payload)
  const day = async (offset: number) => {
    const { start, end } = dayRange(tz, offset, now)
    return findMatches(payload, {
      and: [{ date: { greater_than_equal: start.toISOString() } }, { date: { less_than: end.toISOString() } }],
    })
  }
  const items = await day(input.period === 'today' ? 0 : 1)
  if (input.period === 'today' && !items.some((i) => isSelectableStage(i.stage))) items.push(...(await day(1)))
  return { lang, items: items.sort(compareItems) }
}

async function findMatches(payload: Payload, where: Where): Promise<MatchItem[]> {
  const res = await payload.find({
    collection: 'matches',
    where,
    depth: 2,
    limit: 500,
    pagination: false,
    sort: 'date',
    overrideAccess: false,
  })
  return res.docs.map(matchItemOf)
}

/** `sport:footballDetail` {slug}: one match with its events, or null when there is none. */
export async function matchDetail(payload: Payload, slug: string): Promise<MatchDetailItem | null> {
  const res = await payload.find({
    collection: 'matches',
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const doc = res.docs[0]
  return doc ? matchDetailOf(doc) : null
}
