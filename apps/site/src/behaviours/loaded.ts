import type { PageConfig } from './page-config'

/**
 * SPEC 4 "Page and header" (the page-optimisation helper): the page gets its loaded mark (`loaded`
 * class and `data-loaded` on <body>) after 10 s when a main slider is present, at once otherwise.
 * Images and iframes below the fold load lazily: the server renders them with loading="lazy"; this
 * adds it to any that were rendered without one and are not yet in view.
 */
export function init(cfg: PageConfig): () => void {
  const body = document.body
  for (const el of document.querySelectorAll<HTMLImageElement | HTMLIFrameElement>(
    'img:not([loading]), iframe:not([loading])',
  )) {
    if (el.getBoundingClientRect().top > innerHeight) el.loading = 'lazy'
  }
  const mark = () => {
    body.classList.add('loaded')
    body.dataset.loaded = ''
  }
  if (!document.querySelector('[data-main-slider]')) {
    mark()
    return () => {}
  }
  body.classList.remove('loaded')
  delete body.dataset.loaded
  const t = setTimeout(mark, cfg.behaviours.loaded.mainSliderDelayMs)
  return () => clearTimeout(t)
}
