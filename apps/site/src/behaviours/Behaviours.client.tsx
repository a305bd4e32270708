'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { pageConfig } from './config'
import { TOAST_EVENT } from './notify'
import { later } from '../lib/later'

// The behaviours are small: one chunk for all of them (a request each cost more than their code),
// fetched after hydration. The lightbox (with PhotoSwipe) and the toast load on first use.
const boot = () => import('./boot')
const modifier = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey

/**
 * Starts the page behaviours whose setting is on (see boot.ts): those of the document once, those
 * of the page on every navigation. <html data-behaviours> lists what runs ("boot" once started).
 */
export function Behaviours() {
  const pathname = usePathname()

  // Once per document: behaviours that listen on the whole document.
  useEffect(() => {
    const cfg = pageConfig()
    if (!cfg) return
    const b = cfg.behaviours
    let alive = true
    let stop = () => {}
    const start = later(() => {
      void boot().then((m) => {
        if (!alive) return
        stop = m.startDocument(cfg)
        m.started('boot', true)
      })
    })
    const onToast = (e: Event) => {
      const { key, text } = (e as CustomEvent<{ key?: unknown; text?: unknown }>).detail ?? {}
      if (typeof key === 'string') void import('./toast').then((m) => m.show(cfg, key))
      else if (typeof text === 'string') void import('./toast').then((m) => m.showText(cfg, text.slice(0, 300)))
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
    return () => {
      alive = false
      start()
      stop()
      removeEventListener(TOAST_EVENT, onToast)
      document.removeEventListener('click', onLightbox)
    }
  }, [])

  // Once per page (client-side navigations included): behaviours bound to the page's elements.
  useEffect(() => {
    const cfg = pageConfig()
    if (!cfg) return
    let alive = true
    let stop = () => {}
    const start = later(() => {
      void boot().then((m) => {
        if (alive) stop = m.startPage(cfg)
      })
    })
    return () => {
      alive = false
      start()
      stop()
    }
  }, [pathname])

  return null
}
