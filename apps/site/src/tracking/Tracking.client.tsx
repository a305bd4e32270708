'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { CONSENT_KEY, readConsent, saveConsent, type Consent } from './consent'
import type { Texts } from '../i18n/texts'
import { later } from '../lib/later'

const tags = () => import('./tags')

type Props = {
  ga4Id: string
  adsId: string
  fbPixelId: string
  consentRequired: boolean
  /** The editor's banner text (site settings); the interface's own text when empty. */
  consentText: string
  texts: Texts<'consent'>
}

/**
 * Tracking hooks: the consent banner, then the Google tag (GA4, Ads) and the Facebook Pixel when
 * their ids are set; the pixel's page view on every page; the contact form's pixel event. The
 * consent state is kept on <html data-tracking-consent> for the chat widget's analytics.
 */
export function Tracking({ ga4Id, adsId, fbPixelId, consentRequired, consentText, texts }: Props) {
  const hasTags = Boolean(ga4Id || adsId || fbPixelId)
  const [consent, setConsent] = useState<Consent | null>(null)
  const [banner, setBanner] = useState(false)
  const pathname = usePathname()
  const loaded = useRef(false)
  const firstPath = useRef<string | null>(null)

  useEffect(() => {
    const onHash = () => {
      if (location.hash === '#cookie-settings' && consentRequired && hasTags) setBanner(true)
    }
    // The stored consent is the browser's: read after hydration, so the server's HTML and the first
    // render agree (no banner), then the banner shows if the visitor has not chosen yet.
    const first = later(() => {
      const c: Consent = consentRequired ? (readConsent() ?? 'pending') : 'granted'
      setConsent(c)
      setBanner(c === 'pending' && hasTags)
      onHash()
    })
    window.addEventListener('hashchange', onHash)
    return () => {
      first()
      window.removeEventListener('hashchange', onHash)
    }
  }, [consentRequired, hasTags])

  useEffect(() => {
    if (!consent) return
    document.documentElement.dataset.trackingConsent = consent
    if (consent !== 'granted' || loaded.current) return
    loaded.current = true
    firstPath.current = pathname
    if (hasTags)
      void tags().then((t) => {
        if (ga4Id || adsId) t.loadGoogleTag([ga4Id, adsId].filter(Boolean))
        if (fbPixelId) t.loadFacebookPixel(fbPixelId)
      })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [consent])

  // The pixel's page view on every page (client-side navigations included).
  useEffect(() => {
    if (!loaded.current || !fbPixelId || pathname === firstPath.current) return
    firstPath.current = null
    const fbq = (window as unknown as { fbq?: (...a: unknown[]) => void }).fbq
    if (typeof fbq === 'function') fbq('track', 'PageView')
  }, [pathname, fbPixelId])

  // After a contact form is sent: its response's pixel event (data, validated; never code).
  useEffect(() => {
    const onSent = (e: Event) => {
      const apiResponse = (e as CustomEvent<{ apiResponse?: unknown }>).detail?.apiResponse
      if (consent === 'granted' && fbPixelId) void tags().then((t) => t.sendFormPixelEvent(apiResponse))
    }
    window.addEventListener('contact-form:sent', onSent)
    return () => window.removeEventListener('contact-form:sent', onSent)
  }, [consent, fbPixelId])

  if (!banner) return null
  const choose = (c: 'granted' | 'denied') => {
    saveConsent(c)
    setConsent(c)
    setBanner(false)
    if (location.hash === '#cookie-settings') history.replaceState(null, '', location.pathname + location.search)
    if (c === 'denied' && loaded.current) location.reload() // withdrawing consent unloads the tags
  }
  return (
    <section className="consent" aria-label={texts.label} data-key={CONSENT_KEY}>
      <p>{consentText || texts.text}</p>
      <div className="consent__actions">
        <button type="button" className="btn btn--ghost" onClick={() => choose('denied')}>
          {texts.decline}
        </button>
        <button type="button" className="btn" onClick={() => choose('granted')}>
          {texts.accept}
        </button>
      </div>
    </section>
  )
}
