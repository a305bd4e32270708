import { getLocale } from 'next-intl/server'
import { LOCALES, LOCALE_NAMES } from '../i18n/locales'

/**
 * The language switcher (issue 19): plain links, rendered on the server, so it works without JavaScript
 * and costs none. Each goes through /next/language, which sends the visitor to the same page in that
 * language (the page they came from: the Referer), or to that language's home when the page has no
 * translation. The page's own HTML stays the same for every visitor, so it stays cached.
 */
export async function LanguageSwitcher() {
  const current = await getLocale()
  return (
    <nav className="lang-switch" aria-label="Language / Idioma">
      <ul>
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={`/next/language?to=${l}`}
              hrefLang={l}
              lang={l}
              rel="alternate"
              aria-current={l === current ? 'true' : undefined}
              title={LOCALE_NAMES[l]}
            >
              {l.toUpperCase()}
              <span className="visually-hidden"> {LOCALE_NAMES[l]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
