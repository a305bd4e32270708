/**
 * How the header bar lays itself out (issue 27.7), decided in the browser with the words and fonts it
 * really has: the editor's navigation and call to action, the language's interface texts, signed in or
 * out, Roboto or the fallback font. Before, the server estimated the words' widths from a table of
 * glyph widths; it could not know the signed-in words or the fonts, and "Plan a trip" wrapped.
 *
 * The bar tries its layouts from the widest to the narrowest and keeps the first in which every part
 * fits on its one line inside the content column (`data-fit` on the header, its tokens read by
 * styles.css):
 *   "bar"               the navigation in the bar, the search box open
 *   "bar shut"          the search box shut into its magnifier (it opens over its neighbours on focus)
 *   "menu"              the navigation folded into the menu button's panel, the search box open
 *   "menu shut"         both
 *   "menu shut tight"   and the menu button shows its icon only (its name stays); the site's name may
 *                       end in an ellipsis: nothing overflows at any width.
 * Each step sets the attribute and reads the layout (no paint in between). An inline script right after
 * the bar runs it as soon as the bar is parsed (HEADER_FIT_SCRIPT; a paint that comes earlier finds the
 * bar hidden, styles.css); HeaderBehaviour runs it again when the width, the words (signing in, the
 * fonts) change. Without JavaScript the header has no `data-fit`: the bar wraps onto more lines, and
 * every link shows (styles.css).
 *
 * Self-contained on purpose: its source is also the inline script's.
 */
export function fitHeader(header: HTMLElement): string {
  const bar = header.querySelector('.site-header__bar')
  if (!bar) return ''
  const modes = ['bar', 'bar shut', 'menu', 'menu shut', 'menu shut tight']
  const fits = function (mode: string): boolean {
    const box = bar!.getBoundingClientRect()
    const style = getComputedStyle(bar!)
    const left = box.left + parseFloat(style.paddingLeft) - 0.5
    const right = box.right - parseFloat(style.paddingRight) + 0.5
    const parts = bar!.querySelectorAll(
      mode.indexOf('menu') === 0
        ? '.site-header__logo, .site-search, .nav-toggle'
        : '.site-header__logo, .site-search, .nav__list > li',
    )
    for (let i = 0; i < parts.length; i++) {
      const r = parts[i]!.getBoundingClientRect()
      if (r.width === 0 && r.height === 0) continue
      if (r.left < left || r.right > right || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) return false
    }
    return true
  }
  let chosen = modes[modes.length - 1]!
  for (let m = 0; m < modes.length; m++) {
    header.setAttribute('data-fit', modes[m]!)
    if (fits(modes[m]!)) {
      chosen = modes[m]!
      break
    }
  }
  header.setAttribute('data-fit', chosen)
  header.setAttribute('data-fit-width', String(window.innerWidth))
  // Where the header ends: the menu's panel opens below it and is at most as high as the rest of the screen.
  const box = header.getBoundingClientRect()
  header.style.setProperty('--header-bottom', Math.ceil(box.bottom) + 'px')
  // How high it is: a full hero that opens the page slides up under it (styles.css).
  header.ownerDocument.documentElement.style.setProperty('--header-height', box.height + 'px')
  return chosen
}

/** The inline script after the header's bar: lays it out as soon as it is parsed. */
export const HEADER_FIT_SCRIPT = `(${fitHeader.toString()})(document.currentScript.closest('.site-header'))`
