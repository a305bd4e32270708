import { chatbox, chatButton, expect, recordTracking, recordWhatsApp, test } from './chat-helpers'

test.describe.configure({ mode: 'serial' })

test('on a phone: hidden while a text field has focus, no QR code, no hover-open, the app link and is_mobile', async ({
  page,
  context,
  settings,
}) => {
  await settings({ chat: { whatsappWeb: true }, tracking: { ga4Id: 'G-TEST1234', consentRequired: false } })
  const rec = await recordTracking(page)
  const opened = await recordWhatsApp(context)
  await page.goto('/contact')
  await expect(chatButton(page)).toBeVisible()

  // the keyboard is up: the widget steps aside, and comes back after
  await page.getByLabel(/Your name/).tap()
  await expect(page.getByLabel(/Your name/)).toBeFocused()
  await expect(chatButton(page)).toBeHidden()
  await page.getByLabel(/Message/).tap()
  await expect(chatButton(page)).toBeHidden()
  await page.getByRole('heading', { level: 1 }).first().tap()
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await expect(chatButton(page)).toBeVisible()

  // a tap opens the chatbox; no QR code on a phone
  await chatButton(page).tap()
  await expect(chatbox(page)).toBeVisible()
  await expect(chatbox(page).locator('.joinchat__bubble').first()).toBeVisible()
  await expect(chatbox(page).getByRole('img', { name: /QR code/ })).toHaveCount(0)
  // the open-chat button opens the app
  await page.waitForTimeout(700)
  await chatbox(page).getByRole('button', { name: 'Open chat' }).tap()
  await expect.poll(() => opened.length).toBe(1)
  // the phone gets the app link even with the web version on
  await expect
    .poll(() => opened[0])
    .toBe(`https://wa.me/351910000001?text=${encodeURIComponent('Hello! I have a question.')}`)
  const event = (await rec.calls()).gtag.find((c) => c[0] === 'event')
  expect(event?.[1]).toBe('generate_lead')
  expect((event?.[2] as { is_mobile: string }).is_mobile).toBe('yes')
})

test('on a phone the chatbox does not open on hover (touch)', async ({ page, settings }) => {
  await settings({ chat: {} })
  await page.goto('/')
  await expect(chatButton(page)).toBeVisible()
  await chatButton(page).hover()
  await page.waitForTimeout(2000)
  await expect(chatbox(page)).toBeHidden()
})
