import { expect, test } from './fixtures'
import { scrollSamples, withConfig } from './behaviours-fixture'

const GUIDE = '/guides/lisbon-in-three-days'

test('scroll-to-top: hidden below 100 px, fades in at 100 px, fades out above it', async ({ page }) => {
  await page.goto(GUIDE)
  const btn = page.getByRole('button', { name: 'Scroll to top' })
  await expect(btn).toBeHidden()
  await page.evaluate(() => scrollTo(0, 99))
  await page.waitForTimeout(400)
  await expect(btn).toBeHidden()
  await page.evaluate(() => scrollTo(0, 100))
  await expect(btn).toBeVisible()
  expect(await btn.evaluate((b) => getComputedStyle(b).transitionDuration)).toMatch(/^0\.3s/)
  await page.evaluate(() => scrollTo(0, 40))
  await expect(btn).toBeHidden()
})

test('scroll-to-top: shown at load when the page is already scrolled; a click scrolls smoothly to the top in 300 ms', async ({
  page,
}) => {
  await page.goto(GUIDE)
  await page.evaluate(() => scrollTo(0, 900))
  await page.reload()
  await page.waitForFunction(() => scrollY > 500)
  const btn = page.getByRole('button', { name: 'Scroll to top' })
  await expect(btn).toBeVisible()
  const start = await page.evaluate(() => scrollY)
  const samples = await scrollSamples(page, () => btn.click(), 700)
  expect(samples.some((y) => y > 0 && y < start)).toBe(true) // smooth: passes through the middle
  expect(samples.at(-1)).toBe(0)
  await expect(btn).toBeHidden()
})

test('scroll-to-top: reachable by keyboard; focus continues from the top of the page', async ({ page }) => {
  await page.goto(GUIDE)
  await page.evaluate(() => scrollTo(0, 1200))
  const btn = page.getByRole('button', { name: 'Scroll to top' })
  await expect(btn).toBeVisible()
  await page
    .getByRole('link', { name: /privacy|contact|tours/i })
    .last()
    .focus()
  await btn.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
})

test('scroll-to-top: the 200/500 ms reading from the settings', async ({ page }) => {
  await withConfig(page, (cfg) => Object.assign(cfg.behaviours.scrollTop, { fadeMs: 200, scrollMs: 500 }))
  await page.goto(GUIDE)
  await page.evaluate(() => scrollTo(0, 1500))
  const btn = page.getByRole('button', { name: 'Scroll to top' })
  await expect(btn).toBeVisible()
  expect(await btn.evaluate((b) => getComputedStyle(b).transitionDuration)).toMatch(/^0\.2s/)
  const t = await page.evaluate(async () => {
    const b = document.querySelector<HTMLButtonElement>('[data-scroll-top]')!
    const t0 = performance.now()
    b.click()
    await new Promise<void>((r) => {
      const tick = () => (scrollY === 0 ? r() : requestAnimationFrame(tick))
      requestAnimationFrame(tick)
    })
    return performance.now() - t0
  })
  expect(t).toBeGreaterThan(380)
  expect(t).toBeLessThan(1500)
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('scroll-to-top jumps to the top at once', async ({ page }) => {
    await page.goto(GUIDE)
    await page.evaluate(() => scrollTo(0, 1200))
    const btn = page.getByRole('button', { name: 'Scroll to top' })
    await expect(btn).toBeVisible()
    const samples = await scrollSamples(page, () => btn.click(), 300)
    expect(samples.filter((y) => y > 0 && y < 1200)).toEqual([])
    expect(samples.at(-1)).toBe(0)
  })
})
