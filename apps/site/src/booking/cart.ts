import crypto from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import type { CartTx } from './cart-lock'
import { optionNames, quantityRule } from './offer'
import { unitPrice } from './pricing'
import { englishShopText, type ShopKey, type ShopValues } from './shop-texts'

type Any = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
export const GUEST_CART_COOKIE = 'guest_cart'
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : (v as number))
/** A local API call's `req` inside a cart change's transaction (cart-lock.ts): a fresh one per call, carrying only it. */
export const inTx = (tx: CartTx): { req?: PayloadRequest } =>
  tx?.transactionID ? { req: { transactionID: tx.transactionID } as PayloadRequest } : {}

/** A refusal the visitor can act on: its text is `key` of the `shop` messages, in the request's language (endpoints.ts). */
export class CartError extends Error {
  constructor(
    public key: ShopKey,
    public status = 400,
    public values?: ShopValues,
    /** seconds, for a refusal that says when to come back (429) */
    public retryAfterS?: number,
  ) {
    super(englishShopText(key, values))
  }
}

export const isCustomer = (req: PayloadRequest) => req.user?.collection === 'customers'

export function readGuestCookie(req: PayloadRequest): { id: number; secret: string } | null {
  const raw = req.headers.get('cookie') ?? ''
  const m = raw.match(/(?:^|;\s*)guest_cart=(\d{1,12})\.([a-f0-9]{40})(?:;|$)/)
  return m ? { id: Number(m[1]), secret: m[2]! } : null
}

export const guestCookie = (id: number | string, secret: string, secure: boolean) =>
  `${GUEST_CART_COOKIE}=${id}.${secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 30}${secure ? '; Secure' : ''}`
export const clearGuestCookie = () => `${GUEST_CART_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`

