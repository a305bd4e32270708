import '../intl-fonts.css'
import '../styles.css'
import '../../../behaviours/behaviours.css'
import type { Metadata, Viewport } from 'next'
import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { buildPageConfig, pageConfigJson } from '../../../behaviours/page-config'
import { ChatWidget } from '../../../chat/ChatWidget'
import { Footer } from '../../../components/Footer'
import { Header } from '../../../components/Header'
import { JsonLd } from '../../../components/JsonLd'
import { IntentPrefetch } from '../../../components/client/IntentPrefetch.client'
import { LivePreviewMount } from '../../../components/client/LivePreviewMount.client'
import { CompareBar } from '../../../booking/CompareBar.client'
import { Behaviours } from '../../../behaviours/Behaviours.client'
import { getGlobals } from '../../../lib/data'
import { siteUrl } from '../../../lib/preview'
import { roboto } from '../fonts'
import { TrackingHooks } from '../../../tracking/TrackingHooks'
import { localizePath } from '../../../i18n/paths.mjs'
import { localeStaticParams, routeLocale, type LocaleParams } from '../../../i18n/route'
import { textsOf } from '../../../i18n/server'

// One prerendered variant per language; the addresses: i18n/paths.mjs, next.config.mjs. (No dynamicParams
// here: it would apply to the pages' own slugs below; routeLocale answers an unknown language with a 404.)
export const generateStaticParams = localeStaticParams

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const { settings } = await getGlobals()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.siteName, template: `%s · ${settings.siteName}` },
    description: settings.tagline ?? undefined,
    alternates: { types: { 'application/rss+xml': localizePath(locale, '/guides/rss.xml') } },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#111936' }

export default async function FrontendLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  // The route's language for the interface texts and the content, set rather than read from the request so
  // pages stay static.
  const locale = await routeLocale(params)
  const [t, compareTexts, lightboxTexts, offerTexts, tourTexts] = await Promise.all([
    getTranslations('layout'),
    textsOf('compareBar'),
    textsOf('lightbox'),
    getTranslations('offer'),
    getTranslations('tourActions'),
  ])
  const { header, footer, settings } = await getGlobals()
  const { isEnabled: draft } = await draftMode()
  const config = buildPageConfig(settings, {
    lightbox: lightboxTexts,
    i18n: { added: offerTexts('added'), compare: tourTexts('compare'), loading: lightboxTexts.loading },
  })
  const b = config.behaviours
  return (
    <html
      lang={locale}
      className={roboto.variable}
      data-protect={b.protection.enabled ? '' : undefined}
      data-anim={b.animations.enabled ? '' : undefined}
    >
      <body>
        {/* SPEC 3: the page configuration object every behaviour reads its settings from. */}
        <script id="page-config" type="application/json" dangerouslySetInnerHTML={{ __html: pageConfigJson(config) }} />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: settings.organization?.legalName || settings.siteName,
            url: siteUrl(),
            ...(settings.organization?.telephone ? { telephone: settings.organization.telephone } : {}),
            ...(settings.organization?.email ? { email: settings.organization.email } : {}),
          }}
        />
        <Header header={header} settings={settings} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer footer={footer} settings={settings} />
        <CompareBar texts={compareTexts} />
        <ChatWidget settings={settings} />
        <TrackingHooks settings={settings} />
        {b.scrollTop.enabled && (
          <button type="button" className="scroll-top" data-scroll-top aria-label={t('scrollTop')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
            </svg>
          </button>
        )}
        <div className="toast" role="status" aria-live="polite" aria-atomic="true" data-toast />
        <Behaviours />
        <IntentPrefetch />
        {draft && <LivePreviewMount serverURL={siteUrl()} />}
      </body>
    </html>
  )
}
