import { expect, test } from './fixtures'
import { headerHeight, timedScroll, topOf, ready } from './behaviours-fixture'

const GUIDE = '/guides/lisbon-in-three-days'

test('the TOC toggle hides and shows it and keeps the choice in ezTOC_hidetoc-0 (30 days, path /, SameSite Strict)', async ({
  page,
  context,
}) => {
  await page.goto(GUIDE)
  await ready(page)
  const toc = page.getByRole('navigation', { name: 'Contents' })
  const list = toc.locator('[data-toc-list]') // the outline's top list (h3 entries nest in lists of their own)
  const toggle = toc.getByRole('button', { name: 'Hide table of contents' })
  await expect(list).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await toggle.click()
  await expect(list).toBeHidden()
  const shown = toc.getByRole('button', { name: 'Show table of contents' })
  await expect(shown).toHaveAttribute('aria-expanded', 'false')
  const cookie = (await context.cookies()).find((c) => c.name === 'ezTOC_hidetoc-0')!
  expect(cookie.value).toBe('1')
  expect(cookie.path).toBe('/')
  expect(cookie.sameSite).toBe('Strict')
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(29.9)
  expect(days).toBeLessThan(30.1)

  // Remembered: hidden from the first paint of the next visit (no JavaScript needed to hide it late).
  await page.reload({ waitUntil: 'commit' })
  await page.waitForSelector('[data-toc-list]', { state: 'attached' })
  await expect(page.locator('[data-toc-list]')).toBeHidden()
  await page.waitForFunction(() => document.readyState === 'complete')
  await expect(page.locator('[data-toc-list]')).toBeHidden()

  await page.getByRole('button', { name: 'Show table of contents' }).click()
  await expect(page.locator('[data-toc-list]')).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'ezTOC_hidetoc-0')!.value).toBe('0')
})

test('a TOC entry scrolls smoothly in 500 ms to 30 px plus the sticky header above its heading, and the section is highlighted', async ({
  page,
}) => {
  await page.goto(GUIDE)
  await ready(page)
  const links = page.locator('[data-toc] a')
  const n = await links.count()
  expect(n).toBeGreaterThan(1)
  const href = (await links.nth(1).getAttribute('href'))!
  const t = await timedScroll(page, `[data-toc] a[href="${href}"]`)
  expect(t.distinct).toBeGreaterThan(3)
  expect(t.ms).toBeGreaterThan(400)
  expect(t.ms).toBeLessThan(1500)
  const header = await headerHeight(page)
  expect(Math.abs((await topOf(page, href)) - (30 + header))).toBeLessThanOrEqual(2)
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(links.nth(1)).toHaveAttribute('aria-current', 'location')
  await expect(page.locator('[data-toc] a[aria-current]')).toHaveCount(1)

  // While reading on, the highlight follows the section in view.
  await page.evaluate(() => scrollTo(0, 0))
  await expect(page.locator('[data-toc] a[aria-current]')).toHaveCount(0)
  const first = (await links.nth(0).getAttribute('href'))!
  await page.evaluate((sel) => {
    const el = document.querySelector(sel)!
    scrollTo(0, el.getBoundingClientRect().top + scrollY - 80)
  }, first)
  await expect(links.nth(0)).toHaveAttribute('aria-current', 'location')
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('TOC scrolling is instant', async ({ page }) => {
    await page.goto(GUIDE)
    await ready(page)
    const href = (await page.locator('[data-toc] a').nth(1).getAttribute('href'))!
    await page.locator(`[data-toc] a[href="${href}"]`).click()
    const header = await headerHeight(page)
    expect(Math.abs((await topOf(page, href)) - (30 + header))).toBeLessThanOrEqual(2)
  })
})

test('the TOC is an outline: h3 entries nest under their h2 and are numbered 2.1, 2.2, never a second "2."', async ({
  page,
}) => {
  await page.goto(GUIDE)
  const entries = await page.locator('[data-toc-list] li').evaluateAll((lis) =>
    lis.map((li) => ({
      level: Number(li.getAttribute('data-level')),
      number: li.querySelector(':scope > a .toc__num')?.textContent ?? '',
      depth: (() => {
        let d = 0
        for (let p = li.parentElement; p && !p.hasAttribute('data-toc-list'); p = p.parentElement)
          if (p.tagName === 'OL') d++
        return d
      })(),
    })),
  )
  expect(entries.some((e) => e.level === 3)).toBe(true)
  const numbers = entries.map((e) => e.number)
  expect(new Set(numbers).size).toBe(numbers.length)
  for (const e of entries) {
    expect(e.number).toMatch(/^\d+(\.\d+)*\.$/)
    expect(e.number.split('.').length - 2).toBe(e.depth)
  }
})
