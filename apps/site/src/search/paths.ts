import { DEFAULT_LOCALE } from '../i18n/locales'
import { localizePath } from '../i18n/paths.mjs'

/** The search page's public address in a language (`/search`, `/pt/pesquisa`, ...: i18n/paths.mjs). */
export const searchPath = (locale: string = DEFAULT_LOCALE): string => localizePath(locale, '/search')
