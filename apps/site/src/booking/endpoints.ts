import crypto from 'node:crypto'
import { addDataAndFileToRequest, APIError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { requireFormToken } from '../form-token/server'
import { looksLikeSlug } from '../fields/slug'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { DATABASE_BUSY_RETRY_AFTER_S, isDatabaseBusy } from '../lib/db-busy'
import { clientAddress, Limiter } from '../lib/rate-limit'
import { bookingEmails } from './emails'
import {
  CartError,
  checkLine,
  currentCart,
  describeCart,
  inTx,
  isCustomer,
  plainItems,
  readGuestCookie,
  saveItems,
} from './cart'
import { withCartLock } from './cart-lock'
import { loadOffer } from './offer'
import { shopLocale, shopText, type ShopKey } from './shop-texts'
import { travellersOf } from './travellers'

type Any = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const json = (body: unknown, status = 200, setCookie?: string, retryAfterS?: number) => {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (setCookie) headers.append('Set-Cookie', setCookie)
  if (retryAfterS) headers.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterS))))
  return Response.json(body, { status, headers })
}

/**
 * Runs a handler, answering token, cart and validation errors with their message, in the language of the
 * page that asked (shop-texts.ts: ?locale=, else the Referer's; issue 19). A database too busy to answer in
 * time (db-busy.ts: no pool connection within DATABASE_POOL_WAIT_MS, a statement past its timeout) answers
 * 503 with Retry-After.
 */
const guarded =
  (fn: (req: PayloadRequest) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    const text = (key: ShopKey, values?: Record<string, string | number>) => shopText(shopLocale(req), key, values)
    try {
      return await fn(req)
    } catch (e) {
      if (e instanceof CartError)
        return json({ errors: [{ message: await text(e.key, e.values) }] }, e.status, undefined, e.retryAfterS)
      // A stale form token's refusal (requireFormToken) is already in the page's language.
      if (e instanceof APIError && e.isPublic) return json({ errors: [{ message: e.message, data: e.data }] }, e.status)
      if (isDatabaseBusy(e)) {
        req.payload.logger.warn({ err: e, msg: 'shop endpoint: database busy, answered 503' })
        return json({ errors: [{ message: await text('busy') }] }, 503, undefined, DATABASE_BUSY_RETRY_AFTER_S)
      }
      req.payload.logger.error({ err: e, msg: 'shop endpoint failed' })
      return json({ errors: [{ message: await text('failed') }] }, 500)
    }
  }

/** The cart as the answer shows it: the tours' titles in the language of the page that asked (issue 19). */
const cartView = (req: PayloadRequest, cart: Any | null) => describeCart(req.payload, cart, shopLocale(req))

const body = async (req: PayloadRequest): Promise<Any> => {
  await addDataAndFileToRequest(req)
  return (req.data ?? {}) as Any
}

const addSchema = z.object({
  product: z.coerce.number().int().positive(),
  variant: z.coerce.number().int().positive().optional().nullable(),
  quantity: z.coerce.number().int().min(1).max(100),
})

/** The booking form's rules; each message is a key of the `shop` messages (other rules' say `fieldInvalid`). */
const FIELD_KEYS = new Set<string>([
  'nameRequired',
  'emailInvalid',
  'phoneInvalid',
  'travellerNameRequired',
  'travellersRequired',
])
const bookingSchema = z.object({
  contact: z.object({
    name: z.string().trim().min(1, 'nameRequired').max(120),
    email: z.string().trim().email('emailInvalid').max(254),
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9 +().-]*$/, 'phoneInvalid')
      .optional()
      .default(''),
  }),
  travellers: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'travellerNameRequired').max(120),
        age: z.coerce.number().int().min(0).max(120).optional().nullable(),
      }),
    )
    .min(1, 'travellersRequired')
    .max(100),
  notes: z.string().trim().max(2000).optional().default(''),
})

/**
 * New guest carts per client address per hour (GUEST_CARTS_PER_HOUR, 30): a cart is made for each new
 * visitor's first tour and after each booking request, so one address made as many rows as it posted
 * (100 in 5.6 s). Past the limit: 429 with Retry-After; a visitor who has a cart keeps using it.
 */
export const GUEST_CARTS_PER_ADDRESS_PER_HOUR = (() => {
  const raw = process.env.GUEST_CARTS_PER_HOUR?.trim()
  const n = raw ? Number(raw) : 30
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new Error(`GUEST_CARTS_PER_HOUR must be a whole number from 1 to 100000, got "${raw}"`)
  return n
})()
const guestCartsPerAddress = new Limiter('guest-cart', GUEST_CARTS_PER_ADDRESS_PER_HOUR, 60 * 60)
/** Counts a new guest cart for the request's client address; refuses it (429) past the limit. */
const countNewGuestCart = (req: PayloadRequest) => async () => {
  const state = await guestCartsPerAddress.hit(clientAddress(req.headers))
  if (!state.ok) throw new CartError('tooManyCarts', 429, undefined, state.retryAfterS)
}

