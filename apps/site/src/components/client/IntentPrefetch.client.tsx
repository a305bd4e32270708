'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Same-origin page links worth prefetching on intent: not the API, the admin, build files, files
 * with an extension, nor the site's own route handlers under /next (preview on/off: a prefetch is a
 * GET, and those act on it).
 */
export function prefetchable(a: HTMLAnchorElement, origin: string): string | null {
  if (a.target && a.target !== '_self') return null
  if (a.hasAttribute('download')) return null
  let url: URL
  try {
    url = new URL(a.href, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  if (/^\/(api|admin|_next|next)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null
  return url.pathname + url.search
}

/**
 * Prefetches a page when the visitor shows intent to follow its link: the pointer rests on it, it
 * gets keyboard focus, or a finger touches it. Links do not prefetch on sight (see components/Link).
 */
export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => {
    const seen = new Set<string>()
    const onIntent = (e: Event) => {
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null
      if (!(a instanceof HTMLAnchorElement)) return
      const href = prefetchable(a, location.origin)
      if (!href || seen.has(href) || href === location.pathname + location.search) return
      seen.add(href)
      router.prefetch(href)
    }
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    document.addEventListener('touchstart', onIntent, { passive: true })
    return () => {
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
      document.removeEventListener('touchstart', onIntent)
    }
  }, [router])
  return null
}
