import { getTranslations } from 'next-intl/server'
import type { Footer as FooterData, SiteSetting } from '../payload-types'
import { CMSLink } from './CMSLink'
import { sanitizeUrl } from '../lib/sanitize-url'

export async function Footer({ footer, settings }: { footer: FooterData; settings: SiteSetting }) {
  const t = await getTranslations('footer')
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__cols">
          <div>
            <h2>{settings.siteName}</h2>
            {settings.tagline && <p>{settings.tagline}</p>}
            {settings.organization?.telephone && (
              <p>
                {t('phone')}{' '}
                <a href={`tel:${settings.organization.telephone.replace(/\s/g, '')}`}>
                  {settings.organization.telephone}
                </a>
              </p>
            )}
            {settings.organization?.email && (
              <p>
                {t('email')} <a href={`mailto:${settings.organization.email}`}>{settings.organization.email}</a>
              </p>
            )}
          </div>
          {(footer.columns ?? []).map((col, i) => (
            <div key={col.id ?? i}>
              <h2>{col.title}</h2>
              <ul>
                {(col.links ?? []).map((l, j) => (
                  <li key={l.id ?? j}>
                    <CMSLink link={l as never} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="site-footer__bottom">
          <span>
            © {year} {settings.organization?.legalName || settings.siteName}
            {footer.note ? ` · ${footer.note}` : ''}
          </span>
          <ul className="social" aria-label={t('social')}>
            {(footer.social ?? []).map((s, i) => (
              <li key={s.id ?? i}>
                <a href={sanitizeUrl(s.url)} rel="noopener noreferrer me" target="_blank">
                  {s.network[0]!.toUpperCase() + s.network.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
