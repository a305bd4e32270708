import { getLocale, getTranslations } from 'next-intl/server'
import { localizePath } from '../i18n/paths.mjs'
import { Link } from './Link'
import { textsOf } from '../i18n/server'
import type { Header as HeaderData, SiteSetting } from '../payload-types'
import { AccountDialog } from '../accounts/AccountDialog.client'
import { CMSLink } from './CMSLink'
import { HeaderBehaviour } from './client/HeaderBehaviour.client'
import { LateFonts } from './LateFonts'
import { Media } from './Media'
import { SearchBox } from '../search/SearchBox'
import { searchPath } from '../search/paths'
import { LanguageSwitcher } from './LanguageSwitcher'
import { HEADER_FIT_SCRIPT } from './header-fit'

export async function Header({ header, settings }: { header: HeaderData; settings: SiteSetting }) {
  const [t, searchT, accountTexts, locale] = await Promise.all([
    getTranslations('header'),
    getTranslations('search'),
    textsOf('account'),
    getLocale(),
  ])
  const accountPaths = {
    home: localizePath(locale, '/'),
    account: localizePath(locale, '/account'),
    cart: localizePath(locale, '/cart'),
  }
  return (
    // data-fit: the bar's layout, set in the browser (header-fit.ts) before the first paint.
    <header className="site-header" suppressHydrationWarning>
      {/* A strip of its own above the bar: the bar is full at every width (tests/e2e/layout-widths). */}
      <LanguageSwitcher />
      {/* Ahead of the page content: a later page switches to Roboto before its first paint. */}
      <LateFonts />
      <div className="container site-header__bar">
        <Link href="/" className="site-header__logo" aria-label={t('homeLabel', { siteName: settings.siteName })}>
          {header.logo && typeof header.logo === 'object' ? (
            <Media media={header.logo} prefer="thumbnail" sizes="40px" decorative fetchPriority="low" />
          ) : null}
          <span>{settings.siteName}</span>
        </Link>
        <SearchBox />
        <HeaderBehaviour label={t('menu')} openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
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
            {/* Where the bar has no room for the search box (below 352 px), the navigation leads to the search page. */}
            <li className="nav__item nav__search">
              <a href={searchPath(locale)} className="nav__link">
                {searchT('menuLink')}
              </a>
            </li>
            <li className="nav__item nav__account">
              <AccountDialog texts={accountTexts} paths={accountPaths} />
            </li>
            {header.cta?.label && (
              <li className="nav__item nav__cta">
                <CMSLink link={header.cta as never} className="btn" />
              </li>
            )}
          </ul>
        </HeaderBehaviour>
      </div>
      <script dangerouslySetInnerHTML={{ __html: HEADER_FIT_SCRIPT }} />
    </header>
  )
}
