import { tocScrollOffset } from './offset'
import type { PageConfig } from './page-config'
import { adminBarHeight, focusTarget, headerHeight, pushHash, scrollToY, yFor } from './scroll'

export const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/** Shows or hides a TOC's list (the toggle's label follows aria-expanded through CSS). */
export function setTocHidden(nav: HTMLElement, hidden: boolean) {
  const list = nav.querySelector<HTMLElement>('[data-toc-list]')
  const toggle = nav.querySelector<HTMLElement>('[data-toc-toggle]')
  if (list) list.hidden = hidden
  toggle?.setAttribute('aria-expanded', String(!hidden))
  nav.classList.toggle('is-collapsed', hidden)
}

/**
 * SPEC 2/4/9 "Table of contents": the toggle shows or hides it and the choice is kept in the cookie
 * `ezTOC_hidetoc-{index}` (30 days, path '/', SameSite Strict); entries scroll smoothly (500 ms) with
 * the offset rule; the entry of the section being read is marked current.
 */
export function init(cfg: PageConfig): () => void {
  const c = cfg.behaviours.toc
  const navs = [...document.querySelectorAll<HTMLElement>('[data-toc]')]
  const offset = () => tocScrollOffset(c.offset, adminBarHeight(), headerHeight())
  const offs: (() => void)[] = []
  navs.forEach((nav, index) => {
    const name = `${c.cookie.prefix}${index}`
    setTocHidden(nav, readCookie(name) === '1')
    const toggle = nav.querySelector<HTMLElement>('[data-toc-toggle]')
    const onToggle = () => {
      const hide = toggle?.getAttribute('aria-expanded') === 'true'
      setTocHidden(nav, hide)
      const expires = new Date(Date.now() + c.cookie.days * 864e5).toUTCString()
      const secure = location.protocol === 'https:' ? '; Secure' : ''
      document.cookie = `${name}=${hide ? '1' : '0'}; expires=${expires}; path=${c.cookie.path}; SameSite=${c.cookie.sameSite}${secure}`
    }
    const onClick = (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="#"]') : null
      const el = a ? document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1))) : null
      if (!a || !el) return
      e.preventDefault()
      void scrollToY(() => yFor(el, offset()), c.durationMs).then(() => {
        pushHash(a.getAttribute('href')!)
        focusTarget(el)
      })
    }
    toggle?.addEventListener('click', onToggle)
    nav.addEventListener('click', onClick)
    offs.push(() => {
      toggle?.removeEventListener('click', onToggle)
      nav.removeEventListener('click', onClick)
    })

    // Current section: the last heading whose top has passed the offset line (the last one at the bottom).
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
    const targets = links.map((a) => document.getElementById(decodeURIComponent(a.getAttribute('href')!.slice(1))))
    let raf = 0
    const highlight = () => {
      raf = 0
      const line = offset() + 2
      const atBottom = innerHeight + scrollY >= document.documentElement.scrollHeight - 2
      let current = -1
      targets.forEach((t, i) => {
        if (t && (t.getBoundingClientRect().top <= line || (atBottom && t.getBoundingClientRect().top < innerHeight)))
          current = i
      })
      links.forEach((a, i) => {
        if (i === current) a.setAttribute('aria-current', 'location')
        else a.removeAttribute('aria-current')
      })
    }
    const onScroll = () => {
      if (!raf) raf = requestAnimationFrame(highlight)
    }
    highlight()
    addEventListener('scroll', onScroll, { passive: true })
    offs.push(() => removeEventListener('scroll', onScroll))
  })
  return () => offs.forEach((f) => f())
}
