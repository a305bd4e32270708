import { expect, test } from './fixtures'
import { adminToken } from './helpers'

test('the contact form shows field errors, then stores a valid message', async ({ page, request }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Your name is a required field')).toBeVisible()
  await expect(page.getByText('Email is a required field')).toBeVisible()
  await expect(page.getByLabel(/Your name/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(/Your name/)).toBeFocused()

  await page.getByLabel(/Your name/).fill('Inês Test')
  await page.getByLabel(/^Email/).fill('not-an-email')
  await page.getByLabel(/Message/).fill('We would like the Douro tour in October.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Invalid', { exact: true })).toBeVisible()

  const email = `ines-${Date.now()}@example.com`
  await page.getByLabel(/^Email/).fill(email)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been received' })).toContainText(
    'Your message has been received',
  )

  const token = await adminToken(request)
  const res = await request.get('/api/form-submissions?limit=50&sort=-createdAt', {
    headers: { Authorization: `JWT ${token}` },
  })
  const docs = ((await res.json()) as { docs: { submissionData: { field: string; value: string }[] }[] }).docs
  expect(docs.some((d) => d.submissionData.some((f) => f.field === 'email' && f.value === email))).toBe(true)
})

test('the server refuses a bad submission even without the browser checks', async ({ request }) => {
  const forms = await request.get('/api/forms?limit=1')
  const formId = ((await forms.json()) as { docs: { id: number }[] }).docs[0]!.id
  const nonce = (
    (await (await request.post('/api/ajax', { form: { action: 'eael_get_token' } })).json()) as {
      data: { nonce: string }
    }
  ).data.nonce
  const res = await request.post('/api/form-submissions', {
    data: { form: formId, submissionData: [{ field: 'name', value: 'x' }] },
    headers: { 'X-Form-Token': nonce },
  })
  expect(res.status()).toBe(400)
  expect(JSON.stringify(await res.json())).toContain('is a required field')
  for (const body of ['{"form":', '"just a string"', '[1,2]', 'null']) {
    const hostile = await request.fetch('/api/form-submissions', {
      method: 'POST',
      data: Buffer.from(body),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(hostile.status(), body).toBe(400)
    expect(JSON.stringify(await hostile.json())).toMatch(/JSON/)
  }
})
