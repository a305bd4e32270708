import { expect, newAddress, test } from './fixtures'

test('each page fetches a form token once and stores it in the page configuration object', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ajax') && r.method() === 'POST') calls.push(r.postData() ?? '')
  })
  await page.goto('/contact')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pageConfig?: { nonce: string } }).pageConfig?.nonce ?? ''))
    .toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/)
  await page.waitForTimeout(500)
  expect(calls).toEqual(['action=eael_get_token'])
  const cfg = await page.evaluate(() => (window as unknown as { pageConfig: Record<string, unknown> }).pageConfig)
  expect(cfg).toMatchObject({
    ajaxurl: '/api/ajax',
    cart_page_url: '/cart',
    i18n: { added: expect.any(String), compare: 'Compare', loading: expect.any(String) },
  })
})

test('the ajax endpoint answers {success, data:{nonce}} and refuses other actions', async ({ request }) => {
  const ok = await request.post('/api/ajax', { form: { action: 'eael_get_token' } })
  const body = (await ok.json()) as { success: boolean; data: { nonce: string } }
  expect(body.success).toBe(true)
  expect(body.data.nonce.length).toBeGreaterThan(20)
  const bad = await request.post('/api/ajax', { form: { action: 'something_else' } })
  expect(bad.status()).toBe(400)
  expect(((await bad.json()) as { success: boolean }).success).toBe(false)
})

test('a stale token on the contact form gets a clear error and a fresh token; the retry goes through', async ({
  page,
}) => {
  // its own address, so the contact form's per-address limit (other specs post too) stays out of the way
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': newAddress(),
  })
  await page.goto('/contact')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pageConfig?: { nonce: string } }).pageConfig?.nonce ?? ''))
    .not.toBe('')
  const stale = 'lmno.stale.token'
  await page.evaluate((s) => ((window as unknown as { pageConfig: { nonce: string } }).pageConfig.nonce = s), stale)
  await page.getByLabel(/Your name/).fill('Token Tester')
  await page.getByLabel(/^Email/).fill(`token-${Date.now()}@example.com`)
  await page.getByLabel(/Message/).fill('Checking the form token.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('form [role=alert]')).toContainText('Your form token has expired or is missing')
  const fresh = await page.evaluate(() => (window as unknown as { pageConfig: { nonce: string } }).pageConfig.nonce)
  expect(fresh).not.toBe(stale)
  await page.getByRole('button', { name: 'Send message' }).click()
  // the form's own status (the toast, also a status, says the form was sent)
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been received' })).toBeVisible()
})

test('login, register and the cart refuse a missing token with a clear error', async ({ request }) => {
  for (const [url, data] of [
    ['/api/customers/login', { email: 'x@example.com', password: 'whatever-123' }],
    ['/api/customers', { email: `nt-${Date.now()}@example.com`, password: 'Travel-2026-ok' }],
    ['/api/customers/forgot-password', { email: 'x@example.com' }],
    ['/api/shop/cart/items', { product: 1, quantity: 1 }],
  ] as const) {
    const res = await request.post(url, { data })
    expect(res.status(), url).toBe(403)
    const body = (await res.json()) as { errors: { message: string; data: { code: string; nonce: string } }[] }
    expect(body.errors[0]!.message).toContain('Your form token has expired or is missing')
    expect(body.errors[0]!.data.nonce.length).toBeGreaterThan(20)
  }
})

test('login with a stale token in the popup shows the error, then works', async ({ page }) => {
  await page.goto('/')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pageConfig?: { nonce: string } }).pageConfig?.nonce ?? ''))
    .not.toBe('')
  await page.evaluate(() => ((window as unknown as { pageConfig: { nonce: string } }).pageConfig.nonce = 'bad'))
  await page.getByRole('button', { name: 'Log in / Register' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Email').fill('nobody@example.com')
  await dialog.getByLabel('Password').fill('Whatever-123')
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(dialog.getByRole('alert')).toContainText('Your form token has expired or is missing')
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The email or password is incorrect.')
})
