import { expect, test, type Page } from './fixtures'
import { formToken, PASSWORD, registerCustomer, uniqueEmail } from './shop-helpers'

// Every width from 320 to 1920 px in steps of 16 (issue 13.5, 13.6): no wrapped nav item, no
// horizontal scroll, no overlap in the header, and no text touching the screen edge. And (issue 27.7)
// the bar is one line high, its parts packed at both ends of the page's content column (no space left
// over on the right, no search icon floating mid-bar), signed out and signed in (longer account words).
const PAGES = [
  '/',
  '/guides/lisbon-in-three-days',
  '/tours/douro-valley-wine-journey',
  '/gallery',
  '/pricing',
  // The other languages' longer words (issue 19): the header folds where they need it (header-fit.ts).
  '/pt/circuitos/lisboa-e-sintra',
  '/es/buscar?q=lisboa',
  '/fr/guides',
  '/de/gibt-es-nicht',
]
const WIDTHS = Array.from({ length: (1920 - 320) / 16 + 1 }, (_, i) => 320 + i * 16)
const EDGE = 12

// Signed in, the account entry's words are the longest: the pages of the languages with the longest ones.
const SIGNED_IN = ['/', '/pt/circuitos/lisboa-e-sintra', '/de/gibt-es-nicht', '/fr/guides']

test.describe.configure({ timeout: 240_000 })

for (const path of PAGES) {
  test(`header and text fit at every width on ${path}`, async ({ page }) => {
    await checkEveryWidth(page, path)
  })
}

for (const path of SIGNED_IN) {
  test(`signed in, the header fits at every width on ${path}`, async ({ page }) => {
    const email = uniqueEmail('widths')
    await registerCustomer(page.request, email)
    await page.goto(path)
    const login = await page.request.post('/api/customers/login', {
      data: { email, password: PASSWORD },
      headers: { 'X-Form-Token': await formToken(page.request) },
    })
    expect(login.ok()).toBeTruthy()
    await page.reload()
    await expect(page.locator('.site-header .account-entry__logout')).toBeAttached()
    await checkEveryWidth(page, path)
  })
}

