import type { PageConfig } from './page-config'

/**
 * SPEC 4/9 "Entrance animations": elements marked `data-animate` play their entrance once, when 10%
 * of them is visible with a -50 px bottom root margin, observed from 500 ms after the page starts.
 * Only opacity and transform change (no layout shift); without JavaScript the CSS never hides them.
 */
export function init(cfg: PageConfig): () => void {
  const c = cfg.behaviours.animations
  const els = [...document.querySelectorAll<HTMLElement>('[data-animate]:not(.is-animated)')]
  if (!els.length) return () => {}
  document.documentElement.classList.add('anim-on')
  let io: IntersectionObserver | undefined
  const start = setTimeout(() => {
    io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue
          e.target.classList.add('is-animated')
          io?.unobserve(e.target)
        }
      },
      { threshold: c.threshold, rootMargin: `0px 0px -${c.rootMarginBottom}px 0px` },
    )
    els.forEach((el) => io!.observe(el))
  }, c.startDelayMs)
  return () => {
    clearTimeout(start)
    io?.disconnect()
  }
}
