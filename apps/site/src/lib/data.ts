import { draftMode } from 'next/headers'
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { getLocale } from 'next-intl/server'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import type { Guide, Page, Tour } from '../payload-types'
import { payloadClient } from './payload'
import { looksLikeSlug } from '../fields/slug'
import { localizePath } from '../i18n/paths.mjs'

type Col = 'pages' | 'guides' | 'tours'

const isDraft = async (): Promise<boolean> => {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * The language documents are read in: the route's (`routeLocale` sets it for next-intl), else the default.
 * Fields without a translation come in the default language (Payload's fallback).
 */
export async function contentLocale(): Promise<Locale> {
  try {
    const locale = await getLocale()
    return isLocale(locale) ? locale : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/**
 * The document whose slug in `locale` is `slug`, else (a document not yet translated has no slug of
 * its own there) the one whose default-language slug it is; `translated` says which. Shared by the
 * pages and the language switcher's redirect.
 */
export async function findBySlug<T>(
  collection: Col,
  slug: string,
  locale: Locale,
  read: { depth: number; draft?: boolean; overrideAccess: boolean; select?: Record<string, true> },
): Promise<{ doc: T; translated: boolean } | null> {
  if (!looksLikeSlug(slug)) return null
  const payload = await payloadClient()
  const find = async (where: Locale) =>
    (
      await payload.find({
        collection,
        where: { slug: { equals: slug } },
        locale: where,
        limit: 1,
        pagination: false,
        depth: read.depth,
        draft: read.draft,
        overrideAccess: read.overrideAccess,
        ...(read.select ? { select: read.select as never } : {}),
      })
    ).docs[0] as T | undefined
  const own = await find(locale)
  if (own) return { doc: own, translated: true }
  if (locale === DEFAULT_LOCALE) return null
  const fallback = await find(DEFAULT_LOCALE)
  return fallback ? { doc: fallback, translated: false } : null
}

/**
 * One published document by its slug in the route's language (or its latest draft in live preview). A
 * document not yet translated is found by its default-language slug and shown in the default language
 * where it has no translation, so a link to it never breaks.
 */
async function bySlug<T>(collection: Col, slug: string): Promise<T | null> {
  const draft = await isDraft()
  const lang = await contentLocale()
  const found = await findBySlug<T & { id: number | string }>(collection, slug, lang, {
    depth: 2,
    draft,
    overrideAccess: draft,
  })
  if (!found || found.translated) return found?.doc ?? null
  // Read again in the route's language: what is translated shows translated, the rest in English.
  const payload = await payloadClient()
  return (await payload.findByID({
    collection,
    id: found.doc.id,
    locale: lang,
    depth: 2,
    draft,
    overrideAccess: draft,
    disableErrors: true,
  })) as T | null
}

/**
 * A document found by its default-language slug in a language where it has a slug of its own
 * (`/pt/guias/lisbon-in-three-days`) is sent on to that address (308): one address per page and language,
 * the one its canonical link, hreflang alternates and sitemap name. `doc` is the document as read in the
 * route's language (its slug there, or the default one's where it has none). Not in live preview.
 */
export async function toOwnSlug(collection: Col, doc: { slug?: string | null }, asked: string): Promise<void> {
  if (!doc.slug || doc.slug === asked || (await isDraft())) return
  const path = collection === 'pages' ? `/${doc.slug}` : `/${collection}/${doc.slug}`
  permanentRedirect(localizePath(await contentLocale(), path))
}

export const getPage = cache((slug: string) => bySlug<Page>('pages', slug))
export const getGuide = cache((slug: string) => bySlug<Guide>('guides', slug))
export const getTour = cache((slug: string) => bySlug<Tour>('tours', slug))

/**
 * The languages a document is in, from its localized slug as Payload stores it (`locale: 'all'`): each
 * language with a slug of its own. The admin leaves rows with an empty slug in the languages an editor
 * looked at while the document was a draft (`{ en: 'x', es: null }`): those are not versions.
 */
export function ownSlugs(slug: unknown): Partial<Record<Locale, string>> {
  if (!slug || typeof slug !== 'object') return {}
  const out: Partial<Record<Locale, string>> = {}
  for (const [l, s] of Object.entries(slug)) if (isLocale(l) && typeof s === 'string' && s !== '') out[l] = s
  return out
}

/**
 * A document's slug in each language that has its own (for hreflang and the language switcher); the
 * languages without one are left out: their visitors get the default language's page.
 */
export const slugsByLanguage = cache(
  async (collection: Col, id: number | string): Promise<Partial<Record<Locale, string>>> => {
    const payload = await payloadClient()
    const doc = (await payload.findByID({
      collection,
      id,
      locale: 'all',
      depth: 0,
      select: { slug: true } as never,
      disableErrors: true,
    })) as { slug?: unknown } | null
    return ownSlugs(doc?.slug)
  },
)

/**
 * A document listed in a language: `shownIn` is the language its own texts are shown in when it is not
 * the list's (a document of the default language not yet translated, shown in it), else absent.
 */
export type Listed<T> = T & { shownIn?: Locale }

/** The documents that have a version of their own in `locale` (a slug there; no fallback). */
const inLanguage = (locale: Locale) => ({ [`slug.${locale}`]: { exists: true } })

/**
 * A language's list of guides or tours (issue "journeys" 4): the documents in that language and, in the
 * other languages, the default language's documents not yet translated, marked `shownIn` (the cards say
 * so). A document in neither is not listed: it has no address there. `own` lists only the language's own
 * versions (its RSS feed, which cannot mark an item's language).
 */
async function listIn<T extends { id: number | string }>(
  collection: 'guides' | 'tours',
  locale: Locale,
  query: { limit: number; page: number; sort: string; where?: Record<string, unknown>; own?: boolean },
) {
  const payload = await payloadClient()
  const languages =
    locale === DEFAULT_LOCALE || query.own
      ? inLanguage(locale)
      : { or: [inLanguage(locale), inLanguage(DEFAULT_LOCALE)] }
  const result = await payload.find({
    collection,
    locale,
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 1,
    overrideAccess: false,
    where: (query.where ? { and: [query.where, languages] } : languages) as never,
  })
  const docs = result.docs as unknown as Listed<T>[]
  if (locale !== DEFAULT_LOCALE && !query.own && docs.length) {
    const own = await payload.find({
      collection,
      locale,
      depth: 0,
      limit: docs.length,
      pagination: false,
      overrideAccess: false,
      select: { slug: true } as never,
      where: { and: [{ id: { in: docs.map((d) => d.id) } }, inLanguage(locale)] } as never,
    })
    const translated = new Set((own.docs as { id: number | string }[]).map((d) => d.id))
    for (const d of docs) if (!translated.has(d.id)) d.shownIn = DEFAULT_LOCALE
  }
  return { ...result, docs }
}

export const listGuides = cache(
  async (limit = 24, page = 1, category?: number | string, locale?: Locale, only?: 'own') =>
    listIn<Guide>('guides', locale ?? (await contentLocale()), {
      limit,
      page,
      sort: '-publishedAt',
      where: category ? { categories: { in: [category] } } : undefined,
      own: only === 'own',
    }),
)

export const listTours = cache(async (limit = 24, page = 1, locale?: Locale) =>
  listIn<Tour>('tours', locale ?? (await contentLocale()), { limit, page, sort: '-createdAt' }),
)

export const getGlobals = cache(async (explicit?: Locale) => {
  const payload = await payloadClient()
  const locale = explicit ?? (await contentLocale())
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 1, locale }),
    payload.findGlobal({ slug: 'footer', depth: 1, locale }),
    payload.findGlobal({ slug: 'site-settings', depth: 1, locale }),
  ])
  return { header, footer, settings }
})

/** Slugs of everything published, in each language that has its own (`ownSlugs`), for the sitemap. */
export const allPublished = cache(async () => {
  const payload = await payloadClient()
  const pick = async (collection: Col) =>
    (
      await payload.find({
        collection,
        limit: 1000,
        depth: 0,
        overrideAccess: false,
        select: { slug: true, updatedAt: true } as never,
        pagination: false,
        // every language's slug: { en: 'lisbon-in-three-days', pt: 'lisboa-em-tres-dias' }
        locale: 'all',
      })
    ).docs.map((d) => {
      const { slug, updatedAt } = d as { slug?: unknown; updatedAt: string }
      return { slug: ownSlugs(slug), updatedAt }
    })
  const [pages, guides, tours] = await Promise.all([pick('pages'), pick('guides'), pick('tours')])
  return { pages, guides, tours }
})
