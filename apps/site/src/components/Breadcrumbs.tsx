import { getLocale, getTranslations } from 'next-intl/server'
import { Link } from './Link'
import { localizePath } from '../i18n/paths.mjs'
import { siteUrl } from '../lib/preview'
import { JsonLd, breadcrumbLd } from './JsonLd'

/** The site's own sections, named in the interface texts (namespace `breadcrumbs`). */
export type Section = 'home' | 'tours' | 'guides'

/**
 * A trail of pages: each a document's title (`name`) or one of the site's own sections (`section`), its
 * path written the default language's way (`/guides/x`). The links and the structured data's items are
 * the page language's addresses (`/pt/guias/x`): `Link` turns the links, `localizePath` the items.
 */
export async function Breadcrumbs({
  items: trail,
}: {
  items: ({ name: string; path: string } | { section: Section; path: string })[]
}) {
  const [t, locale] = await Promise.all([getTranslations('breadcrumbs'), getLocale()])
  const items = trail.map((it) => ('section' in it ? { name: t(it.section), path: it.path } : it))
  const addresses = items.map((it) => ({ name: it.name, path: localizePath(locale, it.path) }))
  return (
    <nav className="breadcrumbs container" aria-label={t('label')}>
      <JsonLd data={breadcrumbLd(siteUrl(), addresses)} />
      <ol>
        {items.map((it, i) => (
          <li key={it.path}>
            {i === items.length - 1 ? (
              <span aria-current="page">{it.name}</span>
            ) : (
              <Link href={it.path}>{it.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
