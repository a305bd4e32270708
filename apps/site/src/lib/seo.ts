import type { Metadata } from 'next'
import { mediaUrl } from '../components/Media'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { localizePath } from '../i18n/paths.mjs'
import { routeLocale } from '../i18n/route'
import { getGlobals, slugsByLanguage } from './data'
import { publicPath, siteUrl, type PreviewCollection } from './preview'

type Meta = { title?: string | null; description?: string | null; image?: unknown } | null | undefined

/** Each language's path of one page, written the default way (`/guides/<that language's slug>`). */
export type LanguagePaths = Partial<Record<Locale, string>>

/** The same path in every language (listings, home). */
export const everyLanguage = (path: string): LanguagePaths => Object.fromEntries(LOCALES.map((l) => [l, path]))

/**
 * hreflang alternates (issue 19): each language that has the page, and x-default (the default language's,
 * else the first one's). Absolute URLs, as search engines want them.
 */
export function languageAlternates(paths: LanguagePaths): Record<string, string> {
  const out: Record<string, string> = {}
  for (const l of LOCALES) {
    const path = paths[l]
    if (typeof path === 'string' && path.startsWith('/')) out[l] = `${siteUrl()}${localizePath(l, path)}`
  }
  const xDefault = out[DEFAULT_LOCALE] ?? Object.values(out)[0]
  if (xDefault) out['x-default'] = xDefault
  return out
}

export function buildMetadata(opts: {
  title: string
  description?: string | null
  path: string
  /** The page's language (its canonical address is in it) and its addresses in the others. */
  locale?: Locale
  languages?: LanguagePaths
  meta?: Meta
  image?: unknown
  type?: 'website' | 'article'
  publishedTime?: string | null
  siteName?: string
}): Metadata {
  const title = opts.meta?.title || opts.title
  const description = (opts.meta?.description || opts.description || '').slice(0, 300) || undefined
  const img = mediaUrl(opts.meta?.image || opts.image, 'hero')
  const locale = opts.locale ?? DEFAULT_LOCALE
  const url = `${siteUrl()}${localizePath(locale, opts.path)}`
  const languages = languageAlternates(opts.languages ?? { [locale]: opts.path })
  return {
    title,
    description,
    alternates: { canonical: url, languages },
    openGraph: {
      title,
      description,
      url,
      type: opts.type ?? 'website',
      locale,
      siteName: opts.siteName,
      ...(img ? { images: [{ url: img.startsWith('http') ? img : `${siteUrl()}${img}` }] } : {}),
      ...(opts.publishedTime ? { publishedTime: opts.publishedTime } : {}),
    },
    twitter: { card: img ? 'summary_large_image' : 'summary', title, description },
  }
}

type MetadataOptions = Parameters<typeof buildMetadata>[0]

/**
 * The metadata of a page, guide or tour route (`[locale]/.../[slug]`): its document by slug in the
 * route's language, its canonical address and its addresses in every language that has a slug of its
 * own (`slugsByLanguage`): only those are alternates. A document not in the route's language is shown
 * there in the default language's texts (a fallback page, `/es/guias/lisbon-in-three-days`): not an
 * alternate of anything, its canonical address is the default language's page, whose content it shows
 * (search engines index that one, not a copy per prefix). Read outside the layout's render, so the
 * route's language is set here too.
 */
export async function documentMetadata<T extends { id: number | string; title: string; meta?: Meta }>(
  params: Promise<{ locale: string; slug: string }>,
  section: PreviewCollection,
  load: (slug: string) => Promise<T | null>,
  notFoundTitle: () => Promise<string>,
  more: (doc: T) => Partial<MetadataOptions> = () => ({}),
): Promise<Metadata> {
  const locale = await routeLocale(params)
  const { slug } = await params
  const [doc, { settings }] = await Promise.all([load(slug), getGlobals()])
  if (!doc) return { title: await notFoundTitle() }
  const slugs = await slugsByLanguage(section, doc.id)
  const fallback = !slugs[locale] && slugs[DEFAULT_LOCALE] ? DEFAULT_LOCALE : null
  return buildMetadata({
    title: doc.title,
    path: publicPath(section, fallback ? slugs[fallback] : slug),
    locale: fallback ?? locale,
    languages: Object.fromEntries(Object.entries(slugs).map(([l, s]) => [l, publicPath(section, s)])),
    meta: doc.meta,
    siteName: settings.siteName,
    ...more(doc),
  })
}
