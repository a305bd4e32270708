// Content an editor made in one language must not break the others (the "journeys" issue, items 4, 5, 6
// and 12's RSS titles). The rule (README, "Languages"): a document is in a language when it has a slug of
// its own there. A language's feed, the sitemap and hreflang name only the documents in that language; its
// listings show those, and the default language's documents not yet translated, marked as shown in English.
// A document with neither is nowhere in that language. Everything here goes through the Local API, the
// route handlers, the pages' own metadata and components; next-intl's request context (set by Next.js for
// each request) is a stand-in that keeps the language routeLocale() sets.
import type { Payload } from 'payload'
import { isValidElement, type ReactElement, type ReactNode } from 'react'
import xml from 'fast-xml-parser' // (s3rver's, a devDependency: the 3.x API)
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoContent, testPayload, testPicture } from './payload'

const intl = vi.hoisted(() => ({ locale: 'en' }))
vi.mock('next-intl/server', () => ({
  setRequestLocale: (l: string) => void (intl.locale = l),
  getLocale: async () => intl.locale,
  getMessages: async () => (await import('../../src/i18n/texts')).loadMessages(intl.locale as never),
  getTranslations: async (ns: string | { namespace?: string }) => {
    const namespace = typeof ns === 'string' ? ns : ns?.namespace
    return (key: string) => `${namespace}.${key}`
  },
}))

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales'
import { internalPath, localizePath } from '../../src/i18n/paths.mjs'
import { apiText } from '../../src/i18n/api-texts'
import { findBySlug, listGuides, listTours, slugsByLanguage } from '../../src/lib/data'
import { siteUrl } from '../../src/lib/preview'
import { REVALIDATE_BROADCAST } from '../../src/lib/revalidate-broadcast.mjs'
import { Breadcrumbs } from '../../src/components/Breadcrumbs'
import { JsonLd } from '../../src/components/JsonLd'
import { doc as lexical, p } from '../../src/seed/lexical'
import sitemap from '../../src/app/sitemap'
import { GET as rss } from '../../src/app/(frontend)/[locale]/guides/rss.xml/route'
import GuidePage, { generateMetadata as guideMetadata } from '../../src/app/(frontend)/[locale]/guides/[slug]/page'
import TourPage, { generateMetadata as tourMetadata } from '../../src/app/(frontend)/[locale]/tours/[slug]/page'

let payload: Payload
const stamp = Date.now().toString(36)
const ptOnly = { title: 'Só em português', slug: `so-em-portugues-${stamp}` }
const enOnly = { title: 'Porto in a day', slug: `porto-in-a-day-${stamp}` }
const enOnlyPt = { title: 'Porto num dia', slug: `porto-num-dia-${stamp}` }
const ptTour = { title: 'Circuito só em português', slug: `circuito-so-pt-${stamp}` }
let enOnlyId: number | string
const g = globalThis as Record<symbol, unknown>

