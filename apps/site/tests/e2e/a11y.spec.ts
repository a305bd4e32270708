import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from './helpers'

for (const path of ['/', '/guides/lisbon-in-three-days', '/tours/douro-valley-wine-journey', '/pricing']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await seriousA11yViolations(page)).toEqual([])
  })
}
