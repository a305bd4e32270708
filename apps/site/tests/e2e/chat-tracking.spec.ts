import { chatbox, chatButton, expect, recordTracking, recordWhatsApp, test } from './chat-helpers'

test.describe.configure({ mode: 'serial' })

const tracking = { ga4Id: 'G-TEST1234', adsId: 'AW-1234567', fbPixelId: '1234567890', consentRequired: true }
const consent = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookie consent' })

test('nothing is sent before consent; after it, the tags, the chat events with truncation and the masked pixel event', async ({
  page,
  context,
  settings,
}) => {
  await settings({ chat: { analytics: { adsSendTo: 'AW-1234567/chatLead' } }, tracking })
  const rec = await recordTracking(page)
  const opened = await recordWhatsApp(context)
  const longQuery = `utm_content=${'x'.repeat(1200)}`
  await page.goto(`/?${longQuery}`)
  await expect(consent(page)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-tracking-consent', 'pending')

  // before consent: the chat works, nothing is sent, no tag is loaded
  await chatButton(page).click()
  await page.waitForTimeout(700)
  await chatbox(page).getByRole('button', { name: 'Open chat' }).click()
  await expect.poll(() => opened.length).toBe(1)
  expect(await rec.calls()).toEqual({ gtag: [], fbq: [], dataLayer: [] })
  expect(rec.tagRequests).toEqual([])

  // consent: Google consent mode denied by default then granted, the configs, the pixel's page view
  await consent(page).getByRole('button', { name: 'Accept' }).click()
  await expect(consent(page)).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('data-tracking-consent', 'granted')
  const denied = {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  }
  const granted = {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  }
  await expect
    .poll(async () => (await rec.calls()).gtag)
    .toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
      ['js', 'Date'],
      ['config', 'G-TEST1234'],
      ['config', 'AW-1234567'],
    ])
  expect((await rec.calls()).fbq).toEqual([
    ['init', '1234567890'],
    ['track', 'PageView'],
  ])
  await expect.poll(() => rec.tagRequests.length).toBe(2)
  expect(rec.tagRequests[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234')
  expect(rec.tagRequests[1]).toBe('https://connect.facebook.net/en_US/fbevents.js')

  // the chat's events on the open-chat button
  await page.evaluate(() => (document.title = `A very long title ${'t'.repeat(400)}`))
  await chatButton(page).click()
  await page.waitForTimeout(700)
  await chatbox(page).getByRole('button', { name: 'Open chat' }).click()
  await expect.poll(() => opened.length).toBe(2)
  const link = `https://wa.me/351910000001?text=${encodeURIComponent('Hello! I have a question.')}`
  const location = (await page.evaluate(() => location.href)).slice(0, 1000)
  const title = `A very long title ${'t'.repeat(400)}`.slice(0, 300)
  expect(location).toHaveLength(1000)
  const params = {
    event_category: 'JoinChat',
    event_label: link.slice(0, 100),
    event_action: 'whatsapp: 351910000001',
    chat_channel: 'whatsapp',
    chat_id: '351910000001',
    is_mobile: 'no',
    page_location: location,
    page_title: title,
  }
  const calls = await rec.calls()
  expect(calls.gtag.slice(5)).toEqual([
    ['event', 'generate_lead', { ...params, transport_type: 'beacon', send_to: 'G-TEST1234' }],
    ['event', 'conversion', { send_to: 'AW-1234567/chatLead' }],
  ])
  const { event_category: _c, ...rest } = params
  expect(calls.dataLayer.filter((d) => !('length' in d) && (d as { event?: string }).event === 'JoinChat')).toEqual([
    { event: 'JoinChat', ...rest },
  ])
  expect(calls.fbq.slice(2)).toEqual([
    [
      'trackCustom',
      'JoinChat',
      {
        ...rest,
        event_label: link.replace('351910000001', '*********001').slice(0, 100),
        event_action: 'whatsapp: *********001',
        chat_id: '*********001',
      },
    ],
  ])
  // the floating button opening WhatsApp directly is not the open-chat button: no Ads conversion
  await page.reload()
  await expect(consent(page)).toBeHidden()
  await settings({ chat: { analytics: { adsSendTo: 'AW-1234567/chatLead' }, bubbles: [] }, tracking })
  await page.reload()
  await chatButton(page).click()
  await expect.poll(() => opened.length).toBe(3)
  const after = await rec.calls()
  expect(after.gtag.filter((c) => c[0] === 'event').map((c) => c[1])).toEqual(['generate_lead'])
})

test('declining keeps every tag out, across reloads', async ({ page, settings }) => {
  await settings({ tracking })
  const rec = await recordTracking(page)
  const res = await page.goto('/')
  const csp = res!.headers()['content-security-policy']!
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com[^;]*https:\/\/connect\.facebook\.net/)
  await consent(page).getByRole('button', { name: 'Decline' }).click()
  await expect(consent(page)).toBeHidden()
  await page.reload()
  await expect(chatButton(page)).toBeVisible()
  await expect(consent(page)).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('data-tracking-consent', 'denied')
  expect(await rec.calls()).toEqual({ gtag: [], fbq: [], dataLayer: [] })
  expect(rec.tagRequests).toEqual([])
  // the choice can be changed from a #cookie-settings link
  await page.goto('/#cookie-settings')
  await expect(consent(page)).toBeVisible()
})

