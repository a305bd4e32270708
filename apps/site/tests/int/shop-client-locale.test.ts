// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl'
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartView } from '../../src/booking/CartView.client'
import type { Offer } from '../../src/booking/offer'
import { TourOffer } from '../../src/booking/TourOffer.client'
import { pageLocale, withLocale } from '../../src/i18n/page-locale'
import pt from '../../src/i18n/messages/pt.json'

// Issue 19: the shop's browser calls carry the page's language as ?locale=, so the answers (refusals, the
// cart's tour titles, the booking mail) do not depend on the browser sending a Referer.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const EMPTY_CART = { id: null, currency: 'EUR', items: [], subtotal: 0, count: 0 }
let calls: { url: string; method: string }[]
let cartAnswer: unknown
let root: Root
let host: HTMLElement

beforeEach(() => {
  calls = []
  cartAnswer = EMPTY_CART
  document.documentElement.lang = 'pt'
  window.pageConfig = { ajaxurl: '/api/ajax', nonce: 'token' } as never
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), method: init?.method ?? 'GET' })
      const body = String(url).startsWith('/api/ajax') ? { success: true, data: { nonce: 'token' } } : cartAnswer
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
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

const offer: Offer = {
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

const shopCalls = () => calls.filter((c) => c.url.startsWith('/api/shop/'))
const pathOf = (url: string) => new URL(url, 'http://localhost').pathname
const localeOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('locale')

describe('the shop’s browser calls send the page’s language', () => {
  it('adds to the cart with ?locale= of the page (the tour page, the quick view)', async () => {
    await act(async () => root.render(createElement(TourOffer, { offer, idPrefix: 't', texts: pt.offer as never })))
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === pt.offer.addToCart)!
    await act(async () => button.click())
    const add = shopCalls().find((c) => c.method === 'POST')
    expect(add && pathOf(add.url)).toBe('/api/shop/cart/items')
    expect(add && localeOf(add.url)).toBe('pt')
  })

  it('loads the cart page’s cart with ?locale= of the page', async () => {
    await act(async () =>
      root.render(
        createElement(NextIntlClientProvider, { locale: 'pt', messages: { cart: pt.cart } }, createElement(CartView)),
      ),
    )
    const load = shopCalls().find((c) => c.method === 'GET')
    expect(load && pathOf(load.url)).toBe('/api/shop/cart')
    expect(load && localeOf(load.url)).toBe('pt')
  })

  it('writes the cart page’s prices for its language and links each tour to its page in that language', async () => {
    cartAnswer = {
      id: 1,
      currency: 'EUR',
      subtotal: 50050,
      count: 2,
      items: [
        {
          id: 'a',
          tour: { id: 7, title: 'Lisboa e Sintra', slug: 'lisboa-e-sintra' },
          variant: null,
          sku: 'LIS-1',
          quantity: 2,
          unitPrice: 25025,
          lineTotal: 50050,
          rule: { min: 1, max: 12, step: 1 },
        },
      ],
    }
    await act(async () =>
      root.render(
        createElement(NextIntlClientProvider, { locale: 'pt', messages: { cart: pt.cart } }, createElement(CartView)),
      ),
    )
    const line = host.querySelector('[data-cart-line="lisboa-e-sintra"]')!
    expect(line.querySelector('a')!.getAttribute('href')).toBe('/pt/circuitos/lisboa-e-sintra')
    expect(line.querySelector('[data-line-total]')!.textContent).toBe('500,50\u00a0€')
    expect(host.querySelector('[data-cart-total]')!.textContent).toBe('500,50\u00a0€')
  })

  it('writes the tour offer’s price for the page’s language (tour page and quick view)', async () => {
    await act(async () =>
      root.render(createElement(TourOffer, { offer, idPrefix: 't', texts: pt.offer as never, intl: 'pt-PT' })),
    )
    expect(host.querySelector('[data-offer-price]')!.textContent).toBe('250\u00a0€')
    expect(host.querySelector('[data-offer-total]')!.textContent).toBe('250\u00a0€')
    await act(async () => root.render(createElement(TourOffer, { offer, idPrefix: 't', texts: pt.offer as never })))
    expect(host.querySelector('[data-offer-price]')!.textContent).toBe('€250') // English, as before
  })

  it('keeps the path and its query; an unknown page language is English', () => {
    expect(withLocale('/api/shop/cart/items/3?x=1', 'fr')).toBe('/api/shop/cart/items/3?x=1&locale=fr')
    expect(withLocale('/api/shop/cart?locale=de', 'pt')).toBe('/api/shop/cart?locale=pt')
    expect(pageLocale()).toBe('pt')
    document.documentElement.lang = 'xx'
    expect(pageLocale()).toBe('en')
    expect(withLocale('/api/shop/cart')).toBe('/api/shop/cart?locale=en')
  })
})
