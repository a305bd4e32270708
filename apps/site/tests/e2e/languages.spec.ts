import { expect, test } from './fixtures'
import { localizePath } from '../../src/i18n/paths.mjs'
import { adminToken, loginToAdmin } from './helpers'

// Issue 19: the site in several languages. The demo content ships English and Portuguese.

test('English keeps its addresses; Portuguese has its own words and slugs; <html lang> follows', async ({ page }) => {
  await page.goto('/guides/lisbon-in-three-days')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisbon in three days')
  const res = await page.goto('/pt/guias/lisboa-em-tres-dias')
  expect(res?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisboa em três dias')
  await page.goto('/pt/circuitos/lisboa-e-sintra')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lisboa e Sintra')
  await page.goto('/pt')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Portugal, devagar')
  await page.goto('/pt/contacto')
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Contacto')
  // the page's blocks and its form speak Portuguese too
  await expect(page.getByRole('main')).toContainText('Diga-nos onde gostaria de ir e quando.')
  await expect(page.getByLabel('O seu nome')).toBeVisible()
  await expect(page.getByLabel('Circuito que lhe interessa')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Your name')
  await page.goto('/pt')
  await expect(page.getByRole('heading', { name: 'Viaje com quem vive cá' })).toBeVisible()
})

test('each address says the word its page shows; the old words redirect there', async ({ page, request }) => {
  await page.goto('/pt')
  // Folded into the menu at this width in Portuguese: hidden until opened.
  const menu = page.getByRole('navigation', { name: 'Principal', includeHidden: true })
  await expect(menu.getByRole('link', { name: 'Circuitos', exact: true, includeHidden: true })).toHaveAttribute(
    'href',
    '/pt/circuitos',
  )
  const old = await request.get('/pt/passeios/lisboa-e-sintra?x=1', { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(old.headers()['location']).toBe('/pt/circuitos/lisboa-e-sintra?x=1')
  const section = await request.get('/pt/passeios?x=1', { maxRedirects: 0 })
  expect(section.headers()['location']).toBe('/pt/circuitos?x=1')
  const en = await request.get('/en', { maxRedirects: 0 })
  expect([en.status(), en.headers()['location']]).toEqual([308, '/'])
  await page.goto('/de/touren')
  await expect(page).toHaveURL(/\/de\/reisen$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reisen')
  await page.goto('/es/tours')
  await expect(page).toHaveURL(/\/es\/circuitos$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Circuitos')
})

test('hreflang alternates and x-default on every page', async ({ page }) => {
  await page.goto('/guides/lisbon-in-three-days')
  const alt = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`)
  await expect(alt('en')).toHaveAttribute('href', /\/guides\/lisbon-in-three-days$/)
  await expect(alt('pt')).toHaveAttribute('href', /\/pt\/guias\/lisboa-em-tres-dias$/)
  await expect(alt('x-default')).toHaveAttribute('href', /\/guides\/lisbon-in-three-days$/)
  await expect(alt('es')).toHaveCount(0) // not translated: no Spanish alternate
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/guides\/lisbon-in-three-days$/)
  await page.goto('/pt/guias')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pt\/guias$/)
  await expect(alt('en')).toHaveAttribute('href', /\/guides$/)
  await expect(alt('x-default')).toHaveAttribute('href', /\/guides$/)
  await page.goto('/')
  await expect(alt('pt')).toHaveAttribute('href', /\/pt$/)
})

test('a language without a translation shows the English content, never a broken page', async ({ page }) => {
  const res = await page.goto('/es/guias/lisbon-in-three-days')
  expect(res?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisbon in three days')
  expect((await page.goto('/de'))?.status()).toBe(200)
  expect((await page.goto('/pt/guias/no-such-guide'))?.status()).toBe(404)
  expect((await page.goto('/xx/guides'))?.status()).toBe(404)
})

test('a translated document asked by its English slug goes to its own address in that language', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/pt/guias/lisbon-in-three-days', '/pt/guias/lisboa-em-tres-dias'],
    ['/pt/circuitos/lisbon-and-sintra-discovery', '/pt/circuitos/lisboa-e-sintra'],
    ['/pt/contact', '/pt/contacto'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 })
    // (Next.js repeats the Location header, same value, on the render that fills its cache: browsers take it)
    const locations = new Set(res.headersArray().flatMap((h) => (h.name.toLowerCase() === 'location' ? [h.value] : [])))
    expect([res.status(), [...locations]], from).toEqual([308, [to]])
  }
  // not translated: its English slug is its address in that language too
  expect((await request.get('/es/guias/lisbon-in-three-days', { maxRedirects: 0 })).status()).toBe(200)
})

test('the /en prefix redirects to the address without it', async ({ page }) => {
  const res = await page.goto('/en/guides/lisbon-in-three-days')
  expect(new URL(page.url()).pathname).toBe('/guides/lisbon-in-three-days')
  expect(res?.status()).toBe(200)
})

test('the language switcher: a labelled nav, keyboard reachable, keeps the visitor on the same page', async ({
  page,
}) => {
  await page.goto('/guides/lisbon-in-three-days')
  const nav = page.getByRole('navigation', { name: /Language/ })
  await expect(nav.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true')
  const pt = nav.getByRole('link', { name: /Português/ })
  await expect(pt).toHaveAttribute('hreflang', 'pt')
  await expect(pt).toHaveAttribute('lang', 'pt')
  await pt.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/pt\/guias\/lisboa-em-tres-dias$/)
  await expect(
    page.getByRole('navigation', { name: /Language/ }).getByRole('link', { name: /Português/ }),
  ).toHaveAttribute('aria-current', 'true')
  // back to English, same page
  await page
    .getByRole('navigation', { name: /Language/ })
    .getByRole('link', { name: /English/ })
    .click()
  await expect(page).toHaveURL(/\/guides\/lisbon-in-three-days$/)
  // no Spanish translation: the same guide at its Spanish address, in English (issue 27.13)
  await page
    .getByRole('navigation', { name: /Language/ })
    .getByRole('link', { name: /Español/ })
    .click()
  await expect(page).toHaveURL(/\/es\/guias\/lisbon-in-three-days$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisbon in three days')
})

// Issue 27.13: from any page, in any language, the switch keeps the visitor's place: the same document at
// its address in the other language (its own slug there, else its English slug under that language's
// words, where it shows in English), never that language's home.
test('the language switch goes to the same document in every language, and that address answers 200', async ({
  request,
}) => {
  test.setTimeout(120_000)
  // Each document's address per language: its own slug in English and Portuguese; the other languages
  // show the English document at their own section word.
  const fallback = (path: string) => ({
    es: localizePath('es', path),
    fr: localizePath('fr', path),
    de: localizePath('de', path),
  })
  const documents: Record<string, Record<string, string>> = {
    home: { en: '/', pt: '/pt', es: '/es', fr: '/fr', de: '/de' },
    guide: {
      en: '/guides/lisbon-in-three-days',
      pt: '/pt/guias/lisboa-em-tres-dias',
      ...fallback('/guides/lisbon-in-three-days'),
    },
    tour: {
      en: '/tours/lisbon-and-sintra-discovery',
      pt: '/pt/circuitos/lisboa-e-sintra',
      ...fallback('/tours/lisbon-and-sintra-discovery'),
    },
    pricing: { en: '/pricing', pt: '/pt/precos', ...fallback('/pricing') },
    contact: { en: '/contact', pt: '/pt/contacto', ...fallback('/contact') },
    guides: { en: '/guides', pt: '/pt/guias', ...fallback('/guides') },
    tours: { en: '/tours', pt: '/pt/circuitos', ...fallback('/tours') },
    cart: { en: '/cart', pt: '/pt/carrinho', ...fallback('/cart') },
    account: { en: '/account', pt: '/pt/conta', ...fallback('/account') },
  }
  const wrong: string[] = []
  for (const [type, addresses] of Object.entries(documents))
    for (const [, from] of Object.entries(addresses))
      for (const [to, expected] of Object.entries(addresses)) {
        const res = await request.get(`/next/language?to=${to}&from=${encodeURIComponent(from)}`, { maxRedirects: 0 })
        const location = res.headers()['location']
        if (location !== expected) wrong.push(`${type} ${from} -> ${to}: ${location}, not ${expected}`)
        else if ((await request.get(location, { maxRedirects: 0 })).status() !== 200)
          wrong.push(`${type} ${from} -> ${to}: ${location} does not answer 200`)
      }
  expect(wrong).toEqual([])
})

test('the language switcher keeps a search, and the page without a Referer', async ({ page, request }) => {
  const switcher = () => page.getByRole('navigation', { name: /Language/ })
  await page.goto('/search?q=lisbon')
  await switcher()
    .getByRole('link', { name: /Português/ })
    .click()
  await expect(page).toHaveURL(/\/pt\/pesquisa\?q=lisbon$/)
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('lisbon')
  // A browser that sends no Referer (as with this page's policy): the link says where the visitor was.
  await page.route('**/guides/lisbon-in-three-days', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, headers: { ...response.headers(), 'referrer-policy': 'no-referrer' } })
  })
  const asked: (string | undefined)[] = []
  page.on('request', (r) => {
    if (r.url().includes('/next/language')) asked.push(r.headers()['referer'])
  })
  await page.goto('/guides/lisbon-in-three-days')
  await expect(page.locator('html[data-behaviours~="language-links"]')).toBeAttached()
  await switcher()
    .getByRole('link', { name: /Português/ })
    .click()
  await expect(page).toHaveURL(/\/pt\/guias\/lisboa-em-tres-dias$/)
  expect(asked).toEqual([undefined])
  // `from` is a path of this site only, and a list's page number is not carried over
  const go = async (query: string) =>
    (await request.get(`/next/language?${query}`, { maxRedirects: 0 })).headers()['location']
  expect(await go('to=pt&from=%2F%2Fevil.example%2Fguides%2Flisbon-in-three-days')).toBe('/pt')
  expect(await go('to=pt&from=%2F%5Cevil.example')).toBe('/pt')
  expect(await go('to=de&from=%2Fsearch%3Fq%3Dsintra%26page%3D3')).toBe('/de/suche?q=sintra')
  expect(await go('to=en&from=%2Fpt%2Fguias%2Flisboa-em-tres-dias')).toBe('/guides/lisbon-in-three-days')
})

test('RSS per language', async ({ request }) => {
  const en = await request.get('/guides/rss.xml')
  expect(en.status()).toBe(200)
  expect(await en.text()).toContain('<language>en</language>')
  const pt = await request.get('/pt/guias/rss.xml')
  expect(pt.status()).toBe(200)
  const xml = await pt.text()
  expect(xml).toContain('<language>pt</language>')
  expect(xml).toMatch(/\/pt\/guias\/lisboa-em-tres-dias</)
})

test.describe('first visit in a Portuguese browser', () => {
  test.use({ locale: 'pt-PT' })
  test('suggests Portuguese, never redirects; dismissed, the hint stays away', async ({ page }) => {
    await page.goto('/guides/lisbon-in-three-days')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const hint = page.getByRole('region', { name: 'Ver esta página em português' })
    await expect(hint).toBeVisible()
    await expect(hint.getByRole('link')).toHaveAttribute('hreflang', 'pt')
    await hint.getByRole('button', { name: 'Fechar' }).click()
    await expect(hint).toHaveCount(0)
    await page.reload()
    await expect(page.locator('html[data-behaviours~="language-hint"]')).toBeAttached()
    await expect(page.locator('.lang-hint')).toHaveCount(0)
  })
})

test('no hint when the browser speaks the page language', async ({ page }) => {
  await page.goto('/guides/lisbon-in-three-days')
  await expect(page.locator('html[data-behaviours~="language-hint"]')).toBeAttached()
  await expect(page.locator('.lang-hint')).toHaveCount(0)
})

test('a Portuguese tour list opens its quick view, in Portuguese, with prices written the Portuguese way', async ({
  page,
}) => {
  await page.goto('/pt/circuitos')
  const card = page.locator('article.card', { has: page.getByRole('link', { name: 'Lisboa e Sintra', exact: true }) })
  await card.getByRole('button', { name: 'Vista rápida: Lisboa e Sintra' }).click()
  const dialog = page.getByRole('dialog', { name: 'Vista rápida: Lisboa e Sintra' })
  await expect(dialog.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible()
  await expect(dialog.locator('[data-offer-price]')).toHaveText(/^[\d\s.]+(,\d\d)?\s€$/)
  // the options by their Portuguese names
  await expect(dialog.getByLabel('Partida').locator('option')).toHaveText(['Maio', 'Junho', 'Setembro'])
  await expect(dialog.getByLabel('Quarto').locator('option')).toHaveText([
    'Quarto duplo partilhado',
    'Quarto individual',
  ])
  await page.goto('/pt/circuitos/lisboa-e-sintra')
  await expect(
    page.getByRole('region', { name: 'Perguntas frequentes' }).getByRole('button', { name: 'As crianças podem vir?' }),
  ).toBeVisible()
  await expect(page.locator('[data-offer-price]')).toHaveText(/^[\d\s.]+(,\d\d)?\s€$/)
  // the chosen option keeps its Portuguese name in the cart
  await page.getByLabel('Quarto').selectOption({ label: 'Quarto individual' })
  // the box has come to life with that choice (its variant's reference on the page) before the click
  await expect(page.locator('article.tour')).toHaveAttribute('data-sku', 'LIS-4D-MAY-SGL')
  const added = page.waitForResponse((r) => r.url().includes('/api/shop/cart/items') && r.ok())
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click()
  await added
  await page.goto('/pt/carrinho')
  await expect(page.locator('main')).toContainText('Maio · Quarto individual')
})

test("the header's and the cart's own links stay in the page's language", async ({ page }) => {
  await page.goto('/pt/guias/lisboa-em-tres-dias')
  const cart = page.locator('.account-entry a.nav__link').last()
  await expect(cart).toHaveAttribute('href', '/pt/carrinho')
  await page.goto('/pt/carrinho')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  // The empty cart points to the tours, in Portuguese too.
  await expect(page.locator('main a[href$="circuitos"]').first()).toHaveAttribute('href', '/pt/circuitos')
  await page.goto('/guides/lisbon-in-three-days')
  await expect(page.locator('.account-entry a.nav__link').last()).toHaveAttribute('href', '/cart')
})

test("editors: the list's Languages column, and a new translation started from English", async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const media = await (await request.get('/api/media?limit=1&depth=0', { headers: auth })).json()
  const title = `Rivers of the north ${Date.now().toString(36)}`
  const text = { type: 'text', text: 'By boat.', version: 1, format: 0, detail: 0, mode: 'normal', style: '' }
  const block = { version: 1, direction: 'ltr', format: '', indent: 0 }
  const made = await request.post('/api/guides', {
    headers: auth,
    data: {
      title,
      excerpt: 'Up the rivers.',
      cover: media.docs[0].id,
      body: { root: { type: 'root', ...block, children: [{ type: 'paragraph', ...block, children: [text] }] } },
      _status: 'published',
    },
  })
  expect(made.ok()).toBeTruthy()
  const id = (await made.json()).doc.id
  await loginToAdmin(page)
  await page.goto('/admin/collections/guides?sort=-createdAt&limit=50')
  const row = (name: string) => page.locator('tbody tr', { hasText: name })
  await expect(row(title).locator('[title="en: translated"]')).toBeVisible()
  await expect(row(title).locator('[title="pt: not yet translated"]')).toBeVisible()
  const seeded = row('Lisbon in three days')
  await expect(seeded.locator('[title="pt: translated"]')).toBeVisible()
  await expect(seeded.locator('[title="es: not yet translated"]')).toBeVisible()

  // In Portuguese, the edit view says it is not translated and offers a start from English.
  await page.goto(`/admin/collections/guides/${id}?locale=pt`)
  const notice = page.getByRole('status').filter({ hasText: 'Not yet translated (PT)' })
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Copy from English' }).click()
  await expect(notice).toHaveCount(0)
  const pt = await (
    await request.get(`/api/guides/${id}?locale=pt&fallback-locale=none&draft=true&depth=0`, { headers: auth })
  ).json()
  expect(pt.title).toBe(title)
  expect(pt.slug).toBeTruthy()
  await page.goto('/admin/collections/guides?sort=-createdAt&limit=50')
  await expect(row(title).locator('[title="pt: translated"]')).toBeVisible()
  await expect(row(title).locator('[title="es: not yet translated"]')).toBeVisible()

  // A tour option's name has the same column: the demo's are in English and Portuguese.
  await page.goto('/admin/collections/variantOptions?limit=50&locale=en')
  const single = page.locator('tbody tr', { hasText: 'Single room' })
  await expect(single.locator('[title="pt: translated"]')).toBeVisible()
  await expect(single.locator('[title="de: not yet translated"]')).toBeVisible()
})

test("structured data names the page's own address in its language", async ({ page }) => {
  const ld = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    )
  const path = (u: unknown) => new URL(String(u)).pathname
  await page.goto('/pt/circuitos/lisboa-e-sintra')
  const trip = (await ld()).find((x) => x['@type'] === 'TouristTrip')!
  expect(path((trip.offers as { url: string }).url)).toBe('/pt/circuitos/lisboa-e-sintra')
  await page.goto('/pt/guias/lisboa-em-tres-dias')
  const article = (await ld()).find((x) => x['@type'] === 'Article' || x['@type'] === 'BlogPosting')!
  expect(path(article.mainEntityOfPage)).toBe('/pt/guias/lisboa-em-tres-dias')
  await page.goto('/tours/lisbon-and-sintra-discovery')
  const en = (await ld()).find((x) => x['@type'] === 'TouristTrip')!
  expect(path((en.offers as { url: string }).url)).toBe('/tours/lisbon-and-sintra-discovery')
})
