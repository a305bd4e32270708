// The journey matrix (issue 27): each core journey a visitor walks, in English and Portuguese (Spanish
// once), on a phone (390 px, touch), a tablet (820 px, touch) and a desktop (1366 px), signed out and
// signed in, on the seeded content and on content an editor made in one language. Every page on the way
// must be whole (journey-helpers.ts: in its language, within the screen, no control under another, no
// serious axe violation, axe once per page and cell). One browser page per cell, one test per cell,
// walking on from where the last journey left it; the cells spread over the workers.
//
// Every cell finds a tour, compares two, adds one to the cart and checks the cart, searches, reads a
// guide and switches language keeping the guide, and sees its account entry. To keep the matrix fast,
// the steps that only repeat what other cells prove are done fully in some cells:
// - sending the booking and reading the visitor's mail: the signed-in cells (their account page then
//   lists that booking) and the Spanish one; the other cells check the cart page with its form whole.
// - registering, then losing the password and resetting it from the mail's link: the signed-out cells
//   where the menu folds (phone, tablet: issue 27.1's dialog), and the Spanish one; on the desktop the
//   signed-out cells open the login dialog and check it whole.
// - axe (seconds a page): each page once per cell; signed in, only the pages signing in changes (the home
//   with the signed-in header, the account page), the others are the same as in the signed-out cell.
import { expect, test, type Locator, type Page } from './fixtures'
import { adminToken, richText } from './helpers'
import { expectWholePage, msg, pathIn, type Lang } from './journey-helpers'
import { PASSWORD, registerCustomer, sendBooking, uniqueEmail, waitForMail } from './shop-helpers'

// The cells are independent: they spread over the workers.
test.describe.configure({ mode: 'parallel' })

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  tablet: { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1366, height: 768 }, hasTouch: false, isMobile: false },
} as const
type Device = keyof typeof DEVICES

const CELLS: { lang: Lang; device: Device; signedIn: boolean }[] = [
  ...(['en', 'pt'] as const).flatMap((lang) =>
    (['phone', 'tablet', 'desktop'] as const).flatMap((device) =>
      [false, true].map((signedIn) => ({ lang, device, signedIn })),
    ),
  ),
  { lang: 'es', device: 'phone', signedIn: false },
]

/** The menu button (its name changes open or shut, and may be an icon's). */
const menuToggle = (page: Page) => page.locator('button[aria-controls="site-nav-panel"]')

