import { expect, type APIRequestContext, type Page } from './fixtures'
import { doc, h, link, p } from '../../src/seed/lexical'
import { adminToken } from './helpers'

const filler = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) =>
    p(
      `${tag} paragraph ${i + 1}. Cobbled lanes, tiled facades and the smell of grilled sardines drift up from the river while trams climb the hill.`,
    ),
  )

/**
 * A published page made for the behaviour tests (once per slug): in-page links of every kind, a far
 * target section, tabs and an accordion with anchors (one is 'eael-safari'), a main slide carousel,
 * an image in a lightbox and an unsafe link saved by an editor.
 */
export async function behavioursPage(request: APIRequestContext, slug: string): Promise<string> {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = (await (await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0`, { headers })).json()) as {
    docs: unknown[]
  }
  if (found.docs.length) return `/${slug}`
  const media = (await (await request.get('/api/media?limit=3&depth=0&sort=id', { headers })).json()) as {
    docs: { id: number }[]
  }
  const [m1, m2] = media.docs.map((d) => d.id)
  const res = await request.post('/api/pages', {
    headers,
    data: {
      title: 'Behaviour test page',
      slug,
      _status: 'published',
      hero: { style: 'none' },
      layout: [
        {
          blockType: 'richText',
          content: doc(
            h('h2', 'Page links'),
            p(link('Go to section B', '#section-b')),
            p(link('Open tab B', '#tab-b'), ' · ', link('Open tab B with a bang', '#!tab-b')),
            p(link('Open the safari item', '#safari'), ' · ', link('Open item two', '#!acc-two')),
            p(link('A link saved with javascript', 'javascript:alert(document.cookie)')),
            ...filler(30, 'First'),
            h('h2', 'Section B'),
            ...filler(30, 'Second'),
          ),
        },
        {
          blockType: 'tabs',
          tabs: [
            { label: 'Tab A', anchor: 'tab-a', content: doc(p('Content of tab A.')) },
            { label: 'Tab B', anchor: 'tab-b', content: doc(p('Content of tab B.')) },
          ],
        },
        { blockType: 'richText', content: doc(...filler(25, 'Third')) },
        {
          blockType: 'accordion',
          heading: 'Questions',
          items: [
            { title: 'The safari item', anchor: 'eael-safari', content: doc(p('Safari content.')) },
            { title: 'Item two', anchor: 'acc-two', content: doc(p('Item two content.')) },
          ],
        },
        { blockType: 'richText', content: doc(...filler(25, 'Fourth')) },
        {
          blockType: 'slider',
          variant: 'slides',
          isMainSlider: true,
          slides: [
            { image: m1, heading: 'Slide one' },
            { image: m2, heading: 'Slide two' },
          ],
        },
        { blockType: 'mediaBlock', media: m1, caption: 'In a lightbox', lightbox: true },
        { blockType: 'richText', content: doc(...filler(10, 'Fifth')) },
      ],
    },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return `/${slug}`
}

/**
 * Samples window.scrollY on every frame from before `action` until `ms` after it has returned. The
 * window is counted from the action's end, not its start: Playwright's click takes from a few to
 * several hundred milliseconds (actionability checks) on a loaded machine, and a window counted from
 * before it ended before the scroll had (CI: the reduced-motion jump "still at 1200").
 */
export async function scrollSamples(page: Page, action: () => Promise<void>, ms = 900): Promise<number[]> {
  type Sampling = { __samples: number[]; __until: number; __sampled: Promise<void> }
  await page.evaluate(() => {
    const w = window as unknown as Sampling
    w.__samples = []
    w.__until = Infinity
    w.__sampled = new Promise<void>((done) => {
      const tick = () => {
        w.__samples.push(Math.round(scrollY))
        if (performance.now() < w.__until) requestAnimationFrame(tick)
        else done()
      }
      requestAnimationFrame(tick)
    })
  })
  await action()
  return page.evaluate(async (ms) => {
    const w = window as unknown as Sampling
    w.__until = performance.now() + ms
    await w.__sampled
    return w.__samples
  }, ms)
}

/** The page with its configuration object changed as the site settings would change it. */
export async function withConfig(page: Page, change: (cfg: Record<string, any>) => void) {
  await page.route(
    (url) =>
      !url.pathname.startsWith('/api') && !url.pathname.startsWith('/_next') && !url.pathname.startsWith('/admin'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const res = await route.fetch()
      const html = await res.text()
      const out = html.replace(
        /(<script id="page-config" type="application\/json">)(.*?)(<\/script>)/s,
        (_, a, json, c) => {
          const cfg = JSON.parse(json)
          change(cfg)
          return a + JSON.stringify(cfg).replace(/</g, '\\u003c') + c
        },
      )
      await route.fulfill({ response: res, body: out })
    },
  )
}

export const headerHeight = (page: Page) =>
  page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().height)
export const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top)

/** Clicks `selector` in the page and measures how long the scroll takes to settle and through how many positions it went. */
export async function timedScroll(
  page: Page,
  selector: string,
): Promise<{ ms: number; distinct: number; end: number }> {
  return page.evaluate(
    (selector) =>
      new Promise<{ ms: number; distinct: number; end: number }>((resolve) => {
        const ys: number[] = []
        const t0 = performance.now()
        let stableSince = 0
        const tick = () => {
          const now = performance.now()
          ys.push(scrollY)
          const n = ys.length
          if (n > 2 && ys[n - 1] === ys[n - 2] && ys[n - 1] !== ys[0]) stableSince ||= now
          else stableSince = 0
          if ((stableSince && now - stableSince > 200) || now - t0 > 4000)
            return resolve({ ms: (stableSince || now) - t0, distinct: new Set(ys).size, end: scrollY })
          requestAnimationFrame(tick)
        }
        document.querySelector<HTMLElement>(selector)!.click()
        requestAnimationFrame(tick)
      }),
    selector,
  )
}

/** Waits until every behaviour this page should have has started (listed on <html data-behaviours>). */
export async function ready(page: Page) {
  await page.waitForFunction(() => {
    const el = document.getElementById('page-config')
    if (!el?.textContent) return false
    const b = JSON.parse(el.textContent).behaviours
    const want = ['boot', 'loaded']
    if (b.scrollTop.enabled) want.push('scroll-top')
    if (b.protection.enabled) want.push('protection')
    if (b.anchors.enabled) want.push('anchors')
    if (b.hashLinks.enabled) want.push('hash-links')
    if (b.toc.enabled && document.querySelector('[data-toc]')) want.push('toc')
    if (b.animations.enabled && document.querySelector('[data-animate]')) want.push('animations')
    const have = (document.documentElement.dataset.behaviours ?? '').split(' ')
    return want.every((n) => have.includes(n))
  })
}
