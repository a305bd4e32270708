import { headerFor } from './hash-links'
import { hashLinkId } from './hash-id'
import type { PageConfig } from './page-config'
import { focusTarget, headerHeight, pushHash, scrollToY, yFor } from './scroll'

/** Links that keep their own behaviour: tabs, accordions, the chat widget, the TOC, the lightbox. */
const OWN =
  '[data-toc], [role="tablist"], [role="tab"], .disclosure, .joinchat, [data-joinchat], [data-chat], [data-lightbox]'

const targetOf = (hash: string): HTMLElement | null => {
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    return null
  }
  if (!id) return null
  return document.getElementById(id) ?? (document.getElementsByName(id)[0] as HTMLElement | undefined) ?? null
}

/**
 * SPEC 2 "In-page anchor links": a link whose href starts with '#' scrolls smoothly to its target in
 * 500 ms, offset by the sticky header's height, then pushes path plus hash into history; at load the
 * current hash is scrolled to the same way.
 */
export function init(cfg: PageConfig): () => void {
  const c = cfg.behaviours.anchors
  const go = (el: HTMLElement) => scrollToY(() => yFor(el, headerHeight()), c.durationMs)
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="#"]') : null
    if (!a || a.closest(OWN)) return
    const href = a.getAttribute('href')!
    if (href === '#' || href.startsWith('#!') || href === '#joinchat') return
    if (cfg.behaviours.hashLinks.enabled && headerFor(hashLinkId(href))) return
    const el = targetOf(href)
    if (!el) return
    e.preventDefault()
    void go(el).then(() => {
      pushHash(href)
      focusTarget(el)
    })
  }
  document.addEventListener('click', onClick)
  const el = location.hash && location.hash !== '#joinchat' ? targetOf(location.hash) : null
  if (el && !(cfg.behaviours.hashLinks.enabled && headerFor(hashLinkId(location.hash)))) void go(el)
  return () => document.removeEventListener('click', onClick)
}
