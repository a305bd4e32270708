import { expect, test, type Page } from './fixtures'
import { HERO_WAIT_MS } from '../../src/lib/page-scripts.mjs'

// Issue 17: a page with a hero image runs Next.js's scripts once that image has been painted
// (src/lib/page-scripts.mjs, applied by server.mjs), so on a slow phone the image no longer waits
// behind ~150 KB of script. A slow or broken image must not keep the page from working.

const GUIDE = '/guides/lisbon-in-three-days'
const CHUNK_TAG = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/
/** The loader's tag (its id, not its text). */
const LOADER = '<script id="scripts-after-hero">'
const HERO_IMAGE = /\/api\/media\/file\/city-1-[^/]+\.webp$/

/** Next.js's client has started: it sets window.next when its bootstrap runs. */
const started = (page: Page) =>
  page.waitForFunction(() => typeof (window as unknown as { next?: { version?: string } }).next?.version === 'string')

test('a guide: chunk tags out of the served page, scripts fetched after the hero image, the page hydrates', async ({
  page,
  request,
}) => {
  const html = await (await request.get(GUIDE)).text()
  expect(html).not.toMatch(CHUNK_TAG)
  expect(html).toContain(LOADER)
  // The loader's 'hero-painted' (the moment its wait ended), which LateFonts waits for too.
  await page.addInitScript(() =>
    addEventListener('hero-painted', () => {
      ;(window as unknown as { heroPaintedAt?: number }).heroPaintedAt = performance.now()
    }),
  )
  await page.goto(GUIDE)
  await started(page)
  const timing = await page.evaluate(async () => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const hero = document.querySelector('img[fetchpriority=high]') as HTMLImageElement
    const image = entries.find((e) => e.name === hero.currentSrc)
    const chunks = entries.filter((e) => e.initiatorType === 'script' && e.name.includes('/_next/static/chunks/'))
    // Element Timing entries are only handed to observers (buffered), not to getEntriesByType.
    const painted = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => {
        const e = (list.getEntries() as unknown as { identifier: string; renderTime: number }[]).find(
          (x) => x.identifier === 'hero',
        )
        if (e) resolve(e.renderTime)
      }).observe({ type: 'element', buffered: true })
      setTimeout(() => resolve(null), 2000)
    })
    return {
      image: image?.responseEnd ?? null,
      painted,
      first: Math.min(...chunks.map((e) => e.startTime)),
      count: chunks.length,
    }
  })
  expect(timing.image).not.toBeNull()
  expect(timing.count).toBeGreaterThan(3)
  expect(timing.first).toBeGreaterThanOrEqual(timing.image!)
  // Chromium's Element Timing: the frame with the hero was presented before the first chunk was asked for.
  expect(timing.painted).not.toBeNull()
  expect(timing.first).toBeGreaterThanOrEqual(timing.painted!)
  const said = await page.evaluate(() => ({
    at: (window as unknown as { heroPaintedAt?: number }).heroPaintedAt ?? null,
    flag: document.documentElement.dataset.heroPainted ?? null,
  }))
  expect(said.flag).toBe('1')
  expect(said.at).not.toBeNull()
  expect(said.at!).toBeGreaterThanOrEqual(timing.painted!)
  expect(timing.first).toBeGreaterThanOrEqual(said.at!)
  // Roboto (components/LateFonts.tsx) is fetched after the hero is painted too, not at the load event
  // that comes before that paint: 88 KB of fonts shared the bandwidth with the hero in Lighthouse's runs.
  const fontStarts = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\/_next\/static\/media\/.+\.woff2$/.test(e.name))
        .map((e) => e.startTime),
    )
  await expect.poll(async () => (await fontStarts()).length).toBeGreaterThan(0)
  expect(Math.min(...(await fontStarts()))).toBeGreaterThanOrEqual(said.at!)
  // Hydrated: a client component answers (the mobile menu button opens the menu at this width).
  await page.setViewportSize({ width: 412, height: 800 })
  const toggle = page.locator('header button[aria-expanded]').first()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
})

test('a broken hero image: the scripts run at once, and the fonts still come', async ({ page }) => {
  await page.route(HERO_IMAGE, (route) => route.abort())
  await page.goto(GUIDE)
  await started(page)
  // The loader's wait ended before LateFonts listened (at the load event): it reads <html data-hero-painted>.
  expect(await page.evaluate(() => document.documentElement.dataset.heroPainted)).toBe('1')
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
            /\/_next\/static\/media\/.+\.woff2$/.test(e.name),
          ).length,
      ),
    )
    .toBeGreaterThan(0)
})

test('a hero image that takes 6 s: the scripts run after 1.5 s, before it arrives', async ({ page }) => {
  await page.route(HERO_IMAGE, async (route) => {
    await new Promise((r) => setTimeout(r, 6000))
    await route.continue().catch(() => {})
  })
  const t0 = Date.now()
  await page.goto(GUIDE, { waitUntil: 'commit' })
  await started(page)
  // The loader's timer starts after t0, so at least 1.5 s; Next.js's own tags would have run at once.
  expect(Date.now() - t0).toBeGreaterThanOrEqual(1500)
  expect(Date.now() - t0).toBeLessThan(5000)
  expect(
    await page.evaluate(() => (document.querySelector('img[fetchpriority=high]') as HTMLImageElement).complete),
  ).toBe(false)
})

test('a hero image that takes 6 s and a visitor who taps at once: the scripts start at the tap', async ({ page }) => {
  await page.route(HERO_IMAGE, async (route) => {
    await new Promise((r) => setTimeout(r, 6000))
    await route.continue().catch(() => {})
  })
  // Which event was being handled when the first chunk script was added: the tap's, if the tap started
  // them (a bound on the time taken failed on a busy machine; this does not depend on its speed).
  // The tap comes before the loader's 1.5 s timer however slow the machine: the timer set while the page
  // is parsed waits a minute instead.
  await page.addInitScript((wait) => {
    const setTimer = window.setTimeout
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) =>
      setTimer(fn, ms === wait ? 60_000 : ms, ...rest)) as typeof window.setTimeout
    document.addEventListener('DOMContentLoaded', () => (window.setTimeout = setTimer))
    const w = window as unknown as { chunkAddedIn?: string }
    const append = Node.prototype.appendChild
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (w.chunkAddedIn === undefined && node instanceof HTMLScriptElement && node.src.includes('/_next/'))
        w.chunkAddedIn = window.event?.type ?? 'none'
      return append.call(this, node) as T
    }
  }, HERO_WAIT_MS)
  await page.goto(GUIDE, { waitUntil: 'domcontentloaded' })
  await page.mouse.click(2, 400)
  await started(page)
  expect(await page.evaluate(() => (window as unknown as { chunkAddedIn?: string }).chunkAddedIn)).toBe('pointerdown')
})

test("a page without a hero image (the cart) keeps Next.js's own script tags", async ({ page, request }) => {
  const html = await (await request.get('/cart')).text()
  expect(html).toMatch(CHUNK_TAG)
  expect(html).not.toContain(LOADER)
  await page.goto('/cart')
  await started(page)
})
