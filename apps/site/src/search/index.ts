/**
 * Site search over guides, tours and pages, per language: the index (kept in step by hooks, see
 * plugin.ts), its rebuild, and the query API the /search page and the suggestions endpoint use.
 */
import type { Payload, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE } from '../i18n/locales'
import type { SearchBackend } from './backend'
import { isSearched, resultPath, SEARCHED, toEntry, type IndexEntry, type SearchedCollection } from './documents'
import { postgresBackend } from './postgres'
import { sqliteBackend } from './sqlite'
import { highlight, matchedWords, MAX_QUERY_LENGTH, parseQuery, withoutStopWords } from './text'

export type { SearchBackend } from './backend'
export { SEARCHED, type SearchedCollection } from './documents'
export { MAX_QUERY_LENGTH } from './text'

type Adapter = {
  name: string
  drizzle: unknown
  sessions?: Record<string | number, { db: unknown } | undefined>
}

let external: SearchBackend | undefined
/** Replaces the database's own index with another implementation (an external search service). */
export function useSearchBackend(backend: SearchBackend | undefined): void {
  external = backend
}

const backends = new WeakMap<object, SearchBackend>()

/** The index of this Payload's database: FTS5 on SQLite, tsvector on PostgreSQL (or the one set by useSearchBackend). */
export function searchBackend(payload: Payload): SearchBackend {
  if (external) return external
  const adapter = payload.db as unknown as Adapter
  let b = backends.get(adapter)
  if (!b) {
    const drizzle = () => adapter.drizzle as never
    b = adapter.name === 'postgres' ? postgresBackend(drizzle) : sqliteBackend(drizzle)
    backends.set(adapter, b)
  }
  return b
}

/** The request's open transaction, so the index changes with the document or not at all. */
async function transactionOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<unknown> {
  const id = req?.transactionID ? await req.transactionID : undefined
  if (id === undefined) return undefined
  return (payload.db as unknown as Adapter).sessions?.[id as string]?.db
}

/** The languages documents are indexed in: every configured locale, or the default one without localization. */
export function indexedLocales(payload: Payload): string[] {
  const l = payload.config.localization
  return l && l.localeCodes?.length ? [...l.localeCodes] : [DEFAULT_LOCALE]
}

/**
 * The published version of a document in each language (as a visitor of that language sees it,
 * with the fallback language where it is not translated), or none when it is not published.
 */
async function entriesOf(
  payload: Payload,
  collection: SearchedCollection,
  id: string | number,
  req?: Partial<PayloadRequest>,
): Promise<IndexEntry[]> {
  const localized = Boolean(payload.config.localization)
  const entries: IndexEntry[] = []
  for (const locale of indexedLocales(payload)) {
    const { docs } = await payload.find({
      collection,
      where: { id: { equals: id } },
      draft: false,
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      ...(localized ? { locale: locale as never } : {}),
      ...(req ? { req } : {}),
    })
    const doc = docs[0] as unknown as (Record<string, unknown> & { id: string | number }) | undefined
    if (!doc || doc._status !== 'published') return []
    const entry = toEntry(collection, doc, locale)
    if (entry) entries.push(entry)
  }
  return entries
}

/** Indexes the document as it is now published (removes it when it is not). */
export async function indexDocument(
  payload: Payload,
  collection: SearchedCollection,
  id: string | number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const tx = await transactionOf(payload, req)
  const entries = await entriesOf(payload, collection, id, req)
  await searchBackend(payload).replace(collection, String(id), entries, tx)
}

export async function removeDocument(
  payload: Payload,
  collection: SearchedCollection,
  id: string | number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await searchBackend(payload).remove(collection, String(id), await transactionOf(payload, req))
}

/**
 * The version of the index's format: what an entry holds and how it is made (documents.ts toEntry,
 * text.ts folding, the backends' columns, tokenizers and configurations). Bump it with such a change:
 * `npm run migrate`, which every start of the launcher runs, then rebuilds each existing database's
 * index once (ensureSearchIndex), instead of leaving rows made the old way until someone runs
 * `npm run search-rebuild`. An index without a recorded version (built before it was recorded) counts
 * as older.
 */
export const SEARCH_INDEX_VERSION = 2 // 2: tours' questions and answers

/**
 * Empties the index and indexes every published guide, tour and page in every language, then records
 * SEARCH_INDEX_VERSION (a rebuild stopped halfway records none, so the next start does it again). For
 * `npm run search-rebuild`, after the seed, and by ensureSearchIndex.
 */
export async function rebuildSearchIndex(
  payload: Payload,
  log: (m: string) => void = () => {},
): Promise<{ documents: number; entries: number }> {
  const backend = searchBackend(payload)
  await backend.setVersion?.(null)
  await backend.clear()
  let documents = 0
  let entries = 0
  for (const collection of SEARCHED) {
    for (let page = 1; ; page++) {
      const res = await payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        draft: false,
        depth: 0,
        limit: 100,
        page,
        sort: 'id',
        overrideAccess: true,
        select: { title: true },
      })
      for (const d of res.docs) {
        const e = await entriesOf(payload, collection, d.id)
        await backend.replace(collection, String(d.id), e)
        documents++
        entries += e.length
      }
      if (!res.hasNextPage) break
    }
  }
  await backend.setVersion?.(SEARCH_INDEX_VERSION)
  log(`search: indexed ${documents} documents (${entries} language entries)`)
  return { documents, entries }
}

