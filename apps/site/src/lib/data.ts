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
    })) as { slug?: Partial<Record<Locale, string>> | string } | null
    const slug = doc?.slug
    return slug && typeof slug === 'object' ? slug : {}
  },
)

export const listGuides = cache(async (limit = 24, page = 1, category?: number | string, locale?: Locale) => {
  const payload = await payloadClient()
  return payload.find({
    collection: 'guides',
    locale: locale ?? (await contentLocale()),
    sort: '-publishedAt',
    limit,
    page,
    depth: 1,
    overrideAccess: false,
    where: category ? { categories: { in: [category] } } : undefined,
  })
})

export const listTours = cache(async (limit = 24, page = 1) => {
  const payload = await payloadClient()
  return payload.find({
    collection: 'tours',
    locale: await contentLocale(),
    sort: '-createdAt',
    limit,
    page,
    depth: 1,
    overrideAccess: false,
  })
})

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

/** Slugs of everything published, in each language that has its own, for the sitemap. */
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
    ).docs as unknown as { slug: Partial<Record<Locale, string>>; updatedAt: string }[]
  const [pages, guides, tours] = await Promise.all([pick('pages'), pick('guides'), pick('tours')])
  return { pages, guides, tours }
})
