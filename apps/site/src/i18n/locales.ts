/**
 * The site's languages: one list for Payload's localization, the routes (`/` for the default, `/pt/...`
 * for the others), next-intl's interface texts, hreflang and the search index.
 */
export const LOCALES = ['en', 'pt', 'es', 'fr', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Each language's name in that language, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