/**
 * Booking requests per client address per hour (the ones stored count). Each request takes its point
 * before any work and gives it back when it ends without storing a booking (a form or cart refused, a
 * busy database): the limit was read first and counted after the work, so simultaneous requests from
 * one address all passed (30 at once: 30 stored).
 */
export const BOOKINGS_PER_ADDRESS_PER_HOUR = 20
const bookingsPerAddress = new Limiter('booking', BOOKINGS_PER_ADDRESS_PER_HOUR, 60 * 60)
/** Acknowledgements mailed to one email address per hour, whoever asks (emails.ts says what they carry). */
export const BOOKING_ACKS_PER_EMAIL_PER_HOUR = 3
const acknowledgements = new Limiter('booking-ack', BOOKING_ACKS_PER_EMAIL_PER_HOUR, 60 * 60)

export const shopEndpoints: Endpoint[] = [
  {
    path: '/tour-offer/:slug',
    method: 'get',
    handler: guarded(async (req) => {
      const slug = String(req.routeParams?.slug ?? '')
      if (!looksLikeSlug(slug)) throw new CartError('notFound', 404)
      const offer = await loadOffer(req.payload, { slug }, shopLocale(req))
      if (!offer) throw new CartError('notFound', 404)
      return json(offer)
    }),
  },
  {
    path: '/shop/cart',
    method: 'get',
    handler: guarded(async (req) => {
      // A customer with a guest cart still in a cookie: reading merges it into theirs, a change (cart-lock.ts).
      const { cart, setCookie } =
        isCustomer(req) && readGuestCookie(req)
          ? await withCartLock(req, (tx) => currentCart(req, false, undefined, tx))
          : await currentCart(req, false)
      return json(await cartView(req, cart), 200, setCookie)
    }),
  },
  {
    path: '/shop/cart/items',
    method: 'post',
    handler: guarded(async (req) => {
      const data = await body(req)
      await requireFormToken(req)
      const parsed = addSchema.safeParse(data)
      if (!parsed.success) throw new CartError('chooseLine')
      const { tour, variant, quantity } = await checkLine(req.payload, parsed.data)
      // Read, changed and written as the cart's only change (cart-lock.ts): two adds at once lost a line.
      const { saved, setCookie } = await withCartLock(req, async (tx) => {
        const { cart, setCookie } = await currentCart(req, true, countNewGuestCart(req), tx)
        const items = plainItems(cart!.items)
        const currency = items.length ? (cart!.currency ?? 'EUR') : (tour.currency ?? 'EUR')
        if (items.length && currency !== (tour.currency ?? 'EUR'))
          throw new CartError('currencyMismatch', 409, { currency })
        const same = items.find((i) => i.product === tour.id && (i.variant ?? null) === (variant?.id ?? null))
        if (same) {
          const next = same.quantity + quantity
          await checkLine(req.payload, { product: tour.id, variant: variant?.id, quantity: next }, tx).catch(() => {
            throw new CartError('tooManyTogether', 400, { count: next })
          })
          same.quantity = next
        } else items.push({ product: tour.id, variant: variant?.id ?? null, quantity })
        return { saved: await saveItems(req.payload, cart!, items, currency, tx), setCookie }
      })
      return json(await cartView(req, saved), 200, setCookie)
    }),
  },
  {
    path: '/shop/cart/items/:item',
    method: 'patch',
    handler: guarded(async (req) => {
      const data = await body(req)
      await requireFormToken(req)
      const { saved, setCookie } = await withCartLock(req, async (tx) => {
        const { cart, setCookie } = await currentCart(req, false, undefined, tx)
        const items = plainItems(cart?.items)
        const line = items.find((i) => String(i.id) === String(req.routeParams?.item))
        if (!cart || !line) throw new CartError('lineGone', 404)
        const { quantity } = await checkLine(
          req.payload,
          { product: line.product, variant: line.variant, quantity: data.quantity },
          tx,
        )
        line.quantity = quantity
        return { saved: await saveItems(req.payload, cart, items, undefined, tx), setCookie }
      })
      return json(await cartView(req, saved), 200, setCookie)
    }),
  },
  {
    path: '/shop/cart/items/:item',
    method: 'delete',
    handler: guarded(async (req) => {
      await body(req)
      await requireFormToken(req)
      const { saved, setCookie } = await withCartLock(req, async (tx) => {
        const { cart, setCookie } = await currentCart(req, false, undefined, tx)
        if (!cart) throw new CartError('cartEmpty', 404)
        const items = plainItems(cart.items).filter((i) => String(i.id) !== String(req.routeParams?.item))
        return { saved: await saveItems(req.payload, cart, items, undefined, tx), setCookie }
      })
      return json(await cartView(req, saved), 200, setCookie)
    }),
  },
  {
    path: '/shop/booking',
    method: 'post',
    handler: guarded(async (req) => {
      const data = await body(req)
      await requireFormToken(req)
      const parsed = bookingSchema.safeParse(data)
      if (!parsed.success) {
        const locale = shopLocale(req)
        const errors = await Promise.all(
          parsed.error.issues.map(async (i) => ({
            path: i.path.join('.'),
            message: await shopText(locale, FIELD_KEYS.has(i.message) ? (i.message as ShopKey) : 'fieldInvalid'),
          })),
        )
        return json({ errors: [{ message: errors.map((e) => e.message).join('; '), data: { errors } }] }, 400)
      }
      // A well-formed request takes the address's point before any work (BOOKINGS_PER_ADDRESS_PER_HOUR), and
      // gives it back unless a booking is stored.
      const addr = clientAddress(req.headers)
      const admitted = await bookingsPerAddress.hit(addr)
      if (!admitted.ok) {
        await bookingsPerAddress.refund(addr)
        throw new CartError('tooManyBookings', 429, undefined, admitted.retryAfterS)
      }
      let stored = false
      try {
        // The cart read, booked and closed as its only change (cart-lock.ts): a line added at the same
        // moment lands in this booking or in the next cart, never in a cart already booked.
        const booked = await withCartLock(req, async (tx) => {
          const { cart, setCookie } = await currentCart(req, false, undefined, tx)
          // In English: the order's and the agency's copy (the visitor's mail has its own, below).
          const view = await describeCart(req.payload, cart, DEFAULT_LOCALE, tx)
          if (!cart || view.items.length === 0) throw new CartError('nothingToBook')
          for (const it of view.items)
            await checkLine(req.payload, { product: it.tour.id, variant: it.variant?.id, quantity: it.quantity }, tx)
          // One name per traveller of the group: the cart's largest line (a group booking several tours
          // is the same people on each). A form left behind by a cart change must not book other numbers.
          const group = travellersOf(view)
          if (parsed.data.travellers.length !== group) {
            const message = await shopText(shopLocale(req), 'travellerCount', {
              group,
              given: parsed.data.travellers.length,
            })
            return {
              refused: true as const,
              answer: json({ errors: [{ message, data: { errors: [{ path: 'travellers', message }] } }] }, 400),
            }
          }
          const reference = `BR-${new Date().toISOString().slice(2, 10).replace(/-/g, '')}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`
          const order = await req.payload.create({
            ...inTx(tx),
            collection: 'orders',
            data: {
              reference,
              status: 'requested',
              items: plainItems(cart.items).map(({ id: _i, ...r }) => ({ ...r, variant: r.variant ?? undefined })),
              customer: isCustomer(req) ? req.user!.id : undefined,
              customerEmail: parsed.data.contact.email,
              contact: parsed.data.contact,
              travellers: parsed.data.travellers,
              notes: parsed.data.notes,
              amount: view.subtotal,
              currency: view.currency,
            } as never,
            depth: 0,
            overrideAccess: true,
          })
          stored = true
          await req.payload.update({
            ...inTx(tx),
            collection: 'carts',
            id: cart.id,
            data: { purchasedAt: new Date().toISOString() } as never,
            overrideAccess: true,
            depth: 0,
          })
          return { refused: false as const, cart, view, order, reference, setCookie }
        })
        if (booked.refused) return booked.answer
        const { cart, view, order, reference, setCookie } = booked
        // The same answer whether or not the acknowledgement goes out: the limit is not an oracle.
        const acknowledge = (await acknowledgements.hit(parsed.data.contact.email.toLowerCase())).ok
        if (!acknowledge)
          req.payload.logger.warn({
            msg: 'booking acknowledgement not sent: too many for this email address this hour',
            reference,
          })
        // The visitor's mail in the language of the page that sent the request (?locale=, else its Referer's).
        const locale = shopLocale(req)
        const booking = {
          reference,
          contact: parsed.data.contact,
          travellers: parsed.data.travellers,
          notes: parsed.data.notes,
          cart: view,
          // described again in the visitor's language for their mail (English, the agency's, if that fails)
          visitorCart:
            acknowledge && locale !== DEFAULT_LOCALE
              ? await describeCart(req.payload, cart, locale).catch(() => view)
              : view,
        }
        await bookingEmails(req.payload, booking, { acknowledge, locale }).catch((err) =>
          req.payload.logger.error({ err, msg: 'booking request emails failed', reference }),
        )
        req.payload.logger.info({ msg: 'booking request stored', reference, order: order.id })
        return json(
          {
            success: true,
            reference,
            message: await shopText(shopLocale(req), 'received', { reference }),
          },
          201,
          setCookie,
        )
      } finally {
        // refused (the form, the cart, the database): not a booking, the address keeps its point
        if (!stored) await bookingsPerAddress.refund(addr)
      }
    }),
  },
]
