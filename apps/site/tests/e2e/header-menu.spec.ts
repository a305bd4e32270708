import { expect, test, type Page } from './fixtures'
import { formToken, PASSWORD, registerCustomer, uniqueEmail } from './shop-helpers'

// Issue 27.8: the open menu on phones and tablets started at 64 px under a 91 px header (the logo cut,
// the close button half hidden), "Close menu" wrapped at 390 px, and signed in, "Carrinho" ran off the
// right edge. Issue 27.16: "Log in / Register" at weight 400 beside the links' 500.

async function signIn(page: Page) {
  const email = uniqueEmail('menu')
  await registerCustomer(page.request, email)
  const res = await page.request.post('/api/customers/login', {
    data: { email, password: PASSWORD },
    headers: { 'X-Form-Token': await formToken(page.request) },
  })
  expect(res.ok()).toBeTruthy()
}

/** Every problem of the open menu: where it starts, the toggle's lines, anything past the screen's edges. */
async function menuProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    const vw = innerWidth
    const header = document.querySelector('.site-header')!.getBoundingClientRect()
    const panel = document.querySelector('#site-nav-panel')!.getBoundingClientRect()
    if (panel.top < header.bottom - 1)
      out.push(`the menu starts at ${Math.round(panel.top)} px, the header ends at ${Math.round(header.bottom)} px`)
    const toggle = document.querySelector('.nav-toggle')!
    const tr = toggle.getBoundingClientRect()
    const lineHeight = parseFloat(getComputedStyle(toggle).lineHeight)
    if (tr.height > lineHeight * 1.5 + 24)
      out.push(`the toggle "${toggle.textContent}" is ${Math.round(tr.height)} px high`)
    if (tr.bottom > header.bottom || tr.top < header.top) out.push('the toggle leaves the header')
    for (const el of document.querySelectorAll('#site-nav-panel a, #site-nav-panel button')) {
      const r = el.getBoundingClientRect()
      if (r.width === 0) continue
      if (r.left < 0 || r.right > vw) out.push(`"${el.textContent?.trim()}" runs to ${Math.round(r.right)} of ${vw} px`)
    }
    return out
  })
}

for (const width of [390, 820]) {
  test.describe(`${width} px, touch`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: true, isMobile: true })
    for (const path of ['/', '/pt', '/de'])
      for (const signedIn of [false, true])
        test(`the open menu sits under the whole header on ${path}${signedIn ? ', signed in' : ''}`, async ({
          page,
        }) => {
          if (signedIn) await signIn(page)
          await page.goto(path)
          if (signedIn) await expect(page.locator('.site-header .account-entry__logout')).toBeAttached()
          const toggle = page.locator('.nav-toggle')
          await expect(toggle).toBeVisible()
          // Clicked again until the page's scripts answer it (they start once the hero image is painted).
          await expect(async () => {
            if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click({ timeout: 2000 })
            await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
          }).toPass({ timeout: 20_000 })
          await expect(page.locator('#site-nav-panel')).toBeVisible()
          expect(await menuProblems(page)).toEqual([])
          // The toggle keeps its size open and shut (its label changes; the bar must not reflow).
          const open = (await toggle.boundingBox())!
          await toggle.click()
          await expect(toggle).toHaveAttribute('aria-expanded', 'false')
          const shut = (await toggle.boundingBox())!
          expect(Math.round(open.width)).toBe(Math.round(shut.width))
          expect(Math.round(open.height)).toBe(Math.round(shut.height))
        })
  })
}

test('the account entry has the weight of the navigation links', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.goto('/pricing')
  const header = page.locator('.site-header')
  const weight = (name: string) =>
    header
      .getByRole(name === 'Log in / Register' ? 'button' : 'link', { name, exact: true })
      .evaluate((el) => getComputedStyle(el).fontWeight)

  expect(await weight('Log in / Register')).toBe(await weight('Prices'))
  expect(await weight('Cart')).toBe(await weight('Prices'))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  test('every navigation link and the search box are there and on screen at 390 px', async ({ page }) => {
    await page.goto('/pt')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    const links = nav.locator('.nav__list > .nav__item:not(.nav__search) > a')
    expect(await links.count()).toBeGreaterThan(3)
    for (const link of await links.all()) {
      await expect(link).toBeVisible()
      const box = (await link.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    // The search box is a plain GET form without JavaScript.
    await expect(page.locator('.site-search input[name=q]')).toBeVisible()
    await nav.getByRole('link', { name: 'Guias de viagem' }).click()
    await expect(page).toHaveURL(/\/pt\/guias$/)
  })
})
