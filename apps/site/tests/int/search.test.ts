/**
 * Site search (src/search): the index stays in step with guides, tours and pages after create, update,
 * unpublish and delete, in each language; rebuild; ranking and highlighting; bad input. On the suite's
 * database: SQLite FTS5 by default, PostgreSQL full-text with DATABASE_URL=postgres://... (npm test runs both).
 */
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { doc, h, p } from '../../src/seed/lexical'
import {
  ensureSearchIndex,
  indexedLocales,
  MAX_RESULTS,
  PER_PAGE,
  rebuildSearchIndex,
  search,
  searchBackend,
  suggest,
  type SearchResult,
} from '../../src/search'
import type { IndexEntry } from '../../src/search/documents'
import { resetLimitStore } from '../../src/lib/rate-limit'
import { testPayload, testPicture } from './payload'

let payload: Payload
let cover: number
const stamp = Date.now().toString(36)

const ok = (r: SearchResult) => {
  if (r.status !== 'ok') throw new Error(`expected results, got ${r.status}`)
  return r
}
const titles = async (q: string, locale = 'en') => ok(await search(payload, { q, locale })).hits.map((h) => h.title)

beforeAll(async () => {
  payload = await testPayload()
  await resetLimitStore()
  cover = await testPicture(payload, `search-${stamp}.png`)
})

const guide = (title: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'guides',
    data: {
      title,
      excerpt: `A walk by the river ${stamp}.`,
      cover,
      body: doc(h('h2', 'Morning'), p('Start at the Jerónimos Monastery in Belém, then the tower.')),
      _status: 'published',
      ...extra,
    } as never,
  })

