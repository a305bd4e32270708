// What every page of the journey matrix (journeys.spec.ts) must be, whatever the journey: whole in its
// language, within the screen, no floating control over another, and no serious axe violation. The
// interface texts of each language are the site's own catalogues (src/i18n/messages, read by shop-helpers).
import { createTranslator } from 'use-intl/core'
import { localizePath } from '../../src/i18n/paths.mjs'
import { ready } from './behaviours-fixture'
import { expect, type Page } from './fixtures'
import { animationsDone, seriousA11yViolations } from './helpers'
import { SHOP_TEXTS, type ShopLocale } from './shop-helpers'

export type Lang = ShopLocale
type Catalogue = (typeof SHOP_TEXTS)[Lang]
const CATALOGUES = SHOP_TEXTS

/** `ns.key` of `lang`'s catalogue, formatted with `values` as next-intl formats it. */
export function msg(lang: Lang, key: string, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale: lang, messages: CATALOGUES[lang] })
  return (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values)
}

/** A path written the English way (`/tours/x`) in `lang`'s words (`/pt/circuitos/x`). */
export const pathIn = (lang: Lang, path: string): string => localizePath(lang, path)

/**
 * The catalogue's texts of `lang` split at their placeholders and tags, the pieces long enough to
 * mean something (a word of 4+ letters or a phrase), and different from every piece of `other`.
 */
function pieces(cat: Catalogue): Set<string> {
  const out = new Set<string>()
  for (const group of Object.values(cat))
    for (const text of Object.values(group as Record<string, string>)) {
      // Innermost {placeholders} first, again and again, so plurals' branches go too.
      let s = text
      for (let prev = ''; prev !== s;) [prev, s] = [s, s.replace(/\{[^{}]*\}/g, '\u0000')]
      for (const p of s.split(/\u0000|<\/?[a-z]+>|\n/))
        for (const sentence of p.split(/(?<=[.!?:])\s+/)) {
          const t = sentence.trim().replace(/^[\s“”"(),.:;·–-]+|[\s“”"(),:;·–-]+$/g, '')
          if (/\p{L}{4,}/u.test(t) && t.length >= 5) out.add(t)
        }
    }
  return out
}

/** Texts a third-party script shows unless the site gives its own (photoswipe, the chat button). */
const OTHER_ENGLISH = ['Chat on WhatsApp', 'Zoom in/out', 'Previous (arrow left)', 'Next (arrow right)', 'Close (Esc)']

const foreignCache = new Map<Lang, string[]>()
/** Interface texts of the other languages that must never show on a page in `lang`. */
function foreignTexts(lang: Lang): string[] {
  const cached = foreignCache.get(lang)
  if (cached) return cached
  const own = pieces(CATALOGUES[lang])
  const ownLower = new Set([...own].map((t) => t.toLowerCase()))
  const found = new Set<string>()
  for (const other of Object.keys(CATALOGUES) as Lang[]) {
    if (other === lang) continue
    for (const t of pieces(CATALOGUES[other])) if (!ownLower.has(t.toLowerCase())) found.add(t)
  }
  if (lang !== 'en') for (const t of OTHER_ENGLISH) found.add(t)
  // A piece that is a part of one of this language's own texts is this language's too ("Total" in "Total:").
  const result = [...found].filter((t) => ![...own].some((o) => o.includes(t)))
  foreignCache.set(lang, result)
  return result
}

/**
 * The texts of another language on the page: what a visitor reads (visible text) or hears (accessible
 * names: aria-label, alt, title, placeholder, value of buttons). Content marked with another `lang`
 * (an untranslated document shown with its language said, the switcher's language names) is that
 * language's, rightly.
 */
async function foreignOnPage(page: Page, lang: Lang, interfaceOnly: boolean): Promise<string[]> {
  const texts = await page.evaluate(
    ({ pageLang, interfaceOnly }) => {
      const out: string[] = []
      const inPageLang = (el: Element) => {
        const tagged = el.closest('[lang]')
        return !tagged || tagged.getAttribute('lang')!.split('-')[0] === pageLang
      }
      // The site's own words: its forms, controls, dialogs and messages, a tour card's days and price (menus
      // and footers are the editor's; a guide's line of categories, a caption, a cart line's option are content).
      const INTERFACE =
        'form, button, label, dialog, table th, [role=status], [role=alert], [role=dialog], .card[data-tour] .card__meta, .card__price'
      const counted = (el: Element) => inPageLang(el) && (!interfaceOnly || el.closest(INTERFACE) !== null)
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement
        if (!el || !counted(el) || el.closest('script, style, noscript, template')) continue
        const text = n.textContent?.trim()
        if (text) out.push(text)
      }
      const named = interfaceOnly
        ? 'a[aria-label], button[aria-label], [role=button][aria-label], input[placeholder], input[value], [title]'
        : '[aria-label], [alt], [title], [placeholder], input[value]'
      for (const el of document.body.querySelectorAll(named)) {
        if (!inPageLang(el)) continue
        for (const a of ['aria-label', 'alt', 'title', 'placeholder'])
          if (el.hasAttribute(a)) out.push(el.getAttribute(a)!)
        if (el instanceof HTMLInputElement && ['submit', 'button'].includes(el.type)) out.push(el.value)
      }
      if (!interfaceOnly) out.push(document.title)
      return out
    },
    { pageLang: lang, interfaceOnly },
  )
  return [...new Set([...texts.join('\n').matchAll(foreignPattern(lang))].map((m) => m[0]))]
}

