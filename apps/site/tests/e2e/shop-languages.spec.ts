// Issue 27 items 2 and 3: booking and comparing tours in the visitor's language, from the first click to the
// mail (Portuguese in full, Spanish once, every language's cart address).
import { expect, test, type Page } from './fixtures'
import {
  fillText,
  languageHintAnswered,
  quickView,
  sendBooking,
  SHOP_TEXTS,
  textsIn,
  uniqueEmail,
  waitForMail,
  type ShopLocale,
} from './shop-helpers'

test.beforeEach(({ page }) => languageHintAnswered(page))

const CART = { en: '/cart', pt: '/pt/carrinho', es: '/es/carrito', fr: '/fr/panier', de: '/de/warenkorb' } as const
const cartAddress = (locale: ShopLocale) => new RegExp(`${CART[locale].replace(/\//g, '\\/')}$`)

/** The cart page is the one of `locale`, in its words, with the tour `slug` on it. */
async function inCart(page: Page, locale: ShopLocale, slug: string) {
  const t = textsIn(locale).cart
  await expect(page).toHaveURL(cartAddress(locale))
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
  await expect(page.locator(`[data-cart-line="${slug}"]`)).toBeVisible()
  await expect(page.getByRole('button', { name: t.send })).toBeVisible()
}

test('Portuguese: booking from the tour page stays in Portuguese, to the booking and its mail', async ({ page }) => {
  const pt = textsIn('pt')
  await page.goto('/pt/circuitos/lisboa-e-sintra')
  await page.getByRole('region', { name: pt.tour.book }).getByRole('button', { name: pt.offer.addToCart }).click()
  await inCart(page, 'pt', 'lisboa-e-sintra')
  await expect(page.locator('[data-cart-line="lisboa-e-sintra"]')).toContainText('Lisboa e Sintra')

  const email = uniqueEmail('pt-book')
  const reference = await sendBooking(page, { name: 'Rita Reis', email }, 'pt')
  await expect(page.getByRole('status').filter({ hasText: reference })).toContainText(
    fillText(SHOP_TEXTS.pt.shop.received, { reference }),
  )
  // The visitor's mail in Portuguese, the tour by its Portuguese title; the agency's says the language.
  const mail = await waitForMail(email, new RegExp(`pedido de reserva ${reference} recebido`))
  expect(mail).toContain('Olá,')
  expect(mail).toContain('Lisboa e Sintra')
  expect(mail).toMatch(/1 × viajante/)
  const agency = await waitForMail('bookings@sunway.example', new RegExp(`New booking request ${reference}`))
  expect(agency).toContain('(pt)')
})

test('Portuguese: the quick view adds to the Portuguese cart and links the tour page in Portuguese', async ({
  page,
}) => {
  const pt = textsIn('pt')
  await page.goto('/pt/circuitos')
  const dialog = await quickView(page, 'Viagem pelos vinhos do Douro', 'pt')
  await expect(dialog.getByRole('link', { name: pt.tourActions.fullItinerary })).toHaveAttribute(
    'href',
    '/pt/circuitos/viagem-pelos-vinhos-do-douro',
  )
  await dialog.getByRole('button', { name: pt.offer.addToCart }).click()
  await inCart(page, 'pt', 'viagem-pelos-vinhos-do-douro')
  await expect(page.locator('[data-cart-line="viagem-pelos-vinhos-do-douro"]')).toContainText(
    'Viagem pelos vinhos do Douro',
  )
})

test('Spanish: quick view, cart, booking and the mail in Spanish', async ({ page }) => {
  await page.goto('/es/circuitos')
  const dialog = await quickView(page, 'Lisbon & Sintra Discovery', 'es')
  await dialog.getByRole('button', { name: textsIn('es').offer.addToCart }).click()
  await inCart(page, 'es', 'lisbon-and-sintra-discovery')
  const email = uniqueEmail('es-book')
  const reference = await sendBooking(page, { name: 'Lucía López', email }, 'es')
  await expect(page.getByRole('status').filter({ hasText: reference })).toContainText(
    fillText(SHOP_TEXTS.es.shop.received, { reference }),
  )
  const mail = await waitForMail(email, new RegExp(`solicitud de reserva ${reference} recibida`))
  expect(mail).toContain('Hola:')
})

