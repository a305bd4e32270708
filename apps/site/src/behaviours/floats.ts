import type { PageConfig } from './page-config'

/**
 * The page's floating controls share the bottom of the screen (issue 27.9): the chat button, the language
 * hint, "Compare (n)" and scroll-to-top each keep their own corner from CSS, and this stacks them: in
 * that order, each one shown is raised just above those already placed whose width it shares, so none
 * covers another at any width (a hint as wide as a phone goes above the chat button; on a desktop they
 * sit side by side). It writes each one's `bottom`; without JavaScript there is only the CSS (and no
 * hint, compare bar or scroll-to-top either). Runs again when one appears, goes, changes size or fades
 * in, and on resize.
 *
 * The header's menu, once the visitor opens it, is the top layer: a float that would lie over the open
 * menu's panel steps aside (`data-under-menu`, hidden) until the menu shuts. Before, the hint (and the
 * chat button) were drawn over the panel's last links where the panel reaches the foot of the screen
 * (Portuguese, signed in, at 1366 x 768: "Planear uma viagem" under "View this page in English").
 */
const ORDER = [
  // the chat button and its tooltip: the tooltip takes no clicks, but lies over what is under it
  { sel: '.joinchat', measure: '.joinchat__button, .joinchat__tooltip' },
  { sel: '.lang-hint' },
  { sel: '.compare-bar' },
  { sel: '.scroll-top' },
] as const
const GAP = 12

type Box = { left: number; right: number; top: number; bottom: number }

/** Where an element's own CSS puts its bottom edge (its `bottom` before this moved it), in px. */
function cssBottom(el: HTMLElement): number {
  const before = el.style.bottom
  el.style.bottom = ''
  const px = parseFloat(getComputedStyle(el).bottom) || 0
  el.style.bottom = before
  return px
}

const shown = (el: Element) => {
  if (el.getClientRects().length === 0) return false
  const s = getComputedStyle(el)
  return s.visibility !== 'hidden' && s.display !== 'none'
}

/** The box of what a float shows (the chat: its button and tooltip, not the chatbox a visitor opened). */
function boxOf(el: HTMLElement, measure?: string): Box | null {
  const parts = measure ? [...el.querySelectorAll(measure)].filter(shown) : shown(el) ? [el] : []
  if (parts.length === 0) return null
  const rects = parts.map((p) => p.getBoundingClientRect())
  return {
    left: Math.min(...rects.map((r) => r.left)),
    right: Math.max(...rects.map((r) => r.right)),
    top: Math.min(...rects.map((r) => r.top)),
    bottom: Math.max(...rects.map((r) => r.bottom)),
  }
}

const UNDER_MENU = 'data-under-menu'

/** Places the shown floats, bottom up; those the open menu's panel would lie under step aside. */
function place(): void {
  const placed: Box[] = []
  const H = document.documentElement.clientHeight
  // Measured as shown: set again below, in the same frame, where the menu still needs it.
  for (const el of document.querySelectorAll(`[${UNDER_MENU}]`)) el.removeAttribute(UNDER_MENU)
  const panel = document.querySelector('.site-header .nav__panel.is-open')
  const menu = panel && shown(panel) ? panel.getBoundingClientRect() : null
  for (const { sel, ...rest } of ORDER) {
    const el = document.querySelector<HTMLElement>(sel)
    if (!el) continue
    const base = cssBottom(el)
    // The scroll-to-top button is placed while it is hidden too, so it fades in where it belongs.
    const wasHidden = sel === '.scroll-top' && getComputedStyle(el).visibility === 'hidden'
    const box = wasHidden ? el.getBoundingClientRect() : boxOf(el, 'measure' in rest ? rest.measure : undefined)
    if (!box) continue
    // The box as it would be at the CSS bottom: from its current bottom edge to `base` from the foot.
    const offset = H - base - box.bottom
    let top = box.top + offset
    let bottom = box.bottom + offset
    const height = bottom - top
    // Raise it above every placed box it would touch, lowest first, until it touches none.
    for (let moved = true; moved;) {
      moved = false
      for (const p of placed)
        if (box.left < p.right && p.left < box.right && top < p.bottom + GAP && p.top - GAP < bottom) {
          bottom = p.top - GAP
          top = bottom - height
          moved = true
        }
    }
    const raised = Math.max(base, Math.round(H - bottom))
    el.style.bottom = raised === base ? '' : `${raised}px`
    placed.push({ left: box.left, right: box.right, top, bottom })
    if (menu && box.left < menu.right && menu.left < box.right && top < menu.bottom && menu.top < bottom)
      el.setAttribute(UNDER_MENU, '')
  }
}

export function init(_cfg: PageConfig): () => void {
  let raf = 0
  const schedule = () => {
    if (!raf) raf = requestAnimationFrame(() => ((raf = 0), place()))
  }
  const sizes = new ResizeObserver(schedule)
  const watched = new Set<Element>()
  const watch = () => {
    for (const { sel } of ORDER) {
      const el = document.querySelector(sel)
      if (!el || watched.has(el)) continue
      watched.add(el)
      sizes.observe(el)
    }
    schedule()
  }
  // Floats come and go (the hint, the compare bar, the chat button after its delay) and fade (class,
  // hidden): the body's children and those attributes below them.
  const changes = new MutationObserver(watch)
  changes.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'hidden'],
  })
  addEventListener('resize', schedule)
  watch()
  return () => {
    cancelAnimationFrame(raf)
    sizes.disconnect()
    changes.disconnect()
    removeEventListener('resize', schedule)
  }
}