/** Shows `target`: in the bar, or in the menu's panel, opened when the bar has folded it. */
async function reveal(page: Page, target: Locator) {
  const toggle = menuToggle(page)
  // As a visitor does: not in sight, so open the menu (the header may still be settling after a sign-in).
  await expect(async () => {
    if (await target.isVisible()) return
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(target).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  return target
}

/** The main navigation's link to `path` (in `lang`'s words), opening the folded menu first if there is one. */
async function navLink(page: Page, lang: Lang, path: string) {
  const nav = page.getByRole('navigation', { name: msg(lang, 'header.menu'), exact: true })
  return reveal(page, nav.locator(`a[href="${pathIn(lang, path)}"]`).first())
}

/** The header's account entry (the popup's trigger, or "My account" once signed in), menu opened if folded. */
async function accountEntry(page: Page, lang: Lang, signedIn: boolean) {
  return reveal(
    page,
    signedIn
      ? page.getByRole('link', { name: msg(lang, 'account.myAccount'), exact: true })
      : page.getByRole('button', { name: msg(lang, 'account.logInRegister'), exact: true }),
  )
}

/** The account popup, opened from the header: its dialog, named by its title. */
async function openAccountDialog(page: Page, lang: Lang) {
  await (await accountEntry(page, lang, false)).click()
  const dialog = page.getByRole('dialog', { name: msg(lang, 'account.titleLogin') })
  // Measured once its forms have loaded (they load on first open).
  await expect(dialog.getByRole('button', { name: msg(lang, 'account.submitLogin'), exact: true })).toBeVisible()
  const box = await dialog.boundingBox()
  expect(
    box && box.width > 200 && box.height > 150,
    `the account dialog has a usable size: ${JSON.stringify(box)}`,
  ).toBe(true)
  return dialog
}

async function signIn(page: Page, lang: Lang, email: string, password = PASSWORD) {
  const dialog = await openAccountDialog(page, lang)
  await dialog.getByLabel(msg(lang, 'account.email'), { exact: true }).fill(email)
  await dialog.getByLabel(msg(lang, 'account.password'), { exact: true }).fill(password)
  await dialog.getByRole('button', { name: msg(lang, 'account.submitLogin'), exact: true }).click()
  await expect(dialog).toBeHidden()
  await accountEntry(page, lang, true)
}

// The seeded tour and guide each cell walks (slugs as that language's pages write them; Spanish shows
// the English versions): other tests of the suite add guides in one language only, newest first.
const SEEDED: Record<Lang, { tour: string; guide: string }> = {
  en: { tour: 'lisbon-and-sintra-discovery', guide: 'lisbon-in-three-days' },
  pt: { tour: 'lisboa-e-sintra', guide: 'lisboa-em-tres-dias' },
  es: { tour: 'lisbon-and-sintra-discovery', guide: 'lisbon-in-three-days' },
}

for (const { lang, device, signedIn } of CELLS) {
  test.describe(`${lang}, ${device}, signed ${signedIn ? 'in' : 'out'}`, () => {
    // Each cell is a visitor of its own address like every test (fixtures.ts): sign-ups are limited per address.
    test.use({ ...DEVICES[device], reducedMotion: 'reduce' })

    const fullBooking = signedIn || lang === 'es'
    const fullAccount = !signedIn && (device !== 'desktop' || lang === 'es')
    test('find, compare, book, search, read, switch language, account', async ({ page }) => {
      // A whole journey of 10-15 pages, each checked with axe: 25-75 s on this machine, 120 under load.
      test.setTimeout(180_000)
      // The demo content is in English and Portuguese: a Spanish page shows it in English.
      const contentInEnglish = !['en', 'pt'].includes(lang)
      // Signed in, only the pages that signing in changes get axe: the others are the signed-out cell's.
      const whole = (where: string, axe = !signedIn) =>
        expectWholePage(page, lang, `${lang}/${device}: ${where}`, {
          contentInEnglish,
          axe,
        })
      const home = pathIn(lang, '/')
      const email = uniqueEmail(`journey-${lang}-${device}`)

      await test.step('home, and signing in', async () => {
        await page.goto(home)
        if (signedIn) {
          await registerCustomer(page.request, email, PASSWORD, 'Júlia Journey')
          await signIn(page, lang, email)
          await whole('home, signed in', true)
        } else await whole('home')
      })

      await test.step('find a tour and compare two', async () => {
        await (await navLink(page, lang, '/tours')).click()
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/tours')}$`))
        await whole('tours')
        const compare = page.getByRole('button', {
          name: new RegExp(`^${msg(lang, 'tourActions.compareOf', { title: '' })}`),
        })
        const titles: string[] = []
        for (const i of [0, 1]) {
          const button = compare.nth(i)
          titles.push(
            (await button.getAttribute('aria-label'))!.slice(msg(lang, 'tourActions.compareOf', { title: '' }).length),
          )
          await button.click()
          await expect(button).toHaveAttribute('aria-pressed', 'true')
        }
        await whole('tours, two marked to compare')
        await page.getByRole('link', { name: new RegExp(`${msg(lang, 'compareBar.compare')} \\(2\\)`) }).click()
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/compare')}\\?tours=`))
        const table = page.getByRole('table')
        for (const t of titles) await expect(table.getByRole('columnheader', { name: t })).toBeVisible()
        await expect(table.getByRole('rowheader', { name: msg(lang, 'compare.duration') })).toBeVisible()
        await whole('compare')
      })

      await test.step('add a tour to the cart and send a booking request', async () => {
        await page.goto(pathIn(lang, '/tours'))
        // A seeded tour: the suite's other tests add their own, in one language, at the top of the lists.
        await page
          .locator(`article.card[data-tour="${SEEDED[lang].tour}"]`)
          .getByRole('heading')
          .getByRole('link')
          .click()
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/tours')}/[a-z0-9-]+$`))
        await whole('tour')
        const box = page.getByRole('region', { name: msg(lang, 'tour.book') })
        await box.getByRole('button', { name: msg(lang, 'offer.addToCart'), exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cart')}$`))
        await expect(page.locator('[data-cart-line]')).toHaveCount(1)
        await whole('cart')
        if (!fullBooking) return
        const booker = signedIn ? email : uniqueEmail(`booker-${lang}-${device}`)
        const reference = await sendBooking(page, { name: 'Júlia Journey', email: booker }, lang)
        await whole('booking sent')
        const mail = await waitForMail(booker, new RegExp(reference))
        expect(mail).toContain(msg(lang, 'bookingMail.greeting'))
        expect(mail).toContain(msg(lang, 'bookingMail.notYou'))
      })

      await test.step('search', async () => {
        // The header's box where it has room, else the search page's own form.
        let box = page.getByRole('banner').locator('input[name=q]')
        if (!(await box.isVisible())) {
          await page.goto(pathIn(lang, '/search'))
          box = page.getByRole('main').locator('input[name=q]')
        }
        await box.fill('Sintra')
        await box.press('Enter')
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/search')}\\?.*Sintra`))
        const main = page.getByRole('main')
        await expect(
          main.locator(`a[href^="${pathIn(lang, '/tours')}/"], a[href^="${pathIn(lang, '/guides')}/"]`).first(),
        ).toBeVisible()
        await whole('search results')
      })

      await test.step('read a guide, then switch language and keep the place', async () => {
        await (await navLink(page, lang, '/guides')).click()
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/guides')}$`))
        await whole('guides')
        await page
          .getByRole('main')
          .locator(`article.card a[href="${pathIn(lang, '/guides')}/${SEEDED[lang].guide}"]`)
          .first()
          .click()
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/guides')}/[a-z0-9-]+$`))
        await whole('guide')
        const other: Lang = lang === 'en' ? 'pt' : 'en'
        const here = new URL(page.url()).pathname
        const title = (await page.getByRole('heading', { level: 1 }).textContent())!
        await page.getByRole('navigation', { name: 'Language / Idioma' }).locator(`a[hreflang="${other}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${pathIn(other, '/guides')}/[a-z0-9-]+$`))
        if (contentInEnglish) {
          // A guide not written in this language names no alternate in it: the same guide is the same English one.
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        } else {
          // The same guide: its alternate in the first language is the page the visitor came from.
          const back = page.locator(`link[rel=alternate][hreflang="${lang}"]`)
          await expect(back).toHaveAttribute('href', /./)
          expect(new URL((await back.getAttribute('href'))!, page.url()).pathname).toBe(here)
        }
        await page.goBack()
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/guides')}/[a-z0-9-]+$`))
      })

      await test.step('the account: register, lose and reset the password from the mail, or see the bookings', async () => {
        if (signedIn) {
          await (await accountEntry(page, lang, true)).click()
          await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/account')}$`))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            msg(lang, 'accountPage.helloName', { name: 'Júlia Journey' }),
          )
          await expect(page.getByRole('heading', { name: msg(lang, 'accountPage.bookings') })).toBeVisible()
          await expect(page.getByText(/BR-\d{6}-[0-9A-F]{6}/).first()).toBeVisible()
          await whole('account, signed in', true)
          return
        }
        const dialog = await openAccountDialog(page, lang)
        if (!fullAccount) {
          await whole('login dialog')
          await page.keyboard.press('Escape')
          await expect(dialog).toBeHidden()
          return
        }
        await dialog.getByRole('button', { name: msg(lang, 'account.linkRegister'), exact: true }).click()
        const register = page.getByRole('dialog', { name: msg(lang, 'account.titleRegister') })
        await register.getByLabel(msg(lang, 'account.yourName'), { exact: true }).fill('Rui Registo')
        await register.getByLabel(msg(lang, 'account.email'), { exact: true }).fill(email)
        await register.getByLabel(msg(lang, 'account.password'), { exact: true }).fill(PASSWORD)
        await whole('register dialog')
        await register.getByRole('button', { name: msg(lang, 'account.submitRegister'), exact: true }).click()
        await expect(register).toBeHidden()
        await accountEntry(page, lang, true)
        await page.keyboard.press('Escape')
        await page.context().clearCookies()
        await page.goto(pathIn(lang, '/account'))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'accountPage.title'))
        await whole('account, signed out')

        const login = await openAccountDialog(page, lang)
        await login.getByRole('button', { name: msg(lang, 'account.linkLost'), exact: true }).click()
        const lost = page.getByRole('dialog', { name: msg(lang, 'account.titleLost') })
        await lost.getByLabel(msg(lang, 'account.email'), { exact: true }).fill(email)
        await lost.getByRole('button', { name: msg(lang, 'account.submitLost'), exact: true }).click()
        await expect(lost.getByRole('status')).toBeVisible()
        const mail = await waitForMail(email, /eael-resetpassword=1/)
        const link = mail
          .replace(/&#38;|&amp;/g, '&')
          .match(/https?:\/\/[^\s"<>]+eael-resetpassword=1&key=[a-f0-9]+/)![0]
        const url = new URL(link)
        expect(url.pathname).toBe(pathIn(lang, '/account'))
        await page.goto(url.pathname + url.search)
        const reset = page.getByRole('dialog', { name: msg(lang, 'account.titleReset') })
        await expect(reset).toBeVisible()
        const box = await reset.boundingBox()
        expect(
          box && box.width > 200 && box.height > 150,
          `the reset dialog has a usable size: ${JSON.stringify(box)}`,
        ).toBe(true)
        await whole('reset dialog')
        await reset.getByLabel(msg(lang, 'account.newPassword'), { exact: true }).fill('Brand-new-pass-77')
        await reset.getByLabel(msg(lang, 'account.repeatPassword'), { exact: true }).fill('Brand-new-pass-77')
        await reset.getByRole('button', { name: msg(lang, 'account.submitReset'), exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/account')}$`))
        await expect(page.locator('[data-account-email]')).toHaveText(email)
        await whole('account after the reset')
      })
    })
  })
}

test.describe('content an editor made in one language', () => {
  const stamp = Date.now().toString(36)
  const guide = { title: `Évora num dia ${stamp}`, slug: `evora-num-dia-${stamp}` }

  test('a guide published in Portuguese only, then in English too', async ({ page, request }) => {
    test.setTimeout(120_000)
    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const media = (await (await request.get('/api/media?limit=1&depth=0', { headers: auth })).json()) as {
      docs: { id: number }[]
    }
    const made = await request.post('/api/guides?locale=pt', {
      headers: auth,
      data: {
        ...guide,
        excerpt: 'Um dia em Évora.',
        body: richText('Évora.'),
        cover: media.docs[0]!.id,
        _status: 'published',
      },
    })
    expect(made.status(), await made.text()).toBe(201)
    const id = ((await made.json()) as { doc: { id: number } }).doc.id

    // Every language's guides and home list it only where it has its words (Portuguese), and no card is
    // left without a title (issue 27.4); every feed answers.
    for (const [lang, device] of [
      ['pt', 'phone'],
      ['en', 'desktop'],
      ['es', 'phone'],
      ['fr', 'tablet'],
      ['de', 'desktop'],
    ] as const) {
      await page.setViewportSize(DEVICES[device].viewport)
      for (const path of ['/guides', '/']) {
        await page.goto(pathIn(lang, path))
        const cards = page.getByRole('main').locator('article.card')
        for (const card of await cards.all()) {
          const link = card.getByRole('heading').getByRole('link')
          await expect(link).toHaveText(/\S/)
          expect(await link.getAttribute('href')).not.toMatch(/undefined/)
        }
        const card = page.getByRole('main').getByRole('link', { name: guide.title })
        if (lang === 'pt') await expect(card.first()).toHaveAttribute('href', pathIn('pt', `/guides/${guide.slug}`))
        else await expect(card).toHaveCount(0)
        // axe where the guide shows (pt) and in English; elsewhere the cards' own checks above say it.
        if (path === '/guides')
          await expectWholePage(page, lang, `${lang} guides, one guide in pt only`, {
            contentInEnglish: !['en', 'pt'].includes(lang),
            axe: ['en', 'pt'].includes(lang),
          })
      }
      expect((await request.get(pathIn(lang, '/guides/rss.xml'))).status(), `${lang} feed`).toBe(200)
    }
    await page.goto(pathIn('pt', `/guides/${guide.slug}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
    await whole(page, 'pt', 'the pt-only guide')

    // The editor adds the English version: both languages list it, each with its own address.
    const en = { title: `Évora in a day ${stamp}`, slug: `evora-in-a-day-${stamp}` }
    const updated = await request.patch(`/api/guides/${id}?locale=en`, {
      headers: auth,
      data: { ...en, excerpt: 'A day in Évora.', body: richText('Évora.'), _status: 'published' },
    })
    expect(updated.status(), await updated.text()).toBe(200)
    await expect.poll(async () => (await request.get(`/guides/${en.slug}`)).status(), { timeout: 15_000 }).toBe(200)
    await page.goto(`/guides/${en.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title)
    await whole(page, 'en', 'the guide in English')
    await page.getByRole('navigation', { name: 'Language / Idioma' }).locator('a[hreflang="pt"]').click()
    await expect(page).toHaveURL(new RegExp(`${pathIn('pt', `/guides/${guide.slug}`)}$`))
  })
})

const whole = (page: Page, lang: Lang, where: string) => expectWholePage(page, lang, where)
