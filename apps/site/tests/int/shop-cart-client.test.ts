// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl'
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartView } from '../../src/booking/CartView.client'
import { TourOffer } from '../../src/booking/TourOffer.client'
import en from '../../src/i18n/messages/en.json'

// Issue 29: two quantity changes in flight at once. The cart page must end on the last change the
// visitor made, whichever reply comes back first (the e2e run saw 3 traveller names for 2 travellers).

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const TOUR = 'Lisbon & Sintra Discovery'
const cartOf = (quantity: number) => ({
  id: 1,
  currency: 'EUR',
  subtotal: 25000 * quantity,
  count: quantity,
  items: [
    {
      id: 'a',
      tour: { id: 7, title: TOUR, slug: 'lisbon-and-sintra-discovery' },
      variant: null,
      sku: 'LIS-1',
      quantity,
      unitPrice: 25000,
      lineTotal: 25000 * quantity,
      rule: { min: 1, max: 12, step: 1 },
    },
  ],
})

type Pending = { quantity: number; answer: () => void }
let patches: Pending[]
let sent: number[]
let inFlight: number
let mostInFlight: number
let root: Root
let host: HTMLElement

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  patches = []
  sent = []
  inFlight = mostInFlight = 0
  document.documentElement.lang = 'en'
  window.pageConfig = { ajaxurl: '/api/ajax', nonce: 'token' } as never
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(String(url), 'http://localhost').pathname
      if (path === '/api/shop/cart') return json(cartOf(4))
      if (init?.method === 'PATCH') {
        // Held until the test answers it: the test decides the order the replies arrive in.
        const { quantity } = JSON.parse(String(init.body)) as { quantity: number }
        sent.push(quantity)
        mostInFlight = Math.max(mostInFlight, ++inFlight)
        return new Promise<Response>((resolve) =>
          patches.push({ quantity, answer: () => (inFlight--, resolve(json(cartOf(quantity)))) }),
        )
      }
      return json({ user: null, success: true, data: { nonce: 'token' } })
    }),
  )
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

const button = (name: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!
const travellerFields = () => host.querySelectorAll('input[id^="bk-traveller-"]').length
const quantityField = () => host.querySelector<HTMLInputElement>('input.qty__input')!

describe('the cart page with two quantity changes in flight', () => {
  it('ends on the last change made when the earlier reply comes back last', async () => {
    await act(async () =>
      root.render(
        createElement(NextIntlClientProvider, { locale: 'en', messages: { cart: en.cart } }, createElement(CartView)),
      ),
    )
    expect(travellerFields()).toBe(4)
    const fewer = button(`Fewer: Travellers for ${TOUR}`)
    await act(async () => fewer.click()) // 4 -> 3
    await act(async () => fewer.click()) // 3 -> 2
    // Answer the later request first, then the earlier one (the network does not keep the order).
    for (let round = 0; round < 4 && patches.length; round++) {
      const pending = patches.splice(0)
      for (const p of pending.reverse()) await act(async () => p.answer())
    }
    expect(patches).toHaveLength(0)
    // The server too gets them in the order made, one at a time: it cannot apply the earlier one last.
    expect(sent).toEqual([3, 2])
    expect(mostInFlight).toBe(1)
    expect(quantityField().value).toBe('2')
    expect(travellerFields()).toBe(2)
  })
})

describe('"Add to cart" goes on to the cart of the page’s language (issue 27)', () => {
  const offer = {
    id: 7,
    slug: 'lisboa-e-sintra',
    title: 'Lisboa e Sintra',
    sku: 'LIS-1',
    currency: 'EUR',
    basePrice: 25000,
    priceFrom: 250,
    durationDays: 2,
    destination: 'Portugal',
    gallery: [],
    quantity: { min: 1, max: 12, step: 1 },
    types: [],
    variants: [],
  }
  const CART = { en: '/cart', pt: '/pt/carrinho', es: '/es/carrito', fr: '/fr/panier', de: '/de/warenkorb' }
  for (const [locale, cart] of Object.entries(CART))
    it(`${locale}: ${cart}`, async () => {
      document.documentElement.lang = locale
      // the page configuration as the layout writes it (the cart named the default language's way)
      window.pageConfig = {
        ajaxurl: '/api/ajax',
        nonce: 'token',
        cart_redirectition: 'yes',
        cart_page_url: '/cart',
        i18n: { added: 'Added' },
      } as never
      const assign = vi.fn()
      vi.stubGlobal('location', { ...window.location, assign })
      vi.useFakeTimers({ toFake: ['setTimeout'] })
      try {
        await act(async () => root.render(createElement(TourOffer, { offer, idPrefix: 't', texts: en.offer as never })))
        const button = [...host.querySelectorAll('button')].find((b) => b.textContent === en.offer.addToCart)!
        await act(async () => button.click())
        await act(async () => void vi.advanceTimersByTime(1000))
      } finally {
        vi.useRealTimers()
      }
      expect(assign).toHaveBeenCalledWith(cart)
    })
})