/**
 * After migrating (`npm run migrate`, run by every start of the launcher): an index built by another
 * version of its format (or none recorded: built before versions were, or a new database) is rebuilt;
 * one that has SEARCH_INDEX_VERSION costs one lookup. Returns whether it rebuilt. A backend that records
 * no version (an external service) is built when it is empty and there is published content.
 */
export async function ensureSearchIndex(payload: Payload, log?: (m: string) => void): Promise<boolean> {
  const backend = searchBackend(payload)
  if (backend.version) {
    const built = await backend.version()
    if (built === SEARCH_INDEX_VERSION) return false
    log?.(
      `search: the index was built by ${built == null ? 'no recorded' : `another (${built})`} version of its format; rebuilding it (version ${SEARCH_INDEX_VERSION})`,
    )
    await rebuildSearchIndex(payload, log)
    return true
  }
  if ((await backend.count()) > 0) return false
  let published = 0
  for (const collection of SEARCHED)
    published += (
      await payload.count({ collection, where: { _status: { equals: 'published' } }, overrideAccess: true })
    ).totalDocs
  if (!published) return false
  await rebuildSearchIndex(payload, log)
  return true
}

// ---- queries ----

export const PER_PAGE = 10
export const MAX_PAGE = 100
/**
 * The most results a search counts and returns (as many as the pages reach). A word found in more
 * documents is counted as "more than MAX_RESULTS" (`capped`), and only its title hits and its newest
 * hits are ranked (backend.ts, BackendQuery.cap), so a very common word costs no more than a rare one.
 */
export const MAX_RESULTS = MAX_PAGE * PER_PAGE

export interface SearchHit {
  collection: SearchedCollection
  title: string
  /** the title, escaped, with the matched words in <mark> */
  titleHtml: string
  /** a short excerpt around the first match, escaped, with the matched words in <mark> */
  excerptHtml: string
  url: string
}

export type SearchResult =
  | { status: 'empty'; query: string }
  | { status: 'too-long'; query: string; length: number; max: number }
  | { status: 'no-words'; query: string }
  | {
      status: 'ok'
      query: string
      words: string[]
      /** hits counted, at most MAX_RESULTS */
      total: number
      /** there are more hits than `total` ("more than 1,000 results"); only `total` can be paged through */
      capped: boolean
      page: number
      pages: number
      perPage: number
      hits: SearchHit[]
    }

export interface SearchArgs {
  q: unknown
  locale?: string
  page?: unknown
  perPage?: number
  /** suggestions: the last word is being typed */
  prefixLast?: boolean
}

const pageNumber = (v: unknown) => {
  const n = Number(Array.isArray(v) ? v[0] : v)
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1
}

/**
 * Searches the published guides, tours and pages of one language. Never throws on the visitor's
 * input: empty, too long or without words gives a status the page explains.
 */
export async function search(payload: Payload, args: SearchArgs): Promise<SearchResult> {
  const raw = typeof args.q === 'string' ? args.q : Array.isArray(args.q) ? String(args.q[0] ?? '') : ''
  const parsed = parseQuery(raw)
  const query = raw.slice(0, MAX_QUERY_LENGTH)
  if (parsed.kind === 'empty') return { status: 'empty', query: '' }
  if (parsed.kind === 'too-long') return { status: 'too-long', query, length: parsed.length, max: MAX_QUERY_LENGTH }
  if (parsed.kind === 'no-words') return { status: 'no-words', query }
  const locale = args.locale && indexedLocales(payload).includes(args.locale) ? args.locale : DEFAULT_LOCALE
  const perPage = Math.min(Math.max(1, args.perPage ?? PER_PAGE), 50)
  const page = pageNumber(args.page)
  const prefixLast = args.prefixLast ?? true
  const words = withoutStopWords(parsed.words, locale, prefixLast)
  const { total, capped, hits } = await searchBackend(payload).query({
    words,
    locale,
    limit: perPage,
    offset: (page - 1) * perPage,
    prefixLast,
    cap: MAX_RESULTS,
  })
  return {
    status: 'ok',
    query,
    words,
    total,
    capped,
    page,
    pages: Math.ceil(total / perPage),
    perPage,
    hits: hits.map((h) => {
      // the excerpt, body or keywords holding the most of the query's words (the excerpt when none does)
      const fields = [h.excerpt, h.body, h.keywords]
      const scores = fields.map((t) => matchedWords(t, words))
      const best = scores.indexOf(Math.max(...scores))
      const source = scores[best]! > 0 ? fields[best]! : h.excerpt || h.body
      return {
        collection: h.collection,
        title: h.title,
        titleHtml: highlight(h.title, words, { maxWords: 40, prefixLast }),
        excerptHtml: highlight(source, words, { maxWords: 30, prefixLast }),
        url: resultPath(h.collection, h.slug, h.locale),
      }
    }),
  }
}

export interface Suggestion {
  title: string
  url: string
  collection: SearchedCollection
}

/** Up to `limit` titles for the words typed so far (the last one a prefix). */
export async function suggest(payload: Payload, q: unknown, locale?: string, limit = 6): Promise<Suggestion[]> {
  const r = await search(payload, { q, locale, perPage: limit, prefixLast: true })
  if (r.status !== 'ok') return []
  return r.hits.map((h) => ({ title: h.title, url: h.url, collection: h.collection }))
}

export { isSearched }