beforeAll(async () => {
  payload = await testPayload()
  await demoContent(payload)
  const cover = await testPicture(payload, `one-language-${stamp}.png`)
  // Made in Portuguese only, as an editor whose admin is set to Português would (locale 'pt').
  await payload.create({
    collection: 'guides',
    locale: 'pt',
    data: {
      ...ptOnly,
      excerpt: 'Um guia escrito só em português.',
      body: lexical(p('Só em português.')) as never,
      cover,
      _status: 'published',
    } as never,
  })
  await payload.create({
    collection: 'tours',
    locale: 'pt',
    data: {
      ...ptTour,
      summary: 'Dois dias.',
      destination: 'Portugal',
      cover,
      durationDays: 2,
      priceFrom: 100,
      currency: 'EUR',
      _status: 'published',
    } as never,
  })
  // Made in the admin in English: started as a draft, the other languages looked at while it was one (the
  // admin's autosave writes their rows, slug empty), then published in English only.
  const draft = await payload.create({
    collection: 'guides',
    locale: 'en',
    draft: true,
    data: { title: enOnly.title, _status: 'draft' } as never,
  })
  for (const locale of ['es', 'fr', 'de'] as const)
    await payload.update({
      collection: 'guides',
      id: draft.id,
      locale,
      draft: true,
      autosave: true,
      data: { excerpt: 'A day in Porto.', _status: 'draft' } as never,
    })
  enOnlyId = draft.id
  await payload.update({
    collection: 'guides',
    id: enOnlyId,
    locale: 'en',
    data: {
      ...enOnly,
      excerpt: 'A day in Porto.',
      body: lexical(p('Porto.')) as never,
      cover,
      _status: 'published',
    } as never,
  })
  const stored = (await payload.findByID({ collection: 'guides', id: enOnlyId, locale: 'all', depth: 0 })) as never
  expect((stored as { slug: unknown }).slug).toMatchObject({ en: enOnly.slug, es: null }) // the rows the admin left
}, 300_000)

afterEach(() => {
  delete g[REVALIDATE_BROADCAST]
  intl.locale = 'en'
})

const params = <T extends object>(v: T) => ({ params: Promise.resolve(v) })

/** Every React element under `node` (props.children, depth first), without rendering anything. */
function* elements(node: ReactNode): Generator<ReactElement<Record<string, unknown>>> {
  if (Array.isArray(node)) for (const n of node) yield* elements(n)
  else if (isValidElement<Record<string, unknown>>(node)) {
    yield node
    yield* elements(node.props.children as ReactNode)
  }
}

/** The BreadcrumbList a page's trail puts in its structured data: each item's absolute address. */
async function breadcrumbAddresses(page: ReactNode): Promise<string[]> {
  const trail = [...elements(page)].find((e) => e.type === Breadcrumbs)
  expect(trail, 'the page has a breadcrumb trail').toBeTruthy()
  const nav = await Breadcrumbs(trail!.props as Parameters<typeof Breadcrumbs>[0])
  const ld = [...elements(nav)].find((e) => e.type === JsonLd)!.props.data as {
    '@type': string
    itemListElement: { item: string }[]
  }
  expect(ld['@type']).toBe('BreadcrumbList')
  return ld.itemListElement.map((i) => i.item)
}

/** The slugs a document has of its own, by language (what Payload stores; no fallback). */
async function ownSlugs(collection: 'guides' | 'tours', slug: string, locale: Locale) {
  const found = await payload.find({ collection, locale, where: { slug: { equals: slug } }, limit: 1, depth: 0 })
  return slugsByLanguage(collection, found.docs[0]!.id)
}

