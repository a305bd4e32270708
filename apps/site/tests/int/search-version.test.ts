/**
 * The search index rebuilds itself when it was built by an older format of the index (what an entry
 * holds, how text is folded, ...): `ensureSearchIndex`, which `npm run migrate` (and so every start of the
 * launcher) calls, compares the version the index records with SEARCH_INDEX_VERSION. On the suite's
 * database: SQLite by default, PostgreSQL with DATABASE_URL=postgres://...
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { doc, p } from '../../src/seed/lexical'
import * as searchModule from '../../src/search'
import { ensureSearchIndex, search, searchBackend, type SearchResult } from '../../src/search'
import type { IndexEntry } from '../../src/search/documents'
import { testPayload, testPicture } from './payload'

let payload: Payload
const stamp = `v${Date.now().toString(36)}`
const CURRENT = (searchModule as unknown as { SEARCH_INDEX_VERSION?: number }).SEARCH_INDEX_VERSION

const urls = async (q: string, locale = 'en') => {
  const r: SearchResult = await search(payload, { q, locale })
  return r.status === 'ok' ? r.hits.map((h) => h.url) : []
}

/** What an index built by an older format held for the guide: another slug and text (as rows of before). */
const staleEntry = (id: string | number, locale: string): IndexEntry => ({
  collection: 'guides',
  docId: String(id),
  locale,
  slug: `old-address-${stamp}`,
  title: `Stale ${stamp}`,
  keywords: '',
  excerpt: `Stale ${stamp}`,
  body: '',
  updatedAt: new Date().toISOString(),
})

let guide: { id: number | string; slug?: string | null }

beforeAll(async () => {
  payload = await testPayload()
  const cover = await testPicture(payload, `search-version-${stamp}.png`)
  guide = await payload.create({
    collection: 'guides',
    data: {
      title: `Fresh harbour ${stamp}`,
      excerpt: `Boats ${stamp}.`,
      cover,
      body: doc(p('The harbour at dawn.')),
      _status: 'published',
    } as never,
  })
})

describe('the index rebuilds itself when its format changed', () => {
  it('rebuilds an index recorded with an older version (or none), once, and records the current one', async () => {
    const backend = searchBackend(payload)
    // an index as an older format left it: the guide under an old address and text, no version recorded
    await backend.replace('guides', String(guide.id), [staleEntry(guide.id, 'en'), staleEntry(guide.id, 'pt')])
    await backend.setVersion?.(null)
    expect(await urls(`stale ${stamp}`)).toEqual([`/guides/old-address-${stamp}`])

    expect(await ensureSearchIndex(payload)).toBe(true)
    expect(CURRENT).toBeTypeOf('number')
    expect(await backend.version?.()).toBe(CURRENT)
    expect(await urls(`stale ${stamp}`)).toEqual([])
    expect(await urls(`stale ${stamp}`, 'pt')).toEqual([])
    expect(await urls(`fresh harbour ${stamp}`)).toEqual([`/guides/${guide.slug}`])
    expect(await urls(`fresh harbour ${stamp}`, 'pt')).toEqual([`/pt/guias/${guide.slug}`])

    // an older version number is rebuilt the same way
    await backend.setVersion?.(CURRENT! - 1)
    await backend.replace('guides', String(guide.id), [staleEntry(guide.id, 'en')])
    expect(await ensureSearchIndex(payload)).toBe(true)
    expect(await urls(`stale ${stamp}`)).toEqual([])
  })

  it('leaves an index of the current version alone (one lookup at start, no rebuild)', async () => {
    const backend = searchBackend(payload)
    await backend.setVersion?.(CURRENT!)
    // a row the rebuild would replace stays: ensureSearchIndex did not rebuild
    await backend.replace('guides', String(guide.id), [staleEntry(guide.id, 'en')])
    expect(await ensureSearchIndex(payload)).toBe(false)
    expect(await urls(`stale ${stamp}`)).toEqual([`/guides/old-address-${stamp}`])
    // put back as it is published
    await backend.setVersion?.(null)
    expect(await ensureSearchIndex(payload)).toBe(true)
  })
})
