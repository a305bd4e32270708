import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * The page's language in the browser: `<html lang>`, which the [locale] layout sets to the route's
 * language (`pt` on /pt/...). English where there is no page (server) or no known language.
 */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

/**
 * A same-origin API address with the page's language as `?locale=` (issue 19): the server answers in it
 * (i18n/api-texts.ts requestLocale) without depending on the browser sending a Referer. The path is
 * unchanged, so a match on the request's pathname still finds it.
 */
export function withLocale(url: string, locale: string = pageLocale()): string {
  const u = new URL(url, 'http://x')
  u.searchParams.set('locale', locale)
  return `${u.pathname}${u.search}${u.hash}`
}