describe('a guide in one language only', () => {
  it("each language's feed answers valid XML, in its language, with its own documents only", async () => {
    for (const locale of LOCALES) {
      const res = await rss(new Request(`${siteUrl()}${localizePath(locale, '/guides/rss.xml')}`), params({ locale }))
      expect(res.status, locale).toBe(200)
      const text = await res.text()
      expect(xml.validate(text), locale).toBe(true)
      const channel = xml.parse(text, { ignoreAttributes: false }).rss.channel
      expect(channel.language).toBe(locale)
      expect(channel.title).toContain(await apiText(locale, 'sections', 'guidesTitle'))
      expect(channel.description).toBe(await apiText(locale, 'sections', 'guidesDescription'))
      const items = [channel.item ?? []].flat() as { title?: string; link: string }[]
      for (const item of items) {
        expect(String(item.title ?? '').trim(), `${locale}: ${item.link}`).not.toBe('')
        // each item is a guide's own address in the feed's language
        const { locale: at, path } = internalPath(new URL(item.link).pathname)
        expect(at).toBe(locale)
        const slug = path.split('/')[3]!
        const found = await findBySlug('guides', slug, locale, { depth: 0, overrideAccess: false })
        expect(found?.translated, item.link).toBe(true)
      }
      const links = items.map((i) => i.link)
      if (locale === 'pt') expect(links).toContain(`${siteUrl()}/pt/guias/${ptOnly.slug}`)
      else expect(links.join(' ')).not.toContain(ptOnly.slug)
    }
  })

  it('the Portuguese feed is titled in Portuguese', async () => {
    const body = await (await rss(new Request(`${siteUrl()}/pt/guias/rss.xml`), params({ locale: 'pt' }))).text()
    expect(body).toContain('Guias de viagem')
    expect(body).not.toContain('Travel guides')
  })

  it('the listings (cards) of a language have no document that is not in it, nor one without a title', async () => {
    for (const locale of LOCALES) {
      const lists: [{ title?: string | null; slug?: string | null; id: unknown }[], string][] = [
        [(await listGuides(48, 1, undefined, locale)).docs, ptOnly.slug],
        [(await listTours(48, 1, locale)).docs, ptTour.slug],
      ]
      for (const [docs, portugueseOnly] of lists) {
        expect(docs.length, locale).toBeGreaterThan(0)
        for (const d of docs) {
          expect(d.title, `${locale}: ${d.id}`).toEqual(expect.any(String))
          expect(d.slug, `${locale}: ${d.id}`).toEqual(expect.any(String))
        }
        const slugs = docs.map((d) => d.slug)
        if (locale === 'pt') expect(slugs).toContain(portugueseOnly)
        else expect(slugs).not.toContain(portugueseOnly)
      }
    }
    // English's own documents are shown in the other languages, marked as shown in English
    const es = (await listGuides(48, 1, undefined, 'es')).docs
    const porto = es.find((d) => d.slug === enOnly.slug)
    expect(porto).toMatchObject({ title: enOnly.title, shownIn: DEFAULT_LOCALE })
    const pt = (await listGuides(48, 1, undefined, 'pt')).docs
    expect(pt.find((d) => d.slug === 'lisboa-em-tres-dias')?.shownIn).toBeUndefined()
    expect(pt.find((d) => d.slug === enOnly.slug)?.shownIn).toBe(DEFAULT_LOCALE)
    const en = (await listGuides(48, 1, undefined, 'en')).docs
    expect(en.every((d) => d.shownIn === undefined)).toBe(true)
  })

  it("the sitemap names each address once, and each is a real document's own address", async () => {
    const entries = await sitemap()
    const urls = entries.map((e) => e.url)
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([])
    for (const url of urls) {
      const { locale, path } = internalPath(new URL(url).pathname)
      const [, section, slug, more] = path.split('/').filter(Boolean)
      expect(more, url).toBeUndefined()
      if (!section || ((section === 'guides' || section === 'tours') && !slug)) continue // home, listings
      const collection = section === 'guides' || section === 'tours' ? section : 'pages'
      const found = await findBySlug(collection, collection === 'pages' ? section : slug!, locale, {
        depth: 0,
        overrideAccess: false,
      })
      expect(found?.translated, url).toBe(true)
    }
    expect(urls).toContain(`${siteUrl()}/pt/guias/${ptOnly.slug}`)
    expect(urls.join(' ')).not.toContain(`/guides/${ptOnly.slug}`)
    for (const e of entries)
      for (const [lang, alt] of Object.entries(e.alternates?.languages ?? {}))
        expect(urls, `${e.url}: ${lang}`).toContain(alt)
  })

  it('hreflang alternates name only the languages a document is in; a fallback page is canonical in English', async () => {
    const alternates = async (locale: Locale, slug: string) => {
      const meta = await guideMetadata(params({ locale, slug }))
      return {
        canonical: meta.alternates?.canonical,
        languages: meta.alternates?.languages as Record<string, string>,
      }
    }
    const made = await alternates('en', enOnly.slug)
    expect(made.languages).toEqual({
      en: `${siteUrl()}/guides/${enOnly.slug}`,
      'x-default': `${siteUrl()}/guides/${enOnly.slug}`,
    })
    const pt = await alternates('pt', ptOnly.slug)
    expect(pt.languages).toEqual({
      pt: `${siteUrl()}/pt/guias/${ptOnly.slug}`,
      'x-default': `${siteUrl()}/pt/guias/${ptOnly.slug}`,
    })
    // /es/guias/<slug> (English shown under the Spanish prefix): not an alternate of itself, not /es/guias
    const es = await alternates('es', 'lisbon-in-three-days')
    expect(Object.keys(es.languages).sort()).toEqual(['en', 'pt', 'x-default'])
    expect(es.canonical).toBe(`${siteUrl()}/guides/lisbon-in-three-days`)
    for (const locale of LOCALES) {
      const slugs = await ownSlugs('guides', 'lisbon-in-three-days', 'en')
      const meta = await alternates(locale, slugs[locale] ?? 'lisbon-in-three-days')
      for (const url of Object.values(meta.languages)) expect(url).toMatch(/\/(guides|guias)\/[a-z0-9-]+$/)
    }
    const tour = await tourMetadata(params({ locale: 'pt', slug: ptTour.slug }))
    expect(Object.keys(tour.alternates?.languages ?? {}).sort()).toEqual(['pt', 'x-default'])
  })

  it("publishing a language's version revalidates the other languages' pages, which then name it", async () => {
    const published: { paths: string[] }[] = []
    g[REVALIDATE_BROADCAST] = { publish: (r: { paths: string[] }) => published.push(r) }
    await payload.update({
      collection: 'guides',
      id: enOnlyId,
      locale: 'pt',
      data: {
        ...enOnlyPt,
        excerpt: 'Um dia no Porto.',
        body: lexical(p('Porto.')) as never,
        _status: 'published',
      } as never,
    })
    const paths = published.flatMap((r) => r.paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        `/guides/${enOnly.slug}`, // the English page, whose hreflang now names the Portuguese one
        `/pt/guias/${enOnlyPt.slug}`, // the new page
        `/pt/guias/${enOnly.slug}`, // the English fallback that was there: now a redirect
        `/es/guias/${enOnly.slug}`, // the other languages' fallback pages name the new alternate too
        '/pt/guias',
        '/pt/guias/rss.xml',
        '/sitemap.xml',
      ]),
    )
    expect(paths).not.toContain(`/guides/${enOnlyPt.slug}`) // no such page
    const meta = await guideMetadata(params({ locale: 'en', slug: enOnly.slug }))
    expect(meta.alternates?.languages).toMatchObject({ pt: `${siteUrl()}/pt/guias/${enOnlyPt.slug}` })
  })

  it("breadcrumbs' structured data names the page language's real addresses", async () => {
    const base = siteUrl()
    intl.locale = 'pt'
    const guide = await GuidePage(params({ locale: 'pt', slug: 'lisboa-em-tres-dias' }))
    expect(await breadcrumbAddresses(guide)).toEqual([
      `${base}/pt`,
      `${base}/pt/guias`,
      `${base}/pt/guias/lisboa-em-tres-dias`,
    ])
    intl.locale = 'pt'
    const tour = await TourPage(params({ locale: 'pt', slug: 'lisboa-e-sintra' }))
    expect(await breadcrumbAddresses(tour)).toEqual([
      `${base}/pt`,
      `${base}/pt/circuitos`,
      `${base}/pt/circuitos/lisboa-e-sintra`,
    ])
    intl.locale = 'de'
    const fallback = await GuidePage(params({ locale: 'de', slug: 'lisbon-in-three-days' }))
    expect(await breadcrumbAddresses(fallback)).toEqual([
      `${base}/de`,
      `${base}/de/reisefuehrer`,
      `${base}/de/reisefuehrer/lisbon-in-three-days`,
    ])
  })
})
