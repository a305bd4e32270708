import { getGlobals, listGuides } from '../../../../lib/data'
import { siteUrl } from '../../../../lib/preview'

export const revalidate = 3600

const esc = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** RSS 2.0 feed of the latest travel guides. */
export async function GET() {
  const base = siteUrl()
  const [{ docs }, { settings }] = await Promise.all([listGuides(30), getGlobals()])
  const items = docs
    .map(
      (g) => `    <item>
      <title>${esc(g.title)}</title>
      <link>${base}/guides/${g.slug}</link>
      <guid isPermaLink="true">${base}/guides/${g.slug}</guid>
      <description>${esc(g.excerpt ?? '')}</description>
      ${g.publishedAt ? `<pubDate>${new Date(g.publishedAt).toUTCString()}</pubDate>` : ''}
    </item>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${esc(settings.siteName)} – Travel guides</title>
    <link>${base}/guides</link>
    <atom:link href="${base}/guides/rss.xml" rel="self" type="application/rss+xml"/>
    <description>${esc(settings.tagline ?? 'Travel guides')}</description>
    <language>en</language>
${items}
  </channel>
</rss>`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
