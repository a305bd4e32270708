import { expect, newAddress, test, type Locator, type Page } from './fixtures'
import { formToken, PASSWORD, registerCustomer, uniqueEmail, waitForMail } from './shop-helpers'

// Issue 27.1: at every width where the header folds its navigation into the menu, the account popup
// opened as a 0x0 <dialog> (it lived inside the folded menu's hidden panel): nothing showed, the page
// was inert, and the reset link's key had already left the address bar. Sign in, register and the
// mailed reset link, on a phone, a tablet and a laptop, in English and Portuguese.

const TEXTS = {
  en: {
    home: '/',
    account: '/account',
    entry: 'Log in / Register',
    login: 'Log in',
    register: 'Create an account',
    submitRegister: 'Create account',
    name: 'Your name',
    email: 'Email',
    password: 'Password',
    myAccount: 'My account',
    logOut: 'Log out',
    reset: 'Choose a new password',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    save: 'Save new password',
    changed: 'Your password has been changed',
  },
  pt: {
    home: '/pt',
    account: '/pt/conta',
    entry: 'Entrar / Registar',
    login: 'Entrar',
    register: 'Criar uma conta',
    submitRegister: 'Criar conta',
    name: 'O seu nome',
    email: 'E-mail',
    password: 'Palavra-passe',
    myAccount: 'A minha conta',
    logOut: 'Terminar sessão',
    reset: 'Escolha uma nova palavra-passe',
    newPassword: 'Nova palavra-passe',
    repeat: 'Repita a nova palavra-passe',
    save: 'Guardar nova palavra-passe',
    changed: 'A sua palavra-passe foi alterada',
  },
} as const

const DEVICES = [
  { name: 'phone 390 px', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'tablet 820 px', use: { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true } },
  { name: 'laptop 1366 px', use: { viewport: { width: 1366, height: 800 } } },
] as const

/** Opens the header's menu when the navigation is folded into it, so its account entry can be used. */
async function openMenuIfFolded(page: Page) {
  const toggle = page.locator('.nav-toggle')
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
}

/** The header's `name` link or button, in the menu when the navigation is folded (retried: the page may reload). */
async function expectInHeader(page: Page, role: 'link' | 'button', name: string) {
  await expect(async () => {
    await openMenuIfFolded(page)
    await expect(page.locator('.site-header').getByRole(role, { name })).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
}

/** Opens the account popup from the header's entry (clicked again until the page's scripts answer it). */
async function openFromHeader(page: Page, entry: string, title: string) {
  const dialog = page.getByRole('dialog', { name: title })
  await expect(async () => {
    await openMenuIfFolded(page)
    if (!(await dialog.isVisible()))
      await page.locator('.site-header').getByRole('button', { name: entry }).click({ timeout: 2000 })
    await expect(dialog).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 20_000 })
  return dialog
}

/** The dialog is on screen, a usable size, and its controls take the clicks (not an inert page). */
async function expectUsable(dialog: Locator) {
  await expect(dialog).toBeVisible()
  // Measured with its form in (the forms are their own chunk: "Loading…" a moment first).
  await expect(dialog.locator('form.form button[type=submit]')).toBeVisible()
  const box = (await dialog.boundingBox())!
  const vw = dialog.page().viewportSize()!.width
  expect(box.width).toBeGreaterThanOrEqual(Math.min(300, vw - 40))
  expect(box.height).toBeGreaterThan(150)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(vw)
}

for (const device of DEVICES)
  test.describe(device.name, () => {
    test.use(device.use)
    for (const lang of ['en', 'pt'] as const) {
      const t = TEXTS[lang]
      test(`${lang}: register from the header, log out, log in again`, async ({ page }) => {
        const email = uniqueEmail(`dlg-${lang}`)
        // Its own address: sign-ups are limited per address (4 an hour), and every cell signs up once.
        await page.setExtraHTTPHeaders({
          'X-Forwarded-For': newAddress(),
        })
        await page.goto(t.home)
        await expectInHeader(page, 'button', t.entry)
        const login = await openFromHeader(page, t.entry, t.login)
        await expectUsable(login)
        await login.getByRole('button', { name: t.register }).click()
        const register = page.getByRole('dialog', { name: t.register })
        await expectUsable(register)
        await register.getByLabel(t.name).fill('Dina Device')
        await register.getByLabel(t.email).fill(email)
        await register.getByLabel(t.password).fill(PASSWORD)
        await register.getByRole('button', { name: t.submitRegister }).click()
        await expectInHeader(page, 'link', t.myAccount)

        await page.getByRole('button', { name: t.logOut }).click()
        await expect(page).toHaveURL(new RegExp(`${t.home === '/' ? '/$' : `${t.home}/?$`}`))
        await expectInHeader(page, 'button', t.entry)
        const again = await openFromHeader(page, t.entry, t.login)
        await expectUsable(again)
        await again.getByLabel(t.email).fill(email)
        await again.getByLabel(t.password).fill(PASSWORD)
        await again.getByRole('button', { name: t.login, exact: true }).click()
        await expectInHeader(page, 'link', t.myAccount)
      })

      test(`${lang}: the mailed reset link opens a usable dialog and the new password works`, async ({
        page,
        request,
      }) => {
        const email = uniqueEmail(`dlgreset-${lang}`)
        await registerCustomer(request, email)
        const sent = await request.post(`/api/customers/forgot-password?locale=${lang}`, {
          data: { email },
          headers: { 'X-Form-Token': await formToken(request) },
        })
        expect(sent.ok()).toBeTruthy()
        const mail = await waitForMail(email, /eael-resetpassword/)
        const link = mail
          .replace(/&#38;|&amp;/g, '&')
          .match(/https?:\/\/[^\s"<>]+eael-resetpassword=1&key=[a-f0-9]+/)?.[0]
        expect(link, mail).toBeTruthy()
        const url = new URL(link!)
        expect(url.pathname).toBe(t.account)
        await page.goto(url.pathname + url.search)
        const reset = page.getByRole('dialog', { name: t.reset })
        await expectUsable(reset)
        // Once the dialog shows, the key leaves the address bar (it is kept in memory).
        await expect(page).not.toHaveURL(/key=/)
        const fresh = 'Fresh-device-pass-42'
        await reset.getByLabel(t.newPassword, { exact: true }).fill(fresh)
        await reset.getByLabel(t.repeat).fill(fresh)
        await reset.getByRole('button', { name: t.save }).click()
        await expect(reset.getByRole('status')).toContainText(t.changed)
        await expect(page).toHaveURL(new RegExp(`${t.account}$`))
        await expect(page.locator('[data-account-email]')).toHaveText(email)
      })
    }
  })

test('a reset link whose popup does not open keeps its key in the address bar', async ({ page }) => {
  await page.goto('/pt/conta?popup-selector=%23no-such-trigger&eael-resetpassword=1&key=abc123')
  // The page says when it has decided about the popup the address asks for.
  await expect(page.locator('#account-popup')).toHaveAttribute('data-from-url', 'ignored')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/key=abc123/)
})

test('the account page has its h1 signed out too (issue 27.16)', async ({ page }) => {
  for (const [path, title] of [
    ['/account', 'Your account'],
    ['/pt/conta', 'A sua conta'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
})
