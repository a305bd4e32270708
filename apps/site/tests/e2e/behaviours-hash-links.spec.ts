import { expect, test } from './fixtures'
import { behavioursPage, headerHeight, topOf, ready } from './behaviours-fixture'

let url = ''
test.beforeAll(async ({ request }) => {
  url = await behavioursPage(request, 'behaviours-hash')
})

test("a '#id' link clicks the matching tab, then scrolls to it below the sticky header in 300 ms", async ({ page }) => {
  await page.goto(url)
  await ready(page)
  const tab = page.getByRole('tab', { name: 'Tab B' })
  await expect(tab).toHaveAttribute('aria-selected', 'false')
  const t0 = Date.now()
  await page.getByRole('link', { name: 'Open tab B', exact: true }).click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('Content of tab B.')
  const header = await headerHeight(page)
  await expect
    .poll(async () => Math.abs((await topOf(page, '#tab-b')) - header), { timeout: 3000 })
    .toBeLessThanOrEqual(2)
  expect(Date.now() - t0).toBeLessThan(3000)
  await expect(tab).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`${url}#tab-b$`))
})

test("a '#!id' link opens the matching accordion header", async ({ page }) => {
  await page.goto(url)
  await ready(page)
  const item = page.getByRole('button', { name: 'Item two' })
  await expect(item).toHaveAttribute('aria-expanded', 'false')
  await page.getByRole('link', { name: 'Open item two' }).click()
  await expect(item).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Item two content.')).toBeVisible()
  const header = await headerHeight(page)
  await expect
    .poll(async () => Math.abs((await topOf(page, '#acc-two')) - header), { timeout: 3000 })
    .toBeLessThanOrEqual(2)
})

test("'safari' maps to 'eael-safari', by link and when the page opens with the hash", async ({ page }) => {
  await page.goto(url)
  await ready(page)
  const item = page.getByRole('button', { name: 'The safari item' })
  await page.getByRole('link', { name: 'Open the safari item' }).click()
  await expect(item).toHaveAttribute('aria-expanded', 'true')

  await page.goto('about:blank')
  await page.goto(`${url}#safari`)
  await expect(page.getByRole('button', { name: 'The safari item' })).toHaveAttribute('aria-expanded', 'true')
  const header = await headerHeight(page)
  await expect
    .poll(async () => Math.abs((await topOf(page, '#eael-safari')) - header), { timeout: 5000 })
    .toBeLessThanOrEqual(2)
})

test('opening the page with a tab hash, or the hash changing, opens it', async ({ page }) => {
  await page.goto(`${url}#!tab-b`)
  await expect(page.getByRole('tab', { name: 'Tab B' })).toHaveAttribute('aria-selected', 'true')
  await page.evaluate(() => (location.hash = '#acc-two'))
  await expect(page.getByRole('button', { name: 'Item two' })).toHaveAttribute('aria-expanded', 'true')
})

test('an id that breaks the rule does nothing', async ({ page }) => {
  await page.goto(url)
  await ready(page)
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '#1tab'
    a.textContent = 'bad id'
    document.querySelector('main')!.prepend(a)
  })
  await page.getByRole('link', { name: 'bad id' }).click()
  await expect(page.getByRole('tab', { name: 'Tab A' })).toHaveAttribute('aria-selected', 'true')
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('the scroll to the tab is instant', async ({ page }) => {
    await page.goto(url)
    await ready(page)
    await page.getByRole('link', { name: 'Open tab B', exact: true }).click()
    const header = await headerHeight(page)
    expect(Math.abs((await topOf(page, '#tab-b')) - header)).toBeLessThanOrEqual(2)
  })
})
