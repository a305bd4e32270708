import { expect, test } from './fixtures'
import { adminToken, loginToAdmin } from './helpers'
import { loginInPopup, quickView, registerCustomer, uniqueEmail, waitForMail } from './shop-helpers'

test('quick view steppers move by the step and clamp between min and max, typed values too', async ({ page }) => {
  await page.goto('/tours')
  // Douro books by pairs: min 2, step 2, max 10
  const douro = await quickView(page, 'Douro Valley Wine Journey')
  const qty = douro.getByLabel('Travellers', { exact: true })
  await expect(qty).toHaveValue('2')
  await douro.getByRole('button', { name: 'Fewer: Travellers' }).click()
  await expect(qty).toHaveValue('2')
  await douro.getByRole('button', { name: 'More: Travellers' }).click()
  await expect(qty).toHaveValue('4')
  await qty.fill('7')
  await qty.press('Tab')
  await expect(qty).toHaveValue('6')
  await qty.fill('99')
  await qty.press('Tab')
  await expect(qty).toHaveValue('10')
  await douro.getByRole('button', { name: 'More: Travellers' }).click()
  await expect(qty).toHaveValue('10')
  await qty.fill('0')
  await qty.press('Tab')
  await expect(qty).toHaveValue('2')
  await page.keyboard.press('Escape')

  // default step 1, min 1, max 12
  const lisbon = await quickView(page, 'Lisbon & Sintra Discovery')
  const q2 = lisbon.getByLabel('Travellers', { exact: true })
  await expect(q2).toHaveValue('1')
  await lisbon.getByRole('button', { name: 'More: Travellers' }).click()
  await expect(q2).toHaveValue('2')
  await q2.fill('13')
  await q2.press('Tab')
  await expect(q2).toHaveValue('12')
  await expect(lisbon.locator('img').first()).toBeVisible()
})

test('changing the variant updates the price and the SKU, on the tour page too (data-sku and sku:change)', async ({
  page,
}) => {
  await page.goto('/tours')
  const dialog = await quickView(page, 'Douro Valley Wine Journey')
  const price = dialog.locator('[data-offer-price]')
  const sku = dialog.locator('[data-offer-sku]')
  await expect(sku).toHaveText('DOU-5D-MAY-DBL')
  const before = await price.textContent()
  await dialog.getByLabel('Room').selectOption({ label: 'Single room' })
  await expect(sku).toHaveText('DOU-5D-MAY-SGL')
  await expect(price).not.toHaveText(before!)
  await dialog.getByLabel('Departure').selectOption({ label: 'June' })
  await expect(sku).toHaveText('DOU-5D-JUN-SGL')

  await page.goto('/tours/douro-valley-wine-journey')
  const article = page.locator('article.tour')
  await expect(article).toHaveAttribute('data-sku', 'DOU-5D-MAY-DBL')
  await page.evaluate(() => {
    ;(window as unknown as { skus: string[] }).skus = []
    window.addEventListener('sku:change', (e) =>
      (window as unknown as { skus: string[] }).skus.push((e as CustomEvent<{ sku: string }>).detail.sku),
    )
  })
  const box = page.getByRole('region', { name: 'Book this tour' })
  const p1 = await box.locator('[data-offer-price]').textContent()
  await box.getByLabel('Departure').selectOption({ label: 'September' })
  await expect(article).toHaveAttribute('data-sku', 'DOU-5D-SEP-DBL')
  await expect(box.locator('[data-offer-price]')).not.toHaveText(p1!)
  expect(await page.evaluate(() => (window as unknown as { skus: string[] }).skus)).toContain('DOU-5D-SEP-DBL')
})

