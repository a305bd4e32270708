import type { Payload } from 'payload'
import { ownSlugs } from '../lib/data'
import { LOCALES, type Locale } from '../i18n/locales'
import type { Tour } from '../payload-types'
import { COMPARE_MAX } from './compare-store'

/**
 * The tours `slugs` name, in that order, each once, read in `locale`. A slug may be the tour's in any
 * language (issue 27): the list is marked on the tours' cards in the language of their page and kept across
 * pages, so a visitor who switches language brings slugs of the other one. The page's own language wins
 * where one slug names two tours.
 */
export async function toursBySlug(payload: Payload, slugs: string[], locale: Locale): Promise<Tour[]> {
  if (slugs.length === 0) return []
  const all = (
    await payload.find({
      collection: 'tours',
      where: { or: LOCALES.map((l) => ({ [`slug.${l}`]: { in: slugs } })) } as never,
      locale: 'all',
      select: { slug: true } as never,
      depth: 0,
      limit: 50,
      overrideAccess: false,
      pagination: false,
    })
  ).docs as unknown as { id: number; slug?: unknown }[]
  const named = all.map((d) => ({ id: d.id, slugs: ownSlugs(d.slug) }))
  const order = [locale, ...LOCALES.filter((l) => l !== locale)]
  const ids = [
    ...new Set(
      slugs
        .map((s) => order.map((l) => named.find((d) => d.slugs[l] === s)).find(Boolean)?.id)
        .filter((id) => id !== undefined),
    ),
  ].slice(0, COMPARE_MAX)
  if (ids.length === 0) return []
  const found = (
    await payload.find({
      collection: 'tours',
      where: { id: { in: ids } },
      locale,
      depth: 0,
      limit: COMPARE_MAX,
      overrideAccess: false,
      pagination: false,
    })
  ).docs
  return ids.map((id) => found.find((t) => t.id === id)).filter((t): t is Tour => Boolean(t))
}
