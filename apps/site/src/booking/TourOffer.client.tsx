'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { absorbTokenError, errorMessage, pageConfigObject, tokenHeaders } from '../form-token/client'
import type { Offer } from './offer'
import { QuantityStepper } from './QuantityStepper.client'
import { toastText as toast } from '../behaviours/notify'
import type { Texts } from '../i18n/texts'
import { pageLocale, withLocale } from '../i18n/page-locale'
import { localizePath } from '../i18n/paths.mjs'
import { formatMoney } from './pricing'
import { later } from '../lib/later'
import './shop.css'

/**
 * Variant selectors, price and SKU of the chosen variant, travellers stepper and "add to cart".
 * With `publishSku` (the tour page), the chosen variant's SKU is written to the page's
 * `article.tour[data-sku]` and announced as a `sku:change` event on window (for the chat widget).
 */
export function TourOffer({
  offer,
  publishSku = false,
  idPrefix,
  texts: t,
  intl = 'en-GB',
}: {
  offer: Offer
  publishSku?: boolean
  idPrefix: string
  /** The interface texts (namespace `offer`), formatted by the server parent. */
  texts: Texts<'offer'>
  /** The page's Intl locale (i18n intlLocale), for the prices: '250 €' on /pt/. Given by the server parent, so
   * the server's HTML and the browser's render agree. */
  intl?: string
}) {
  const money = (minor: number, currency: string) => formatMoney(minor, currency, intl)
  const [chosen, setChosen] = useState<Record<number, number>>(() => {
    const first = offer.variants[0]
    const init: Record<number, number> = {}
    for (const t of offer.types) {
      const o = t.options.find((op) => first?.options.includes(op.id)) ?? t.options[0]
      if (o) init[t.id] = o.id
    }
    return init
  })
  // A choice made in the server-rendered selects before the scripts ran (a slow phone) is the visitor's:
  // read once when the box comes to life, instead of putting the selects back to the first option.
  const selects = useRef(new Map<number, HTMLSelectElement>())
  useEffect(
    () =>
      later(() => {
        const picked: Record<number, number> = {}
        for (const [type, el] of selects.current) if (el.value) picked[type] = Number(el.value)
        setChosen((c) => (offer.types.some((t) => picked[t.id] && picked[t.id] !== c[t.id]) ? { ...c, ...picked } : c))
      }),
    [offer],
  )
  const [quantity, setQuantity] = useState(offer.quantity.min)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const variant = useMemo(
    () =>
      offer.types.length
        ? (offer.variants.find((v) => offer.types.every((t) => v.options.includes(chosen[t.id]!))) ?? null)
        : null,
    [offer, chosen],
  )
  const needsVariant = offer.variants.length > 0
  const unavailable = needsVariant && !variant
  const price = variant?.price ?? offer.basePrice
  const sku = variant?.sku ?? offer.sku ?? ''

  useEffect(() => {
    if (!publishSku) return
    const article = document.querySelector<HTMLElement>('article.tour')
    if (article && sku) article.dataset.sku = sku
    document.querySelectorAll<HTMLElement>('[data-sku-display]').forEach((el) => (el.textContent = sku))
    window.dispatchEvent(new CustomEvent('sku:change', { detail: { sku } }))
  }, [sku, publishSku])

  const add = async () => {
    setBusy(true)
    setError('')
    try {
      // The page's language as ?locale=: a refusal, and the cart's titles in the answer, come in it.
      const res = await fetch(withLocale('/api/shop/cart/items'), {
        method: 'POST',
        headers: await tokenHeaders(),
        credentials: 'same-origin',
        body: JSON.stringify({ product: offer.id, variant: variant?.id ?? null, quantity }),
      })
      const body = await res.json().catch(() => ({}))
      if (!res.ok) {
        absorbTokenError(body)
        setError(errorMessage(body, t.addFailed))
        return
      }
      const cfg = pageConfigObject()
      toast(cfg.i18n?.added ?? 'Added to your cart')
      window.dispatchEvent(new CustomEvent('cart:change', { detail: body }))
      // The page configuration names the cart the default language's way (`/cart`): the visitor goes on to
      // the cart of the page's language (`/pt/carrinho`), whose form and booking mail are in it (issue 27).
      if (cfg.cart_redirectition === 'yes' && cfg.cart_page_url)
        setTimeout(() => location.assign(localizePath(pageLocale(), cfg.cart_page_url)), 600)
    } catch {
      setError(t.offline)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="offer" data-offer={offer.slug}>
      {offer.types.map((t) => (
        <div key={t.id} className="form__field">
          <label htmlFor={`${idPrefix}-type-${t.id}`}>{t.label}</label>
          <select
            id={`${idPrefix}-type-${t.id}`}
            ref={(el) => void (el ? selects.current.set(t.id, el) : selects.current.delete(t.id))}
            value={chosen[t.id] ?? ''}
            onChange={(e) => setChosen((c) => ({ ...c, [t.id]: Number(e.target.value) }))}
          >
            {t.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="offer__price">
        <span className="offer__label">{t.pricePerTraveller}</span>{' '}
        <strong data-offer-price>{unavailable ? t.notAvailable : money(price, offer.currency)}</strong>
      </p>
      {sku && (
        <p className="offer__sku">
          <span className="offer__label">{t.reference}</span> <span data-offer-sku>{sku}</span>
        </p>
      )}
      <QuantityStepper
        id={`${idPrefix}-qty`}
        label={t.travellers}
        fewerLabel={t.fewerTravellers}
        moreLabel={t.moreTravellers}
        value={quantity}
        onChange={setQuantity}
        rule={offer.quantity}
      />
      <p className="offer__total">
        {t.total} <strong data-offer-total>{unavailable ? '—' : money(price * quantity, offer.currency)}</strong>
      </p>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn" onClick={add} disabled={busy || unavailable}>
        {busy ? t.adding : t.addToCart}
      </button>
    </div>
  )
}
