'use client'
import { useLocale, useTranslations } from 'next-intl'
import { localizePath } from '../i18n/paths.mjs'
import { withLocale } from '../i18n/page-locale'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { travellersOf } from './travellers'
import { absorbTokenError, errorMessage, fieldErrors, tokenHeaders } from '../form-token/client'
import { QuantityStepper } from './QuantityStepper.client'
import { formatMoney } from './pricing'
import { intlLocale } from '../i18n/texts'
import './shop.css'

type Line = {
  id: string
  tour: { id: number; title: string; slug: string }
  variant: { id: number; title: string; sku: string | null } | null
  sku: string | null
  quantity: number
  unitPrice: number
  lineTotal: number
  rule: { min: number; max: number; step: number }
}
type Cart = { id: number | null; currency: string; items: Line[]; subtotal: number; count: number }

/**
 * The cart page: quantities, removal, totals, and the booking request form (no payment). Its texts are the
 * `cart` messages, which the cart page alone hands to the browser (NextIntlClientProvider).
 */
export function CartView() {
  const t = useTranslations('cart')
  const locale = useLocale()
  // Prices written for the page's language ('250 €' on /pt/carrinho, '€250' in English).
  const money = (minor: number, currency: string) => formatMoney(minor, currency, intlLocale(locale))
  const [cart, setCart] = useState<Cart | null>(null)
  const [error, setError] = useState('')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)
  // The form follows the cart: one name per traveller of the group (the cart's largest line).
  const travellers = travellersOf(cart)
  const [me, setMe] = useState<{ email?: string; name?: string | null } | null>(null)

  const load = useCallback(async () => {
    // In the page's language: the tours' titles (the server reads ?locale=, else the Referer).
    const res = await fetch(withLocale('/api/shop/cart', locale), { credentials: 'same-origin', cache: 'no-store' })
    const body = (await res.json()) as Cart
    setCart(body)
  }, [locale])

  useEffect(() => {
    // load() sets the cart when its request answers, not while the effect runs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
    fetch('/api/customers/me', { credentials: 'same-origin' })
      .then((r) => r.json())
      .then((b: { user?: { email?: string; name?: string | null } | null }) => setMe(b.user ?? null))
      .catch(() => undefined)
  }, [load])

  // The page's language as `?locale=`: the answers and the booking's acknowledgement mail come in it
  // (the server would read the Referer's otherwise, which a browser may be set not to send).
  const call = async (url: string, method: string, data?: unknown) => {
    setError('')
    const res = await fetch(withLocale(url, locale), {
      method,
      headers: await tokenHeaders(),
      credentials: 'same-origin',
      body: data ? JSON.stringify(data) : undefined,
    })
    const body = await res.json().catch(() => ({}))
    if (!res.ok) {
      absorbTokenError(body)
      setFields(fieldErrors(body))
      setError(errorMessage(body, t('failed')))
      return null
    }
    return body
  }

  // The cart's changes go to the server one at a time, in the order the visitor made them (issue 29): two
  // requests in flight at once could be applied, and answered, in the other order, and the page ended on
  // the earlier change (3 travellers' names asked for after "fewer" twice from 4). Each reply is the cart
  // after its change, so the last one shown is the last change made.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const change = (url: string, method: 'PATCH' | 'DELETE', data?: unknown) => {
    queue.current = queue.current
      .then(() => call(url, method, data))
      .then((body) => void (body && setCart(body as Cart)))
      .catch(() => setError(t('failed')))
    return queue.current
  }
  const itemUrl = (line: Line) => `/api/shop/cart/items/${encodeURIComponent(line.id)}`
  const setQty = (line: Line, quantity: number) => change(itemUrl(line), 'PATCH', { quantity })
  const remove = (line: Line) => change(itemUrl(line), 'DELETE')

  const book = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const v = (k: string) => String(f.get(k) ?? '').trim()
    const names = Array.from({ length: travellers }, (_, i) => v(`traveller-${i}`))
    const local: Record<string, string> = {}
    if (!v('name')) local['contact.name'] = t('nameRequired')
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v('email')))
      local['contact.email'] = v('email') ? t('emailInvalid') : t('emailRequired')
    names.forEach((n, i) => {
      if (!n) local[`travellers.${i}.name`] = t('travellerRequired', { number: i + 1 })
    })
    setFields(local)
    if (Object.keys(local).length) {
      setError(t('checkFields'))
      return
    }
    setBusy(true)
    const body = (await call('/api/shop/booking', 'POST', {
      contact: { name: v('name'), email: v('email'), phone: v('phone') },
      travellers: names.map((name) => ({ name })),
      notes: v('notes'),
    })) as { message?: string } | null
    setBusy(false)
    if (body) {
      setDone(body.message ?? t('received'))
      setCart({ id: null, currency: cart?.currency ?? 'EUR', items: [], subtotal: 0, count: 0 })
    }
  }

  if (done)
    return (
      <div className="form__success" role="status">
        <p>{done}</p>
        <p>{t('confirmationSent')}</p>
      </div>
    )
  if (!cart) return <p role="status">{t('loading')}</p>
  if (cart.items.length === 0)
    return (
      <p>
        {t('empty')} <a href={localizePath(locale, '/tours')}>{t('seeTours')}</a>.
      </p>
    )

  const err = (k: string) =>
    fields[k] ? (
      <span className="form__error" id={`err-${k}`}>
        {fields[k]}
      </span>
    ) : null
  const inv = (k: string) => ({
    'aria-invalid': fields[k] ? true : undefined,
    'aria-describedby': fields[k] ? `err-${k}` : undefined,
  })

  return (
    <>
      <div className="table-scroll">
        <table className="cart-table">
          <thead>
            <tr>
              <th scope="col">{t('tour')}</th>
              <th scope="col">{t('pricePerTraveller')}</th>
              <th scope="col">{t('travellers')}</th>
              <th scope="col">{t('total')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((line) => (
              <tr key={line.id} data-cart-line={line.tour.slug}>
                <td className="cart-table__tour">
                  <a href={localizePath(locale, `/tours/${line.tour.slug}`)}>{line.tour.title}</a>
                  {line.variant?.title && <div className="card__meta">{line.variant.title}</div>}
                  {line.sku && <div className="card__meta">{t('reference', { sku: line.sku })}</div>}
                </td>
                {/* data-label: what each figure is, shown before it where the table is stacked (phones) */}
                <td className="cart-table__price" data-label={t('pricePerTraveller')}>
                  {money(line.unitPrice, cart.currency)}
                </td>
                <td className="cart-table__qty">
                  <QuantityStepper
                    id={`cart-qty-${line.id}`}
                    label={t('travellersFor', { title: line.tour.title })}
                    fewerLabel={t('fewer', { label: t('travellersFor', { title: line.tour.title }) })}
                    moreLabel={t('more', { label: t('travellersFor', { title: line.tour.title }) })}
                    value={line.quantity}
                    rule={line.rule}
                    onChange={(n) => void setQty(line, n)}
                  />
                </td>
                <td className="cart-table__total" data-label={t('total')} data-line-total>
                  {money(line.lineTotal, cart.currency)}
                </td>
                <td className="cart-table__remove">
                  <button
                    type="button"
                    className="linklike"
                    onClick={() => void remove(line)}
                    aria-label={t('removeTour', { title: line.tour.title })}
                  >
                    {t('remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('estimatedTotal')}
              </th>
              <td data-cart-total>
                <strong>{money(cart.subtotal, cart.currency)}</strong>
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <form className="form booking-form" noValidate onSubmit={book}>
        <h2>{t('formTitle')}</h2>
        <p>{t('formIntro')}</p>
        <div className="form__field">
          <label htmlFor="bk-name">{t('yourName')}</label>
          <input
            id="bk-name"
            name="name"
            autoComplete="name"
            maxLength={120}
            defaultValue={me?.name ?? ''}
            key={`n-${me?.name ?? ''}`}
            {...inv('contact.name')}
          />
          {err('contact.name')}
        </div>
        <div className="form__field">
          <label htmlFor="bk-email">{t('email')}</label>
          <input
            id="bk-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={me?.email ?? ''}
            key={`e-${me?.email ?? ''}`}
            {...inv('contact.email')}
          />
          {err('contact.email')}
        </div>
        <div className="form__field">
          <label htmlFor="bk-phone">{t('phone')}</label>
          <input id="bk-phone" name="phone" type="tel" autoComplete="tel" maxLength={40} {...inv('contact.phone')} />
          {err('contact.phone')}
        </div>
        <p className="form__hint" id="bk-travellers">
          {t('travellerCount', { count: travellers })}
        </p>
        {Array.from({ length: travellers }, (_, i) => (
          <div className="form__field" key={i}>
            <label htmlFor={`bk-traveller-${i}`}>{t('travellerName', { number: i + 1 })}</label>
            <input id={`bk-traveller-${i}`} name={`traveller-${i}`} maxLength={120} {...inv(`travellers.${i}.name`)} />
            {err(`travellers.${i}.name`)}
          </div>
        ))}
        <div className="form__field">
          <label htmlFor="bk-notes">{t('notes')}</label>
          <textarea id="bk-notes" name="notes" rows={3} maxLength={2000} />
        </div>
        <button className="btn" type="submit" disabled={busy}>
          {busy ? t('sending') : t('send')}
        </button>
      </form>
    </>
  )
}