test('add to cart shows the toast, goes to the cart, and the cart survives a reload', async ({ page }) => {
  await page.goto('/tours')
  const dialog = await quickView(page, 'Azores Island Hopping')
  await dialog.getByLabel('Room').selectOption({ label: 'Single room' })
  await dialog.getByRole('button', { name: 'More: Travellers' }).click()
  await dialog.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.locator('[data-toast]')).toHaveText('Added to your cart')
  await expect(page).toHaveURL(/\/cart$/)
  const line = page.locator('[data-cart-line="azores-island-hopping"]')
  await expect(line).toContainText('Single room')
  await expect(line.getByRole('spinbutton', { name: /Travellers for/ })).toHaveValue('2')
  await page.reload()
  await expect(line.getByRole('spinbutton', { name: /Travellers for/ })).toHaveValue('2')
  const total = await page.locator('[data-cart-total]').textContent()
  await line.getByRole('button', { name: /More: Travellers/ }).click()
  await expect(line.getByRole('spinbutton', { name: /Travellers for/ })).toHaveValue('3')
  await expect(page.locator('[data-cart-total]')).not.toHaveText(total!)
  await line.getByRole('button', { name: /Remove/ }).click()
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
})

test("a guest cart is merged into the account's cart on login", async ({ page }) => {
  const email = uniqueEmail('merge')
  await registerCustomer(page.request, email)
  // the account already holds one tour
  await page.goto('/')
  await loginInPopup(page, email)
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  await page.goto('/tours/madeira-levadas-trek')
  await page.getByRole('region', { name: 'Book this tour' }).getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in / Register' })).toBeVisible()
  // as a guest, another tour
  await page.goto('/tours/algarve-coast-and-caves')
  await page.getByRole('region', { name: 'Book this tour' }).getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.locator('[data-cart-line]')).toHaveCount(1)
  await loginInPopup(page, email)
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
  await page.goto('/cart')
  await expect(page.locator('[data-cart-line="madeira-levadas-trek"]')).toBeVisible()
  await expect(page.locator('[data-cart-line="algarve-coast-and-caves"]')).toBeVisible()
})

