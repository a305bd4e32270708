import { expect, test } from '@playwright/test'

test('popup-selector with eael-lostpassword opens the lost-password popup after 300 ms', async ({ page }) => {
  await page.goto('/login?popup-selector=%23login-register&eael-lostpassword=1')
  const dialog = page.getByRole('dialog', { name: 'Lost your password?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Email')).toBeVisible()
})

test('popup-selector with eael-resetpassword opens the reset popup (underscores become spaces)', async ({ page }) => {
  // ".login-register_#login-register" is the selector ".login-register #login-register"
  await page.goto('/login?popup-selector=.login-register_%23login-register&eael-resetpassword=1&key=abc123')
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('New password', { exact: true })).toBeVisible()
})

test('the header trigger works as the selector on any page, and opens only after the delay', async ({ page }) => {
  await page.goto('/tours?popup-selector=%23account-popup-trigger&eael-lostpassword=1', { waitUntil: 'commit' })
  const opened = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        const tick = () => {
          const d = document.querySelector('dialog#account-popup') as HTMLDialogElement | null
          if (d?.open) resolve(performance.now() - start)
          else requestAnimationFrame(tick)
        }
        // measured from hydration (the trigger exists), as the behaviour starts then
        const wait = () => (document.getElementById('account-popup-trigger') ? tick() : setTimeout(wait, 5))
        wait()
      }),
  )
  expect(opened).toBeGreaterThanOrEqual(250)
  await expect(page.getByRole('dialog', { name: 'Lost your password?' })).toBeVisible()
})

for (const [name, selector] of [
  ['markup', '<img src=x onerror=window.__pwned=1>'],
  ['script url', 'javascript:window.__pwned=1'],
  ['selector list', '#login-register,body'],
  ['attribute selector', '[data-account-popup]'],
  ['invalid css', '#1bad'],
  ['not a trigger', 'body'],
] as const) {
  test(`a hostile popup-selector (${name}) does nothing`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`/login?popup-selector=${encodeURIComponent(selector)}&eael-lostpassword=1`)
    await page.waitForTimeout(900)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(errors).toEqual([])
  })
}

test('without eael-lostpassword or eael-resetpassword nothing opens', async ({ page }) => {
  await page.goto('/login?popup-selector=%23login-register')
  await page.waitForTimeout(800)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
