import { expect, test } from './fixtures'
import { formToken, PASSWORD, registerCustomer, uniqueEmail, waitForMail } from './shop-helpers'

test('the reset key leaves the address bar as soon as it is read; a stale form token is retried, not a dead link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('key')
  await registerCustomer(request, email)
  const res = await request.post('/api/customers/forgot-password', {
    data: { email },
    headers: { 'X-Form-Token': await formToken(request) },
  })
  expect(res.ok()).toBeTruthy()
  const mail = await waitForMail(email, /Reset your Sunway Tours password/)
  const link = mail.replace(/&#38;|&amp;/g, '&').match(/https?:\/\/[^\s"<>]+eael-resetpassword=1&key=[a-f0-9]+/)?.[0]
  expect(link, mail).toBeTruthy()
  const url = new URL(link!)
  await page.goto(url.pathname + url.search)
  const reset = page.getByRole('dialog', { name: 'Choose a new password' })
  await expect(reset).toBeVisible()
  // gone from the address (and so from what analytics would report), the popup parameters kept
  await expect(page).not.toHaveURL(/key=/)
  expect(await page.evaluate(() => location.href)).toContain('eael-resetpassword=1')
  expect(await page.evaluate(() => location.href)).not.toContain(url.searchParams.get('key')!)

  // the page's form token went stale while the visitor read their mail (after the page fetched it)
  await page.waitForFunction(() =>
    Boolean((window as unknown as { pageConfig?: { nonce?: string } }).pageConfig?.nonce),
  )
  await page.evaluate(() => {
    ;(window as unknown as { pageConfig: { nonce: string } }).pageConfig.nonce = '0.stale.token'
  })
  const newPassword = 'Brand-new-pass-77'
  await reset.getByLabel('New password', { exact: true }).fill(newPassword)
  await reset.getByLabel('Repeat the new password').fill(newPassword)
  await reset.getByRole('button', { name: 'Save new password' }).click()
  await expect(reset.getByRole('alert')).toContainText('Please try again')
  await expect(reset.getByRole('alert')).not.toContainText('no longer valid')
  await reset.getByRole('button', { name: 'Save new password' }).click()
  await expect(reset.getByRole('status')).toContainText('Your password has been changed')
  await expect(page.locator('[data-account-email]')).toHaveText(email)
})

test('registering with an email that has an account reads as "check your inbox", and its owner is told', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('taken')
  await registerCustomer(request, email)
  await page.goto('/login')
  await page.getByRole('button', { name: 'Create an account' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create an account' })
  await dialog.getByLabel('Your name').fill('Someone Else')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill('Someone-else-2026')
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog.getByRole('status')).toContainText('Check your inbox')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Log in / Register' })).toBeVisible()
  await waitForMail(email, /You already have an account with it/)
  // the owner's password is unchanged
  const login = await request.post('/api/customers/login', {
    data: { email, password: PASSWORD },
    headers: { 'X-Form-Token': await formToken(request) },
  })
  expect(login.status()).toBe(200)
})
