import { expect, test } from './fixtures'

test('mobile navigation opens and closes with its toggle, and Escape', async ({ page }) => {
  await page.goto('/guides')
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const prices = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prices' })
  await expect(prices).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await expect(prices).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(prices).toBeHidden()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
})

test('sticking the header collapses the open mobile menu', async ({ page }) => {
  await page.goto('/guides/lisbon-in-three-days')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect(page.locator('.site-header')).toHaveClass(/is-stuck/)
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
})

test('the header is not transparent on touch devices', async ({ page }) => {
  await page.goto('/')
  const bg = await page.locator('.site-header').evaluate((h) => getComputedStyle(h).backgroundColor)
  expect(bg).toBe('rgb(255, 255, 255)')
})
