import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../i18n/locales'
import { SECTIONS, internalPath, localizePath } from '../../../../i18n/paths.mjs'
import { findBySlug, slugsByLanguage } from '../../../../lib/data'

/**
 * The language switcher's links land here (components/LanguageSwitcher.tsx): `?to=pt`, and the page the
 * visitor was on: `from` (a path of this site, which the behaviours' chunk adds to the link when it is
 * used: behaviours/language-hint.ts), else the Referer (same origin only), else the home page. The answer
 * is a redirect to that page in `to` (its slug there), its query kept (a search's `q`, the compared
 * tours; not a list's page number, which belongs to one language's list). A document not yet translated
 * into `to` is still the same document there: its default-language slug at `to`'s address, where it shows
 * in the default language (issue 27.13); `to`'s home only when the page is not one of the site's. Never
 * cached: it depends on the Referer.
 */
export async function GET(req: Request) {
  const url = new URL(req.url)
  const to = url.searchParams.get('to')
  if (!isLocale(to)) return new Response('Unknown language', { status: 400 })
  const from = fromPage(req, url)
  const path = await targetPath(to, from.pathname)
  const query = new URLSearchParams(from.search)
  query.delete('page')
  const kept = path === localizePath(to, '/') || query.size === 0 ? '' : `?${query}`
  return new Response(null, {
    status: 303,
    headers: { Location: path + kept, 'Cache-Control': 'private, no-store', Vary: 'Referer' },
  })
}

const HOME = new URL('http://site/')

/** The page the visitor comes from, as a URL of this site (only its path and query are used). */
function fromPage(req: Request, url: URL): URL {
  const from = url.searchParams.get('from')
  // A path of this site only: `//host/x` and `/\host` are other sites' addresses to a browser.
  if (from && /^\/(?![/\\])/.test(from)) {
    try {
      const u = new URL(from, HOME)
      return u.host === HOME.host ? u : HOME
    } catch {
      return HOME
    }
  }
  const referer = req.headers.get('referer')
  if (!referer) return HOME
  try {
    const r = new URL(referer)
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? url.host
    return r.host === host ? r : HOME
  } catch {
    return HOME
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
  const index = collection === 'pages' ? home : localizePath(to, `/${collection}`)
  if (!found) return index
  const all = await slugsByLanguage(collection, found.doc.id)
  // Its own slug in `to`; else, not yet translated there, the default language's slug, which that language's
  // address answers with the default language's version (lib/data.ts findBySlug); else (a document in
  // other languages only) the section it belongs to.
  const there = all[to] ?? all[DEFAULT_LOCALE]
  if (!there) return index
  return localizePath(to, collection === 'pages' ? `/${there}` : `/${collection}/${there}`)
}
