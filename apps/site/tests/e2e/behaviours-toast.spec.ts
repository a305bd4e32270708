import { ready } from './behaviours-fixture'
import { expect, test } from './fixtures'

test('the toast shows the text under a message key, is announced, and hides after 3000 ms', async ({ page }) => {
  await page.goto('/')
  await ready(page)
  const toast = page.locator('[data-toast]')
  await expect(toast).toHaveAttribute('role', 'status')
  await expect(toast).toHaveAttribute('aria-live', 'polite')
  await expect(toast).toBeHidden()
  const shownAt = await page.evaluate(() => {
    dispatchEvent(new CustomEvent('site:toast', { detail: { key: 'added' } }))
    return Date.now()
  })
  await expect(toast).toHaveText('Added to your cart')
  await expect(toast).toBeVisible()
  await page.waitForTimeout(Math.max(0, shownAt + 2500 - Date.now()))
  await expect(toast).toBeVisible()
  await expect(toast).toBeHidden({ timeout: 1500 })
  // An unknown key shows nothing.
  await page.evaluate(() => dispatchEvent(new CustomEvent('site:toast', { detail: { key: 'nope' } })))
  await page.waitForTimeout(300)
  await expect(toast).toBeHidden()
})

test('a sent contact form says so in the toast', async ({ page }) => {
  await page.goto('/contact')
  await page.getByLabel('Your name').fill('Toast Tester')
  await page.getByLabel('Email').fill('toast@example.com')
  await page.getByLabel('Message').fill('Hello from the toast test.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('[data-toast]')).toHaveText('Thank you! Your message has been sent.')
  await expect(page.locator('[data-toast]')).toBeVisible()
})
