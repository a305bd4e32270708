// Plain JavaScript, so that next.config.mjs can load it too. Its language list must be locales.ts's
// (a test checks): ROUTE_LOCALES[0] is the default.
const ROUTE_LOCALES = /** @type {const} */ (['en', 'pt', 'es', 'fr', 'de'])
const DEFAULT = ROUTE_LOCALES[0]
/** @typedef {(typeof ROUTE_LOCALES)[number]} Locale */
/** @param {unknown} v @returns {v is Locale} */
const isLocale = (v) => typeof v === 'string' && /** @type {readonly string[]} */ (ROUTE_LOCALES).includes(v)
export { ROUTE_LOCALES }

/**
 * The site's addresses in each language (issue 19). The default language has no prefix (`/guides/...`,
 * the addresses the site always had); the others have theirs and their own words for the sections
 * (`/pt/guias/lisboa-em-tres-dias`). Internally every page lives under `app/(frontend)/[locale]/` with
 * the English section names: next.config.mjs rewrites the public addresses onto those routes
 * (`rewriteRules`), so no middleware runs per request. Slugs are each document's own, per language.
 */
export const SECTIONS = /** @type {const} */ (['guides', 'tours', 'account', 'cart', 'compare', 'search'])
/** @typedef {(typeof SECTIONS)[number]} Section */

/** @type {Record<Locale, Record<Section, string>>} */
export const SECTION_WORDS = {
  en: { guides: 'guides', tours: 'tours', account: 'account', cart: 'cart', compare: 'compare', search: 'search' },
  pt: {
    guides: 'guias',
    tours: 'circuitos',
    account: 'conta',
    cart: 'carrinho',
    compare: 'comparar',
    search: 'pesquisa',
  },
  es: {
    guides: 'guias',
    tours: 'circuitos',
    account: 'cuenta',
    cart: 'carrito',
    compare: 'comparar',
    search: 'buscar',
  },
  fr: {
    guides: 'guides',
    tours: 'circuits',
    account: 'compte',
    cart: 'panier',
    compare: 'comparer',
    search: 'recherche',
  },
  de: {
    guides: 'reisefuehrer',
    tours: 'reisen',
    account: 'konto',
    cart: 'warenkorb',
    compare: 'vergleich',
    search: 'suche',
  },
}

/**
 * Section words that addresses used before (issue 19): the tours were `/pt/passeios`, `/es/tours` and
 * `/de/touren` while their pages said Circuitos and Reisen, the words tour operators use. Those addresses
 * (in links, bookmarks, search engines) answer with a permanent redirect to today's word (`legacyRedirects`).
 * @type {Partial<Record<Locale, Partial<Record<Section, string[]>>>>}
 */
export const OLD_SECTION_WORDS = {
  pt: { tours: ['passeios'] },
  es: { tours: ['tours'] },
  de: { tours: ['touren'] },
}

/**
 * Next.js redirects from the old section words to today's (next.config.mjs), query kept: one rule per
 * word, whose `:rest*` also covers the section's own address (Next.js tests every rule on every request;
 * see rewriteRules).
 * @returns {{ source: string, destination: string, permanent: true }[]}
 */
export function legacyRedirects() {
  const rules = []
  for (const [locale, sections] of Object.entries(OLD_SECTION_WORDS))
    for (const [section, words] of Object.entries(sections ?? {}))
      for (const word of words ?? []) {
        const now = SECTION_WORDS[/** @type {Locale} */ (locale)][/** @type {Section} */ (section)]
        if (word === now) continue
        rules.push({
          source: `/${locale}/${word}/:rest*`,
          destination: `/${locale}/${now}/:rest*`,
          permanent: /** @type {const} */ (true),
        })
      }
  return rules
}

/**
 * Every redirect of the addresses (next.config.mjs): `/en` and `/en/...` to the address without the
 * default language's prefix, then the old section words.
 * @returns {{ source: string, destination: string, permanent: true }[]}
 */
export function redirectRules() {
  // Two rules for the prefix: `/:path*` left empty would give an empty Location.
  return [
    { source: `/${DEFAULT}`, destination: '/', permanent: /** @type {const} */ (true) },
    { source: `/${DEFAULT}/:path+`, destination: '/:path+', permanent: /** @type {const} */ (true) },
    ...legacyRedirects(),
  ]
}

