import type { PageConfig } from './page-config'
import { scrollToY } from './scroll'

/**
 * SPEC 2/4 "Scroll-to-top button": hidden below the threshold, fades in at it or more (also at load
 * when the page is already scrolled), fades out above it; a click scrolls smoothly to the top.
 */
export function init(cfg: PageConfig): () => void {
  const c = cfg.behaviours.scrollTop
  const btn = document.querySelector<HTMLButtonElement>('[data-scroll-top]')
  if (!btn) return () => {}
  btn.style.setProperty('--fade-ms', `${c.fadeMs}ms`)
  let raf = 0
  const update = () => {
    raf = 0
    btn.classList.toggle('is-visible', scrollY >= c.threshold)
  }
  const onScroll = () => {
    if (!raf) raf = requestAnimationFrame(update)
  }
  const onClick = () => {
    const byKeyboard = btn.matches(':focus-visible')
    void scrollToY(0, c.scrollMs).then(() => {
      // The button hides at the top; keyboard users continue from the start of the page.
      if (byKeyboard) document.querySelector<HTMLElement>('.skip-link')?.focus()
    })
  }
  update()
  addEventListener('scroll', onScroll, { passive: true })
  btn.addEventListener('click', onClick)
  return () => {
    removeEventListener('scroll', onScroll)
    btn.removeEventListener('click', onClick)
  }
}
