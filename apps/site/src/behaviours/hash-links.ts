import { hashLinkId } from './hash-id'
import type { PageConfig } from './page-config'
import { headerHeight, pushHash, scrollToY, yFor } from './scroll'

/** The headers a hash link can open: tabs and accordion headers (their editor-given anchor is the id). */
export const HEADERS = '[role="tab"][id], .disclosure__button[id]'

export const headerFor = (id: string | null) => {
  const el = id ? document.getElementById(id) : null
  return el?.matches(HEADERS) ? el : null
}

/**
 * SPEC 2/5 "Hash links to tabs and accordions": a link to '#id' or '#!id' clicks the matching tab or
 * accordion header, then scrolls to it minus the custom offset (below the sticky header) over 300 ms.
 * Opening the page with such a hash, or the hash changing to one, does the same.
 */
export function init(cfg: PageConfig): () => void {
  const c = cfg.behaviours.hashLinks
  const open = (el: HTMLElement) => {
    const isTab = el.getAttribute('role') === 'tab'
    if (el.getAttribute(isTab ? 'aria-selected' : 'aria-expanded') !== 'true') el.click()
    el.focus({ preventScroll: true })
    return scrollToY(() => yFor(el, c.customOffset + headerHeight()), c.durationMs)
  }
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href]') : null
    if (!a || a.hasAttribute('data-lightbox')) return
    const id = hashLinkId(a.getAttribute('href'), location.href)
    const el = headerFor(id)
    if (!el) return
    e.preventDefault()
    const hash = a.getAttribute('href')!.slice(a.getAttribute('href')!.indexOf('#'))
    if (location.hash !== hash) pushHash(hash)
    void open(el)
  }
  const fromUrl = () => {
    const el = headerFor(hashLinkId(location.hash))
    if (el) void open(el)
  }
  document.addEventListener('click', onClick)
  addEventListener('hashchange', fromUrl)
  fromUrl()
  return () => {
    document.removeEventListener('click', onClick)
    removeEventListener('hashchange', fromUrl)
  }
}
