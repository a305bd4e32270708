import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { LiveMatchComponent } from '../../src/blocks/LiveMatch/Component'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  internalPath,
  legacyRedirects,
  OLD_SECTION_WORDS,
  redirectRules,
  localizePath,
  rewriteRules,
  ROUTE_LOCALES,
  SECTION_WORDS,
} from '../../src/i18n/paths.mjs'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import type { Messages } from '../../src/i18n/texts'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { copyLocale } from '../../src/lib/copy-locale'
import { demoContent, testPayload } from './payload'

/**
 * What Next.js does with its rewrite and redirect rules (server/lib/router-utils/resolve-routes.js): the
 * first rule whose source matches, its destination filled from the match, source parameters the
 * destination leaves out added to the query only when it uses none. null when no rule matches.
 */
const nextRules = (rules: { source: string; destination: string }[]) => {
  const compiled = rules.map((r) => ({ ...r, match: getPathMatch(r.source, { strict: true }) }))
  return (pathname: string) => {
    for (const r of compiled) {
      const params = r.match(pathname)
      if (!params) continue
      const { parsedDestination } = prepareDestination({
        appendParamsToQuery: true,
        destination: r.destination,
        params,
        query: {},
      })
      return { path: parsedDestination.pathname, query: parsedDestination.query }
    }
    return null
  }
}

