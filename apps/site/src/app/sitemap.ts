import type { MetadataRoute } from 'next'
import type { Locale } from '../i18n/locales'
import { allPublished } from '../lib/data'
import { publicPath, type PreviewCollection } from '../lib/preview'
import { everyLanguage, languageAlternates, type LanguagePaths } from '../lib/seo'

export const revalidate = 3600

/**
 * Every published page in each of its languages, each entry with its alternates (hreflang, x-default):
 * a document's languages are those with a slug of its own (`ownSlugs`: an empty slug is no version; it
 * once named the section's address, `/es/guias`, once per guide not in Spanish). The home page and the
 * listings are in every language, as their own hreflang says. A document shown in English under another
 * language's prefix (a fallback page) is not listed: its canonical address is the English page's.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { pages, guides, tours } = await allPublished()
  const entries = (paths: LanguagePaths, updatedAt?: string): MetadataRoute.Sitemap => {
    const languages = languageAlternates(paths)
    const { 'x-default': _, ...urls } = languages
    return Object.values(urls).map((url) => ({
      url,
      lastModified: updatedAt ? new Date(updatedAt) : undefined,
      alternates: { languages },
    }))
  }
  const doc = (collection: PreviewCollection, d: { slug: Partial<Record<Locale, string>>; updatedAt: string }) =>
    entries(Object.fromEntries(Object.entries(d.slug).map(([l, s]) => [l, publicPath(collection, s)])), d.updatedAt)
  // The home page (slug `home`) is at `/`, `/pt`, ... in every language, like the listings (its metadata).
  const isHome = (p: { slug: Partial<Record<Locale, string>> }) => Object.values(p.slug).includes('home')
  return [
    ...entries(everyLanguage('/'), pages.find(isHome)?.updatedAt),
    ...pages.filter((p) => !isHome(p)).flatMap((p) => doc('pages', p)),
    ...entries(everyLanguage('/guides')),
    ...guides.flatMap((g) => doc('guides', g)),
    ...entries(everyLanguage('/tours')),
    ...tours.flatMap((t) => doc('tours', t)),
  ]
}