test('every language adds to its own cart address', async ({ page }) => {
  const tourPage = {
    en: '/tours/algarve-coast-and-caves',
    pt: '/pt/circuitos/costa-e-grutas-do-algarve',
    es: '/es/circuitos/algarve-coast-and-caves',
    fr: '/fr/circuits/algarve-coast-and-caves',
    de: '/de/reisen/algarve-coast-and-caves',
  } as const
  for (const locale of Object.keys(CART) as ShopLocale[]) {
    const t = textsIn(locale)
    await page.goto(tourPage[locale])
    await page.getByRole('region', { name: t.tour.book }).getByRole('button', { name: t.offer.addToCart }).click()
    await expect(page).toHaveURL(cartAddress(locale))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cart.title)
  }
})

const PT_TOURS = [
  ['Lisboa e Sintra', 'lisboa-e-sintra', 'Lisbon & Sintra Discovery'],
  ['Viagem pelos vinhos do Douro', 'viagem-pelos-vinhos-do-douro', 'Douro Valley Wine Journey'],
  ['Açores de ilha em ilha', 'acores-de-ilha-em-ilha', 'Azores Island Hopping'],
] as const

test('Portuguese: "Comparar (3)" opens the Portuguese comparison; after switching to English it still lists them', async ({
  page,
}) => {
  const pt = textsIn('pt')
  await page.goto('/pt/circuitos')
  for (const [title] of PT_TOURS)
    await page.getByRole('button', { name: fillText(pt.tourActions.compareOf, { title }) }).click()
  await page.getByRole('link', { name: `${pt.compareBar.compare} (3)` }).click()
  await expect(page).toHaveURL(
    /\/pt\/comparar\?tours=lisboa-e-sintra,viagem-pelos-vinhos-do-douro,acores-de-ilha-em-ilha$/,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.compare.title)
  const table = page.getByRole('table')
  for (const [title, slug] of PT_TOURS)
    await expect(table.getByRole('columnheader', { name: title }).getByRole('link')).toHaveAttribute(
      'href',
      `/pt/circuitos/${slug}`,
    )
  for (const row of [pt.compare.duration, pt.compare.priceFrom, pt.compare.destinations, pt.compare.included])
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible()

  // The marks are kept (by their Portuguese slugs) when the visitor goes on in English.
  await page.goto('/tours')
  await page.getByRole('link', { name: 'Compare (3)' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare tours')
  for (const [, , english] of PT_TOURS)
    await expect(page.getByRole('table').getByRole('columnheader', { name: english })).toBeVisible()

  // The English cards of the tours marked in Portuguese show marked, and un-marking one there takes that
  // tour off the list (it is the same tour, whatever the language it was marked in).
  const en = textsIn('en')
  await page.goto('/tours')
  const compareButton = (title: string) =>
    page.getByRole('button', { name: fillText(en.tourActions.compareOf, { title }) })
  for (const [, , english] of PT_TOURS) await expect(compareButton(english)).toHaveAttribute('aria-pressed', 'true')
  await compareButton(PT_TOURS[2][2]).click()
  await expect(compareButton(PT_TOURS[2][2])).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('link', { name: 'Compare (2)' })).toBeVisible()
})

test('compare takes any language’s slugs, lists each tour once, in the page’s language', async ({ page }) => {
  const columns = () => page.getByRole('table').getByRole('columnheader')
  // English slugs, a Portuguese one, and the same tour twice (its two slugs): two tours, in Portuguese.
  await page.goto('/pt/comparar?tours=lisbon-and-sintra-discovery,acores-de-ilha-em-ilha,lisboa-e-sintra')
  await expect(columns()).toHaveText(['Lisboa e Sintra', 'Açores de ilha em ilha'])
  await page.goto('/compare?tours=lisboa-e-sintra,viagem-pelos-vinhos-do-douro')
  await expect(columns()).toHaveText(['Lisbon & Sintra Discovery', 'Douro Valley Wine Journey'])
  // Spanish: the tours have no Spanish texts (English shown), the page's own words are Spanish.
  await page.goto('/es/comparar?tours=lisboa-e-sintra')
  await expect(columns()).toHaveText(['Lisbon & Sintra Discovery'])
  await expect(page.getByRole('rowheader', { name: textsIn('es').compare.duration })).toBeVisible()
})
