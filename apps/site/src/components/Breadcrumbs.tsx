import { getTranslations } from 'next-intl/server'
import { Link } from './Link'
import { siteUrl } from '../lib/preview'
import { JsonLd, breadcrumbLd } from './JsonLd'

/** The site's own sections, named in the interface texts (namespace `breadcrumbs`). */
export type Section = 'home' | 'tours' | 'guides'

/** A trail of pages: each a document's title (`name`) or one of the site's own sections (`section`). */
export async function Breadcrumbs({
  items: trail,
}: {
  items: ({ name: string; path: string } | { section: Section; path: string })[]
}) {
  const t = await getTranslations('breadcrumbs')
  const items = trail.map((it) => ('section' in it ? { name: t(it.section), path: it.path } : it))
  return (
    <nav className="breadcrumbs container" aria-label={t('label')}>
      <JsonLd data={breadcrumbLd(siteUrl(), items)} />
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
