import { getTranslations } from 'next-intl/server'
import { Link } from './Link'

/** The site's 404 page: app/(frontend)/[locale]/not-found.tsx and the page server.mjs sends (%5Fnot-found-page). */
export async function NotFoundView() {
  const t = await getTranslations('notFound')
  return (
    <div className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p className="hero__links" style={{ justifyContent: 'center' }}>
        <Link className="btn" href="/">
          {t('home')}
        </Link>
        <Link className="btn btn--ghost" href="/tours">
          {t('tours')}
        </Link>
        <Link className="btn btn--ghost" href="/guides">
          {t('guides')}
        </Link>
      </p>
    </div>
  )
}