const patternCache = new Map<Lang, RegExp>()
/** One pattern for all of `foreignTexts(lang)`, each a whole word run, the longest first. */
function foreignPattern(lang: Lang): RegExp {
  let re = patternCache.get(lang)
  if (!re) {
    const alternatives = [...foreignTexts(lang)].sort((a, b) => b.length - a.length).map(escape)
    re = new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])`, 'gu')
    patternCache.set(lang, re)
  }
  return re
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Nothing wider than the screen: the page never scrolls sideways. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return null
    // Name the widest culprit, for the failure message.
    let worst = ''
    let right = width
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right + window.scrollX > right + 0.5) {
        right = r.right + window.scrollX
        worst = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ends at ${Math.round(right)} px`
      }
    }
    return `page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen (${worst})`
  })
}

/**
 * Controls of the fixed and sticky layers (the header, the compare bar, scroll-to-top, the chat button,
 * the language hint, toasts): each one in view is reachable, that is the element at its centre is
 * itself or inside it, not another layer's.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const p = getComputedStyle(e).position
        if (p === 'fixed' || p === 'sticky') return true
      }
      return false
    }
    // A control's name and where it is (the header, the main part, a floating control), for the message.
    const PARTS = 'header, main, footer, .lang-hint, .compare-bar, .scroll-top, .joinchat'
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ')
      const part = el.closest(PARTS)
      return `"${text.slice(0, 40)}" (${part ? part.className.toString().split(' ')[0] || part.tagName.toLowerCase() : 'page'})`
    }
    const out: string[] = []
    // While a modal dialog is open the rest of the page is inert, rightly under it.
    const modal = document.querySelector('dialog:modal')
    for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, [role=button]')) {
      if (modal && !modal.contains(el)) continue
      if (!floating(el) && !modal) continue
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (r.width < 1 || r.height < 1 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue
      // A part drawn over a control that takes its clicks (the shut search box's magnifier) is not one.
      if (style.pointerEvents === 'none') continue
      if (el.closest('[inert], [aria-hidden=true]')) continue
      const x = r.left + r.width / 2
      const y = r.top + r.height / 2
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue
      // A control clipped away by its own scroller or menu is not in view.
      const hit = document.elementFromPoint(x, y)
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue
      const clip = el.parentElement?.closest('ul, nav, [role=dialog], dialog')
      if (clip && !clip.contains(hit) && getComputedStyle(clip).overflow !== 'visible') continue
      out.push(`${name(el)} is under ${name(hit)}`)
    }
    return out
  })
}

/**
 * The controls still covered once the floating ones are in place: the page's behaviours started (the
 * language hint, the compare bar, floats.ts), and floats.ts stacks what appears at the next frame; a
 * control covered then is looked at again for a few frames.
 */
async function coveredOnceSettled(page: Page): Promise<string[]> {
  await ready(page)
  let covered = await coveredControls(page)
  for (let frames = 0; covered.length > 0 && frames < 10; frames++) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    covered = await coveredControls(page)
  }
  return covered
}

const axeChecked = new WeakMap<Page, Set<string>>()

/**
 * A page of a journey is whole: in `lang` (`<html lang>` and no interface text of another language),
 * no wider than the screen, every floating control reachable at the top and once scrolled, and no
 * serious or critical axe violation. `contentInEnglish`: the language has no content of its own yet (the
 * demo has none in Spanish, French or German), so the content shows in English and only the interface's
 * own words are checked. `axe: false`: another cell runs axe on this page as it is here.
 */
export async function expectWholePage(
  page: Page,
  lang: Lang,
  where: string,
  { contentInEnglish = false, axe = true }: { contentInEnglish?: boolean; axe?: boolean } = {},
) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', new RegExp(`^${lang}`))
  await animationsDone(page)
  const problems: string[] = []
  const foreign = await foreignOnPage(page, lang, contentInEnglish)
  if (foreign.length) problems.push(`texts of another language: ${foreign.map((t) => `"${t}"`).join(', ')}`)
  const wide = await overflow(page)
  if (wide) problems.push(wide)
  problems.push(...(await coveredOnceSettled(page)))
  // axe once per page (and open dialog) in a cell: the same page in another state adds little, and costs seconds.
  const view = await page.evaluate(() => `${location.pathname} ${document.querySelector('dialog[open]')?.id ?? ''}`)
  const checked = axeChecked.get(page) ?? new Set<string>()
  axeChecked.set(page, checked)
  if (axe && !checked.has(view)) {
    checked.add(view)
    for (const v of await seriousA11yViolations(page, { inPage: true }))
      problems.push(`axe ${v.id} (${v.impact}): ${v.nodes.join(' | ')}`)
  }
  // Once scrolled, the controls that show then (scroll-to-top, the sticky header) must not cover others.
  const scrolled = await page.evaluate(() => {
    const before = scrollY
    scrollTo(0, Math.min(document.documentElement.scrollHeight, innerHeight * 1.5))
    return scrollY !== before
  })
  if (scrolled) {
    await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running'))
    problems.push(...(await coveredOnceSettled(page)).map((p) => `scrolled: ${p}`))
    await page.evaluate(() => scrollTo(0, 0))
  }
  expect(problems, `${where} (${page.url()})`).toEqual([])
}
