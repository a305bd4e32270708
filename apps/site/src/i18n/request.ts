import { getRequestConfig } from 'next-intl/server'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'
import { loadMessages } from './texts'

/**
 * next-intl's request configuration (no next-intl routing: the site's own routes set the language with
 * `setRequestLocale(locale)`). An absent or unknown language falls back to the default one.
 */
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const requested = explicit ?? (await requestLocale)
  const locale: Locale = isLocale(requested) ? requested : DEFAULT_LOCALE
  return { locale, messages: await loadMessages(locale), timeZone: 'UTC' }
})
