import { expect, test } from './fixtures'

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
  // Timed inside the page from the moment the account popup's behaviour starts (it then listens for
  // 'account-popup:open'), so how busy the machine is does not move the start of the measure.
  await page.addInitScript(() => {
    const w = window as unknown as { __start?: number; __opened?: number }
    const listen = window.addEventListener
    window.addEventListener = function (this: Window, type: string, ...rest: never[]) {
      if (type === 'account-popup:open' && w.__start === undefined) w.__start = performance.now()
      return (listen as (...a: unknown[]) => void).call(this, type, ...rest)
    } as typeof window.addEventListener
    new MutationObserver(() => {
      const d = document.querySelector('dialog#account-popup') as HTMLDialogElement | null
      if (d?.open && w.__opened === undefined) w.__opened = performance.now()
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
  })
  await page.goto('/tours?popup-selector=%23account-popup-trigger&eael-lostpassword=1')
  await expect(page.getByRole('dialog', { name: 'Lost your password?' })).toBeVisible()
  const { start, opened } = await page.evaluate(() => {
    const w = window as unknown as { __start?: number; __opened?: number }
    return { start: w.__start ?? NaN, opened: w.__opened ?? NaN }
  })
  expect(opened - start).toBeGreaterThanOrEqual(250)
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
