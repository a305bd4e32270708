import { ready } from './behaviours-fixture'
import { expect, test, type Page } from './fixtures'

// Issue 27.9: the page's floating controls (the language hint, "Compare (n)", scroll-to-top, the chat
// button) never cover one another, at any width: each is wholly visible and takes its own clicks.

test.use({ locale: 'pt-PT' }) // a Portuguese browser on an English page: the language hint shows

const FLOATS = {
  hint: '.lang-hint',
  compare: '.compare-bar',
  scrollTop: '.scroll-top.is-visible',
  chat: '.joinchat__button',
}

/** The floating controls' boxes, and what the page shows at the centre of each (and of each of its controls). */
const measure = (page: Page) =>
  page.evaluate((floats) => {
    const out: Record<string, { box: DOMRect; ownCentre: boolean; controls: string[] }> = {}
    for (const [name, sel] of Object.entries(floats)) {
      const el = document.querySelector<HTMLElement>(sel)
      if (!el) continue
      const box = el.getBoundingClientRect()
      const at = (r: DOMRect) => document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      const inside = (r: DOMRect) => {
        const hit = at(r)
        return !!hit && (hit === el || el.contains(hit))
      }
      const controls = [...el.querySelectorAll<HTMLElement>('a, button')]
        .filter((c) => !inside(c.getBoundingClientRect()))
        .map((c) => c.textContent?.trim() || c.getAttribute('aria-label') || c.tagName)
      out[name] = { box: box.toJSON() as DOMRect, ownCentre: inside(box), controls }
    }
    return out
  }, FLOATS)

/** A guide at `width` x `height` with two tours marked: the hint, the compare bar and the chat button shown. */
async function showFloats(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height })
  await page.addInitScript(() => {
    localStorage.setItem('compare_tours', JSON.stringify(['lisbon-and-sintra-discovery', 'azores-island-hopping']))
  })
  await page.goto('/guides/lisbon-in-three-days')
  await ready(page)
  await expect(page.locator(FLOATS.hint)).toBeVisible()
  await expect(page.locator(FLOATS.compare)).toBeVisible()
  await expect(page.locator(FLOATS.chat)).toBeVisible()
}

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

for (const width of [320, 390, 820, 1366, 1920]) {
  test(`at ${width} px the hint, the compare bar, scroll-to-top and the chat button do not cover each other`, async ({
    page,
  }) => {
    await showFloats(page, width, width < 800 ? 740 : 900)
    await page.mouse.wheel(0, 1200)
    await expect(page.locator(FLOATS.scrollTop)).toBeVisible()
    // settled: each control where it stays (fades and the chat's entrance finished)
    await page.waitForFunction(
      (sels) =>
        document.getAnimations().every((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target
          return a.playState !== 'running' || !target || !sels.some((s) => target.closest(s))
        }),
      Object.values(FLOATS),
    )
    let m: Awaited<ReturnType<typeof measure>> = {}
    await expect
      .poll(async () => {
        m = await measure(page)
        return Object.keys(m).sort()
      })
      .toEqual(Object.keys(FLOATS).sort())
    const problems: string[] = []
    const names = Object.keys(m)
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1)) if (overlap(m[a]!.box, m[b]!.box)) problems.push(`${a} overlaps ${b}`)
    for (const [name, { box, ownCentre, controls }] of Object.entries(m)) {
      if (!ownCentre) problems.push(`${name} is covered at its centre`)
      for (const c of controls) problems.push(`${name}: "${c}" is covered`)
      if (box.left < 0 || box.right > width) problems.push(`${name} leaves the screen (${box.left}-${box.right})`)
    }
    // the chat's tooltip (decoration, it takes no clicks) does not lie over another control either
    const tip = await page.locator('.joinchat__tooltip').boundingBox()
    if (tip) {
      const t = { left: tip.x, right: tip.x + tip.width, top: tip.y, bottom: tip.y + tip.height } as DOMRect
      for (const name of ['hint', 'compare', 'scrollTop'])
        if (overlap(t, m[name]!.box)) problems.push(`tooltip over ${name}`)
    }
    expect(problems).toEqual([])
    // and the compare bar takes its own click
    await page.locator(FLOATS.compare).getByRole('link').click()
    await expect(page).toHaveURL(/\/compare\?tours=/)
  })
}

// The open menu: the visitor opened it over the page, so no floating control may lie over its links
// (the journey matrix found "Planear uma viagem", the menu's last link, under the language hint at
// 1366 px signed in, where the Portuguese bar folds). Tried where the menu is folded and reaches the foot
// of a short screen, with every floating control shown.
for (const width of [390, 820]) {
  test(`at ${width} px no floating control lies over the open menu's links`, async ({ page }) => {
    await showFloats(page, width, 560)
    const toggle = page.locator('button[aria-controls="site-nav-panel"]')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator('#site-nav-panel')
    // Its end in view: its last links at the foot of the screen, where the floating controls are.
    await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    expect((await panel.boundingBox())!.y + (await panel.boundingBox())!.height).toBeGreaterThan(560 - 40)
    const covered = () =>
      panel.evaluate((nav) =>
        [...nav.querySelectorAll<HTMLElement>('a, button')].flatMap((el) => {
          const r = el.getBoundingClientRect()
          if (r.width < 1 || r.bottom <= nav.getBoundingClientRect().top || r.top >= innerHeight) return []
          const y = Math.min(r.top + r.height / 2, innerHeight - 1)
          const hit = document.elementFromPoint(r.left + r.width / 2, y)
          if (!hit || el.contains(hit) || hit.contains(el)) return []
          return [`"${el.textContent?.trim()}" is under ${hit.closest('[class]')?.className}`]
        }),
      )
    await expect.poll(covered).toEqual([])
    // Shut again, the floating controls are back where they were.
    await toggle.click()
    await expect(page.locator(FLOATS.hint)).toBeVisible()
    await expect(page.locator(FLOATS.compare)).toBeVisible()
  })
}
