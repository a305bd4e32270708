import type { Metadata } from 'next'
import { mediaUrl } from '../components/Media'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { localizePath } from '../i18n/paths.mjs'
import { siteUrl } from './preview'

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
  for (const l of LOCALES) if (paths[l]) out[l] = `${siteUrl()}${localizePath(l, paths[l]!)}`
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
