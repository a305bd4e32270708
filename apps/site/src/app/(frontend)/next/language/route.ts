import { isLocale, type Locale } from '../../../../i18n/locales'
import { SECTIONS, internalPath, localizePath } from '../../../../i18n/paths.mjs'
import { findBySlug, slugsByLanguage } from '../../../../lib/data'

/**
 * The language switcher's links land here (components/LanguageSwitcher.tsx): `?to=pt`, the page the
 * visitor was on from the Referer (same origin only). The answer is a redirect to that page in `to` (its
 * slug there), or to `to`'s home when the page has no translation. Never cached: it depends on the Referer.
 */
export async function GET(req: Request) {
  const url = new URL(req.url)
  const to = url.searchParams.get('to')
  if (!isLocale(to)) return new Response('Unknown language', { status: 400 })
  const target = await targetPath(to, fromPath(req, url))
  return new Response(null, {
    status: 303,
    headers: { Location: target, 'Cache-Control': 'private, no-store', Vary: 'Referer' },
  })
}

function fromPath(req: Request, url: URL): string {
  const referer = req.headers.get('referer')
  if (!referer) return '/'
  try {
    const r = new URL(referer)
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? url.host
    return r.host === host ? r.pathname : '/'
  } catch {
    return '/'
  }
}

type Col = 'pages' | 'guides' | 'tours'

async function targetPath(to: Locale, from: string): Promise<string> {
  const { locale, path } = internalPath(from)
  const parts = path.split('/').filter(Boolean).slice(1) // without the locale
  const home = localizePath(to, '/')
  if (parts.length === 0) return home
  const [first, second] = parts
  const section = SECTIONS.find((s) => s === first)
  let collection: Col
  let slug: string
  if (section === 'guides' || section === 'tours') {
    if (!second) return localizePath(to, `/${section}`)
    collection = section
    slug = second
  } else if (section) {
    return localizePath(to, `/${section}`)
  } else if (parts.length === 1) {
    collection = 'pages'
    slug = first!
  } else return home
  const found = await findBySlug<{ id: number | string }>(collection, slug, locale, {
    depth: 0,
    overrideAccess: false,
    select: { slug: true },
  })
  if (!found) return home
  const all = await slugsByLanguage(collection, found.doc.id)
  const there = all[to]
  if (!there) return home
  return localizePath(to, collection === 'pages' ? `/${there}` : `/${collection}/${there}`)
}
