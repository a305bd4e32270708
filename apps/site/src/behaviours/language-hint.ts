import type { PageConfig } from './page-config'

/**
 * First visit (issue 19): when the browser prefers another of the site's languages than the page's, a small
 * hint offers it (never a redirect). Dismissed or followed, it is not shown again (localStorage). Built in
 * the DOM only when needed, after hydration (this runs in the behaviours' chunk), so pages carry nothing.
 */
const KEY = 'lang-hint'
const OFFER: Record<string, string> = {
  en: 'View this page in English',
  pt: 'Ver esta página em português',
  es: 'Ver esta página en español',
  fr: 'Voir cette page en français',
  de: 'Diese Seite auf Deutsch ansehen',
}
const CLOSE: Record<string, string> = { en: 'Close', pt: 'Fechar', es: 'Cerrar', fr: 'Fermer', de: 'Schließen' }

export function init(_cfg: PageConfig): () => void {
  let seen: string | null = '1'
  try {
    seen = localStorage.getItem(KEY)
  } catch {
    // storage blocked: no hint, rather than one that comes back on every page
  }
  if (seen) return () => {}
  const page = document.documentElement.lang
  const wanted = (navigator.languages?.length ? navigator.languages : [navigator.language])
    .map((l) => l.slice(0, 2).toLowerCase())
    .find((l) => OFFER[l] && document.querySelector(`.lang-switch a[hreflang="${l}"]`))
  if (!wanted || wanted === page) return () => {}
  const remember = () => {
    try {
      localStorage.setItem(KEY, '1')
    } catch {
      // nothing to remember it in
    }
  }
  const box = document.createElement('div')
  box.className = 'lang-hint'
  box.setAttribute('role', 'region')
  box.setAttribute('aria-label', OFFER[wanted]!)
  box.lang = wanted
  const link = document.createElement('a')
  link.href = `/next/language?to=${wanted}`
  link.hreflang = wanted
  link.textContent = OFFER[wanted]!
  link.addEventListener('click', remember)
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'lang-hint__close'
  close.setAttribute('aria-label', CLOSE[wanted]!)
  close.textContent = '×'
  close.addEventListener('click', () => {
    remember()
    box.remove()
  })
  box.append(link, close)
  document.body.append(box)
  return () => box.remove()
}

/**
 * The language links (the header's switcher, the hint above) go through /next/language, which finds the
 * page the visitor is on from the Referer. A browser or an extension that sends none would land them on
 * the language's home: when such a link is about to be used (pressed, focused, clicked), this adds the
 * page's path and query as `from`. Without JavaScript the Referer still serves.
 */
export function initLinks(_cfg: PageConfig): () => void {
  const mark = (e: Event) => {
    const a = e.target instanceof Element ? e.target.closest('a[href^="/next/language?"]') : null
    if (!(a instanceof HTMLAnchorElement)) return
    const url = new URL(a.href)
    url.searchParams.set('from', location.pathname + location.search)
    a.href = url.pathname + url.search
  }
  const events = ['pointerdown', 'focusin', 'click'] as const
  for (const type of events) document.addEventListener(type, mark, true)
  return () => events.forEach((type) => document.removeEventListener(type, mark, true))
}