describe('the index stays in step', () => {
  it('indexes a published guide, and finds "belem" in "Belém" (accents folded) with the word highlighted', async () => {
    const g = await guide(`Riverside mornings ${stamp}`)
    expect(await titles(`belem ${stamp}`)).toEqual([g.title])
    const r = ok(await search(payload, { q: `jeronimos belem riverside ${stamp}` }))
    expect(r.hits[0]!.excerptHtml).toContain('<mark>Jerónimos</mark>')
    expect(r.hits[0]!.url).toBe(`/guides/${g.slug}`)
  })

  it('leaves a draft out, and follows updates (old words gone, new words found)', async () => {
    const g = await guide(`Quiet harbour ${stamp}`, { _status: 'draft' })
    expect(await titles(`harbour ${stamp}`)).toEqual([])
    await payload.update({ collection: 'guides', id: g.id, data: { _status: 'published' } as never })
    expect(await titles(`harbour ${stamp}`)).toEqual([g.title])
    await payload.update({
      collection: 'guides',
      id: g.id,
      data: { title: `Windy lighthouse ${stamp}`, _status: 'published' } as never,
    })
    expect(await titles(`harbour ${stamp}`)).toEqual([])
    expect(await titles(`lighthouse ${stamp}`)).toEqual([`Windy lighthouse ${stamp}`])
  })

  it('keeps the published text while a draft is saved over it, and drops the document when unpublished', async () => {
    const g = await guide(`Tiled facades ${stamp}`)
    await payload.update({
      collection: 'guides',
      id: g.id,
      draft: true,
      data: { title: `Secret draft title ${stamp}` } as never,
    })
    expect(await titles(`facades ${stamp}`)).toEqual([g.title])
    expect(await titles(`secret ${stamp}`)).toEqual([])
    await payload.update({ collection: 'guides', id: g.id, data: { _status: 'draft' } as never })
    expect(await titles(`facades ${stamp}`)).toEqual([])
  })

  it('removes a deleted document', async () => {
    const g = await guide(`Cork oaks ${stamp}`)
    expect(await titles(`cork ${stamp}`)).toEqual([g.title])
    await payload.delete({ collection: 'guides', id: g.id })
    expect(await titles(`cork ${stamp}`)).toEqual([])
  })

  it('indexes tours (destination, itinerary day titles, questions and answers) and pages (blocks)', async () => {
    const tour = await payload.create({
      collection: 'tours',
      data: {
        title: `Island hopping ${stamp}`,
        summary: 'Seven days between volcanoes.',
        cover,
        durationDays: 7,
        priceFrom: 900,
        currency: 'EUR',
        destination: `Açores ${stamp}`,
        itinerary: [{ day: 1, title: `Caldeira walk ${stamp}` }],
        faq: [{ question: 'Can we swim?', answer: `In the hot springs of Poça da Dona Beija ${stamp}.` }],
        _status: 'published',
      } as never,
    })
    expect(await titles(`acores ${stamp}`)).toEqual([tour.title])
    expect(await titles(`caldeira ${stamp}`)).toEqual([tour.title])
    // its questions and answers too
    expect(await titles(`beija ${stamp}`)).toEqual([tour.title])
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: `About us ${stamp}`,
        layout: [{ blockType: 'richText', content: doc(p(`We love azulejos ${stamp}.`)) }],
        _status: 'published',
      } as never,
    })
    const r = ok(await search(payload, { q: `azulejos ${stamp}` }))
    expect(r.hits.map((x) => [x.collection, x.url])).toEqual([['pages', `/${page.slug}`]])
  })

  it('indexes each language (with localization), and a translation is found in its language only', async () => {
    const g = await guide(`Three days in the capital ${stamp}`)
    const locales = indexedLocales(payload)
    if (!payload.config.localization) {
      expect(locales).toEqual(['en'])
      return
    }
    expect(locales).toEqual(expect.arrayContaining(['en', 'pt']))
    await payload.update({
      collection: 'guides',
      id: g.id,
      locale: 'pt',
      data: {
        title: `Três dias na capital ${stamp}`,
        excerpt: 'Um passeio junto ao rio.',
        body: doc(p('Comece no Mosteiro dos Jerónimos, em Belém.')),
        _status: 'published',
      } as never,
    })
    expect(await titles(`tres capital ${stamp}`, 'pt')).toEqual([`Três dias na capital ${stamp}`])
    // its address is the Portuguese one (i18n/paths.mjs)
    expect(ok(await search(payload, { q: `tres capital ${stamp}`, locale: 'pt' })).hits[0]!.url).toMatch(
      /^\/pt\/guias\//,
    )
    expect(await titles(`tres capital ${stamp}`, 'en')).toEqual([])
    expect(await titles(`three ${stamp}`, 'en')).toEqual([g.title])
    // a language without its own text shows (and finds) the default language's
    expect(await titles(`three ${stamp}`, 'de')).toEqual([g.title])
    await payload.update({ collection: 'guides', id: g.id, data: { _status: 'draft' } as never })
    expect(await titles(`capital ${stamp}`, 'pt')).toEqual([])
  })

  it('rebuilds the whole index from the published content', async () => {
    const g = await guide(`Rebuilt cliffs ${stamp}`)
    await searchBackend(payload).clear()
    expect(await titles(`cliffs ${stamp}`)).toEqual([])
    const res = await rebuildSearchIndex(payload)
    expect(res.documents).toBeGreaterThan(0)
    expect(await titles(`cliffs ${stamp}`)).toEqual([g.title])
  })

  it('fills an empty index once after migrating (ensureSearchIndex), and leaves a filled one alone', async () => {
    const g = await guide(`Migrated dunes ${stamp}`)
    await searchBackend(payload).clear()
    expect(await ensureSearchIndex(payload)).toBe(true)
    expect(await titles(`dunes ${stamp}`)).toEqual([g.title])
    expect(await ensureSearchIndex(payload)).toBe(false)
  })
})

