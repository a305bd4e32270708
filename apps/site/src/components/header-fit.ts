/**
 * Where the header bar folds (issue 19: the bar held English's words; Portuguese, Spanish, French and
 * German ones overflowed it at every desktop width, the call to action wrapped over the logo). The bar's
 * widths depend on its words: the editor's navigation and call to action, and the interface texts of
 * each language. So the server estimates the bar's width from them and sets where the navigation folds
 * into the menu button, and where the search box shuts into its magnifier, for this language's header
 * (headerFitCss: the rules, in a <style> of the header). At the English demo's words these are the
 * 1024 and 1200 px the bar was designed at; never less.
 *
 * The estimate: each letter's advance width at 16 px in Roboto and in the fallback font shown before
 * Roboto loads (the larger of the two, measured in Chromium: navigation links at weight 500, the logo's
 * name bold), so it errs on the wide side; a letter not in the table counts as wide as an "m".
 */
const LETTERS =
  "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ .,:;!?/&’'()-áàâãäçéèêëíìîïñóòôõöúùûüßÁÀÂÃÄÇÉÈÊËÍÓÔÕÖÚÜ"
const REGULAR = [
  9.09, 9.09, 9.09, 9.09, 9.09, 9.09, 9.09, 9.09, 9.09, 9.09, 8.99, 8.99, 8.35, 9.02, 8.99, 5.65, 9.07, 8.99, 4.08,
  4.02, 8.34, 4.08, 13.94, 8.99, 9.08, 8.99, 9.05, 5.66, 8.23, 5.33, 8.99, 8.09, 11.88, 8.09, 8.09, 8.09, 10.79, 10.79,
  11.68, 11.68, 10.79, 9.88, 12.58, 11.68, 4.53, 8.89, 10.79, 8.99, 13.99, 11.68, 12.58, 10.79, 12.58, 11.68, 10.79,
  9.88, 11.68, 10.79, 15.26, 10.79, 10.79, 9.88, 4.49, 4.49, 4.49, 4.49, 4.49, 4.49, 8.99, 6.24, 10.79, 3.59, 3.09,
  5.54, 5.59, 5.44, 8.99, 8.99, 8.99, 8.99, 8.99, 8.35, 8.99, 8.99, 8.99, 8.99, 4.49, 4.49, 4.49, 4.49, 8.99, 9.08,
  9.08, 9.08, 9.08, 9.08, 8.99, 8.99, 8.99, 8.99, 9.88, 10.79, 10.79, 10.79, 10.79, 10.79, 11.68, 10.79, 10.79, 10.79,
  10.79, 4.53, 12.58, 12.58, 12.58, 12.58, 11.68, 11.68,
]
const BOLD = [
  9.18, 9.18, 9.18, 9.18, 9.18, 9.18, 9.18, 9.18, 9.18, 9.18, 8.56, 9.2, 8.38, 9.2, 8.64, 5.73, 9.2, 9.2, 4.23, 4.18,
  8.55, 4.23, 13.86, 9.2, 9.2, 9.2, 9.2, 5.86, 8.38, 5.41, 9.2, 8.38, 11.75, 8.38, 8.38, 8.14, 10.88, 10.88, 10.88,
  10.88, 10.05, 9.2, 11.72, 11.3, 4.68, 8.94, 10.88, 9.2, 14.01, 11.29, 11.72, 10.31, 11.72, 10.88, 10.05, 9.91, 10.88,
  10.45, 14.22, 10.16, 10.05, 9.71, 4.18, 4.64, 4.18, 5.02, 5.02, 5.02, 9.2, 5.94, 10.88, 4.18, 3.58, 5.59, 5.62, 6.3,
  8.56, 8.56, 8.56, 8.56, 8.56, 8.38, 8.64, 8.64, 8.64, 8.64, 4.37, 4.37, 4.37, 4.37, 9.2, 9.2, 9.2, 9.2, 9.2, 9.2, 9.2,
  9.2, 9.2, 9.2, 10.11, 10.88, 10.88, 10.88, 10.88, 10.88, 10.88, 10.05, 10.05, 10.05, 10.05, 4.68, 11.72, 11.72, 11.72,
  11.72, 10.88, 10.88,
]
const WIDTHS = new Map([...LETTERS].map((ch, i) => [ch, [REGULAR[i]!, BOLD[i]!] as const]))
const UNKNOWN = [14, 14] as const
/** The advance width of `text` in px at `size` px (weight 500, or bold). */
export function textWidth(text: string, size = 16, bold = false): number {
  let w = 0
  for (const ch of text) w += (WIDTHS.get(ch) ?? UNKNOWN)[bold ? 1 : 0]
  return Math.ceil((w * size) / 16)
}

