'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { pageConfig } from './config'
import { TOAST_EVENT } from './notify'
import type { PageConfig } from './page-config'

type Mod = { init: (cfg: PageConfig) => () => void }
/** Lists the started behaviours on <html data-behaviours="..."> (what tests and debugging wait for). */
const started = (name: string, on: boolean) => {
  const list = new Set((document.documentElement.dataset.behaviours ?? '').split(' ').filter(Boolean))
  if (on) list.add(name)
  else list.delete(name)
  document.documentElement.dataset.behaviours = [...list].join(' ')
}
const modifier = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey

/**
 * Starts the page behaviours. Each one is its own chunk, imported only when the page has use for it
 * and its setting is on; the lightbox (with PhotoSwipe) and the toast load on first use.
 */
export function Behaviours() {
  const pathname = usePathname()

  // Once per document: behaviours that listen on the whole document.
  useEffect(() => {
    const cfg = pageConfig()
    if (!cfg) return
    const b = cfg.behaviours
    let alive = true
    const offs: (() => void)[] = []
    const run = (name: string, p: Promise<Mod>) =>
      void p.then((m) => {
        if (!alive) return
        const off = m.init(cfg)
        started(name, true)
        offs.push(() => {
          off()
          started(name, false)
        })
      })
    if (b.scrollTop.enabled) run('scroll-top', import('./scroll-top'))
    if (b.protection.enabled) run('protection', import('./protection'))
    if (b.anchors.enabled) run('anchors', import('./anchors'))
    if (b.hashLinks.enabled) run('hash-links', import('./hash-links'))
    const onToast = (e: Event) => {
      const key = (e as CustomEvent<{ key?: unknown }>).detail?.key
      if (typeof key === 'string') void import('./toast').then((m) => m.show(cfg, key))
    }
    const onLightbox = (e: MouseEvent) => {
      if (e.defaultPrevented || modifier(e)) return
      const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-lightbox]') : null
      if (!a) return
      e.preventDefault()
      void import('./lightbox').then((m) => m.open(a, pageConfig() ?? cfg))
    }
    addEventListener(TOAST_EVENT, onToast)
    if (b.lightbox.enabled) document.addEventListener('click', onLightbox)
    started('boot', true)
    return () => {
      alive = false
      offs.forEach((off) => off())
      removeEventListener(TOAST_EVENT, onToast)
      document.removeEventListener('click', onLightbox)
    }
  }, [])

  // Once per page (client-side navigations included): behaviours bound to the page's elements.
  useEffect(() => {
    const cfg = pageConfig()
    if (!cfg) return
    const b = cfg.behaviours
    let alive = true
    const offs: (() => void)[] = []
    const run = (name: string, p: Promise<Mod>) =>
      void p.then((m) => {
        if (!alive) return
        const off = m.init(cfg)
        started(name, true)
        offs.push(() => {
          off()
          started(name, false)
        })
      })
    run('loaded', import('./loaded'))
    if (b.toc.enabled && document.querySelector('[data-toc]')) run('toc', import('./toc'))
    if (b.animations.enabled && document.querySelector('[data-animate]')) run('animations', import('./animations'))
    return () => {
      alive = false
      offs.forEach((off) => off())
    }
  }, [pathname])

  return null
}
