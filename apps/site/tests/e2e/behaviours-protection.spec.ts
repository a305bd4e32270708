import { expect, test, type Page } from './fixtures'
import { withConfig, ready } from './behaviours-fixture'

/** Records, after every page listener ran, whether each event's default was prevented. */
async function record(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __prevented: Record<string, boolean[]> }
    w.__prevented = {}
    for (const t of ['contextmenu', 'dragstart', 'cut', 'copy', 'paste', 'keydown'])
      window.addEventListener(t, (e) => (w.__prevented[t] ??= []).push(e.defaultPrevented))
  })
}
const prevented = (page: Page, type: string) =>
  page.evaluate((t) => (window as unknown as { __prevented: Record<string, boolean[]> }).__prevented[t] ?? [], type)

const fire = (page: Page, selector: string, type: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, type) => {
      const e =
        type === 'contextmenu'
          ? new MouseEvent(type, { bubbles: true, cancelable: true })
          : type === 'dragstart'
            ? new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: new DataTransfer() })
            : new ClipboardEvent(type, { bubbles: true, cancelable: true, clipboardData: new DataTransfer() })
      el.dispatchEvent(e)
      return e.defaultPrevented
    }, type)

test('content protection blocks the context menu, dragging, cut/copy/paste and the developer keys silently', async ({
  page,
}) => {
  await page.goto('/gallery')
  await expect(page.locator('#page-config')).toHaveCount(1)
  await ready(page)
  await record(page)
  const img = page.locator('.portfolio__item img').first()
  await expect
    .poll(async () => {
      await img.click({ button: 'right' })
      return (await prevented(page, 'contextmenu')).at(-1)
    })
    .toBe(true)
  expect(await fire(page, '.portfolio__item img', 'dragstart')).toBe(true)
  for (const t of ['cut', 'copy', 'paste']) expect(await fire(page, 'main p', t)).toBe(true)
  for (const key of ['F12', 'Control+Shift+I', 'Control+Shift+K', 'Control+U', 'Control+P']) {
    await page.keyboard.press(key)
    expect((await prevented(page, 'keydown')).at(-1), key).toBe(true)
  }
  // Silently: the show-messages flag is '0'.
  await page.waitForTimeout(300)
  await expect(page.locator('[data-toast]')).toBeHidden()
  // Keyboard navigation still works.
  const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))
  const before = await focused()
  await page.keyboard.press('Tab')
  expect((await prevented(page, 'keydown')).at(-1)).toBe(false)
  expect(await focused()).not.toBe(before)
})

test('the printed page is blank', async ({ page }) => {
  await page.goto('/gallery')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('body')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.locator('body')).toBeVisible()
})

test('visitors still type, paste and use the context menu in form fields', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/contact')
  await ready(page)
  await record(page)
  const name = page.getByLabel('Your name')
  await name.click()
  await page.keyboard.type('Ana Silva')
  await expect(name).toHaveValue('Ana Silva')
  await page.evaluate(() => navigator.clipboard.writeText(' from Porto'))
  await page.keyboard.press('End')
  await page.keyboard.press('Control+V')
  await expect(name).toHaveValue('Ana Silva from Porto')
  expect((await prevented(page, 'paste')).at(-1)).toBe(false)
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Control+C')
  expect((await prevented(page, 'copy')).at(-1)).toBe(false)
  await name.click({ button: 'right' })
  expect((await prevented(page, 'contextmenu')).at(-1)).toBe(false)
  expect(await fire(page, 'textarea', 'paste')).toBe(false)
})

test('with show-messages on, each blocked action says why in the toast, which hides after 3000 ms', async ({
  page,
}) => {
  await withConfig(page, (cfg) => (cfg.behaviours.protection.showMessages = '1'))
  await page.goto('/gallery')
  await ready(page)
  const toast = page.locator('[data-toast]')
  const cases: [() => Promise<unknown>, string][] = [
    [() => page.keyboard.press('Control+U'), 'View Source is disabled!'],
    [() => page.keyboard.press('F12'), 'Inspect Element is disabled!'],
    [() => page.keyboard.press('Control+Shift+I'), 'Inspect Element is disabled!'],
    [() => page.locator('.portfolio__item img').first().click({ button: 'right' }), 'Right click is disabled!'],
    [() => fire(page, 'main p', 'copy'), 'Cut/Copy/Paste is disabled!'],
    [() => fire(page, '.portfolio__item img', 'dragstart'), 'Image Drag-n-Drop is disabled!'],
    [() => page.evaluate(() => dispatchEvent(new Event('beforeprint'))), 'Cut/Copy/Paste is disabled!'],
  ]
  for (const [act, text] of cases) {
    await expect(async () => {
      await act()
      await expect(toast).toHaveText(text, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(toast).toBeVisible()
  }
  await expect(page.locator('[data-toast]')).toHaveAttribute('role', 'status')
  await page.waitForTimeout(2300)
  await expect(toast).toBeVisible()
  await expect(toast).toBeHidden({ timeout: 1500 })
})

test('protection can be switched off in the settings', async ({ page }) => {
  await withConfig(page, (cfg) => (cfg.behaviours.protection.enabled = false))
  await page.goto('/gallery')
  await ready(page)
  await record(page)
  expect(await fire(page, 'main p', 'copy')).toBe(false)
  await page.keyboard.press('Control+U')
  expect((await prevented(page, 'keydown')).at(-1)).toBe(false)
})

test('the admin is unaffected', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByLabel(/email/i)).toBeVisible()
  await expect(page.locator('#page-config')).toHaveCount(0)
  await record(page)
  expect(await fire(page, 'body', 'contextmenu')).toBe(false)
  expect(await fire(page, 'body', 'copy')).toBe(false)
  await page.keyboard.press('Control+U')
  expect((await prevented(page, 'keydown')).at(-1)).toBe(false)
})
