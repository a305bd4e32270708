import { apiText } from '../../../../../i18n/api-texts'
import { isLocale, LOCALES } from '../../../../../i18n/locales'
import { localizePath } from '../../../../../i18n/paths.mjs'
import { getGlobals, listGuides } from '../../../../../lib/data'
import { siteUrl } from '../../../../../lib/preview'

export const revalidate = 3600
// One feed per language: /guides/rss.xml, /pt/guias/rss.xml, ...
export const dynamicParams = false
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }))

const esc = (s: string | null | undefined) =>
  (s ?? '').replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/**
 * RSS 2.0 feed of the latest travel guides in the route's language: the guides that have a version of
 * their own in it (RSS cannot say an item is in another language than its feed's), titled and described
 * in it (the interface texts' `sections`).
 */
export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const base = siteUrl()
  const at = (path: string) => `${base}${localizePath(locale, path)}`
  const [{ docs }, { settings }, title, description] = await Promise.all([
    listGuides(30, 1, undefined, locale, 'own'),
    getGlobals(locale),
    apiText(locale, 'sections', 'guidesTitle'),
    apiText(locale, 'sections', 'guidesDescription'),
  ])
  const items = docs
    .filter((g) => g.title && g.slug)
    .map(
      (g) => `    <item>
      <title>${esc(g.title)}</title>
      <link>${at(`/guides/${g.slug}`)}</link>
      <guid isPermaLink="true">${at(`/guides/${g.slug}`)}</guid>
      <description>${esc(g.excerpt)}</description>
      ${g.publishedAt ? `<pubDate>${new Date(g.publishedAt).toUTCString()}</pubDate>` : ''}
    </item>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${esc(settings.siteName)} – ${esc(title)}</title>
    <link>${at('/guides')}</link>
    <atom:link href="${at('/guides/rss.xml')}" rel="self" type="application/rss+xml"/>
    <description>${esc(description)}</description>
    <language>${locale}</language>
${items}
  </channel>
</rss>`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
