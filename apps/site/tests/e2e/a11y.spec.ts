import { expect, test, type Page } from './fixtures'
import { ready } from './behaviours-fixture'
import { EVERY_PAGE_TYPE, seriousA11yViolations } from './helpers'

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
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
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