async function findGuestCart(
  payload: Payload,
  g: { id: number; secret: string } | null,
  tx?: CartTx,
): Promise<Any | null> {
  if (!g) return null
  const res = await payload.find({
    ...inTx(tx),
    collection: 'carts',
    where: { and: [{ id: { equals: g.id } }, { secret: { equals: g.secret } }, { purchasedAt: { exists: false } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    pagination: false,
  })
  return (res.docs[0] as Any) ?? null
}

async function findCustomerCart(payload: Payload, customerId: number | string, tx?: CartTx): Promise<Any | null> {
  const res = await payload.find({
    ...inTx(tx),
    collection: 'carts',
    where: { and: [{ customer: { equals: customerId } }, { purchasedAt: { exists: false } }] },
    sort: '-updatedAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
    pagination: false,
  })
  return (res.docs[0] as Any) ?? null
}

const plainItems = (items: Any[] = []) =>
  items.map((i) => ({
    ...(i.id ? { id: i.id } : {}),
    product: idOf(i.product),
    variant: i.variant ? idOf(i.variant) : null,
    quantity: i.quantity,
  }))

/**
 * The visitor's open cart. A customer's cart is found by account; a guest's by the httpOnly
 * cookie (id + the plugin's cart secret). When a customer still has a guest cookie, the guest cart
 * is merged into the account's (quantities of the same tour and variant added) and deleted. A change
 * reads it inside its cart lock (cart-lock.ts), with `tx`.
 */
export async function currentCart(
  req: PayloadRequest,
  create: boolean,
  /** before a new guest cart is made: throws to refuse it (endpoints.ts limits them per client address) */
  beforeNewGuestCart?: () => Promise<void>,
  tx?: CartTx,
): Promise<{ cart: Any | null; setCookie?: string }> {
  const payload = req.payload
  const guest = readGuestCookie(req)
  if (isCustomer(req)) {
    const userId = req.user!.id
    let cart = await findCustomerCart(payload, userId, tx)
    const guestCart = await findGuestCart(payload, guest, tx)
    let setCookie: string | undefined
    if (guestCart) {
      const merged = plainItems(cart?.items)
      for (const item of plainItems(guestCart.items)) {
        const same = merged.find((m) => m.product === item.product && (m.variant ?? null) === (item.variant ?? null))
        if (same) same.quantity = await clampForTour(payload, item.product, same.quantity + item.quantity, tx)
        else merged.push({ product: item.product, variant: item.variant, quantity: item.quantity })
      }
      const currency = cart?.currency ?? guestCart.currency ?? 'EUR'
      cart = cart
        ? await payload.update({
            ...inTx(tx),
            collection: 'carts',
            id: cart.id,
            data: { items: merged, currency } as never,
            depth: 0,
            overrideAccess: true,
          })
        : await payload.create({
            ...inTx(tx),
            collection: 'carts',
            data: { items: merged.map(({ id: _i, ...r }) => r), customer: userId, currency } as never,
            depth: 0,
            overrideAccess: true,
          })
      // by `where`: a guest cart gone meanwhile is no error (Payload ends the transaction of an operation that throws)
      await payload.delete({
        ...inTx(tx),
        collection: 'carts',
        where: { id: { equals: guestCart.id } },
        overrideAccess: true,
      })
      setCookie = clearGuestCookie()
    } else if (guest) setCookie = clearGuestCookie()
    if (!cart && create)
      cart = await payload.create({
        ...inTx(tx),
        collection: 'carts',
        data: { items: [], customer: userId, currency: 'EUR' } as never,
        depth: 0,
        overrideAccess: true,
      })
    return { cart, setCookie }
  }
  const cart = await findGuestCart(payload, guest, tx)
  if (cart || !create) return { cart, setCookie: guest && !cart ? clearGuestCookie() : undefined }
  await beforeNewGuestCart?.()
  const secret = crypto.randomBytes(20).toString('hex')
  const created = await payload.create({
    ...inTx(tx),
    collection: 'carts',
    data: { items: [], currency: 'EUR', secret } as never,
    depth: 0,
    overrideAccess: true,
  })
  return {
    cart: created as Any,
    setCookie: guestCookie(created.id, secret, (process.env.SITE_URL ?? '').startsWith('https://')),
  }
}

async function clampForTour(payload: Payload, tourId: number, q: number, tx?: CartTx): Promise<number> {
  const tour = await payload.findByID({
    ...inTx(tx),
    collection: 'tours',
    id: tourId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const { max } = quantityRule((tour ?? {}) as Any)
  return Math.min(q, max)
}

/** Checks one line against the tour: published, variant of this tour when it has variants, quantity rule. */
export async function checkLine(
  payload: Payload,
  line: { product: unknown; variant?: unknown; quantity: unknown },
  tx?: CartTx,
) {
  const tourId = Number(line.product)
  if (!Number.isInteger(tourId)) throw new CartError('chooseTour')
  const found = await payload.find({
    ...inTx(tx),
    collection: 'tours',
    where: { id: { equals: tourId } },
    depth: 0,
    limit: 1,
    overrideAccess: false,
    pagination: false,
  })
  const tour = found.docs[0] as Any | undefined
  if (!tour) throw new CartError('tourUnavailable', 404)
  let variant: Any | null = null
  if (tour.enableVariants) {
    const vId = Number(line.variant)
    if (!Number.isInteger(vId)) throw new CartError('chooseOptions')
    const v = await payload.find({
      ...inTx(tx),
      collection: 'variants',
      where: { and: [{ id: { equals: vId } }, { product: { equals: tourId } }] },
      depth: 0,
      limit: 1,
      overrideAccess: false,
      pagination: false,
    })
    variant = (v.docs[0] as Any) ?? null
    if (!variant) throw new CartError('optionUnavailable', 404)
  }
  const q = Number(line.quantity)
  const { min, max, step } = quantityRule(tour)
  if (!Number.isInteger(q) || q < min || q > max || (q - min) % step !== 0)
    throw new CartError(step > 1 ? 'travellersRangeStep' : 'travellersRange', 400, { min, max, step })
  return { tour, variant, quantity: q }
}

/**
 * The cart as the cart page shows it, the tours' titles in `locale` (the page's; Payload's fallback gives
 * English for a tour not translated). The booking request's copy stays English (the agency's mail).
 */
export async function describeCart(payload: Payload, cart: Any | null, locale: Locale = DEFAULT_LOCALE, tx?: CartTx) {
  const currency = cart?.currency ?? 'EUR'
  const items = []
  let subtotal = 0
  for (const it of (cart?.items ?? []) as Any[]) {
    // A tour or option deleted since is left out; a database error is not (the cart would look empty).
    const tour = (await payload.findByID({
      ...inTx(tx),
      collection: 'tours',
      id: idOf(it.product),
      locale,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as Any | null
    if (!tour) continue
    const variant = it.variant
      ? ((await payload.findByID({
          ...inTx(tx),
          collection: 'variants',
          id: idOf(it.variant),
          locale,
          depth: 1,
          overrideAccess: true,
          disableErrors: true,
        })) as Any | null)
      : null
    const price = unitPrice(tour, variant, currency)
    subtotal += price * it.quantity
    items.push({
      id: String(it.id),
      tour: { id: tour.id, title: tour.title, slug: tour.slug },
      variant: variant
        ? {
            id: variant.id,
            title: optionNames(variant),
            sku: variant.sku ?? null,
          }
        : null,
      sku: variant?.sku ?? tour.sku ?? null,
      quantity: it.quantity,
      unitPrice: price,
      lineTotal: price * it.quantity,
      rule: quantityRule(tour),
    })
  }
  return { id: cart?.id ?? null, currency, items, subtotal, count: items.reduce((n, i) => n + i.quantity, 0) }
}

export const saveItems = (payload: Payload, cart: Any, items: Any[], currency?: string, tx?: CartTx) =>
  payload.update({
    ...inTx(tx),
    collection: 'carts',
    id: cart.id,
    data: { items, ...(currency ? { currency } : {}) } as never,
    depth: 0,
    overrideAccess: true,
  })

export { plainItems }