describe('queries', () => {
  it('ranks title matches first, and pages through the hits', async () => {
    const word = `pastel${stamp}`
    const inBody = []
    for (let i = 0; i < 4; i++)
      inBody.push(await guide(`Café stop ${i} ${stamp}`, { excerpt: `The best ${word} in town, and another ${word}.` }))
    const inTitle = await guide(`The ${word} trail`, { excerpt: 'Custard tarts.' })
    const first = ok(await search(payload, { q: word, perPage: 2 }))
    expect(first.total).toBe(5)
    expect(first.pages).toBe(3)
    expect(first.hits[0]!.title).toBe(inTitle.title)
    expect(first.hits[0]!.titleHtml).toContain(`<mark>${word}</mark>`)
    const all = []
    for (let page = 1; page <= 3; page++) all.push(...ok(await search(payload, { q: word, perPage: 2, page })).hits)
    expect(new Set(all.map((h) => h.title)).size).toBe(5)
    const past = ok(await search(payload, { q: word, perPage: 2, page: 9 }))
    expect(past.hits).toEqual([])
    expect(past.total).toBe(5)
  })

  it('finds what a visitor asks in a phrase: the little words of its language ("to", "o que") need not be in the text', async () => {
    // FTS5 has no stop words: every word had to be in a document, so "how to reach" found no guide
    // saying "reaching", and a highlighted "to" was noise. PostgreSQL's configurations drop them already.
    const g = await guide(`Reaching Marvão ${stamp}`, { excerpt: `Buses and trains ${stamp}.` })
    expect(await titles(`how to reach marvao ${stamp}`)).toEqual([g.title])
    const pt = await payload.update({
      collection: 'guides',
      id: g.id,
      locale: 'pt',
      data: {
        title: `Chegar a Marvão ${stamp}`,
        excerpt: `Autocarros ${stamp}.`,
        body: doc(p('Desde Lisboa.')),
        _status: 'published',
      } as never,
    })
    expect(await titles(`como chegar a marvao ${stamp}`, 'pt')).toEqual([pt.title])
    // A query of only such words still searches them, and the word being typed is never dropped.
    expect(ok(await search(payload, { q: 'the', locale: 'en' })).words).toEqual(['the'])
    expect(ok(await search(payload, { q: `${stamp} marvao the`, locale: 'en' })).words).toEqual([
      stamp,
      'marvao',
      'the',
    ])
  })

  it('matches the last word as a prefix (suggestions)', async () => {
    const g = await guide(`Marvelous Monsaraz ${stamp}`)
    expect((await suggest(payload, `${stamp} monsa`)).map((s) => s.title)).toEqual([g.title])
    expect((await suggest(payload, `${stamp} monsa`))[0]!.url).toBe(`/guides/${g.slug}`)
  })

  it('escapes the stored text before marking the matched words', async () => {
    await guide(`Tags <b>bold</b> & "quotes" ${stamp}`)
    const r = ok(await search(payload, { q: `bold ${stamp}` }))
    expect(r.hits[0]!.titleHtml).toBe(
      `Tags &lt;b&gt;<mark>bold</mark>&lt;/b&gt; &amp; &quot;quotes&quot; <mark>${stamp}</mark>`,
    )
  })

  it.each([
    ['"unbalanced', 'words'],
    ['belem*', 'words'],
    ['NEAR(a b)', 'words'],
    ['title:belem', 'words'],
    ["' OR 1=1; DROP TABLE search_documents; --", 'words'],
    ['a & b | !c <-> d:*', 'words'],
    ['AND OR NOT', 'words'],
    ['(((', 'no-words'],
    ['🙂🌊', 'no-words'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(1000), 'too-long'],
  ])('treats %j as words, never as query syntax (%s)', async (q, status) => {
    const r = await search(payload, { q })
    expect(r.status).toBe(status === 'words' ? 'ok' : status)
    if (r.status === 'too-long') expect(r.max).toBe(200)
  })

  it('lets the full-text index drive the count and the page at 2,000 documents, not a pass over every row', async () => {
    const backend = searchBackend(payload)
    type Tx = { transaction(f: (tx: unknown) => Promise<void>): Promise<void>; execute(q: unknown): Promise<unknown> }
    const drizzle = (payload.db as unknown as { drizzle: Tx }).drizzle
    const ids = Array.from({ length: 2000 }, (_, i) => `plan-${stamp}-${i}`)
    await drizzle.transaction(async (tx) => {
      for (const [i, docId] of ids.entries())
        await backend.replace(
          'guides',
          docId,
          [
            {
              collection: 'guides',
              docId,
              locale: 'en',
              slug: docId,
              title: `Plan ${i}`,
              keywords: '',
              excerpt: i % 20 === 0 ? 'Belém by the river.' : 'Somewhere by the sea.',
              body: 'Tiles, pastries and trams.',
              updatedAt: new Date().toISOString(),
            },
          ],
          tx,
        )
    })
    try {
      if (payload.db.name === 'postgres')
        await drizzle.execute((await import('@payloadcms/db-postgres')).sql`ANALYZE search_documents`)
      const plan = await backend.explain!({
        words: ['belem'],
        locale: 'en',
        limit: 10,
        offset: 0,
        prefixLast: true,
        cap: MAX_RESULTS,
      })
      for (const steps of [plan.count, plan.page]) {
        // PostgreSQL chooses by cost: on 2,000 short rows one sequential pass is cheaper than the GIN index
        // (bench/search measures it at 10,000); either way one pass over search_documents, no per-row subplan
        if (payload.db.name === 'postgres')
          expect(steps.join('\n')).toMatch(/Bitmap Index Scan on search_documents_tsv_idx|Seq Scan on search_documents/)
        // FTS5 first, the rows then looked up by the hits' rowids (with a plain JOIN, SQLite scanned the rows
        // of the language and ran the full-text match once per row: 0.5-15 s at 10,000 guides in bench/search)
        else expect(steps[0]).toMatch(/^SCAN search_fts/)
      }
    } finally {
      await drizzle.transaction(async (tx) => {
        for (const docId of ids) await backend.remove('guides', docId, tx)
      })
    }
  })

  it('still finds documents after hostile input', async () => {
    await search(payload, { q: "'; DELETE FROM search_documents; --" })
    expect((await searchBackend(payload).count()) > 0).toBe(true)
  })

  it('takes an unknown language or page number as the default', async () => {
    const r = ok(await search(payload, { q: `riverside mornings ${stamp}`, locale: 'xx', page: '-3' }))
    expect(r.page).toBe(1)
    expect(r.total).toBe(1)
  })
})