async function checkEveryWidth(page: Page, path: string) {
  if (page.url() === 'about:blank') await page.goto(path)
  await page.waitForLoadState('networkidle')
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    // The bar has laid itself out for this width: two frames rendered (components/client/HeaderBehaviour.client.tsx).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const found = await page.evaluate((edge) => {
      const out: string[] = []
      const vw = window.innerWidth
      if (document.documentElement.scrollWidth > vw)
        out.push(`horizontal scroll (${document.documentElement.scrollWidth} > ${vw})`)
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect()
        const s = getComputedStyle(el)
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'
      }
      // Lines of text in an element: rows of its text's boxes (images and icons do not count).
      const lines = (el: Element) => {
        const rects: DOMRect[] = []
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(n)
          rects.push(...[...range.getClientRects()].filter((r) => r.width > 0))
        }
        rects.sort((a, b) => a.top - b.top)
        let rows = 0
        let bottom = -Infinity
        for (const r of rects)
          if (r.top >= bottom - 2) {
            rows++
            bottom = r.bottom
          }
        return rows
      }
      const header = document.querySelector('.site-header')!
      const hb = header.getBoundingClientRect()
      const items = [
        header.querySelector('.site-header__logo'),
        ...header.querySelectorAll(
          '.nav__list > .nav__item > .nav__link, .nav__list > .nav__item > .btn, .nav__list > .nav__item .account-entry, .nav-toggle',
        ),
      ].filter((el): el is Element => !!el && visible(el))
      const inBar = items.filter((el) => {
        const r = el.getBoundingClientRect()
        return r.top < hb.bottom && r.bottom > hb.top
      })
      for (const el of inBar) {
        const label = (el.textContent ?? '').trim().slice(0, 20) || el.className
        if (lines(el) > 1) out.push(`"${label}" wraps`)
        const r = el.getBoundingClientRect()
        if (r.bottom > hb.bottom + 1 || r.top < hb.top - 1) out.push(`"${label}" spills out of the header`)
        if (r.left < 0 || r.right > vw) out.push(`"${label}" is off screen`)
      }
      for (let i = 0; i < inBar.length; i++)
        for (let j = i + 1; j < inBar.length; j++) {
          const a = inBar[i]!.getBoundingClientRect()
          const b = inBar[j]!.getBoundingClientRect()
          if (inBar[i]!.contains(inBar[j]!) || inBar[j]!.contains(inBar[i]!)) continue
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            out.push(
              `"${inBar[i]!.textContent?.trim().slice(0, 20)}" overlaps "${inBar[j]!.textContent?.trim().slice(0, 20)}"`,
            )
        }
      // Text in the main content keeps a margin from both screen edges.
      for (const el of document.querySelectorAll('main .breadcrumbs, main h1, main h2, main .hero p, main .prose p')) {
        if (!visible(el)) continue
        const range = document.createRange()
        range.selectNodeContents(el)
        const r = range.getBoundingClientRect()
        if (r.width === 0) continue
        const label = `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`
        if (r.left < edge - 0.5) out.push(`${label} starts at x=${Math.round(r.left)}`)
        if (r.right > vw - edge + 0.5) out.push(`${label} ends at ${Math.round(r.right)} of ${vw}`)
      }
      // One line: the bar keeps its height and the header holds the language strip and the bar only.
      const bar = header.querySelector('.site-header__bar')!.getBoundingClientRect()
      if (Math.round(bar.height) !== 64) out.push(`the bar is ${Math.round(bar.height)} px high`)
      if (hb.bottom > bar.bottom + 1.5)
        out.push(`the header reaches ${Math.round(hb.bottom - bar.bottom)} px below the bar`)
      // Centred like the page's content column (.container: 1180 px at most, 20 px padding).
      const pageWidth = document.documentElement.clientWidth // without a scroll bar's width
      const column = Math.min(pageWidth, 1180)
      const left = (pageWidth - column) / 2
      if (Math.abs(bar.left - left) > 1 || Math.abs(bar.width - column) > 1)
        out.push(
          `the bar is ${Math.round(bar.left)}-${Math.round(bar.right)}, the content column ${left}-${left + column}`,
        )
      // Packed: the logo at the column's left, the rest at its right, nothing floating between.
      const parts = [
        header.querySelector('.site-header__logo'),
        header.querySelector('.site-search'),
        ...header.querySelectorAll('.nav__list > .nav__item:not(.nav__search), .nav-toggle'),
      ]
        .filter((el): el is Element => !!el && visible(el))
        .filter((el) => {
          const r = el.getBoundingClientRect()
          return r.top < bar.bottom && r.bottom > bar.top
        })
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .sort((a, b) => a.r.left - b.r.left)
      const name = (el: Element) => (el.textContent ?? '').trim().slice(0, 20) || el.className
      if (parts.length > 0) {
        if (Math.abs(parts[0]!.r.left - (bar.left + 20)) > 1)
          out.push(`the bar starts at ${Math.round(parts[0]!.r.left)}`)
        const last = parts.at(-1)!.r
        if (Math.abs(last.right - (bar.right - 20)) > 1)
          out.push(`the bar's last part ends ${Math.round(bar.right - 20 - last.right)} px before the column's edge`)
      }
      for (let i = 2; i < parts.length; i++) {
        const gap = parts[i]!.r.left - parts[i - 1]!.r.right
        if (gap > 24) out.push(`${Math.round(gap)} px empty before "${name(parts[i]!.el)}"`)
      }
      return out
    }, EDGE)
    for (const f of found) problems.push(`${width}px: ${f}`)
  }
  expect(problems.slice(0, 40)).toEqual([])
}

test('the header is transparent over a full-width hero on a wide screen with a mouse, and solid once stuck (issue 13.7)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  await expect(page.locator('[data-hero="full"]').first()).toBeVisible()
  const header = page.locator('.site-header')
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(page.locator('.site-header .site-header__logo')).toHaveCSS('color', 'rgb(255, 255, 255)')
  // The header sits over the hero: the hero starts at the top of the page.
  expect(Math.round((await page.locator('[data-hero="full"]').first().boundingBox())!.y)).toBe(0)
  const mainTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + scrollY)
  const before = await mainTop()
  await page.mouse.wheel(0, 600)
  await expect(header).toHaveClass(/is-stuck/)
  expect(await mainTop()).toBe(before) // sticking does not move the page (no layout shift)
  await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  // A narrow window keeps the solid header.
  await page.evaluate(() => scrollTo(0, 0))
  await page.setViewportSize({ width: 700, height: 900 })
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
})
