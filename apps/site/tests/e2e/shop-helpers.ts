import fs from 'node:fs'
import path from 'node:path'
import { expect, newAddress, type APIRequestContext, type Page } from './fixtures'
import type en from '../../src/i18n/messages/en.json'

/** The interface texts of each language (the site's message files), for tests that walk a journey in it. */
export const SHOP_LOCALES = ['en', 'pt', 'es', 'fr', 'de'] as const
export type ShopLocale = (typeof SHOP_LOCALES)[number]
const messages = (locale: ShopLocale) =>
  JSON.parse(fs.readFileSync(new URL(`../../src/i18n/messages/${locale}.json`, import.meta.url), 'utf8')) as typeof en
export const SHOP_TEXTS = Object.fromEntries(SHOP_LOCALES.map((l) => [l, messages(l)])) as Record<ShopLocale, typeof en>
export const textsIn = (locale: ShopLocale) => SHOP_TEXTS[locale]
/** A message's `{name}` arguments filled in (the simple ones; no plurals). */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (all, k: string) => (k in values ? String(values[k]) : all))
/** A booking request's reference as the site writes it. */
export const BOOKING_REFERENCE = /BR-\d{6}-[0-9A-F]{6}/

/** A fresh form token, the way each page gets one (POST /api/ajax action=eael_get_token). */
export async function formToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/ajax', { form: { action: 'eael_get_token' } })
  expect(res.ok()).toBeTruthy()
  const body = (await res.json()) as { success: boolean; data: { nonce: string } }
  expect(body.success).toBe(true)
  return body.data.nonce
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
export const PASSWORD = 'Travel-2026-ok'

/** Registers a customer through the REST API (with a token), as the register form does. */
export async function registerCustomer(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
  name = 'Test Traveller',
) {
  const res = await request.post('/api/customers', {
    data: { email, password, name },
    headers: {
      'X-Form-Token': await formToken(request),
      'X-Forwarded-For': newAddress(),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

// Quoted-printable to text: the escaped bytes are UTF-8 ("Olá" is =C3=A1), so the bytes are decoded as such.
const decodeQP = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8')

/** The mails in the local outbox (DATA_DIR/outbox) addressed to `to`, newest last, decoded. */
export function outboxMails(to: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => decodeQP(fs.readFileSync(path.join(dir, f), 'latin1')))
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(m))
}

export async function waitForMail(to: string, match: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () =>
        (found = outboxMails(to)
          .reverse()
          .find((m) => match.test(m))) !== undefined,
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/** Logs in through the header's account popup. */
export async function loginInPopup(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'Log in / Register' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** Opens the quick view of the tour card titled `title` on a list page in `locale`; returns its dialog. */
export async function quickView(page: Page, title: string, locale: ShopLocale = 'en') {
  const t = textsIn(locale)
  const name = fillText(t.tourActions.quickViewOf, { title })
  const card = page.locator('article.card', { has: page.getByRole('link', { name: title, exact: true }) })
  await card.getByRole('button', { name }).click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog.getByRole('button', { name: t.offer.addToCart })).toBeVisible()
  return dialog
}

/**
 * On the cart page in `locale`: fills the booking form (a name for each traveller the form asks for) and
 * sends it; returns the reference the page acknowledges.
 */
export async function sendBooking(
  page: Page,
  { name, email, travellers = [name] }: { name: string; email: string; travellers?: string[] },
  locale: ShopLocale = 'en',
): Promise<string> {
  const t = textsIn(locale).cart
  await page.getByLabel(t.yourName, { exact: true }).fill(name)
  await page.getByLabel(t.email, { exact: true }).fill(email)
  for (const [i, traveller] of travellers.entries())
    await page.getByLabel(fillText(t.travellerName, { number: i + 1 }), { exact: true }).fill(traveller)
  await page.getByRole('button', { name: t.send }).click()
  const status = page.getByRole('status').filter({ hasText: BOOKING_REFERENCE })
  await expect(status).toBeVisible()
  return (await status.textContent())!.match(BOOKING_REFERENCE)![0]
}

/**
 * The visitor already answered the first-visit language hint (behaviours/language-hint.ts) on an earlier
 * visit: it does not come up over the page under test (a browser in English on a Portuguese page).
 */
export const languageHintAnswered = (page: Page) =>
  page.addInitScript(() => {
    try {
      localStorage.setItem('lang-hint', '1')
    } catch {
      // a page without storage shows no hint either
    }
  })
