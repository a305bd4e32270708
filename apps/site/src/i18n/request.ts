import { getRequestConfig } from 'next-intl/server'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/** Each language's messages, loaded only for the language a request renders. */
export const loadMessages = async (locale: Locale) =>
  (await import(`./messages/${locale}.json`)).default as typeof import('./messages/en.json')

/**
 * next-intl's request configuration (no next-intl routing: the site's own routes set the language with
 * `setRequestLocale(locale)`). An absent or unknown language falls back to the default one.
 */
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const requested = explicit ?? (await requestLocale)
  const locale: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  return { locale, messages: await loadMessages(locale), timeZone: 'UTC' }
})
