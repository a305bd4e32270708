'use client'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import { pageConfigObject } from '../form-token/client'
import type { Offer } from './offer'
import { COMPARE_MAX, isTour, readCompare, writeCompare } from './compare-store'
import { toastText as toast } from '../behaviours/notify'
import type { Texts } from '../i18n/texts'
import { pageLocale, withLocale } from '../i18n/page-locale'
import { localizePath } from '../i18n/paths.mjs'

// The variant picker and steppers load with the first quick view, not with every page that lists tours.
const TourOffer = dynamic(() => import('./TourOffer.client').then((m) => m.TourOffer), { ssr: false })

/**
 * A tour card's "Quick view" (popup with gallery, variants, steppers, add to cart) and "Compare" toggle.
 * Its texts come formatted from the card (server): `days` is the tour's duration as the card writes it.
 */
export function TourCardActions({
  id,
  slug,
  title,
  days,
  texts: t,
  offerTexts,
  intl,
}: {
  /** The tour's id, the same in every language (the comparison's marks). */
  id: string
  slug: string
  title: string
  days: string
  texts: Texts<'tourActions'>
  offerTexts: Texts<'offer'>
  /** The page's Intl locale, for the offer's prices. */
  intl?: string
}) {
  const [compared, setCompared] = useState(false)
  const [offer, setOffer] = useState<Offer | null>(null)
  const [failed, setFailed] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const sync = () => setCompared(readCompare().some((e) => isTour(e, id, slug)))
    sync()
    window.addEventListener('compare:change', sync)
    return () => window.removeEventListener('compare:change', sync)
  }, [id, slug])

  const toggleCompare = () => {
    const list = readCompare()
    if (list.some((e) => isTour(e, id, slug))) return writeCompare(list.filter((e) => !isTour(e, id, slug)))
    if (list.length >= COMPARE_MAX) return toast(t.compareMax)
    writeCompare([...list, { id, slug }])
  }

  const [shown, setShown] = useState(false)
  const openQuickView = async () => {
    setShown(true)
    dialog.current?.showModal()
    if (offer) return
    setFailed(false)
    try {
      const res = await fetch(withLocale(`/api/tour-offer/${encodeURIComponent(slug)}`), { credentials: 'same-origin' })
      if (!res.ok) throw new Error(String(res.status))
      setOffer((await res.json()) as Offer)
    } catch {
      setFailed(true)
    }
  }

  const loading = typeof window !== 'undefined' ? (pageConfigObject().i18n?.loading ?? 'Loading...') : 'Loading...'
  return (
    <div className="card__actions">
      <button
        type="button"
        className="btn btn--small"
        onClick={openQuickView}
        aria-haspopup="dialog"
        aria-label={t.quickViewOf}
      >
        {t.quickView}
      </button>
      <button
        type="button"
        className="btn btn--small btn--ghost"
        aria-pressed={compared}
        onClick={toggleCompare}
        aria-label={t.compareOf}
      >
        {compared ? '✓ ' : ''}
        {t.compare}
      </button>
      <dialog ref={dialog} className="quick-view" aria-label={t.quickViewOf} onClose={() => setShown(false)}>
        {shown && (
          <>
            <form method="dialog" className="account-popup__close">
              <button type="submit" aria-label={t.close}>
                ×
              </button>
            </form>
            <h2>{title}</h2>
            {!offer && !failed && <p role="status">{loading}</p>}
            {failed && <p role="alert">{t.loadFailed}</p>}
            {offer && (
              <div className="quick-view__body">
                <ul className="quick-view__gallery">
                  {offer.gallery.map((g, i) => (
                    <li key={i}>
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img
                        src={g.url}
                        alt={g.alt}
                        width={g.width ?? undefined}
                        height={g.height ?? undefined}
                        loading="lazy"
                      />
                    </li>
                  ))}
                </ul>
                <p className="card__meta">
                  {offer.destination} · {days}
                </p>
                <TourOffer offer={offer} idPrefix={`qv-${slug}`} texts={offerTexts} intl={intl} />
                <p>
                  <a href={localizePath(pageLocale(), `/tours/${slug}`)}>{t.fullItinerary}</a>
                </p>
              </div>
            )}
          </>
        )}
      </dialog>
    </div>
  )
}
