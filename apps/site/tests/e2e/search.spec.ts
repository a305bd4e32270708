import { expect, test } from './fixtures'
import { adminToken, richText, seriousA11yViolations } from './helpers'

// Site search (src/search): the /search page (server-rendered, works without JavaScript), the header's
// search box with its suggestions (ARIA combobox) and the `/` shortcut, on the seeded demo content.

test('finds "belem" in the demo content, with the matched word marked', async ({ page }) => {
  const res = await page.goto('/search?q=belem')
  expect(res?.status()).toBe(200)
  const results = page.locator('.search-result')
  await expect(results.first()).toBeVisible()
  await expect(page.locator('.search-result mark').first()).toHaveText(/^Belém$/i)
  const hrefs = await results.locator('h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs).toContain('/tours/lisbon-and-sintra-discovery')
  // noindex on result pages
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // a result opens its document
  await results.locator('h2 a', { hasText: 'Lisbon & Sintra Discovery' }).click()
  await expect(page).toHaveURL(/\/tours\/lisbon-and-sintra-discovery$/)
})

test('searches the language of the address, results linking to its pages', async ({ page }) => {
  const res = await page.goto('/pt/pesquisa?q=belem')
  expect(res?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  const hrefs = await page.locator('.search-result h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) expect(href).toMatch(/^\/pt(\/|$)/)
  // the header's box sends to the Portuguese search page
  await expect(page.getByRole('search', { name: 'Site' }).locator('form')).toHaveAttribute('action', '/pt/pesquisa')
})

test('ranks a title match first', async ({ page }) => {
  await page.goto('/search?q=douro')
  await expect(page.locator('.search-result h2').first()).toContainText(/Douro/)
})

test('pages through many results', async ({ page, request }) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const media = await (await request.get('/api/media?limit=1&depth=0', { headers: auth })).json()
  const word = `zanzibarite${Date.now().toString(36)}`
  for (let i = 0; i < 12; i++) {
    const made = await request.post('/api/guides', {
      headers: auth,
      data: {
        title: `Pagination guide ${i + 1} ${word}`,
        excerpt: `Number ${i + 1}.`,
        cover: media.docs[0].id,
        body: richText('Body.'),
        _status: 'published',
      },
    })
    expect(made.ok()).toBeTruthy()
  }
  await page.goto(`/search?q=${word}`)
  await expect(page.locator('.search-page__count')).toHaveText(new RegExp(`12 results for “${word}”, page 1 of 2`))
  await expect(page.locator('.search-result')).toHaveCount(10)
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(new RegExp(`page=2`))
  await expect(page.locator('.search-result')).toHaveCount(2)
  await expect(page.getByRole('navigation', { name: 'Result pages' }).locator('[aria-current=page]')).toHaveText('2')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header box submits to the search page, which answers every input clearly', async ({ page }) => {
    await page.goto('/guides')
    const box = page.getByRole('search', { name: 'Site' }).getByRole('combobox', { name: 'Search the site' })
    await box.fill('sintra')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=sintra$/)
    await expect(page.locator('.search-result').first()).toBeVisible()

    await page.goto('/search')
    await expect(page.locator('.search-page__note')).toContainText('Type a word or two')
    await page.goto('/search?q=qwxzvvv')
    await expect(page.locator('.search-page__note')).toContainText('No results for “qwxzvvv”')
    for (const q of ['"*NEAR(:', '🙂🙂', "' OR 1=1 --"]) {
      const res = await page.goto(`/search?q=${encodeURIComponent(q)}`)
      expect(res?.status(), q).toBe(200)
    }
    const long = await page.goto(`/search?q=${'a'.repeat(1000)}`)
    expect(long?.status()).toBe(200)
    await expect(page.locator('.search-page__note')).toContainText('too long (1000 characters)')
  })
})

test('suggestions as you type: debounced, keyboard-driven combobox', async ({ page }) => {
  let asked = 0
  page.on('request', (r) => {
    if (r.url().includes('/api/search/suggest')) asked++
  })
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await box.click()
  await box.pressSequentially('sintra', { delay: 30 })
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  // typed in one go: one request, not one per letter
  expect(asked).toBeLessThanOrEqual(2)
  const options = list.getByRole('option')
  await expect(options.first()).toContainText(/Sintra/)
  await box.press('ArrowDown')
  const first = await options.first().getAttribute('id')
  await expect(box).toHaveAttribute('aria-activedescendant', first!)
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await box.press('Escape')
  await expect(list).toBeHidden()
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await box.press('ArrowDown')
  await expect(list).toBeVisible()
  const url = await options.first().getAttribute('data-url')
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${url!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
})

test('Enter without a chosen suggestion searches, and "/" focuses the box', async ({ page }) => {
  await page.goto('/tours')
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await expect(async () => {
    await page.locator('body').press('/')
    await expect(box).toBeFocused({ timeout: 500 })
  }).toPass()
  // "/" typed into the box is a character, not the shortcut
  await box.pressSequentially('wine/')
  await expect(box).toHaveValue('wine/')
  await box.fill('wine')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=wine$/)
  await expect(page.locator('.search-result').first()).toBeVisible()
})

test('axe finds no serious violation on the results page and with suggestions open', async ({ page }) => {
  await page.goto('/search?q=lisbon')
  await page.waitForLoadState('networkidle')
  expect(await seriousA11yViolations(page)).toEqual([])
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await box.click()
  await box.pressSequentially('port', { delay: 30 })
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible()
  await box.press('ArrowDown')
  expect(await seriousA11yViolations(page)).toEqual([])
})

test('a 320 px screen has no room for the box: the menu offers search, in the page language', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/pt')
  await expect(page.getByRole('search', { name: 'Site' })).toBeHidden()
  await page.locator('.nav-toggle').click()
  const menu = page.getByRole('navigation', { name: 'Principal' })
  await menu.getByRole('link', { name: 'Pesquisar' }).click()
  await expect(page).toHaveURL(/\/pt\/pesquisa$/)
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Pesquisar guias, circuitos e páginas' })
  await box.fill('sintra')
  await box.press('Enter')
  await expect(page.locator('.search-result').first()).toBeVisible()
  await expect(page.locator('.search-page__count')).toContainText('para “sintra”')
  // where the header has the box, the menu does not repeat it
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('search', { name: 'Site' })).toBeVisible()
  await expect(page.locator('.nav__search')).toBeHidden()
})

test('Portuguese suggestions say their kind in Portuguese', async ({ page }) => {
  await page.goto('/pt')
  const box = page.getByRole('combobox', { name: 'Pesquisar no site' })
  await box.click()
  await box.pressSequentially('sintra', { delay: 30 })
  const list = page.getByRole('listbox', { name: 'Sugestões' })
  await expect(list).toBeVisible()
  await expect(list.locator('.site-search__kind').first()).toHaveText(/^(Circuito|Guia|Página)$/)
  await expect(page.locator('[data-search-status]')).toHaveText(/^\d+ sugest(ão|ões)$/)
})
