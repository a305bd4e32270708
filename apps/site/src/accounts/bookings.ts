import type { Payload, TypedUser } from 'payload'
import { optionNames } from '../booking/offer'
import { formatMoney } from '../booking/pricing'
import type { Locale } from '../i18n/locales'
import { intlLocale } from '../i18n/texts'

/** One booking request as the account page lists it; `title` null when its tour is gone. */
export type AccountBooking = {
  id: number | string
  reference: string
  status: string | null
  date: string
  amount: string
  items: { key: string; title: string | null; option: string; quantity: number }[]
}

/**
 * The customer's booking requests (their own only: the orders' access), newest first, as the account page
 * lists them in `locale` (issue 19): dates and prices written for it ('250 €' on /pt/conta), the tours'
 * titles in it (Payload's fallback gives English for a tour not translated; option names are not localized).
 */
export async function accountBookings(payload: Payload, user: TypedUser, locale: Locale): Promise<AccountBooking[]> {
  const orders = await payload.find({
    collection: 'orders',
    user,
    overrideAccess: false,
    sort: '-createdAt',
    locale,
    depth: 2,
    limit: 50,
  })
  const intl = intlLocale(locale)
  const dateFmt = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric' })
  return orders.docs.map((o) => ({
    id: o.id,
    reference: o.reference ?? '',
    status: o.status ?? null,
    date: dateFmt.format(new Date(o.createdAt)),
    amount: formatMoney(o.amount ?? 0, o.currency ?? 'EUR', intl),
    items: (o.items ?? []).map((it, i) => ({
      key: String(it.id ?? i),
      title: typeof it.product === 'object' && it.product ? (it.product.title ?? null) : null,
      option: typeof it.variant === 'object' && it.variant ? optionNames(it.variant) : '',
      quantity: it.quantity,
    })),
  }))
}
