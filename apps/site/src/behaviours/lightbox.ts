import PhotoSwipe, { type SlideData } from 'photoswipe'
import 'photoswipe/style.css'
import { detect, embedHtml } from './lightbox-detect'
import type { PageConfig } from './page-config'
import { reducedMotion } from './scroll'

/*
 * The lightbox gallery (SPEC 2/8/9) on PhotoSwipe 5: this module and the library load on the first
 * click of a `data-lightbox` link. PhotoSwipe brings the overlay, keyboard (Escape, arrows), the
 * focus trap, swipe and pinch on touch; this adds SPEC's types, widths and texts.
 */

type Size = { width: number; height: number }
const sizes = new Map<string, Size | 'error'>()
let current: PhotoSwipe | null = null

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const message = (text: string) =>
  `<div class="lb-slide"><div class="pswp__error-msg lb-message" role="alert">${esc(text)}</div></div>`
const slide = (html: string) => `<div class="lb-slide">${html}</div>`

function loadSize(src: string): Promise<Size | 'error'> {
  const known = sizes.get(src)
  if (known) return Promise.resolve(known)
  return new Promise((resolve) => {
    const img = new Image()
    img.onload = () => resolve({ width: img.naturalWidth || 1200, height: img.naturalHeight || 800 })
    img.onerror = () => resolve('error')
    img.src = src
  }).then((s) => {
    sizes.set(src, s as Size | 'error')
    return s as Size | 'error'
  })
}

/** The links opened together: those with the same data-lightbox value that are shown on the page. */
function groupOf(link: HTMLAnchorElement): HTMLAnchorElement[] {
  const name = link.dataset.lightbox
  if (!name) return [link]
  return [...document.querySelectorAll<HTMLAnchorElement>('a[data-lightbox]')].filter(
    (a) => a.dataset.lightbox === name && (a === link || a.getClientRects().length > 0),
  )
}

/** What a lightbox link shows, in words: its label, title, thumbnail's alt text or text. */
const titleOf = (a: HTMLAnchorElement): string =>
  a.getAttribute('aria-label') || a.title || a.querySelector('img')?.alt || a.textContent?.trim() || ''

function slideFor(a: HTMLAnchorElement, cfg: PageConfig): SlideData {
  const L = cfg.behaviours.lightbox
  const T = L.texts
  const found = detect(a.getAttribute('href'), a.dataset.type)
  const thumb = a.querySelector('img')
  const title = titleOf(a)
  if ('error' in found) return { type: 'html', html: message(found.error === 'noTarget' ? T.noTarget : T.type) }
  if (found.type === 'image') {
    const w = Number(a.dataset.width)
    const h = Number(a.dataset.height)
    const size = w > 0 && h > 0 ? { width: w, height: h } : sizes.get(found.src)
    if (size === 'error') return { type: 'html', html: message(`${T.fail} ${found.src}`) }
    if (size)
      return { src: found.src, ...size, alt: thumb?.alt || title, msrc: thumb?.currentSrc || undefined, element: a }
    return {
      type: 'html',
      html: slide(`<div class="lb-embed lb-embed--pending"><span class="lb-loading">${esc(T.loading)}</span></div>`),
      pending: found.src,
    }
  }
  const html = embedHtml(found.type, found.src, {
    videoWidth: L.videoWidth,
    instagramWidth: L.instagramWidth,
    loading: T.loading,
    title,
  })
  return { type: 'html', html: html ? slide(html) : message(T.type) }
}