/** The bar's own sizes (styles.css): container, its padding, the gaps, a link's and a button's padding. */
const CONTAINER = 1180
/** The widest the bar grows for its words (the page's container stays 1180 px); past it, always the menu. */
const MAX_BAR = 1440
const PADDING = 2 * 20
const GAP = 16
const ITEM_GAP = 4
const LINK = 24
const BUTTON = 48 + 4 // padding and border
const ACCOUNT_GAP = 12
const LOGO_MARK = 36 + 10
const SEARCH_OPEN = 170
const SEARCH_SHUT = 32 - 16
/** The widths the bar was designed at: the menu below 1024 px, the magnifier below 1200 px. */
export const NAV_FOLD_MIN = 1024
export const SEARCH_SHUT_MIN = 1200

export type HeaderWords = {
  siteName: string
  hasLogo: boolean
  /** The navigation's top-level labels. */
  links: string[]
  /** The account entry's labels as the page is sent (signed out; see the README on the signed-in entry). */
  account: string[]
  cart: string
  cta?: string | null
}

/**
 * Viewport widths (px) below which the navigation folds and the search box shuts (Infinity: always), and
 * the bar's own widest (px).
 */
export function headerFolds(words: HeaderWords): { nav: number; search: number; bar: number } {
  const link = (t: string) => textWidth(t) + LINK
  const account = words.account.reduce((w, t) => w + link(t), 0) + ACCOUNT_GAP * words.account.length + link(words.cart)
  const items = [...words.links.map(link), account, ...(words.cta ? [textWidth(words.cta) + BUTTON] : [])]
  const links = items.reduce((a, b) => a + b, 0) + ITEM_GAP * (items.length - 1)
  const logo = (words.hasLogo ? LOGO_MARK : 0) + textWidth(words.siteName, 20, true)
  const room = (search: number) => logo + search + links + 2 * GAP + PADDING // the bar's width at one line
  const fold = (need: number, min: number) => (need > MAX_BAR ? Infinity : Math.max(min, need))
  const nav = fold(room(SEARCH_SHUT), NAV_FOLD_MIN)
  const search = fold(room(SEARCH_OPEN), SEARCH_SHUT_MIN)
  // The bar is as wide as the page's container, or wider where its words need it (up to MAX_BAR).
  const widest = [search, nav, CONTAINER].find((w) => w !== Infinity)!
  return { nav, search, bar: Math.max(CONTAINER, Math.min(widest, MAX_BAR)) }
}

/** `@media (max-width: …)` for below `px` (all widths when Infinity). */
const below = (px: number) => (px === Infinity ? 'all' : `(max-width: ${px - 1}px)`)
const above = (px: number) => `(min-width: ${px === Infinity ? 100_000 : px}px)`

/**
 * The header's rules that depend on where it folds: the menu button and its panel, the search box's
 * magnifier, and the transparent header over a full-width hero (only while the bar shows the navigation).
 */
export function headerFitCss({ nav, search, bar }: { nav: number; search: number; bar: number }): string {
  const wider = bar > CONTAINER ? `.site-header__bar,.lang-switch{max-width:${bar}px}` : ''
  const hero = 'body:has(#main>.hero--full:first-child,#main>article:first-child>.hero--full:first-child)'
  // Where the bar shows the navigation, its parts are packed from the left (the bar fits them, so little
  // room is left over): a first paint of a part-parsed page, with the navigation still empty, then puts
  // the search box where it stays, where space-between had put it mid-bar and moved it (a layout shift).
  return `${wider}@media ${above(nav)}{.site-header__bar{justify-content:flex-start}}@media ${below(nav)}{.nav-toggle{display:inline-flex;align-items:center}\
.nav__panel{display:none;position:absolute;top:var(--header-h);left:0;right:0;background:#fff;\
border-bottom:1px solid var(--border);padding:8px 20px 16px;max-height:calc(100vh - var(--header-h));overflow:auto}\
.nav__panel.is-open{display:block}.nav__list{flex-direction:column}\
.nav__sub{position:static;display:block;border:0;box-shadow:none;padding:0 0 0 14px}.nav__cta{margin-top:8px}}\
@media ${above(nav)} and (hover:hover) and (pointer:fine){${hero} .site-header{position:fixed;left:0;right:0}\
${hero} .site-header:not(.is-stuck){background:transparent;border-color:transparent}\
${hero} .site-header:not(.is-stuck) .nav__link,${hero} .site-header:not(.is-stuck) .site-header__logo{color:#fff}\
${hero} .site-header:not(.is-stuck) .nav__sub .nav__link{color:var(--primary-black)}}\
@media ${below(search)}{.site-search{flex:0 0 32px;height:38px;margin-inline:-8px}\
.site-search__form{position:absolute;top:0;right:0;width:32px;z-index:61}\
.site-search__input:not(:focus){padding:0;color:transparent;cursor:pointer}\
.site-search__input:not(:focus)::placeholder{color:transparent}\
.site-search__input:not(:focus)+.site-search__submit{right:0;pointer-events:none}\
.site-search__form:focus-within{width:min(320px,calc(100vw - 24px))}\
.site-search__list{left:auto;right:0}}`
}
