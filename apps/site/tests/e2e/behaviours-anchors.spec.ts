import { expect, test } from './fixtures'
import { behavioursPage, headerHeight, scrollSamples, timedScroll, topOf, ready } from './behaviours-fixture'

let url = ''
test.beforeAll(async ({ request }) => {
  url = await behavioursPage(request, 'behaviours-anchors')
})

test('an in-page link scrolls smoothly in 500 ms below the sticky header, then pushes path plus hash', async ({
  page,
}) => {
  await page.goto(url)
  await ready(page)
  const before = await page.evaluate(() => history.length)
  const t = await timedScroll(page, 'a[href="#section-b"]')
  expect(t.distinct).toBeGreaterThan(3) // smooth, not a jump
  expect(t.ms).toBeGreaterThan(400)
  expect(t.ms).toBeLessThan(1500)
  const header = await headerHeight(page)
  expect(Math.abs((await topOf(page, '#section-b')) - header)).toBeLessThanOrEqual(2)
  await expect(page).toHaveURL(new RegExp(`${url}#section-b$`))
  expect(await page.evaluate(() => history.length)).toBe(before + 1)
  await expect(page.locator('#section-b')).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${url}$`))
})

test('opening the page with a hash scrolls to it below the sticky header', async ({ page }) => {
  await page.goto(`${url}#section-b`)
  const header = await headerHeight(page)
  await expect
    .poll(async () => Math.abs((await topOf(page, '#section-b')) - header), { timeout: 5000 })
    .toBeLessThanOrEqual(2)
})

test('links of tabs, accordions and the TOC keep their own behaviour', async ({ page }) => {
  await page.goto(url)
  await ready(page)
  await page.getByRole('link', { name: 'Open tab B', exact: true }).click()
  await expect(page.getByRole('tab', { name: 'Tab B' })).toHaveAttribute('aria-selected', 'true')
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('the anchor scroll is instant', async ({ page }) => {
    await page.goto(url)
    await ready(page)
    const link = page.getByRole('link', { name: 'Go to section B' })
    const samples = await scrollSamples(page, () => link.click(), 300)
    const end = samples.at(-1)!
    expect(end).toBeGreaterThan(1000)
    expect(samples.filter((y) => y > 0 && y < end)).toEqual([])
    await expect(page).toHaveURL(/#section-b$/)
  })
})
