import fs from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext, type Page } from './fixtures'

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
      'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

const decodeQP = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))

/** The mails in the local outbox (DATA_DIR/outbox) addressed to `to`, newest last, decoded. */
export function outboxMails(to: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => decodeQP(fs.readFileSync(path.join(dir, f), 'utf8')))
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