test('without required consent the tags load at once', async ({ page, settings }) => {
  await settings({ tracking: { ...tracking, consentRequired: false } })
  const rec = await recordTracking(page)
  await page.goto('/')
  await expect
    .poll(async () => (await rec.calls()).fbq)
    .toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ])
  await expect(consent(page)).toHaveCount(0)
  // the pixel's page view on every page, client-side navigations included
  await page.getByRole('link', { name: 'Travel guides' }).first().click()
  await expect(page).toHaveURL(/\/guides$/)
  await expect.poll(async () => (await rec.calls()).fbq.filter((c) => c[1] === 'PageView').length).toBe(2)
})

test('the contact form: the pixel event from the response, SPEC error texts, honeypot and rate limit', async ({
  page,
  request,
  settings,
}) => {
  await settings({ tracking: { ...tracking, consentRequired: false } })
  const rec = await recordTracking(page)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.50' })
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Your name is a required field')).toBeVisible()
  await page.getByLabel(/Your name/).fill('Rui Test')
  await page.getByLabel(/^Email/).fill('nope')
  await page.getByLabel(/Message/).fill('A question about the Azores.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Invalid', { exact: true })).toBeVisible()
  await page.getByLabel(/^Email/).fill('rui@example.com')
  const response = page.waitForResponse(
    // The form sends its page's language (?locale=en) since 18d00a6.
    (r) => new URL(r.url()).pathname === '/api/form-submissions' && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Send message' }).click()
  const body = (await (await response).json()) as { fb_pxl_code: unknown }
  expect(body.fb_pxl_code).toEqual({
    event: 'Lead',
    params: { content_name: 'Contact', content_category: 'contact_form' },
  })
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been received' })).toBeVisible()
  await expect
    .poll(async () => (await rec.calls()).fbq.slice(2))
    .toEqual([['track', 'Lead', { content_name: 'Contact', content_category: 'contact_form' }]])

  // the honeypot, filled as a bot would
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.51' })
  await page.goto('/contact')
  await page.getByLabel(/Your name/).fill('Bot')
  await page.getByLabel(/^Email/).fill('bot@example.com')
  await page.getByLabel(/Message/).fill('Buy now')
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true })
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    'Your message was not sent: a field that must stay empty was filled in. If you are a person, please reload the page and try again.',
  )

  // per-address rate limit
  const forms = await request.get('/api/forms?limit=1')
  const form = ((await forms.json()) as { docs: { id: number }[] }).docs[0]!.id
  const data = {
    form,
    submissionData: [
      { field: 'name', value: 'Flood' },
      { field: 'email', value: 'flood@example.com' },
      { field: 'message', value: 'again' },
    ],
  }
  const statuses: number[] = []
  let last: { errors?: { message: string }[] } = {}
  // the form token every page fetches first (SPEC "Nonce refresh")
  const nonce = (
    (await (await request.post('/api/ajax', { form: { action: 'eael_get_token' } })).json()) as {
      data: { nonce: string }
    }
  ).data.nonce
  for (let i = 0; i < 6; i++) {
    const res = await request.post('/api/form-submissions', {
      data,
      headers: { 'X-Forwarded-For': '203.0.113.52', 'X-Form-Token': nonce },
    })
    statuses.push(res.status())
    last = await res.json()
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  expect(last.errors?.[0]?.message).toBe(
    'Too many messages from your address. Please try again in 10 minutes, or call or email us.',
  )
})
