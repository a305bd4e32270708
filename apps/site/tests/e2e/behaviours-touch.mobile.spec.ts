import { expect, test, type Page } from './fixtures'
import { headerHeight, topOf, ready } from './behaviours-fixture'

async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * i) / 8, y: from.y }],
    })
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test('lightbox on touch: tap opens, a swipe moves to the next picture, the close button closes', async ({ page }) => {
  await page.goto('/gallery')
  await ready(page)
  await page.locator('.portfolio__item a').first().tap()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.locator('.pswp__counter')).toHaveText('1 of 8')
  await page.waitForTimeout(400)
  const vp = page.viewportSize()!
  await swipe(page, { x: vp.width * 0.8, y: vp.height / 2 }, -vp.width * 0.6)
  await expect(page.locator('.pswp__counter')).toHaveText('2 of 8')
  await page.waitForTimeout(800) // let the slide settle after the swipe, as a finger lifts and moves on
  await page.getByRole('button', { name: 'Close' }).tap()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('scroll-to-top on touch: appears after scrolling, a tap brings the page back to the top', async ({ page }) => {
  await page.goto('/guides/lisbon-in-three-days')
  await ready(page)
  const btn = page.getByRole('button', { name: 'Scroll to top' })
  await expect(btn).toBeHidden()
  await page.evaluate(() => scrollTo(0, 1500))
  await expect(btn).toBeVisible()
  await btn.tap()
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  await expect(btn).toBeHidden()
})

test('TOC on touch: the toggle hides it and sets the cookie; an entry scrolls below the header', async ({
  page,
  context,
}) => {
  await page.goto('/guides/lisbon-in-three-days')
  await ready(page)
  const href = (await page.locator('[data-toc] a').nth(1).getAttribute('href'))!
  await page.locator(`[data-toc] a[href="${href}"]`).tap()
  const header = await headerHeight(page)
  await expect
    .poll(async () => Math.abs((await topOf(page, href)) - (30 + header)), { timeout: 3000 })
    .toBeLessThanOrEqual(2)
  await page.evaluate(() => scrollTo(0, 0))
  await page.getByRole('button', { name: 'Hide table of contents' }).tap()
  await expect(page.locator('[data-toc-list]')).toBeHidden()
  expect((await context.cookies()).find((c) => c.name === 'ezTOC_hidetoc-0')?.value).toBe('1')
})

test('content protection on touch: a long press context menu is blocked outside fields', async ({ page }) => {
  await page.goto('/gallery')
  await ready(page)
  const prevented = await page
    .locator('.portfolio__item img')
    .first()
    .evaluate((el) => {
      const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
      el.dispatchEvent(e)
      return e.defaultPrevented
    })
  expect(prevented).toBe(true)
})