describe('words found in very many documents: a bounded result set', () => {
  type Tx = { transaction(f: (tx: unknown) => Promise<void>): Promise<void>; execute(q: unknown): Promise<unknown> }
  const entry = (docId: string, text: Partial<IndexEntry>): IndexEntry => ({
    collection: 'guides',
    docId,
    locale: 'en',
    slug: docId,
    title: docId,
    keywords: '',
    excerpt: '',
    body: '',
    updatedAt: new Date().toISOString(),
    ...text,
  })
  /** Straight into the index (in one transaction, in this order: the first is the oldest), removed after `f`. */
  async function withEntries(entries: IndexEntry[], f: () => Promise<void>) {
    const backend = searchBackend(payload)
    const drizzle = (payload.db as unknown as { drizzle: Tx }).drizzle
    await drizzle.transaction(async (tx) => {
      for (const e of entries) await backend.replace(e.collection, e.docId, [e], tx)
    })
    try {
      if (payload.db.name === 'postgres')
        await drizzle.execute((await import('@payloadcms/db-postgres')).sql`ANALYZE search_documents`)
      await f()
    } finally {
      await drizzle.transaction(async (tx) => {
        for (const e of entries) await backend.remove(e.collection, e.docId, tx)
      })
    }
  }

  it('ranks the title hits (however old) and the newest hits only, and never returns more than it counts', async () => {
    const word = `few${stamp}`
    const weak = { excerpt: `A street with ${word} and a few other words of no interest here.` }
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `cap-${stamp}-${x}`)
    await withEntries(
      [
        entry(ids[0]!, { title: `All about ${word}`, ...weak }), // the oldest, a title hit
        entry(ids[1]!, { excerpt: `${word}, ${word}, ${word} and ${word}.` }), // the best body hit, but old
        entry(ids[2]!, weak),
        entry(ids[3]!, weak),
        entry(ids[4]!, { excerpt: `${word} and ${word} again.` }), // the best of the newest three
        entry(ids[5]!, weak),
      ],
      async () => {
        const backend = searchBackend(payload)
        const q = { words: [word], locale: 'en', limit: 10, offset: 0, prefixLast: false }
        // under the cap every hit is ranked: title hit, then by relevance, ties by age
        const all = await backend.query({ ...q, cap: 10 })
        expect([all.total, all.capped]).toEqual([6, false])
        expect(all.hits.map((h) => h.docId)).toEqual([ids[0], ids[1], ids[4], ids[2], ids[3], ids[5]])
        expect(all.hits.map((h) => h.titleHit)).toEqual([true, false, false, false, false, false])
        // over it: the title hit still first, then the best of the newest three hits; three results in all
        const capped = await backend.query({ ...q, cap: 3 })
        expect([capped.total, capped.capped]).toEqual([3, true])
        expect(capped.hits.map((h) => h.docId)).toEqual([ids[0], ids[4], ids[3]])
        const second = await backend.query({ ...q, cap: 3, limit: 2, offset: 2 })
        expect(second.hits.map((h) => h.docId)).toEqual([ids[3]])
        expect((await backend.query({ ...q, cap: 3, offset: 3 })).hits).toEqual([])
      },
    )
  })

  it('writes new entries straight into the PostgreSQL indexes (no GIN pending list for every search to read)', async () => {
    if (payload.db.name !== 'postgres') {
      // FTS5 writes its index with the row; nothing to check
      expect(payload.db.name).toBe('sqlite')
      return
    }
    const { sql } = await import('@payloadcms/db-postgres')
    const drizzle = (payload.db as unknown as { drizzle: Tx }).drizzle as unknown as {
      execute<T>(q: unknown): Promise<{ rows: T[] }>
    }
    await withEntries(
      [entry(`pending-${stamp}`, { title: `Fresh entry ${stamp}`, body: 'Tiles and trams.' })],
      async () => {
        // pages moved out of a pending list: none when new entries went into the index itself
        const { rows } = await drizzle.execute<{ tsv: number; title: number }>(sql`
        SELECT gin_clean_pending_list('search_documents_tsv_idx'::regclass)::int AS tsv,
          gin_clean_pending_list('search_documents_title_tsv_idx'::regclass)::int AS title`)
        expect(rows[0]).toEqual({ tsv: 0, title: 0 })
      },
    )
  })

  it(`counts at most ${MAX_RESULTS} results and says there are more; a title match stays first`, async () => {
    const word = `everywhere${stamp}`
    const entries = Array.from({ length: MAX_RESULTS + 5 }, (_, i) =>
      entry(`many-${stamp}-${i}`, {
        // the oldest has the word in its title
        title: i === 0 ? `Why ${word}` : `Guide ${i} ${stamp}`,
        excerpt:
          i === 700 ? `${word}, ${word}, ${word} and ${word}.` : `A place with ${word} in it, among other words.`,
      }),
    )
    await withEntries(entries, async () => {
      const r = ok(await search(payload, { q: word }))
      expect([r.total, r.capped, r.pages]).toEqual([MAX_RESULTS, true, MAX_RESULTS / PER_PAGE])
      expect(r.hits.slice(0, 2).map((h) => h.title)).toEqual([`Why ${word}`, `Guide 700 ${stamp}`])
      const last = ok(await search(payload, { q: word, page: r.pages }))
      expect(last.hits).toHaveLength(PER_PAGE)
      // a word found in fewer documents is counted exactly
      const few = ok(await search(payload, { q: `${word} guide 1004` }))
      expect([few.total, few.capped]).toEqual([1, false])
    })
  })
})

