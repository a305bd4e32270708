import { describe, expect, it } from 'vitest'
import { headerFitCss, headerFolds, NAV_FOLD_MIN, SEARCH_SHUT_MIN, textWidth } from '../../src/components/header-fit'

// Where the header folds, from its words (components/header-fit.ts). The browser's side, every width
// from 320 to 1920 px in English and the other languages, is e2e layout-widths.spec.
const english = {
  siteName: 'Sunway Tours',
  hasLogo: true,
  links: ['Tours', 'Travel guides', 'Prices', 'Gallery', 'Contact'],
  account: ['Log in / Register'],
  cart: 'Cart',
  cta: 'Plan a trip',
}

describe('the header folds where its words need it', () => {
  it('estimates text on the wide side of what Chromium sets (measured: "Travel guides" 96 px, the logo 127 px)', () => {
    expect(textWidth('Travel guides')).toBeGreaterThanOrEqual(96)
    expect(textWidth('Travel guides')).toBeLessThanOrEqual(102)
    expect(textWidth('Sunway Tours', 20, true)).toBeGreaterThanOrEqual(127)
    expect(textWidth('Warenkorb')).toBeGreaterThanOrEqual(103 - 24)
  })

  it('folds at the widths the bar was designed at, or a little later, for the English demo', () => {
    const folds = headerFolds(english)
    expect(folds.nav).toBeGreaterThanOrEqual(NAV_FOLD_MIN)
    expect(folds.nav).toBeLessThan(1060)
    expect(headerFolds({ ...english, links: ['Tours'] })).toEqual({
      nav: NAV_FOLD_MIN,
      search: SEARCH_SHUT_MIN,
      bar: SEARCH_SHUT_MIN,
    })
  })

  it('folds later for longer words, widening the bar for them, and always when no bar holds them', () => {
    const spanish = headerFolds({ ...english, account: ['Iniciar sesión / Registrarse'], cart: 'Carrito' })
    expect(spanish.nav).toBeGreaterThan(NAV_FOLD_MIN)
    expect(spanish.search).toBeGreaterThan(SEARCH_SHUT_MIN)
    expect(spanish.bar).toBe(spanish.search) // wide enough for the open box beside these words
    const many = headerFolds({ ...english, links: [...english.links, ...english.links] })
    expect(many).toEqual({ nav: Infinity, search: Infinity, bar: 1180 })
  })

  it('writes the rules for those widths', () => {
    const css = headerFitCss({ nav: 1102, search: Infinity, bar: 1300 })
    expect(css).toContain(
      '.site-header__bar,.lang-switch{max-width:1300px}@media (min-width: 1102px){.site-header__bar{justify-content:flex-start}}',
    )
    expect(css).toContain('@media (max-width: 1101px){.nav-toggle{display:inline-flex')
    expect(css).toContain('@media (min-width: 1102px) and (hover:hover)')
    expect(css).toContain('@media all{.site-search{flex:0 0 32px')
    expect(headerFitCss({ nav: Infinity, search: 1200, bar: 1180 })).toMatch(
      /^@media \(min-width: 100000px\)\{.*@media all\{.nav-toggle.*@media \(min-width: 100000px\) and/,
    )
  })
})
