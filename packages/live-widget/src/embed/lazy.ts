/**
 * Tiny loader: no React or widget code at the top level. The widget's code is imported only when a
 * mount point comes within 200 px of the viewport, so pages without the widget carry none of it.
 */
import { findMountPoints, LEGACY_ID, type Root } from './selectors'
import type { MountOptions } from './mount'

export const LAZY_ROOT_MARGIN = '200px'
const WATCHED_ATTR = 'data-lmw-watched'

export interface LazyOptions extends MountOptions {
  rootMargin?: string
  /** Replaces the dynamic import (tests). */
  load?: () => Promise<typeof import('./mount')>
}

/**
 * Watches every mount point under root and mounts the widget into each as it nears the viewport.
 * Without IntersectionObserver the widget is loaded at once. Returns a function that stops watching.
 */
export function lazyMountAll(root: Root = document, options: LazyOptions = {}): () => void {
  const settings = options.settings ?? (typeof window !== 'undefined' ? window.liveWidgetSettings : undefined)
  const points = findMountPoints(root, settings?.mainId || LEGACY_ID).filter((el) => !el.hasAttribute(WATCHED_ATTR))
  if (points.length === 0) return () => {}
  const load = options.load ?? (() => import('./mount'))
  const { rootMargin, load: _load, ...mountOptions } = options
  const mount = (el: HTMLElement) => {
    void load().then((m) => {
      if (!el.hasAttribute('data-lmw-mounted')) m.mountElement(el, mountOptions)
    })
  }
  if (typeof IntersectionObserver === 'undefined') {
    points.forEach(mount)
    return () => {}
  }
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        io.unobserve(entry.target)
        mount(entry.target as HTMLElement)
      }
    },
    { rootMargin: rootMargin ?? LAZY_ROOT_MARGIN },
  )
  for (const el of points) {
    el.setAttribute(WATCHED_ATTR, '')
    io.observe(el)
  }
  return () => {
    io.disconnect()
    points.forEach((el) => el.removeAttribute(WATCHED_ATTR))
  }
}