describe('GET /api/search/suggest', () => {
  const call = async (qs: string, ip = '203.0.113.7') => {
    const { default: config } = await import('../../src/payload.config')
    const res = await handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/search/suggest?${qs}`, {
        headers: { 'x-forwarded-for': ip },
      }),
    })
    return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> }
  }

  it('answers suggestions, cacheable', async () => {
    const r = await call(`q=${encodeURIComponent(`riverside ${stamp}`)}&locale=en`)
    expect(r.status).toBe(200)
    expect((r.json.suggestions as unknown[]).length).toBe(1)
    expect(r.headers.get('cache-control')).toContain('max-age')
  })

  it('answers bad input with an empty list or a clear 400, never a 500', async () => {
    // FTS operators are no syntax: the same answer as the plain word (whatever the content holds)
    const hostile = await call('q=%22*NEAR(')
    expect(hostile.status).toBe(200)
    expect(hostile.json).toEqual((await call('q=near')).json)
    expect((await call('')).json).toEqual({ suggestions: [] })
    const long = await call(`q=${'a'.repeat(1000)}`)
    expect(long.status).toBe(400)
    expect(long.json.error).toMatch(/200 characters/)
  })

  it('limits the requests of one address', async () => {
    process.env.TRUST_PROXY = '1'
    try {
      let last = 0
      for (let i = 0; i < 125 && last !== 429; i++) last = (await call('q=x', '198.51.100.9')).status
      expect(last).toBe(429)
      expect((await call('q=x', '198.51.100.10')).status).toBe(200)
    } finally {
      delete process.env.TRUST_PROXY
    }
  })
})
