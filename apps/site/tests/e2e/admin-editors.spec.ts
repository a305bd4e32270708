import { expect, test, type APIRequestContext } from './fixtures'
import { adminToken, loginToAdmin, openScheduleDrawer, richText } from './helpers'

// Issue 27, item 14: what an editor reads in the admin says what is there and what will happen.

const auth = (token: string) => ({ Authorization: `JWT ${token}` })

/** A published English guide of its own (a seeded guide's cover, so nothing is uploaded); returns its id. */
async function createGuide(request: APIRequestContext, token: string, title: string): Promise<number> {
  const seeded = await request.get('/api/guides?limit=1&depth=0', { headers: auth(token) })
  const cover = ((await seeded.json()) as { docs: { cover: number }[] }).docs[0]!.cover
  const res = await request.post('/api/guides', {
    data: { title, excerpt: 'A guide written for a test.', cover, body: richText('A guide.'), _status: 'published' },
    headers: auth(token),
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

// An edit view left open keeps its document locked for the other worker's REST changes (423).
test.afterEach(async ({ request }) => {
  const token = await adminToken(request)
  const me = (await (await request.get('/api/users/me', { headers: auth(token) })).json()) as { user: { id: number } }
  await request.delete(`/api/payload-locked-documents?where[user.value][equals]=${me.user.id}`, {
    headers: auth(token),
  })
})

test('a new guide is headed "New guide", not its id; its blocks button says what it adds', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  await loginToAdmin(page)
  await page.goto('/admin/collections/guides/create')
  await expect(page).toHaveURL(/\/admin\/collections\/guides\/\d+$/)
  const id = page.url().split('/').pop()!
  try {
    const heading = page.locator('.doc-header__title, h1').first()
    await expect(heading).toHaveText('New guide')
    await expect(page.locator('body')).not.toContainText(/Add After/)
    await expect(page.getByRole('button', { name: /add block/i }).first()).toBeVisible()
    // Once titled, the title heads it.
    await page.locator('#field-title').fill('Sintra in a day')
    await expect(heading).toHaveText('Sintra in a day')
  } finally {
    await request.delete(`/api/guides/${id}`, { headers: auth(token) })
  }
})

test("the schedule drawer starts in the site's time zone, and the upcoming list names it", async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const id = await createGuide(request, token, `Scheduled in Lisbon ${Date.now()}`)
  await loginToAdmin(page)
  await page.goto(`/admin/collections/guides/${id}`)
  await expect(page.locator('#field-title')).toBeVisible()
  const drawer = await openScheduleDrawer(page)
  await expect(drawer).not.toContainText('Select a value')
  await expect(drawer.locator('#timezone-picker, .timezone-picker').first()).toContainText('Lisbon')
  await drawer.locator('#time input, input#time').first().click()
  await page
    .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
    .last()
    .click()
  await page.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Scheduled successfully').first()).toBeVisible()
  const upcoming = page.locator('.schedule-publish__upcoming table')
  await expect(upcoming).toContainText('Lisbon')
  await expect(upcoming).not.toContainText('No value')
  const jobs = await request.get(`/api/payload-jobs?where[input.doc.value][equals]=${id}&limit=5`, {
    headers: auth(token),
  })
  for (const job of ((await jobs.json()) as { docs: { id: number }[] }).docs)
    await request.delete(`/api/payload-jobs/${job.id}`, { headers: auth(token) })
})

test('a booking request names its tours by their titles, folded or not', async ({ page, request }) => {
  const token = await adminToken(request)
  const tours = await request.get('/api/tours?limit=1&depth=0&sort=title', { headers: auth(token) })
  const tour = ((await tours.json()) as { docs: { id: number; title: string }[] }).docs[0]!
  const made = await request.post('/api/orders', {
    data: {
      reference: `ADM-${Date.now()}`,
      status: 'requested',
      items: [{ product: tour.id, quantity: 2 }],
      customerEmail: 'rita@example.com',
      contact: { name: 'Rita Sousa', email: 'rita@example.com' },
      travellers: [{ name: 'Rita Sousa' }, { name: 'João Sousa' }],
      currency: 'EUR',
      amount: 100000,
    },
    headers: auth(token),
  })
  expect(made.status(), await made.text()).toBe(201)
  const order = ((await made.json()) as { doc: { id: number } }).doc
  try {
    await loginToAdmin(page)
    await page.goto(`/admin/collections/orders/${order.id}`)
    const row = page.locator('#field-items .array-field__row, [id^="items-row-"]').first()
    await expect(row).toBeVisible()
    await expect(row.locator('.row-label, .collapsible__header-wrap, .collapsible__toggle-wrap').first()).toContainText(
      tour.title,
    )
    await expect(page.locator('#field-items')).not.toContainText(/Tour 0?1\b/)
  } finally {
    await request.delete(`/api/orders/${order.id}`, { headers: auth(token) })
  }
})
