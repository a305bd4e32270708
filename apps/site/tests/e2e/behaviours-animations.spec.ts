import { expect, test } from './fixtures'

const opacity = (el: Element) => Number(getComputedStyle(el).opacity)

test('marked elements play their entrance once when 10% is visible, without moving the layout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/')
  await page.waitForFunction(() => document.readyState === 'complete')
  const grid = page.locator('[data-animate]').nth(1)
  await expect(grid).not.toHaveClass(/is-animated/)
  expect(await grid.evaluate(opacity)).toBe(0)
  const layoutTop = await grid.evaluate((el) => (el as HTMLElement).offsetTop)
  await page.waitForTimeout(700)
  await expect(grid).not.toHaveClass(/is-animated/) // still below the fold
  // Just 10% inside the window, above the -50 px bottom margin.
  await grid.evaluate((el) => {
    const r = el.getBoundingClientRect()
    scrollTo(0, scrollY + r.top - innerHeight + 50 + r.height * 0.15)
  })
  await expect(grid).toHaveClass(/is-animated/)
  await expect.poll(() => grid.evaluate(opacity)).toBe(1)
  expect(await grid.evaluate((el) => (el as HTMLElement).offsetTop)).toBe(layoutTop)
  await page.evaluate(() => scrollTo(0, 0))
  await page.waitForTimeout(300)
  await expect(grid).toHaveClass(/is-animated/) // once
  expect(await grid.evaluate(opacity)).toBe(1)
})

test('an element in view at load starts 500 ms after the behaviour starts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 4000 })
  await page.addInitScript(() => {
    const w = window as unknown as { __t: Record<string, number> }
    w.__t = {}
    new MutationObserver(() => {
      if (document.documentElement.classList.contains('anim-on')) w.__t.on ??= performance.now()
      if (document.querySelector('[data-animate].is-animated')) w.__t.animated ??= performance.now()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] })
  })
  await page.goto('/')
  await expect(page.locator('[data-animate]').first()).toHaveClass(/is-animated/)
  const t = await page.evaluate(() => (window as unknown as { __t: Record<string, number> }).__t)
  expect(t.animated! - t.on!).toBeGreaterThanOrEqual(495)
  expect(t.animated! - t.on!).toBeLessThan(2000)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the content is visible', async ({ page }) => {
    await page.goto('/')
    const els = page.locator('[data-animate]')
    expect(await els.count()).toBeGreaterThan(1)
    for (const o of await els.evaluateAll((all) => all.map((el) => getComputedStyle(el).opacity))) expect(o).toBe('1')
  })
})
