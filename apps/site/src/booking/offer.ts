import type { Payload, Where } from 'payload'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { unitPrice } from './pricing'

export type OfferVariant = { id: number; title: string; sku: string | null; price: number; options: number[] }
export type OfferType = { id: number; label: string; options: { id: number; label: string }[] }
export type Offer = {
  id: number
  slug: string
  title: string
  sku: string | null
  currency: string
  basePrice: number
  priceFrom: number
  durationDays: number
  destination: string
  gallery: { url: string; alt: string; width?: number | null; height?: number | null }[]
  quantity: { min: number; max: number; step: number }
  types: OfferType[]
  variants: OfferVariant[]
}

type Any = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const idOf = (v: unknown) => (v && typeof v === 'object' ? Number((v as { id: number }).id) : Number(v))

/**
 * A tour option's choices as visitors read them ("June · Single room"), in the language its options were
 * read in: a variant found with `depth` >= 1 and a `locale` has its options' labels in that language
 * (English where one has none of its own). Without its options (depth 0): the choices of the plugin's
 * own title, which it writes in English after the tour's ("Tour — June — Single room").
 */
export function optionNames(variant: Any): string {
  const options = (variant.options ?? []) as unknown[]
  if (options.length > 0 && options.every((o) => o && typeof o === 'object'))
    return options.map((o) => String((o as Any).label ?? (o as Any).value ?? '')).join(' · ')
  return String(variant.title ?? '')
    .split(' — ')
    .slice(1)
    .join(' · ')
}

export const quantityRule = (tour: Any) => {
  const min = Math.max(1, Number(tour.booking?.minTravellers) || 1)
  const max = Math.max(min, Number(tour.booking?.maxTravellers) || 12)
  const step = Math.max(1, Number(tour.booking?.travellerStep) || 1)
  return { min, max, step }
}

/**
 * Everything the quick view and the tour page's booking box need about a published tour, read in
 * `locale` (untranslated fields in English). A slug is the tour's own in that language, or its English
 * one where it has none (the pages of that language list it under that one).
 */
export async function loadOffer(
  payload: Payload,
  where: { slug?: string; id?: number },
  locale: Locale = DEFAULT_LOCALE,
): Promise<Offer | null> {
  const find = async (w: Where, lang: Locale) =>
    (
      await payload.find({
        collection: 'tours',
        where: w,
        locale: lang,
        depth: 1,
        limit: 1,
        overrideAccess: false,
        pagination: false,
      })
    ).docs[0] as Any | undefined
  let tour = await find(where.slug ? { slug: { equals: where.slug } } : { id: { equals: where.id } }, locale)
  if (!tour && where.slug && locale !== DEFAULT_LOCALE) {
    const english = await find({ slug: { equals: where.slug } }, DEFAULT_LOCALE)
    if (english) tour = await find({ id: { equals: english.id } }, locale)
  }
  if (!tour) return null
  const currency = tour.currency ?? 'EUR'
  const variantsRes = tour.enableVariants
    ? await payload.find({
        collection: 'variants',
        where: { product: { equals: tour.id } },
        locale,
        depth: 1,
        limit: 200,
        overrideAccess: false,
        pagination: false,
        sort: 'id',
      })
    : { docs: [] }
  const variants: OfferVariant[] = (variantsRes.docs as Any[]).map((v) => ({
    id: Number(v.id),
    title: optionNames(v),
    sku: v.sku ?? null,
    price: unitPrice(tour, v, currency),
    options: ((v.options ?? []) as unknown[]).map(idOf),
  }))
  const used = new Set(variants.flatMap((v) => v.options))
  const types: OfferType[] = []
  for (const t of (tour.variantTypes ?? []) as Any[]) {
    if (!t || typeof t !== 'object') continue
    const opts = await payload.find({
      collection: 'variantOptions',
      where: { variantType: { equals: t.id } },
      locale,
      depth: 0,
      limit: 100,
      pagination: false,
      sort: 'id',
    })
    types.push({
      id: Number(t.id),
      label: String(t.label ?? t.name ?? ''),
      options: (opts.docs as Any[])
        .filter((o) => used.has(Number(o.id)))
        .map((o) => ({ id: Number(o.id), label: String(o.label ?? o.value) })),
    })
  }
  const media = [tour.cover, ...((tour.gallery ?? []) as unknown[])].filter(
    (m): m is Any => Boolean(m) && typeof m === 'object',
  )
  return {
    id: Number(tour.id),
    slug: tour.slug,
    title: tour.title,
    sku: tour.sku ?? null,
    currency,
    basePrice: unitPrice(tour, null, currency),
    priceFrom: Number(tour.priceFrom ?? 0),
    durationDays: Number(tour.durationDays ?? 0),
    destination: String(tour.destination ?? ''),
    gallery: media.slice(0, 8).map((m) => ({
      url: m.sizes?.card?.url ?? m.url,
      alt: m.alt ?? '',
      width: m.sizes?.card?.width ?? m.width,
      height: m.sizes?.card?.height ?? m.height,
    })),
    quantity: quantityRule(tour),
    types: types.filter((t) => t.options.length > 0),
    variants,
  }
}
