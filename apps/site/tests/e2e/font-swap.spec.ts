import { expect, test, type Page } from './fixtures'

// Issue 17: CLS 0 and Roboto off the first screen's critical path. A first visit paints with the
// metric-matched fallback ('Roboto Fallback' in styles.css, one face per weight), fetches Roboto after
// the page has loaded without applying it, and switches to Roboto at the visitor's first click, tap or
// key (components/LateFonts.tsx); later pages in the same tab use Roboto from their first paint. Every layout shift
// is recorded (those right after input are the browser's own exception, as in CLS).

const PAGES = ['/', '/guides/lisbon-in-three-days', '/tours/azores-island-hopping', '/cart']
const FONT = /\/_next\/static\/media\/.+\.woff2$/

type Shift = { value: number; nodes: string[] }

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      }[]) {
        if (e.hadRecentInput) continue
        const nodes = (e.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement
          return el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?'
        })
        w.__shifts.push({ value: e.value, nodes })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
const family = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily)

for (const width of [412, 1280]) {
  for (const path of PAGES) {
    test(`first visit to ${path} at ${width} px: fallback first, Roboto fetched after load, nothing shifts`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 823 : 800 })
      const requested: { url: string; afterLoad: boolean }[] = []
      let loaded = false
      page.on('load', () => (loaded = true))
      page.on('request', (r) => {
        if (FONT.test(r.url())) requested.push({ url: r.url(), afterLoad: loaded })
      })
      await recordShifts(page)
      await page.goto(path)
      await expect.poll(() => requested.length, { message: 'Roboto is fetched' }).toBeGreaterThanOrEqual(4)
      expect(requested.filter((r) => !r.afterLoad)).toEqual([])
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fonts-loaded'))).toBe('1')
      await page.waitForTimeout(300)
      expect(await family(page)).toMatch(/^"?Roboto Fallback"?,/)
      await expect(page.locator('html')).not.toHaveClass(/\bfonts\b/)
      expect(await shifts(page)).toEqual([])

      // The first key press switches to Roboto (from the cache).
      await page.keyboard.press('Shift')
      await expect(page.locator('html')).toHaveClass(/\bfonts\b/)
      expect(await family(page)).toMatch(/^"?roboto"?,/) // next/font's family (--font-roboto)
    })
  }
}

test('later pages in the same tab use Roboto from their first paint, and nothing shifts', async ({ page }) => {
  await page.goto('/guides/lisbon-in-three-days')
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fonts-loaded'))).toBe('1')

  const atStart: string[] = []
  await page.exposeFunction('__fontAtStart', (f: string) => atStart.push(f))
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __fontAtStart: (f: string) => void }
      w.__fontAtStart(`${document.documentElement.className}|${getComputedStyle(document.body).fontFamily}`)
    })
  })
  await recordShifts(page)
  for (const path of ['/tours/azores-island-hopping', '/']) {
    atStart.length = 0
    await page.goto(path)
    await expect.poll(() => atStart.length).toBe(1)
    expect(atStart[0]).toMatch(/\bfonts\b.*\|"?roboto"?,/)
    await page.evaluate(() => document.fonts.ready)
    await page.waitForTimeout(300)
    expect(await shifts(page)).toEqual([])
  }
})

test('a visit in a new tab after an earlier visit is a first visit: no font before load, nothing shifts', async ({
  page,
}) => {
  // Lighthouse, like a browser whose cache lost Roboto, keeps the origin's localStorage but not the cache,
  // and opens a new tab per run. When the earlier visit's flag was in localStorage, such a page applied
  // Roboto at its first paint and fetched 66 KB of fonts ahead of the hero image (LCP +0.6-0.9 s in
  // bench/pages). The flag is now per tab (sessionStorage): a new tab paints with the fallback and
  // fetches Roboto after load, whatever an earlier visit left in localStorage.
  await page.setViewportSize({ width: 412, height: 823 })
  await page.addInitScript(() => localStorage.setItem('fonts-loaded', '1'))
  const requested: { url: string; afterLoad: boolean }[] = []
  let loaded = false
  page.on('load', () => (loaded = true))
  page.on('request', (r) => {
    if (FONT.test(r.url())) requested.push({ url: r.url(), afterLoad: loaded })
  })
  await recordShifts(page)
  await page.goto('/guides/lisbon-in-three-days')
  await expect.poll(() => requested.length, { message: 'Roboto is fetched' }).toBeGreaterThanOrEqual(4)
  expect(requested.filter((r) => !r.afterLoad)).toEqual([])
  await page.waitForTimeout(300)
  await expect(page.locator('html')).not.toHaveClass(/\bfonts\b/)
  expect(await shifts(page)).toEqual([])
  await page.keyboard.press('Shift')
  await expect(page.locator('html')).toHaveClass(/\bfonts\b/)
})

test('the content column does not move when a full hero arrives after a first paint', async ({ page }) => {
  // Chrome may paint while the document still streams in: the header and the start of <main>, before the
  // hero's markup has arrived. What is painted then must not move when the hero comes (CI saw <main> move
  // 90 px up, CLS 0.07, when the header turned fixed on seeing the hero).
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const top = () => page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top)
  const header = page.locator('.site-header')
  await expect(header).toHaveAttribute('data-fit', /\bbar\b/)
  const withHero = await top()
  const hero = await page.evaluate(() => {
    const el = document.querySelector('#main .hero--full')!
    const parent = el.parentElement!
    ;(window as unknown as { __hero: [Element, Element] }).__hero = [parent, el]
    el.remove()
    return parent === document.getElementById('main') || parent.parentElement === document.getElementById('main')
  })
  expect(hero).toBe(true)
  const withoutHero = await top()
  await page.evaluate(() => {
    const [parent, el] = (window as unknown as { __hero: [Element, Element] }).__hero
    parent.prepend(el)
  })
  expect(await top()).toBe(withHero)
  expect(withoutHero).toBe(withHero)
  // And the hero still starts at the top of the window, under the transparent header.
  expect(await page.evaluate(() => document.querySelector('#main .hero--full')!.getBoundingClientRect().top)).toBe(0)
})

test('a header painted before its inline script has laid it out is hidden, and as high as after', async ({
  page,
  browser,
}) => {
  // The script after the bar (header-fit.ts) picks its layout; Chrome may paint the bar before that script
  // runs (the document streaming in, a busy machine): CI saw the search box jump from x 1040 to 264 and
  // the navigation up a line (CLS 0.06). Until it is laid out, the bar must neither show nor take another height.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/guides/lisbon-in-three-days')
  const header = page.locator('.site-header')
  await expect(header).toHaveAttribute('data-fit', /\bbar\b/)
  const fitted = await header.evaluate((h) => h.getBoundingClientRect().height)
  const unfitted = await header.evaluate((h) => {
    h.removeAttribute('data-fit')
    const bar = h.querySelector('.site-header__bar')!
    return { height: h.getBoundingClientRect().height, visibility: getComputedStyle(bar).visibility }
  })
  expect(unfitted).toEqual({ height: fitted, visibility: 'hidden' })

  // Without JavaScript nothing lays it out: the bar shows, on as many lines as it needs.
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
  const plain = await noJs.newPage()
  await plain.goto(`${process.env.E2E_BASE_URL}/guides/lisbon-in-three-days`)
  await expect(plain.locator('.site-header__bar')).toBeVisible()
  expect(await plain.locator('.site-header__bar').evaluate((b) => getComputedStyle(b).visibility)).toBe('visible')
  await noJs.close()
})
