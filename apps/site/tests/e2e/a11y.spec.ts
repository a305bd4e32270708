import { expect, test, type Page } from './fixtures'
import { ready } from './behaviours-fixture'
import { animationsDone, EVERY_PAGE_TYPE, seriousA11yViolations } from './helpers'

// axe-core on every page type (issue 13.10): no serious or critical violation.

for (const path of EVERY_PAGE_TYPE) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await check(page)
  })
}

/**
 * Checked once still: entrance animations (started from 500 ms after load, as elements come into view)
 * and fades pass through part-transparent text, which axe measures as low contrast.
 */
async function settled(page: Page) {
  await page.waitForTimeout(600)
  await animationsDone(page)
}

async function check(page: Page) {
  await settled(page)
  expect(await seriousA11yViolations(page)).toEqual([])
}

test('axe: the home page with the live widget in view', async ({ page }) => {
  await page.goto('/')
  const widget = page.locator('[data-place="widget-live-match"]').first()
  await widget.scrollIntoViewIfNeeded()
  await expect(widget.locator('.lmw')).toBeVisible()
  await expect(widget.locator('[role=progressbar]')).toHaveCount(0, { timeout: 15_000 })
  await check(page)
})

test('axe: an open lightbox has an accessible name and no violation', async ({ page }) => {
  await page.goto('/gallery')
  await ready(page)
  await page.locator('.portfolio__item a').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  expect((await dialog.getAttribute('aria-label')) ?? '').not.toBe('')
  // Checked once opened: during the opening fade the texts are part-transparent.
  await expect(page.locator('.pswp[data-ready]')).toBeVisible()
  await check(page)
})

test('axe: the open chat', async ({ page }) => {
  await page.goto('/')
  await ready(page)
  await page.getByRole('button', { name: /Chat on WhatsApp/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // The bubbles come one by one, each fading in: checked once the last one is there.
  const bubbles = page.locator('.joinchat__bubble')
  await expect(async () => {
    const before = await bubbles.count()
    await page.waitForTimeout(1500)
    expect(await bubbles.count()).toBe(before)
  }).toPass({ timeout: 15_000 })
  await check(page)
})

// Issue 27.11: the header's words over the home page's hero (transparent on a wide screen with a mouse;
// the language strip at every width), on a phone, a tablet and a laptop.
for (const [width, touch] of [
  [390, true],
  [820, true],
  [1366, false],
] as const)
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: touch, isMobile: touch })
    for (const path of ['/', '/pt'])
      test(`axe: the home page ${path} with its hero under the header`, async ({ page }) => {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await check(page)
        // axe cannot see a picture behind text (it leaves those "to review"): the pixels say what the
        // header's words stand on, read with the words hidden, against each word's own colour.
        expect(await headerContrast(page)).toEqual([])
      })
  })

/** The header's texts whose contrast with the lightest or darkest pixel behind them is under 4.5:1. */
async function headerContrast(page: Page): Promise<string[]> {
  const texts = page.locator(
    '.site-header :is(.nav__list > li > .nav__link, .account-entry .nav__link, .site-header__logo span, .lang-switch a)',
  )
  const found: string[] = []
  for (const text of await texts.all()) {
    if (!(await text.isVisible())) continue
    const color = await text.evaluate((el) => {
      const c = getComputedStyle(el).color
      ;(el as HTMLElement).style.setProperty('color', 'transparent', 'important')
      return c
    })
    const shot = await text.screenshot({ animations: 'disabled' })
    await text.evaluate((el) => (el as HTMLElement).style.removeProperty('color'))
    const ratio = await page.evaluate(
      async ({ png, color }) => {
        // (not fetched from a data: address: the page's policy allows no such connection)
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0))
        const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(img.width, img.height)
        const ctx = canvas.getContext('2d')!
        ctx.drawImage(img, 0, 0)
        const data = ctx.getImageData(0, 0, img.width, img.height).data
        const lum = (r: number, g: number, b: number) => {
          const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
          return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
        }
        const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.map(Number)
        const fg = lum(r!, g!, b!)
        let worst = Infinity
        for (let i = 0; i < data.length; i += 4) {
          const bg = lum(data[i]!, data[i + 1]!, data[i + 2]!)
          worst = Math.min(worst, (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05))
        }
        return worst
      },
      { png: shot.toString('base64'), color },
    )
    if (ratio < 4.5) found.push(`"${(await text.textContent())?.trim()}" ${ratio.toFixed(2)}:1`)
  }
  return found
}
