import fs from 'node:fs'
import { ready } from './behaviours-fixture'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

// Issue 27.12: a Portuguese page (and a Spanish one) shows no English interface text: not the catalogue's
// English where the page's language has its own words, not the lightbox's own labels, not a media alt
// text that has a translation, not a price written the English way.

type Tree = { [k: string]: string | Tree }
const catalogue = (l: string) =>
  JSON.parse(fs.readFileSync(new URL(`../../src/i18n/messages/${l}.json`, import.meta.url), 'utf8')) as Tree
const [en, pt, es] = ['en', 'pt', 'es'].map(catalogue) as [Tree, Tree, Tree]
const flat = (t: Tree, p = ''): [string, string][] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[p + k, v]] : flat(v, `${p}${k}.`)))

/** The English messages whose words differ in `other`, as patterns of a whole text (arguments: anything). */
function englishPatterns(other: Tree): { key: string; re: RegExp }[] {
  const theirs = new Map(flat(other))
  return flat(en)
    .filter(([k, v]) => theirs.get(k) !== v && !v.includes('{count,'))
    .map(([key, v]) => {
      // an argument is anything, a number one digits ("{number} of {total}": "1 of 4", not any "x of y")
      const source = v
        .split(/(\{[^}]+\})/)
        .map((s, i) =>
          i % 2 ? (/^\{(number|total|count|n)\}$/.test(s) ? '\\d+' : '.+') : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')
      return { key, re: new RegExp(`^${source}$`) }
    })
}

/** PhotoSwipe's and the lightbox's own English words. */
const LIGHTBOX_ENGLISH = [/^Close$/, /^Zoom$/, /^Previous$/, /^Next$/, /\d+ of \d+/, /^Media /, /^Loading\.\.\.$/]

/**
 * Every text a visitor sees or hears on the page, with where it is: text nodes shown, and labels, titles,
 * alt texts, placeholders. `interfaceOnly`: only the words the site itself gives (buttons, labels, titles,
 * placeholders), not the content's text nodes and alt texts (a language without its own content shows the
 * English content, which is right).
 */
