import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const admin = () => ({ email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! })

/** A REST token for the test administrator. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: admin() })
  expect(res.ok()).toBeTruthy()
  return ((await res.json()) as { token: string }).token
}

export async function loginToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(admin().email)
  await page.getByLabel(/password/i).fill(admin().password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
}
