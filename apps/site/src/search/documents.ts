import { localizePath } from '../i18n/paths.mjs'
import { publicPath } from '../lib/preview'
import { blocksText, lexicalText } from './text'

/** The collections the search covers. */
export const SEARCHED = ['guides', 'tours', 'pages'] as const
export type SearchedCollection = (typeof SEARCHED)[number]
export const isSearched = (slug: string): slug is SearchedCollection => (SEARCHED as readonly string[]).includes(slug)

/** One document in one language, as the index stores it (original text; each backend folds what it needs). */
export interface IndexEntry {
  collection: SearchedCollection
  docId: string
  locale: string
  slug: string
  title: string
  /** destinations, itinerary day titles: weighted between the title and the excerpt */
  keywords: string
  excerpt: string
  body: string
  updatedAt: string
}

type Doc = Record<string, unknown> & { id: string | number; slug?: string | null; title?: string | null }

const str = (v: unknown) => (typeof v === 'string' ? v : '')
const join = (...parts: string[]) => parts.filter(Boolean).join('\n')

/** The searchable text of a published document, read in one language (depth 0 is enough). */
export function toEntry(collection: SearchedCollection, doc: Doc, locale: string): IndexEntry | null {
  const title = str(doc.title).trim()
  if (!title) return null
  const base = {
    collection,
    docId: String(doc.id),
    locale,
    slug: str(doc.slug),
    title,
    updatedAt: str(doc.updatedAt) || new Date().toISOString(),
  }
  if (collection === 'guides')
    return {
      ...base,
      keywords: '',
      excerpt: str(doc.excerpt),
      body: join(lexicalText(doc.body), blocksText(doc.after)),
    }
  if (collection === 'tours') {
    const days = (doc.itinerary as { title?: string; description?: unknown }[] | null | undefined) ?? []
    const items = (k: string) => ((doc[k] as { item?: string }[] | null | undefined) ?? []).map((i) => str(i.item))
    const faq = (doc.faq as { question?: string; answer?: string }[] | null | undefined) ?? []
    return {
      ...base,
      keywords: join(str(doc.destination), ...days.map((d) => str(d.title))),
      excerpt: str(doc.summary),
      body: join(
        ...days.map((d) => lexicalText(d.description)),
        ...items('included'),
        ...items('excluded'),
        ...faq.flatMap((q) => [str(q.question), str(q.answer)]),
      ),
    }
  }
  const hero = (doc.hero ?? {}) as { heading?: string; text?: string }
  const meta = (doc.meta ?? {}) as { description?: string }
  return {
    ...base,
    keywords: str(hero.heading),
    excerpt: str(hero.text) || str(meta.description),
    body: blocksText(doc.layout),
  }
}

/** The address of a result: the document's public address in that language (`/pt/guias/...`, i18n/paths.mjs). */
export function resultPath(collection: SearchedCollection, slug: string, locale: string): string {
  return localizePath(locale, publicPath(collection, slug))
}