let payload: Payload
const messages = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../src/i18n/messages/${l}.json`), 'utf8')),
  ]),
) as Record<(typeof LOCALES)[number], Messages>

beforeAll(async () => {
  payload = await testPayload()
  await demoContent(payload)
}, 300_000)

describe('addresses in each language', () => {
  it('uses the one language list, the default first', () => {
    expect([...ROUTE_LOCALES]).toEqual([...LOCALES])
    expect(ROUTE_LOCALES[0]).toBe(DEFAULT_LOCALE)
  })

  it('keeps the default language unprefixed and gives the others their words', () => {
    expect(localizePath('en', '/guides/lisbon-in-three-days')).toBe('/guides/lisbon-in-three-days')
    expect(localizePath('pt', '/guides/lisboa-em-tres-dias')).toBe('/pt/guias/lisboa-em-tres-dias')
    expect(localizePath('pt', '/')).toBe('/pt')
    expect(localizePath('de', '/tours?x=1#top')).toBe('/de/reisen?x=1#top')
    expect(localizePath('pt', '/contacto')).toBe('/pt/contacto')
    // never pages: left alone
    expect(localizePath('pt', '/api/media/file/a.jpg')).toBe('/api/media/file/a.jpg')
    expect(localizePath('pt', 'https://example.com/')).toBe('https://example.com/')
    expect(localizePath('pt', '/pt/guias')).toBe('/pt/guias')
  })

  it("puts in each address the word its pages show (menu, breadcrumbs, title), and keeps the old words' addresses", () => {
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/ä/g, 'ae')
        .replace(/ö/g, 'oe')
        .replace(/ü/g, 'ue')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .split(/[^a-z0-9]+/)
    const disagree: string[] = []
    for (const locale of LOCALES) {
      const m = messages[locale]
      const shown = {
        tours: [m.sections.toursTitle, m.breadcrumbs.tours],
        guides: [m.sections.guidesTitle],
        search: [m.search.title],
      }
      for (const [section, texts] of Object.entries(shown))
        for (const text of texts) {
          const word = SECTION_WORDS[locale][section as keyof typeof shown]
          if (!words(text).includes(word)) disagree.push(`${locale}: “${text}” at /${word}`)
        }
    }
    expect(disagree).toEqual([])
    expect(localizePath('pt', '/tours/lisboa-e-sintra')).toBe('/pt/circuitos/lisboa-e-sintra')
    // an address given out before keeps working: a permanent redirect to the new word
    const redirects = legacyRedirects()
    const redirect = nextRules(redirectRules())
    expect(redirect('/pt/passeios')).toEqual({ path: '/pt/circuitos', query: {} })
    expect(redirect('/pt/passeios/lisboa-e-sintra')).toEqual({ path: '/pt/circuitos/lisboa-e-sintra', query: {} })
    expect(redirect('/de/touren/x')).toEqual({ path: '/de/reisen/x', query: {} })
    expect(redirect('/es/tours')).toEqual({ path: '/es/circuitos', query: {} })
    expect(redirect('/en')).toEqual({ path: '/', query: {} })
    expect(redirect('/en/guides/x')).toEqual({ path: '/guides/x', query: {} })
    for (const p of ['/pt/circuitos/x', '/pt/passeiosx', '/fr/passeios', '/guides/x', '/english'])
      expect(redirect(p), p).toBeNull()
    // one rule per old word, `:rest*` covering the section's own address (Next.js tests each on every request)
    expect(redirectRules().length).toBe(
      2 +
        Object.values(OLD_SECTION_WORDS)
          .flatMap((w) => Object.values(w))
          .flat().length,
    )
    expect(internalPath('/pt/passeios/lisboa-e-sintra').path).toBe('/pt/tours/lisboa-e-sintra')
    expect(internalPath('/es/circuitos').path).toBe('/es/tours')
    // no redirect lands on an old word, or loops
    for (const r of redirects) expect(redirects.some((o) => o.source === r.destination)).toBe(false)
  })

  it('maps public addresses back to their routes', () => {
    expect(internalPath('/pt/guias/lisboa-em-tres-dias')).toEqual({
      locale: 'pt',
      path: '/pt/guides/lisboa-em-tres-dias',
    })
    expect(internalPath('/guides/x')).toEqual({ locale: 'en', path: '/en/guides/x' })
    expect(internalPath('/')).toEqual({ locale: 'en', path: '/en' })
    const last = rewriteRules().at(-1)!
    const re = new RegExp(`^${last.source.replace('/:path(', '/(')}$`)
    expect(re.test('/guides/x')).toBe(true)
    for (const p of ['/pt/guias', '/admin', '/api/x', '/_next/static/a.js', '/sitemap.xml', '/live-widget/embed.js'])
      expect(re.test(p)).toBe(false)
  })

  it("rewrites every public address to its route through Next.js's own matcher, in few rules", () => {
    const rules = rewriteRules()
    const rewrite = nextRules(rules)
    for (const locale of ROUTE_LOCALES)
      for (const section of ['', ...Object.keys(SECTION_WORDS.en)])
        for (const tail of ['', '/x', '/x/y']) {
          const word = section ? SECTION_WORDS[locale][section as keyof typeof SECTION_WORDS.en] : ''
          const pub = `${locale === 'en' ? '' : `/${locale}`}${word ? `/${word}` : ''}${word ? tail : ''}` || '/'
          const route = rewrite(pub)
          const want = internalPath(pub).path
          // An address already in its route's words (`/fr/guides/x`, `/pt`) needs no rule.
          if (want === pub) expect(route, pub).toBeNull()
          else expect(route, pub).toEqual({ path: want, query: {} })
        }
    // A language with another language's word is not an address of the site (as before).
    for (const p of ['/fr/guias/x', '/es/conta', '/de/guias', '/pt/reisefuehrer/x', '/pt/guiasx', '/pt/guias-x/y'])
      expect(rewrite(p), p).toBeNull()
    // Next.js tests each beforeFiles rule on every request; 48 of them (one per language, section and
    // depth) cost an empty Next.js page 40% of its requests/s. One per section, and the default's two.
    expect(rules.length).toBeLessThanOrEqual(Object.keys(SECTION_WORDS.en).length + 2)
  })
})

describe('demo content in Portuguese', () => {
  it('has every page type translated, with its own slugs', async () => {
    const guide = await payload.find({
      collection: 'guides',
      locale: 'pt',
      where: { slug: { equals: 'lisboa-em-tres-dias' } },
    })
    expect(guide.docs[0]?.title).toMatch(/^Lisboa em três dias/)
    const en = await payload.findByID({ collection: 'guides', id: guide.docs[0]!.id, locale: 'en' })
    expect(en.slug).toBe('lisbon-in-three-days')
    const tour = await payload.find({
      collection: 'tours',
      locale: 'pt',
      where: { slug: { equals: 'lisboa-e-sintra' } },
    })
    expect(tour.docs[0]?.itinerary?.[0]?.title).toBe('Chegada e uma noite em Alfama')
    // its questions and answers; a language without its own reads the English ones
    expect(tour.docs[0]?.faq?.map((q) => q.question)).toEqual([
      'Que preparação física é precisa?',
      'As crianças podem vir?',
      'E se tiver de cancelar?',
    ])
    const tourId = tour.docs[0]!.id
    const enFaq = (await payload.findByID({ collection: 'tours', id: tourId, locale: 'en' })).faq ?? []
    expect(enFaq.map((q) => q.question)).toEqual([
      'How fit do I need to be?',
      'Can children come?',
      'What if I need to cancel?',
    ])
    const esFaq = (await payload.findByID({ collection: 'tours', id: tourId, locale: 'es' })).faq ?? []
    expect(esFaq.map((q) => q.answer)).toEqual(enFaq.map((q) => q.answer))
    // and its options' names, next to the prices
    const { loadOffer } = await import('../../src/booking/offer')
    const options = (await loadOffer(payload, { slug: 'lisboa-e-sintra' }, 'pt'))?.types
    expect(options?.map((t) => [t.label, t.options.map((o) => o.label)])).toEqual([
      ['Partida', ['Maio', 'Junho', 'Setembro']],
      ['Quarto', ['Quarto duplo partilhado', 'Quarto individual']],
    ])
    const home = await payload.find({ collection: 'pages', locale: 'pt', where: { slug: { equals: 'home' } } })
    expect(home.docs[0]?.hero?.heading).toBe('Portugal, devagar')
    expect(home.docs[0]?.layout?.length).toBeGreaterThan(3)
    const cats = await payload.find({ collection: 'categories', locale: 'pt', where: { slug: { equals: 'destinos' } } })
    expect(cats.docs[0]?.title).toBe('Destinos')
    const header = await payload.findGlobal({ slug: 'header', locale: 'pt' })
    expect(header.navigation?.map((n) => n.label)).toContain('Guias de viagem')
    expect(header.cta?.label).toBe('Planear uma viagem')
    const footer = await payload.findGlobal({ slug: 'footer', locale: 'pt' })
    expect(footer.note).toMatch(/licenciada/)
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'pt' })
    expect(settings.tagline).toMatch(/pequenos grupos/)
    expect(settings.behaviours?.messages?.added).toBe('Adicionado ao carrinho')
    // English is untouched
    expect((await payload.findGlobal({ slug: 'header', locale: 'en' })).cta?.label).toBe('Plan a trip')
  })

  it("has the pages' blocks, their meta and the contact form in Portuguese, not English copies", async () => {
    // Texts an editor reads or a visitor sees, wherever they sit in a page's blocks (Lexical text nodes
    // included); names of places and prices may stay as they are.
    const TEXT_KEYS = new Set([
      ...['text', 'heading', 'label', 'title', 'caption', 'intro', 'feature', 'period', 'name', 'category'],
      ...['allLabel', 'description'],
    ])
    const SAME = new Set(['Ponta da Piedade', 'Praia da Marinha', 'Serra da Estrela', 'Peneda-Gerês', 'Sete Cidades'])
    const texts = (value: unknown, out: string[] = []): string[] => {
      if (Array.isArray(value)) for (const v of value) texts(v, out)
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
          if (k === 'blockType' || k === 'reference') continue
          if (typeof v === 'string' && TEXT_KEYS.has(k) && v.trim()) out.push(v)
          else texts(v, out)
        }
      return out
    }
    const english: string[] = []
    for (const slug of ['home', 'contact', 'pricing', 'gallery', 'login']) {
      const en = (await payload.find({ collection: 'pages', locale: 'en', where: { slug: { equals: slug } } })).docs[0]!
      const pt = await payload.findByID({ collection: 'pages', id: en.id, locale: 'pt', depth: 0 })
      const enTexts = new Set(texts([en.layout, en.meta]))
      for (const t of texts([pt.layout, pt.meta])) if (enTexts.has(t) && !SAME.has(t)) english.push(`${slug}: ${t}`)
    }
    // The contact page's form (labels only: a field's name is its key in the submissions, not a text)
    const contact = (await payload.find({ collection: 'pages', locale: 'pt', where: { slug: { equals: 'contacto' } } }))
      .docs[0]!
    const block = contact.layout?.find((b) => b.blockType === 'formBlock')
    const formId = block && 'form' in block && typeof block.form === 'object' ? block.form.id : Number(block?.form)
    const form = await payload.findByID({ collection: 'forms', id: formId, locale: 'en', depth: 0 })
    const ptForm = await payload.findByID({ collection: 'forms', id: formId, locale: 'pt', depth: 0 })
    const formTexts = (f: typeof form) =>
      texts([f.confirmationMessage, { label: f.submitButtonLabel }, f.fields?.map(({ name: _n, ...rest }) => rest)])
    const enForm = new Set(formTexts(form))
    for (const t of formTexts(ptForm)) if (enForm.has(t)) english.push(`form: ${t}`)
    expect(ptForm.fields?.map((f) => ('name' in f ? f.name : null))).toEqual(
      form.fields?.map((f) => ('name' in f ? f.name : null)),
    )
    expect(english).toEqual([])
    // and a few of them, as a visitor reads them
    const labels = (ptForm.fields ?? []).map((f) => ('label' in f ? f.label : null))
    expect(labels).toContain('O seu nome')
    expect(ptForm.submitButtonLabel).toBe('Enviar mensagem')
    expect((await payload.findByID({ collection: 'forms', id: formId, locale: 'en' })).submitButtonLabel).toBe(
      'Send message',
    )
  })

  it("has the guide's blocks after the article in Portuguese, and English keeps its own", async () => {
    const pt = await payload.find({
      collection: 'guides',
      locale: 'pt',
      where: { slug: { equals: 'lisboa-em-tres-dias' } },
    })
    const id = pt.docs[0]!.id
    const heading = (doc: { after?: { heading?: string | null }[] | null }) => doc.after?.map((b) => b.heading)
    expect(heading(pt.docs[0]!)).toEqual(['Futebol esta noite em Lisboa?'])
    expect(heading(await payload.findByID({ collection: 'guides', id, locale: 'en' }))).toEqual([
      'Football tonight in Lisbon?',
    ])
    // a language with no translation of its own reads the English block (fallback)
    expect(heading(await payload.findByID({ collection: 'guides', id, locale: 'es' }))).toEqual([
      'Football tonight in Lisbon?',
    ])
  })

  it('shows a language without a translation the English content (fallback)', async () => {
    const es = await payload.find({
      collection: 'guides',
      locale: 'es',
      where: { slug: { equals: 'lisbon-in-three-days' } },
    })
    expect(es.docs).toHaveLength(0) // no Spanish slug of its own...
    const en = await payload.find({
      collection: 'guides',
      locale: 'en',
      where: { slug: { equals: 'lisbon-in-three-days' } },
    })
    const read = await payload.findByID({ collection: 'guides', id: en.docs[0]!.id, locale: 'es' })
    expect(read.title).toBe(en.docs[0]!.title) // ...and reads as English
  })
})

describe('copy the default language into a translation', () => {
  it('copies every localized field, and refuses the default language as a target', async () => {
    const cat = await payload.create({ collection: 'categories', data: { title: 'Islands', slug: 'islands-copy' } })
    await copyLocale(payload, { collection: 'categories', id: cat.id }, 'fr', { overrides: { slug: 'iles' } })
    const fr = await payload.findByID({ collection: 'categories', id: cat.id, locale: 'fr', fallbackLocale: false })
    expect(fr.title).toBe('Islands')
    expect(fr.slug).toBe('iles')
    await expect(copyLocale(payload, { collection: 'categories', id: cat.id }, 'en')).rejects.toThrow(
      /default language/,
    )
  })
})

describe("the admin list's Languages column", () => {
  it('asks the database once for a whole list, not once per row, and tells each row its languages', async () => {
    const { TranslationStatusCell } = await import('../../src/admin/TranslationStatus')
    const seeded = await payload.find({
      collection: 'categories',
      locale: 'en',
      where: { slug: { in: ['destinations', 'food-and-drink', 'walking-and-hiking', 'practical-tips'] } },
      depth: 0,
    })
    const fresh = await payload.create({ collection: 'categories', data: { title: 'Rivers', slug: 'rivers-status' } })
    const rows = [...seeded.docs, fresh]
    expect(rows).toHaveLength(5)
    const find = vi.spyOn(payload, 'find')
    const findByID = vi.spyOn(payload, 'findByID')
    try {
      // as React renders a list's cells: every row's cell is called before any of them has its answer
      const cells = await Promise.all(
        rows.map((row) => TranslationStatusCell({ rowData: row, collectionSlug: 'categories', payload })),
      )
      expect(find.mock.calls.length + findByID.mock.calls.length).toBe(1)
      const html = cells.map((cell) => renderToStaticMarkup(cell!))
      for (const row of html.slice(0, 4)) {
        expect(row).toContain('title="pt: translated"')
        expect(row).toContain('title="es: not yet translated"')
      }
      expect(html[4]).toContain('title="en: translated"')
      expect(html[4]).toContain('title="pt: not yet translated"')
    } finally {
      find.mockRestore()
      findByID.mockRestore()
    }
  })
})

describe("tour options' names for editors", () => {
  it('the Languages column tells which options have a name of their own in each language', async () => {
    const { TranslationStatusCell } = await import('../../src/admin/TranslationStatus')
    const seeded = await payload.find({
      collection: 'variantOptions',
      locale: 'en',
      where: { value: { equals: 'single' } },
      depth: 0,
      limit: 1,
    })
    const type = seeded.docs[0]!.variantType
    const fresh = await payload.create({
      collection: 'variantOptions',
      data: { variantType: typeof type === 'object' ? type.id : type, value: 'suite', label: 'Suite' },
    })
    const html = await Promise.all(
      [seeded.docs[0]!, fresh].map(async (row) =>
        renderToStaticMarkup(
          (await TranslationStatusCell({ rowData: row, collectionSlug: 'variantOptions', payload }))!,
        ),
      ),
    )
    expect(html[0]).toContain('title="pt: translated"')
    expect(html[0]).toContain('title="es: not yet translated"')
    expect(html[1]).toContain('title="en: translated"')
    expect(html[1]).toContain('title="pt: not yet translated"')
    // "Copy from English" starts the Portuguese name from the English one
    await copyLocale(payload, { collection: 'variantOptions', id: fresh.id }, 'pt')
    const pt = await payload.findByID({
      collection: 'variantOptions',
      id: fresh.id,
      locale: 'pt',
      fallbackLocale: false,
    })
    expect([pt.label, pt.value]).toEqual(['Suite', 'suite'])
  })
})

describe('the live match widget', () => {
  it("speaks the page's language unless the editor picked one", () => {
    const html = (lang: string | null, pageLang?: string) =>
      renderToStaticMarkup(createElement(LiveMatchComponent, { lang: lang as never, pageLang, blockType: 'liveMatch' }))
    expect(html(null, 'pt')).toContain('data-lang="pt"')
    expect(html('de', 'pt')).toContain('data-lang="de"')
    expect(html(null)).toContain('data-lang="en"')
  })
})
