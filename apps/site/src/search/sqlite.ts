import { sql } from '@payloadcms/db-sqlite'

import type { BackendQuery, SearchBackend, StoredHit } from './backend'
import type { SearchedCollection } from './documents'
import { fold } from './text'

type SQL = ReturnType<typeof sql>

/** drizzle over libsql: Payload's connection, or the transaction of the change being indexed. */
type Drizzle = { all<T = unknown>(q: SQL): Promise<T[]>; run(q: SQL): Promise<unknown> }

/** FTS5 bm25 weights of the columns title, keywords, excerpt, body. */
const WEIGHTS = sql.raw('10.0, 5.0, 2.0, 1.0')

/**
 * SQLite: `search_documents` holds each document's text per language; `search_fts`, an FTS5 table
 * (porter stemming over unicode61, accents removed) whose rowid is the document row's id, holds the
 * same text folded. Migration `*_search_index`.
 */
export function sqliteBackend(db: () => Drizzle): SearchBackend {
  const on = (tx?: unknown) => (tx as Drizzle | undefined) ?? db()

  async function remove(collection: SearchedCollection, docId: string, tx?: unknown) {
    const d = on(tx)
    await d.run(
      sql`DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId})`,
    )
    await d.run(sql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId}`)
  }

  return {
    name: 'sqlite-fts5',
    remove,
    async replace(collection, docId, entries, tx) {
      await remove(collection, docId, tx)
      const d = on(tx)
      for (const e of entries) {
        const [row] = await d.all<{ id: number }>(sql`
          INSERT INTO search_documents (collection, doc_id, locale, slug, title, keywords, excerpt, body, updated_at)
          VALUES (${collection}, ${docId}, ${e.locale}, ${e.slug}, ${e.title}, ${e.keywords}, ${e.excerpt}, ${e.body}, ${e.updatedAt})
          RETURNING id`)
        await d.run(sql`
          INSERT INTO search_fts (rowid, title, keywords, excerpt, body)
          VALUES (${row!.id}, ${fold(e.title)}, ${fold(e.keywords)}, ${fold(e.excerpt)}, ${fold(e.body)})`)
      }
    },
    async clear(tx) {
      const d = on(tx)
      await d.run(sql`DELETE FROM search_fts`)
      await d.run(sql`DELETE FROM search_documents`)
      await d.run(sql`DELETE FROM search_index_version`) // an emptied index is not built by any version
    },
    async count() {
      const [row] = await db().all<{ n: number }>(sql`SELECT count(*) AS n FROM search_documents`)
      return Number(row?.n ?? 0)
    },
    // migration *_search_index_version: at most one row
    async version() {
      const [row] = await db().all<{ v: number | null }>(sql`SELECT max(version) AS v FROM search_index_version`)
      return row?.v == null ? null : Number(row.v)
    },
    async setVersion(version, tx) {
      const d = on(tx)
      await d.run(sql`DELETE FROM search_index_version`)
      if (version != null) await d.run(sql`INSERT INTO search_index_version (version) VALUES (${version})`)
    },
    async query(q: BackendQuery) {
      const d = db()
      // more hits than the cap: the (cap + 1)th newest one bounds the hits that are ranked
      const [over] = await d.all<{ id: number }>(overCapQuery(q))
      const capped = Boolean(over)
      const total = capped ? q.cap : Number((await d.all<{ n: number }>(countQuery(q)))[0]?.n ?? 0)
      const limit = Math.min(q.limit, total - q.offset)
      if (limit <= 0) return { total, capped, hits: [] }
      const rows = await d.all<Record<string, unknown>>(pageQuery(q, capped ? Number(over!.id) : 0, limit))
      return { total, capped, hits: rows.map(toHit) }
    },
    async explain(q: BackendQuery) {
      const plan = async (query: SQL) =>
        (await db().all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${query}`)).map((r) => r.detail)
      return {
        count: [...(await plan(overCapQuery(q))), ...(await plan(countQuery(q)))],
        page: await plan(pageQuery(q, 0, q.limit)),
      }
    },
  }
}

/** Each word a quoted FTS5 string (words hold only letters and digits), the last one a prefix. */
const ftsTerms = (q: BackendQuery) =>
  q.words.map((w, i) => `"${w}"${q.prefixLast && i === q.words.length - 1 ? '*' : ''}`).join(' ')

// CROSS JOIN: SQLite then keeps search_fts as the outer loop. With a plain JOIN its planner chose to scan
// the rows of the language and run the full-text match once per row (0.5-15 s at 10,000 guides).
// FTS5 returns the hits in rowid order, either way round (ORDER BY rowid DESC needs no sort): reading
// the newest cap + 1 of them stops there, however many there are.
const overCapQuery = (q: BackendQuery) => sql`
  SELECT search_fts.rowid AS id FROM search_fts CROSS JOIN search_documents d ON d.id = search_fts.rowid
  WHERE search_fts MATCH ${ftsTerms(q)} AND d.locale = ${q.locale}
  ORDER BY search_fts.rowid DESC LIMIT 1 OFFSET ${q.cap}`

/** Only asked when there are at most cap hits. */
const countQuery = (q: BackendQuery) => sql`
  SELECT count(*) AS n FROM search_fts CROSS JOIN search_documents d ON d.id = search_fts.rowid
  WHERE search_fts MATCH ${ftsTerms(q)} AND d.locale = ${q.locale}`

/**
 * The page of the ranked hits: the newest cap title hits of the language (all of them unless capped) and
 * the hits above `floor` (the cap newest, or all with floor 0). FTS5 still walks every hit's rowid (cheap:
 * about 1 ms for 9,000), but bm25 and the row lookups are only done for those.
 */
const pageQuery = (q: BackendQuery, floor: number, limit: number) => sql`
  SELECT d.collection, d.doc_id, d.locale, d.slug, d.title, d.keywords, d.excerpt, d.body,
    search_fts.rowid IN (
      SELECT search_fts.rowid FROM search_fts CROSS JOIN search_documents t ON t.id = search_fts.rowid
      WHERE search_fts MATCH ${`title : (${ftsTerms(q)})`} AND t.locale = ${q.locale}
      ORDER BY search_fts.rowid DESC LIMIT ${q.cap}) AS title_hit
  FROM search_fts CROSS JOIN search_documents d ON d.id = search_fts.rowid
  WHERE search_fts MATCH ${ftsTerms(q)} AND (search_fts.rowid > ${floor} OR title_hit) AND d.locale = ${q.locale}
  ORDER BY title_hit DESC, bm25(search_fts, ${WEIGHTS}), d.id
  LIMIT ${limit} OFFSET ${q.offset}`

export const toHit = (r: Record<string, unknown>): StoredHit => ({
  collection: r.collection as SearchedCollection,
  docId: String(r.doc_id),
  locale: String(r.locale),
  slug: String(r.slug ?? ''),
  title: String(r.title ?? ''),
  keywords: String(r.keywords ?? ''),
  excerpt: String(r.excerpt ?? ''),
  body: String(r.body ?? ''),
  titleHit: Boolean(Number(r.title_hit)) || r.title_hit === true,
})
