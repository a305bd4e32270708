import { Link } from './Link'
import type { Header as HeaderData, SiteSetting } from '../payload-types'
import { AccountDialog } from '../accounts/AccountDialog.client'
import { CMSLink } from './CMSLink'
import { HeaderBehaviour } from './client/HeaderBehaviour.client'
import { Media } from './Media'

export function Header({ header, settings }: { header: HeaderData; settings: SiteSetting }) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-header__logo" aria-label={`${settings.siteName} home`}>
          {header.logo && typeof header.logo === 'object' ? (
            <Media media={header.logo} prefer="thumbnail" sizes="40px" decorative />
          ) : null}
          <span>{settings.siteName}</span>
        </Link>
        <HeaderBehaviour label="Main">
          <ul className="nav__list">
            {(header.navigation ?? []).map((item, i) => (
              <li key={item.id ?? i} className="nav__item">
                <CMSLink link={item as never} className="nav__link" keepLink={Boolean(item.children?.length)} />
                {item.children && item.children.length > 0 && (
                  <ul className="nav__sub">
                    {item.children.map((c, j) => (
                      <li key={c.id ?? j}>
                        <CMSLink link={c as never} className="nav__link" />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            <li className="nav__item nav__account">
              <AccountDialog />
            </li>
            {header.cta?.label && (
              <li className="nav__item nav__cta">
                <CMSLink link={header.cta as never} className="btn" />
              </li>
            )}
          </ul>
        </HeaderBehaviour>
      </div>
    </header>
  )
}