type Found = { text: string; where: string }
const pageTexts = (page: Page, root = 'body', interfaceOnly = false) =>
  page.evaluate(
    ({ sel, interfaceOnly }) => {
      const out: { text: string; where: string }[] = []
      const where = (el: Element, a = '') =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}${a ? `[${a}]` : ''}`
      // a text marked as another language is that language's on purpose (the hint offering English)
      const own = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '') === document.documentElement.lang
      const base = document.querySelector(sel)!
      const walker = document.createTreeWalker(base, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement
        const text = n.textContent?.trim()
        if (!text || !el || el.closest('script, style, template, [hidden], [aria-hidden="true"]')) continue
        if (el.closest('.lang-switch') || !own(el)) continue // each language's own name
        if (el.getClientRects().length === 0 && !el.closest('.visually-hidden')) continue
        if (interfaceOnly && !el.closest('button, label, .pswp')) continue
        out.push({ text, where: where(el) })
      }
      for (const el of base.querySelectorAll('[aria-label], [title], img[alt], [placeholder]')) {
        if (el.closest('.lang-switch, [hidden]') || !own(el)) continue
        for (const a of interfaceOnly
          ? ['aria-label', 'title', 'placeholder']
          : ['aria-label', 'title', 'alt', 'placeholder']) {
          const v = el.getAttribute(a)?.trim()
          if (v) out.push({ text: v, where: where(el, a) })
        }
      }
      return out
    },
    { sel: root, interfaceOnly },
  )

type MediaDoc = { id: number; alt: string }
async function alts(request: APIRequestContext, locale: string): Promise<Map<number, string>> {
  const res = await request.get(`/api/media?locale=${locale}&depth=0&limit=500&select[alt]=true`)
  expect(res.ok()).toBeTruthy()
  return new Map(((await res.json()) as { docs: MediaDoc[] }).docs.map((d) => [d.id, d.alt]))
}

/** The English alt texts that have another text in `locale`: none of them may show on that language's pages. */
async function englishAlts(request: APIRequestContext, locale: string): Promise<string[]> {
  const [english, theirs] = await Promise.all([alts(request, 'en'), alts(request, locale)])
  return [...english].filter(([id, text]) => theirs.get(id) !== text).map(([, text]) => text)
}

function leaks(texts: Found[], patterns: { key: string; re: RegExp }[], altTexts: string[], content: string[]) {
  const found: string[] = []
  for (const { text: t, where } of texts) {
    for (const { key, re } of patterns) if (re.test(t)) found.push(`${key}: "${t}" (${where})`)
    for (const re of LIGHTBOX_ENGLISH) if (re.test(t)) found.push(`lightbox: "${t}" (${where})`)
    for (const a of altTexts) if (t.includes(a)) found.push(`alt: "${t}" (${where})`)
    for (const c of content) if (t === c) found.push(`content: "${t}" (${where})`)
  }
  return [...new Set(found)]
}

/** Opens the page's first lightbox link and returns what the open lightbox says (its counter, labels, titles). */
async function lightboxTexts(page: Page): Promise<Found[]> {
  await ready(page)
  const link = page.locator('a[data-lightbox]').first()
  await link.scrollIntoViewIfNeeded()
  await link.click()
  const box = page.locator('.pswp[data-ready]')
  await expect(box).toBeVisible()
  await expect(box.locator('.pswp__counter')).toHaveText(/\d+\D+\d+/)
  const texts = await pageTexts(page, '.pswp')
  texts.push({ text: (await box.getAttribute('aria-label')) ?? '', where: 'the lightbox' })
  await page.keyboard.press('Escape')
  await expect(box).toHaveCount(0)
  return texts
}

const PT_PAGES = [
  ['home', '/pt'],
  ['tour', '/pt/circuitos/lisboa-e-sintra'],
  ['guide', '/pt/guias/lisboa-em-tres-dias'],
  ['pricing', '/pt/precos'],
  ['search', '/pt/pesquisa?q=lisboa'],
  ['cart', '/pt/carrinho'],
  ['account', '/pt/conta'],
  ['404', '/pt/esta-pagina-nao-existe'],
] as const

test('Portuguese pages show no English interface text, alt text, content link or price format', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const patterns = englishPatterns(pt)
  const altTexts = await englishAlts(request, 'pt')
  // the demo's Portuguese content has every text of its own (the seed's translation)
  const content = ['See our tours', 'Plan a trip', 'Travel guides', 'All']
  const found: string[] = []
  for (const [type, path] of PT_PAGES) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    const texts = await pageTexts(page)
    if (type === 'tour') texts.push(...(await lightboxTexts(page)))
    found.push(...leaks(texts, patterns, altTexts, content).map((l) => `${type} ${path}: ${l}`))
    // prices as Portuguese writes them: "690 €", never "€690"
    found.push(...texts.filter((t) => /€\s?\d/.test(t.text)).map((t) => `${type} ${path}: price "${t.text}"`))
  }
  expect(found).toEqual([])
})

test('the Portuguese pricing page writes its prices as the tours do', async ({ page }) => {
  await page.goto('/pt/circuitos')
  const tourPrice = (await page.locator('article.card[data-tour] .card__price').first().textContent())!
  expect(tourPrice).toMatch(/\d\s€/)
  await page.goto('/pt/precos')
  const prices = await page.locator('.pricing__price').allTextContents()
  expect(prices.length).toBeGreaterThan(0)
  for (const p of prices) expect(p).toMatch(/^[\d\s.]+\s€$/)
  await page.goto('/pricing')
  for (const p of await page.locator('.pricing__price').allTextContents()) expect(p).toMatch(/^€[\d,]+$/)
})

test('the Portuguese RSS feed and the chat button speak Portuguese', async ({ page, request }) => {
  const xml = await (await request.get('/pt/guias/rss.xml')).text()
  expect(xml).toMatch(/<title>[^<]*Guias de viagem<\/title>/)
  expect(xml).not.toContain('Travel guides')
  await page.goto('/pt/guias')
  await expect(page.locator('.joinchat__button')).toHaveAttribute('aria-label', /WhatsApp/)
  expect(await page.locator('.joinchat__button').getAttribute('aria-label')).not.toMatch(/Chat on/)
})

test('a Spanish page and its lightbox show no English interface text', async ({ page }) => {
  const patterns = englishPatterns(es)
  const found: string[] = []
  for (const path of ['/es', '/es/circuitos/lisbon-and-sintra-discovery']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    // its content is the English one (not translated), its interface Spanish
    const texts = await pageTexts(page, 'body', true)
    if (path.includes('circuitos')) texts.push(...(await lightboxTexts(page)))
    found.push(...leaks(texts, patterns, [], []).map((l) => `${path}: ${l}`))
  }
  expect(found).toEqual([])
})

test('the page configuration object carries the page language’s texts (English: SPEC’s own words)', async ({
  page,
}) => {
  // Its i18n texts are what "Added to your cart" (the quick view's toast) and the quick view's "Loading..."
  // show: they were SPEC's English on every language's page.
  const i18n = () =>
    page.evaluate(() => (window as unknown as { pageConfig: { i18n: Record<string, string> } }).pageConfig.i18n)
  await page.goto('/tours')
  expect(await i18n()).toEqual({ added: 'Added to your cart', compare: 'Compare', loading: 'Loading...' })
  for (const [path, words] of [
    ['/pt/circuitos', pt],
    ['/es/circuitos', es],
  ] as const) {
    await page.goto(path)
    const t = words as { offer: Tree; tourActions: Tree; lightbox: Tree }
    expect(await i18n()).toEqual({ added: t.offer.added, compare: t.tourActions.compare, loading: t.lightbox.loading })
    expect(t.offer.added).not.toBe((en as { offer: Tree }).offer.added)
  }
})
