import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

/** This test worker's own administrator (see global-setup: no two workers log in as the same user). */
export const admin = (): { email: string; password: string } => {
  const admins = JSON.parse(process.env.E2E_ADMINS_JSON!) as { email: string; password: string }[]
  return admins[test.info().parallelIndex % admins.length]!
}

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

/** The admin's schedule drawer, opened from the Publish button's menu. */
export async function openScheduleDrawer(page: Page) {
  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish__scheduler')
  await expect(drawer).toBeVisible()
  return drawer
}

/**
 * axe's serious and critical violations on the page. `inPage`: axe runs in the page alone (axe.run, its
 * "legacy mode") instead of auditing each frame and merging the results in a blank page it opens, and
 * details only the violations (not every node that passed): the same verdict on a page without frames
 * from other origins, seconds faster (the blank page and the passes cost more than the audit).
 */
export async function seriousA11yViolations(page: Page, { inPage = false }: { inPage?: boolean } = {}) {
  const axe = new AxeBuilder({ page })
  if (inPage) axe.setLegacyMode().options({ resultTypes: ['violations'] })
  const results = await axe.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
}

/** Waits for the page's finite animations (entrance animations, fades) to end: midway, text is part-transparent. */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** A rich-text field's value (Lexical's JSON) of one paragraph of `text`, as the admin's editor saves it. */
export const richText = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})

/** One address of every page type of the demo site (the a11y and CSP specs visit each). */
export const EVERY_PAGE_TYPE = [
  '/',
  '/contact',
  '/login',
  '/guides',
  '/guides/lisbon-in-three-days',
  '/tours',
  '/tours/douro-valley-wine-journey',
  '/gallery',
  '/pricing',
  '/cart',
  '/account',
  '/compare',
  '/no-such-page',
]