export function open(link: HTMLAnchorElement, cfg: PageConfig) {
  if (current) return
  const T = cfg.behaviours.lightbox.texts
  const links = groupOf(link)
  const dataSource = links.map((a) => slideFor(a, cfg))
  const still = reducedMotion()
  const pswp = new PhotoSwipe({
    dataSource,
    index: Math.max(0, links.indexOf(link)),
    mainClass: 'lb',
    bgOpacity: 0.92,
    showHideAnimationType: still ? 'none' : 'fade',
    showAnimationDuration: still ? 0 : 250,
    hideAnimationDuration: still ? 0 : 250,
    zoomAnimationDuration: still ? 0 : 333,
    indexIndicatorSep: ` ${cfg.translate.fg_mfp_counter_text} `,
    // the controls' names in the page's language (page-config.ts: the interface texts' `lightbox`)
    closeTitle: T.close,
    arrowPrevTitle: T.previous,
    arrowNextTitle: T.next,
    zoomTitle: T.zoom,
    errorMsg: T.fail,
    preloaderDelay: 0,
    trapFocus: true,
    returnFocus: false,
  })
  current = pswp
  pswp.addFilter('contentErrorElement', (el, content) => {
    el.textContent = `${T.fail} ${content.data.src ?? ''}`
    el.setAttribute('role', 'alert')
    return el
  })
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'loading-text',
      className: 'lb-loading-indicator',
      appendTo: 'root',
      html: esc(T.loading),
      onInit: (el, p) => {
        el.setAttribute('role', 'status')
        const update = () => {
          el.hidden = !p.currSlide?.content.isLoading()
        }
        p.on('change', update)
        p.on('loadComplete', update)
        p.on('contentLoad', () => requestAnimationFrame(update))
        update()
      },
    })
  })
  // Tab and Shift+Tab cycle through the overlay's controls (PhotoSwipe only pulls focus back once it
  // has left, which lets it reach the browser's own UI first).
  const onTab = (e: KeyboardEvent) => {
    const root = pswp.element
    if (e.key !== 'Tab' || !root) return
    const items = [
      ...root.querySelectorAll<HTMLElement>(
        'button, a[href], iframe, video[controls], [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
    const active = document.activeElement
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) return void (e.preventDefault(), root.focus())
    if (!root.contains(active)) return void (e.preventDefault(), first.focus())
    if (!e.shiftKey && active === last) return void (e.preventDefault(), first.focus())
    if (e.shiftKey && (active === first || active === root)) return void (e.preventDefault(), last.focus())
  }
  document.addEventListener('keydown', onTab, true)
  pswp.on('openingAnimationEnd', () => pswp.element?.setAttribute('data-ready', ''))
  // A video file's frame starts at 16:9 (its shape is unknown until its metadata loads), then takes the
  // film's own shape: a 4:3 film is not shown letterboxed in a 16:9 frame. (PhotoSwipe builds a slide's
  // element before it puts it in the page, so the video is found when its slide is added.)
  const fitVideo = (v: HTMLVideoElement) => {
    if (!v.videoWidth || !v.videoHeight) return
    v.closest<HTMLElement>('.lb-embed--video')?.style.setProperty('--ratio', `${v.videoWidth}/${v.videoHeight}`)
  }
  pswp.on('contentAppend', ({ content }) => {
    const v = content.element?.querySelector('video')
    if (!v) return
    if (v.readyState >= HTMLMediaElement.HAVE_METADATA) fitVideo(v)
    else v.addEventListener('loadedmetadata', () => fitVideo(v), { once: true })
  })
  // PhotoSwipe's dialog has no accessible name: name it after the item shown, and its place.
  const name = () => {
    const i = pswp.currIndex
    const title = links[i] ? titleOf(links[i]!) : ''
    pswp.element?.setAttribute(
      'aria-label',
      `${title || T.media} (${i + 1} ${cfg.translate.fg_mfp_counter_text} ${links.length})`,
    )
  }
  pswp.on('change', name)
  pswp.on('afterInit', name)
  pswp.on('destroy', () => {
    current = null
    document.removeEventListener('keydown', onTab, true)
    if (link.isConnected) link.focus({ preventScroll: true })
  })
  pswp.init()
  // Images whose size was not given load first; their slide shows "Loading..." meanwhile.
  dataSource.forEach((d, i) => {
    const src = d.pending as string | undefined
    if (!src) return
    void loadSize(src).then(() => {
      if (current !== pswp) return
      dataSource[i] = slideFor(links[i]!, cfg)
      pswp.refreshSlideContent(i)
    })
  })
}
