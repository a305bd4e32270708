import { scrollTargetY } from './offset'

export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

const heightOf = (sel: string, onlyPinned: boolean) => {
  const el = document.querySelector<HTMLElement>(sel)
  if (!el) return 0
  if (onlyPinned) {
    const pos = getComputedStyle(el).position
    if (pos !== 'fixed' && pos !== 'sticky') return 0
  }
  return el.getBoundingClientRect().height
}
/** The height of the header when it is fixed or sticky (it then covers the top of the page). */
export const headerHeight = () => heightOf('.site-header', true)
/** The admin bar (none on this site's public pages unless an integration adds one). */
export const adminBarHeight = () => heightOf('#wpadminbar, [data-admin-bar]', false)

const maxScroll = () => document.documentElement.scrollHeight - innerHeight
export const pageTop = (el: Element) => el.getBoundingClientRect().top + scrollY
export const yFor = (el: Element, offset: number) => scrollTargetY(pageTop(el), offset, maxScroll())

let frame = 0
const jump = (y: number) => scrollTo({ top: y, behavior: 'instant' })
const swing = (p: number) => 0.5 - Math.cos(p * Math.PI) / 2

/**
 * Scrolls the window to `target` (re-read every frame, so late layout changes are followed) over
 * `ms` milliseconds; instantly when the visitor prefers reduced motion.
 */
export function scrollToY(target: number | (() => number), ms: number): Promise<void> {
  const at = () => (typeof target === 'function' ? target() : target)
  cancelAnimationFrame(frame)
  if (ms <= 0 || reducedMotion()) {
    jump(at())
    return Promise.resolve()
  }
  const from = scrollY
  const t0 = performance.now()
  return new Promise((resolve) => {
    const step = (now: number) => {
      const p = Math.min(1, (now - t0) / ms)
      jump(from + (at() - from) * swing(p))
      if (p < 1) frame = requestAnimationFrame(step)
      else resolve()
    }
    frame = requestAnimationFrame(step)
  })
}

/** Moves keyboard focus to a scroll target without scrolling again. */
export function focusTarget(el: HTMLElement) {
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1')
  el.focus({ preventScroll: true })
}

/** Adds path plus hash to the history (SPEC 2 "In-page anchor links"). */
export const pushHash = (hash: string) => history.pushState(history.state, '', location.pathname + hash)
