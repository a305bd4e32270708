import { expect, newAddress, test } from './fixtures'
import { formToken, loginInPopup, PASSWORD, registerCustomer, uniqueEmail, waitForMail } from './shop-helpers'

test('a visitor registers, logs out and logs in again; the account page shows their email', async ({ page }) => {
  const email = uniqueEmail('reg')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Create an account' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create an account' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Your name').fill('Rita Register')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill('short1')
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog.getByRole('alert')).toContainText('at least 10 characters')
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Hello, Rita Register' })).toBeVisible()
  await expect(page.locator('[data-account-email]')).toHaveText(email)

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in / Register' })).toBeVisible()
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()

  await loginInPopup(page, email, 'Wrong-password-1')
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('The email or password is incorrect.')
  await page.getByRole('dialog').getByLabel('Password').fill(PASSWORD)
  await page.getByRole('dialog').getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.locator('[data-account-email]')).toHaveText(email)
})

test('lost password: the mailed link opens the reset popup; the new password works, the old one and the used link do not', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('lost')
  await registerCustomer(request, email)
  await page.goto('/login')
  await page.getByRole('button', { name: 'Lost your password?' }).first().click()
  const lost = page.getByRole('dialog', { name: 'Lost your password?' })
  await lost.getByLabel('Email').fill(email)
  await lost.getByRole('button', { name: 'Send reset link' }).click()
  await expect(lost.getByRole('status')).toContainText('If an account exists for this email')

  const mail = await waitForMail(email, /Reset your Sunway Tours password/)
  const link = mail.replace(/&#38;|&amp;/g, '&').match(/https?:\/\/[^\s"<>]+eael-resetpassword=1&key=[a-f0-9]+/)?.[0]
  expect(link, mail).toBeTruthy()
  const url = new URL(link!)
  await page.goto(url.pathname + url.search)
  const reset = page.getByRole('dialog', { name: 'Choose a new password' })
  await expect(reset).toBeVisible()
  const newPassword = 'Brand-new-pass-77'
  await reset.getByLabel('New password', { exact: true }).fill(newPassword)
  await reset.getByLabel('Repeat the new password').fill(newPassword)
  await reset.getByRole('button', { name: 'Save new password' }).click()
  await expect(reset.getByRole('status')).toContainText('Your password has been changed')
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.locator('[data-account-email]')).toHaveText(email)

  const token = await formToken(request)
  const old = await request.post('/api/customers/login', {
    data: { email, password: PASSWORD },
    headers: { 'X-Form-Token': token },
  })
  expect(old.status()).toBe(401)
  const fresh = await request.post('/api/customers/login', {
    data: { email, password: newPassword },
    headers: { 'X-Form-Token': token },
  })
  expect(fresh.status()).toBe(200)
  const again = await request.post('/api/customers/reset-password', {
    data: { token: url.searchParams.get('key'), password: 'Another-pass-88' },
    headers: { 'X-Form-Token': token },
  })
  expect(again.status()).toBe(403)
  expect((await again.json()).errors[0].message).toMatch(/reset link is no longer valid.*Ask for a new one/)
})

test('login abuse: same answers whether or not the email exists, paused after 5 failures', async ({ request }) => {
  const existing = uniqueEmail('lock')
  await registerCustomer(request, existing)
  const missing = uniqueEmail('nobody')
  const token = await formToken(request)
  const answers = async (email: string) => {
    const out: string[] = []
    for (let i = 0; i < 6; i++) {
      const res = await request.post('/api/customers/login', {
        data: { email, password: 'Not-the-password-1' },
        headers: { 'X-Form-Token': token },
      })
      out.push(`${res.status()} ${((await res.json()) as { errors: { message: string }[] }).errors[0]!.message}`)
    }
    return out
  }
  const a = await answers(existing)
  const b = await answers(missing)
  expect(a).toEqual(b)
  expect(a[0]).toBe('401 The email or password is incorrect.')
  expect(a[5]).toMatch(/^429 Too many failed attempts/)
  // even the right password is refused while paused
  const right = await request.post('/api/customers/login', {
    data: { email: existing, password: PASSWORD },
    headers: { 'X-Form-Token': token },
  })
  expect(right.status()).toBe(429)
  // the forgot-password answer does not tell either
  const f1 = await request.post('/api/customers/forgot-password', {
    data: { email: missing },
    headers: { 'X-Form-Token': token },
  })
  const f2 = await request.post('/api/customers/forgot-password', {
    data: { email: uniqueEmail('other-nobody') },
    headers: { 'X-Form-Token': token },
  })
  expect(f1.status()).toBe(f2.status())
})

test('registration is limited per address and password rules are explained', async ({ request }) => {
  const token = await formToken(request)
  const headers = { 'X-Form-Token': token, 'X-Forwarded-For': newAddress() }
  const weak = await request.post('/api/customers', {
    data: { email: uniqueEmail('weak'), password: 'abcdefghij' },
    headers,
  })
  expect(weak.status()).toBe(400)
  expect(JSON.stringify(await weak.json())).toContain('at least one digit')
  const statuses: number[] = []
  for (let i = 0; i < 6; i++)
    statuses.push(
      (
        await request.post('/api/customers', { data: { email: uniqueEmail(`rl${i}`), password: PASSWORD }, headers })
      ).status(),
    )
  expect(statuses.slice(0, 4)).toEqual([201, 201, 201, 201])
  expect(statuses.at(-1)).toBe(429)
})

test('a customer can never reach the admin', async ({ page, request }) => {
  const email = uniqueEmail('noadmin')
  await registerCustomer(request, email)
  await page.goto('/')
  await loginInPopup(page, email)
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  const access = await page.request.get('/api/access')
  expect(((await access.json()) as { canAccessAdmin?: boolean }).canAccessAdmin ?? false).toBe(false)
  await page.goto('/admin')
  await expect(page.getByText(/unauthorized|not allowed|log in|login/i).first()).toBeVisible()
  await expect(page.locator('nav').getByText('Booking requests')).toHaveCount(0)
})