/** The first path segments that are never pages: Payload, Next.js, the widget, files at the root. */
export const NOT_PAGES = [
  'admin',
  'api',
  '_next',
  'next',
  'live-widget',
  'media',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'icon.svg',
]

/**
 * A public address in `locale` for a path written the default way (`/guides/x`, `/tours`, `/`, `/about`):
 * `/pt/guias/x`, `/pt/circuitos`, `/pt`, `/pt/about`. Query and hash are kept. Paths outside the pages
 * (`/api/...`) and absolute URLs are returned as they are.
 * @param {string} locale @param {string} path @returns {string}
 */
export function localizePath(locale, path) {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const cut = path.search(/[?#]/)
  const pathname = cut < 0 ? path : path.slice(0, cut)
  const rest = cut < 0 ? '' : path.slice(cut)
  const parts = pathname.split('/').filter(Boolean)
  if (parts.length && (NOT_PAGES.includes(parts[0]) || isLocale(parts[0]))) return path
  if (!isLocale(locale) || locale === DEFAULT) return path
  const section = SECTIONS.find((s) => s === parts[0])
  if (section) parts[0] = SECTION_WORDS[locale][section]
  return `/${[locale, ...parts].join('/')}${rest}`
}

/**
 * The route a public address renders (`/pt/guias/x` -> `/pt/guides/x`, `/guides/x` -> `/en/guides/x`; an old
 * section word too: `/pt/passeios/x` -> `/pt/tours/x`).
 * @param {string} publicPath @returns {{ locale: Locale, path: string }}
 */
export function internalPath(publicPath) {
  const parts = publicPath.split('/').filter(Boolean)
  /** @type {Locale} */
  const locale = isLocale(parts[0]) && parts[0] !== DEFAULT ? parts[0] : DEFAULT
  if (locale !== DEFAULT) parts.shift()
  const old = /** @type {Partial<Record<Section, string[]>>} */ (OLD_SECTION_WORDS[locale] ?? {})
  const section = SECTIONS.find((s) => SECTION_WORDS[locale][s] === parts[0] || old[s]?.includes(parts[0] ?? ''))
  if (section) parts[0] = section
  return { locale, path: `/${[locale, ...parts].join('/')}` }
}

/**
 * Next.js rewrites from the public addresses to the `[locale]` routes (next.config.mjs): one rule per
 * section (`/pt/guias/x` and `/de/reisefuehrer/x` -> `/pt/guides/x`, `/de/guides/x`), then the default
 * language's two. Next.js tests every beforeFiles rule on every request, matched or not, and its cost grows
 * with their number: the 48 rules of one per language, section and depth took an empty Next.js page from
 * ~2,500 to ~1,500 requests/s (bench/RESULTS.md). The language's lookahead pairs each language with its own
 * word, so `/fr/guias/x` matches nothing, as before. The word is matched but not a named parameter in the
 * destination; Next.js adds a source's parameters to the query only when the destination uses none of them.
 * @returns {{ source: string, destination: string }[]}
 */
export function rewriteRules() {
  const rules = []
  const esc = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  for (const section of SECTIONS) {
    const pairs = ROUTE_LOCALES.filter((l) => l !== DEFAULT && SECTION_WORDS[l][section] !== section).map(
      (l) => /** @type {const} */ ([l, SECTION_WORDS[l][section]]),
    )
    if (pairs.length === 0) continue
    const locales = pairs.map(([l, w]) => `${l}(?=/${esc(w)}(?:/|$))`).join('|')
    const words = [...new Set(pairs.map(([, w]) => esc(w)))].join('|')
    rules.push({ source: `/:locale(${locales})/:word(${words})/:rest*`, destination: `/:locale/${section}/:rest*` })
  }
  // Everything else without a language prefix is the default language's.
  const skip = [...ROUTE_LOCALES, ...NOT_PAGES].map((s) => s.replace(/\./g, '\\.')).join('|')
  rules.push({ source: '/', destination: `/${DEFAULT}` })
  rules.push({ source: `/:path((?!(?:${skip})(?:/|$)).+)`, destination: `/${DEFAULT}/:path` })
  return rules
}
