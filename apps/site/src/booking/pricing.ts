import type { Payload, PayloadRequest } from 'payload'

type Priced = Record<string, unknown> & { priceFrom?: number | null; currency?: string | null }

/**
 * Price of one traveller in minor units (cents): the variant's price in the currency, else the
 * tour's own price in the currency, else the tour's "price from".
 */
export function unitPrice(tour: Priced, variant: Record<string, unknown> | null | undefined, currency: string): number {
  const field = `priceIn${currency}`
  const v = variant?.[field]
  if (variant && variant[`${field}Enabled`] !== false && typeof v === 'number') return v
  const t = tour[field]
  if (tour[`${field}Enabled`] && typeof t === 'number') return t
  return Math.round(Number(tour.priceFrom ?? 0) * 100)
}

type Item = { product?: unknown; variant?: unknown; quantity?: unknown }
const idOf = (v: unknown) =>
  v && typeof v === 'object' ? (v as { id: number | string }).id : (v as number | string | undefined)

/**
 * The cart's subtotal in minor units. In a cart's write, `req` is the write's: the reads join its
 * transaction (a read without it waits for a second pool connection). A tour or option gone counts 0
 * (disableErrors: a thrown NotFound would roll the write's transaction back).
 */
export async function cartSubtotal(
  payload: Payload,
  items: Item[],
  currency: string,
  req?: PayloadRequest,
): Promise<number> {
  let total = 0
  for (const item of items) {
    const tourId = idOf(item.product)
    if (tourId == null) continue
    const tour = await payload.findByID({
      collection: 'tours',
      id: tourId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!tour) continue
    const variantId = idOf(item.variant)
    const variant =
      variantId != null
        ? await payload.findByID({
            collection: 'variants',
            id: variantId,
            depth: 0,
            req,
            overrideAccess: true,
            disableErrors: true,
          })
        : null
    total += unitPrice(tour as never, variant as never, currency) * Math.max(0, Number(item.quantity) || 0)
  }
  return total
}

/** A price in minor units, as `intl` (an `Intl` locale, i18n/texts.ts intlLocale) writes it: `€250`, `250 €`. */
export const formatMoney = (minor: number, currency = 'EUR', intl = 'en-GB') =>
  new Intl.NumberFormat(intl, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100)
