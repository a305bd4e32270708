import { isLocale, LOCALES } from '../../../../../i18n/locales'
import { localizePath } from '../../../../../i18n/paths.mjs'
import { getGlobals, listGuides } from '../../../../../lib/data'
import { siteUrl } from '../../../../../lib/preview'

export const revalidate = 3600
// One feed per language: /guides/rss.xml, /pt/guias/rss.xml, ...
export const dynamicParams = false
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }))

const esc = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** RSS 2.0 feed of the latest travel guides, in the route's language. */
export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const base = siteUrl()
  const at = (path: string) => `${base}${localizePath(locale, path)}`
  const [{ docs }, { settings }] = await Promise.all([listGuides(30, 1, undefined, locale), getGlobals(locale)])
  const items = docs
    .map(
      (g) => `    <item>
      <title>${esc(g.title)}</title>
      <link>${at(`/guides/${g.slug}`)}</link>
      <guid isPermaLink="true">${at(`/guides/${g.slug}`)}</guid>
      <description>${esc(g.excerpt ?? '')}</description>
      ${g.publishedAt ? `<pubDate>${new Date(g.publishedAt).toUTCString()}</pubDate>` : ''}
    </item>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${esc(settings.siteName)} – Travel guides</title>
    <link>${at('/guides')}</link>
    <atom:link href="${at('/guides/rss.xml')}" rel="self" type="application/rss+xml"/>
    <description>${esc(settings.tagline ?? 'Travel guides')}</description>
    <language>${locale}</language>
${items}
  </channel>
</rss>`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
