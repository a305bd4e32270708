// Issue 27 items 10 and 16: the cart, the comparison and the booking box on phones (320-430 px).
import { expect, test, type Page } from './fixtures'
import { fillText, languageHintAnswered, textsIn, type ShopLocale } from './shop-helpers'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(({ page }) => languageHintAnswered(page))

const PHONES = [320, 360, 390, 430]

/** Nothing wider than the screen: no sideways scrolling of the whole page. */
async function expectNoPageOverflow(page: Page) {
  const { scroll, view } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }))
  expect(scroll, `page ${scroll} px wide at ${view} px`).toBeLessThanOrEqual(view)
}

for (const [locale, tourPage, title] of [
  ['en', '/tours/douro-valley-wine-journey', 'Douro Valley Wine Journey'],
  ['pt', '/pt/circuitos/trekking-nas-levadas-da-madeira', 'Trekking nas levadas da Madeira'],
] as const) {
  test(`${locale}: the cart fits a phone, its total and "remove" on screen (320-430 px)`, async ({ page }) => {
    const t = textsIn(locale as ShopLocale)
    await page.goto(tourPage)
    await page.getByRole('region', { name: t.tour.book }).getByRole('button', { name: t.offer.addToCart }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cart.title)
    const remove = page.getByRole('button', { name: fillText(t.cart.removeTour, { title }) })
    const total = page.locator('[data-cart-total]')
    const more = page.getByRole('button', {
      name: fillText(t.cart.more, { label: fillText(t.cart.travellersFor, { title }) }),
    })
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 844 })
      await expect(remove).toBeVisible()
      await expectNoPageOverflow(page)
      for (const el of [remove, total, more]) {
        await el.scrollIntoViewIfNeeded()
        await expect(el).toBeInViewport({ ratio: 1 })
      }
      // the whole total, not "€2"
      const box = await total.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
      expect(box.scroll).toBeLessThanOrEqual(box.client)
    }
  })
}

test('the comparison on a phone shows that it scrolls sideways, and scrolls from the keyboard', async ({ page }) => {
  const t = textsIn('pt')
  await page.goto('/pt/comparar?tours=lisboa-e-sintra,viagem-pelos-vinhos-do-douro,acores-de-ilha-em-ilha')
  await expectNoPageOverflow(page)
  // The table is a labelled region the keyboard can reach and scroll.
  const scroller = page.getByRole('region', { name: t.compare.title })
  await expect(scroller).toHaveAttribute('tabindex', '0')
  const cue = scroller.locator('..').locator('[data-scroll-cue="end"]')
  await expect(cue).toBeVisible()
  await scroller.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  await expect(scroller.locator('..').locator('[data-scroll-cue="start"]')).toBeVisible()
  // At the end there is nothing more that way: the cue at that side goes.
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  await expect(cue).toBeHidden()
})

test('the booking box has no empty band above "Book this tour"', async ({ page }) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/tours/lisbon-and-sintra-discovery')
    const box = page.getByRole('region', { name: 'Book this tour' })
    const gap = await box.evaluate((el) => {
      const heading = el.querySelector('h2')!
      const style = getComputedStyle(el)
      return {
        above: heading.getBoundingClientRect().top - el.getBoundingClientRect().top,
        padding: parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth),
      }
    })
    // the box's own padding, no heading margin added inside it (the audit measured 66 px)
    expect(gap.above, `at ${width} px`).toBeLessThanOrEqual(gap.padding + 1)
  }
})