test('a booking request is validated, stored as "requested" before the reply, mailed, and visible in the admin', async ({
  page,
  request,
}) => {
  await page.goto('/tours/lisbon-and-sintra-discovery')
  await page.getByRole('region', { name: 'Book this tour' }).getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await page.getByRole('button', { name: 'Send booking request' }).click()
  await expect(page.getByText('Your name is a required field')).toBeVisible()
  await expect(page.getByText('Traveller 1 is a required field')).toBeVisible()
  const email = uniqueEmail('book')
  await page.getByLabel('Your name *').fill('Bruno Booker')
  await page.getByLabel('Email *').fill(email)
  await page.getByLabel('Traveller 1 full name *').fill('Bruno Booker')
  await page.getByRole('button', { name: 'Send booking request' }).click()
  const status = page.getByRole('status').filter({ hasText: 'booking request' })
  await expect(status).toContainText('has been received')
  const reference = (await status.textContent())!.match(/BR-\d{6}-[0-9A-F]{6}/)![0]

  const token = await adminToken(request)
  const res = await request.get(`/api/orders?where[reference][equals]=${reference}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const order = (
    (await res.json()) as {
      docs: { status: string; customerEmail: string; travellers: { name: string }[]; items: unknown[] }[]
    }
  ).docs[0]!
  expect(order).toMatchObject({ status: 'requested', customerEmail: email, travellers: [{ name: 'Bruno Booker' }] })
  expect(order.items).toHaveLength(1)
  await waitForMail(email, new RegExp(`booking request ${reference} received`))
  await waitForMail('bookings@sunway.example', new RegExp(`New booking request ${reference}`))

  const anon = await request.get(`/api/orders?where[reference][equals]=${reference}`)
  expect(anon.status()).toBe(403)

  await loginToAdmin(page)
  await page.goto('/admin/collections/orders')
  await expect(page.getByRole('link', { name: reference })).toBeVisible()
})

test('the booking form follows the cart: one name per traveller, and a stale form is refused by the server', async ({
  page,
  context,
}) => {
  const tour = 'Lisbon & Sintra Discovery'
  await page.goto('/tours/lisbon-and-sintra-discovery')
  await page.getByRole('region', { name: 'Book this tour' }).getByRole('button', { name: 'Add to cart' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const qty = page.getByLabel(`Travellers for ${tour}`, { exact: true })
  const names = page.getByLabel(/^Traveller \d+ full name \*$/)
  await qty.fill('4')
  await qty.press('Enter')
  await expect(names).toHaveCount(4)
  // Lowering the quantity in the cart lowers the names asked for (the audit saw 4 names for 2 travellers).
  await page.getByRole('button', { name: `Fewer: Travellers for ${tour}` }).click()
  await page.getByRole('button', { name: `Fewer: Travellers for ${tour}` }).click()
  await expect(qty).toHaveValue('2')
  await expect(names).toHaveCount(2)

  // The cart changes in another tab while this form is open: the server refuses the stale count.
  const other = await context.newPage()
  await other.goto('/cart')
  const otherQty = other.getByLabel(`Travellers for ${tour}`, { exact: true })
  await expect(otherQty).toHaveValue('2')
  await other.getByRole('button', { name: `More: Travellers for ${tour}` }).click()
  await expect(other.getByLabel(/^Traveller \d+ full name \*$/)).toHaveCount(3)
  await other.close()

  await page.getByLabel('Your name *').fill('Stale Form')
  await page.getByLabel('Email *').fill(uniqueEmail('stale'))
  await names.nth(0).fill('Ana')
  await names.nth(1).fill('Rui')
  await page.getByRole('button', { name: 'Send booking request' }).click()
  await expect(page.getByText('Your cart is for 3 travellers: give one name for each (2 given).').first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'has been received' })).toHaveCount(0)
})

test('compare: up to 3 tours side by side', async ({ page }) => {
  await page.goto('/tours')
  const titles = ['Lisbon & Sintra Discovery', 'Douro Valley Wine Journey', 'Azores Island Hopping']
  for (const t of titles) await page.getByRole('button', { name: `Compare: ${t}` }).click()
  await expect(page.getByRole('button', { name: 'Compare: Lisbon & Sintra Discovery' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.getByRole('button', { name: 'Compare: Madeira Levadas Trek' }).click()
  await expect(page.locator('[data-toast]')).toContainText('up to 3 tours')
  await expect(page.getByRole('button', { name: 'Compare: Madeira Levadas Trek' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await page.getByRole('link', { name: 'Compare (3)' }).click()
  await expect(page).toHaveURL(/\/compare\?tours=/)
  const table = page.getByRole('table')
  for (const t of titles) await expect(table.getByRole('columnheader', { name: t })).toBeVisible()
  for (const row of ['Duration', 'Price from', 'Destinations', 'Included'])
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible()
  await expect(table.getByRole('row', { name: /Duration/ })).toContainText('5 days')
})

test('an option chosen before the page has started its scripts is the one booked', async ({ page }) => {
  // A slow phone: the booking box's selects work before the scripts run. The visitor's choice must not
  // be put back to the first option when the box comes to life.
  let release!: () => void
  const released = new Promise<void>((r) => (release = r))
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/tours/lisbon-and-sintra-discovery', { waitUntil: 'domcontentloaded' })
  const box = page.getByRole('region', { name: 'Book this tour' })
  await box.getByLabel('Room').selectOption({ label: 'Single room' })
  await box.getByLabel('Departure').selectOption({ label: 'September' })
  release()
  const article = page.locator('article.tour')
  // hydrated: the booking box writes its variant's SKU onto the page
  await expect(article).toHaveAttribute('data-sku', /^LIS-4D-[A-Z]{3}-[A-Z]{3}$/)
  await expect(article).toHaveAttribute('data-sku', 'LIS-4D-SEP-SGL')
  await expect(box.getByLabel('Room')).toHaveValue(
    await box.getByLabel('Room').locator('option', { hasText: 'Single room' }).getAttribute('value'),
  )
  await expect(box.locator('[data-offer-sku]')).toHaveText('LIS-4D-SEP-SGL')
})
