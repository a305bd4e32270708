import { sql } from '@payloadcms/db-postgres'

import type { BackendQuery, SearchBackend } from './backend'
import type { SearchedCollection } from './documents'
import { toHit } from './sqlite'
import { fold } from './text'

type SQL = ReturnType<typeof sql>

/** drizzle over node-postgres: Payload's pool, or the transaction of the change being indexed. */
type Drizzle = { execute<T = Record<string, unknown>>(q: SQL): Promise<{ rows: T[] }> }

/** Each language's text search configuration (stemming and stop words); others get 'simple'. */
export const TEXT_SEARCH_CONFIG: Record<string, string> = {
  en: 'english',
  pt: 'portuguese',
  es: 'spanish',
  fr: 'french',
  de: 'german',
}
const configFor = (locale: string) => TEXT_SEARCH_CONFIG[locale] ?? 'simple'

/** Words hold only letters and digits: joined with & (and :* on the last one) they are lexemes, never operators. */
const tsquery = (q: BackendQuery) =>
  q.words.map((w, i) => `${w}${q.prefixLast && i === q.words.length - 1 ? ':*' : ''}`).join(' & ')

/** The query as a tsquery expression; repeated where used (not one CTE value) so the planner sees its words. */
const tsq = (q: BackendQuery) => sql`to_tsquery(${configFor(q.locale)}::regconfig, ${tsquery(q)})`

/**
 * One statement counts the hits (up to cap + 1) and returns the page. It ranks the newest cap hits of the
 * language and its newest cap title hits (GIN index on title_tsv): every hit when there are at most cap.
 * For a common word the planner reads the rows backwards by id until it has cap + 1 hits; for a rarer one
 * it takes the GIN index's hits. Each arm ranks its own rows (UNION drops a title hit found by both: same
 * id, same rank), and only the page's rows are read again. The count is a row even past the last page.
 */
const pageQuery = (q: BackendQuery) => sql`
  WITH hits AS MATERIALIZED (
    SELECT id, title_tsv @@ ${tsq(q)} AS title_hit, ts_rank(tsv, ${tsq(q)}) AS rank FROM search_documents
    WHERE locale = ${q.locale} AND tsv @@ ${tsq(q)} ORDER BY id DESC LIMIT ${q.cap + 1}
  ), candidates AS (
    (SELECT id, title_hit, rank FROM hits ORDER BY id DESC LIMIT ${q.cap})
    UNION
    (SELECT id, true, ts_rank(tsv, ${tsq(q)}) FROM search_documents
      WHERE locale = ${q.locale} AND title_tsv @@ ${tsq(q)} ORDER BY id DESC LIMIT ${q.cap})
  ), page AS (
    SELECT id, title_hit, rank FROM candidates ORDER BY title_hit DESC, rank DESC, id
    LIMIT ${Math.max(0, Math.min(q.limit, q.cap - q.offset))} OFFSET ${q.offset}
  )
  SELECT n.hits, p.title_hit, d.collection, d.doc_id, d.locale, d.slug, d.title, d.keywords, d.excerpt, d.body
  FROM (SELECT count(*) AS hits FROM hits) n
  LEFT JOIN (page p JOIN search_documents d ON d.id = p.id) ON true
  ORDER BY p.title_hit DESC, p.rank DESC, p.id`

/** A text search vector is limited to 1 MB; no page of ours comes near, but a pasted book must not fail the save. */
const MAX_BODY = 200_000

/**
 * PostgreSQL: `search_documents` holds each document's text per language and two tsvectors made with
 * that language's configuration from the folded text: `title_tsv`, and `tsv` (title A, keywords B,
 * excerpt C, body D), both GIN-indexed. Migrations `*_search_index`, `*_search_title_index`.
 */
export function postgresBackend(db: () => Drizzle): SearchBackend {
  const on = (tx?: unknown) => (tx as Drizzle | undefined) ?? db()
  const remove = async (collection: SearchedCollection, docId: string, tx?: unknown) => {
    await on(tx).execute(sql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId}`)
  }
  return {
    name: 'postgres-fts',
    remove,
    async replace(collection, docId, entries, tx) {
      await remove(collection, docId, tx)
      for (const e of entries) {
        const cfg = configFor(e.locale)
        const [title, keywords, excerpt, body] = [e.title, e.keywords, e.excerpt, e.body.slice(0, MAX_BODY)].map(fold)
        await on(tx).execute(sql`
          INSERT INTO search_documents (collection, doc_id, locale, slug, title, keywords, excerpt, body, updated_at, title_tsv, tsv)
          VALUES (${collection}, ${docId}, ${e.locale}, ${e.slug}, ${e.title}, ${e.keywords}, ${e.excerpt}, ${e.body}, ${e.updatedAt},
            to_tsvector(${cfg}::regconfig, ${title}),
            setweight(to_tsvector(${cfg}::regconfig, ${title}), 'A') ||
            setweight(to_tsvector(${cfg}::regconfig, ${keywords}), 'B') ||
            setweight(to_tsvector(${cfg}::regconfig, ${excerpt}), 'C') ||
            setweight(to_tsvector(${cfg}::regconfig, ${body}), 'D'))`)
      }
    },
    async clear(tx) {
      await on(tx).execute(sql`DELETE FROM search_documents`)
      await on(tx).execute(sql`DELETE FROM search_index_version`) // an emptied index is not built by any version
    },
    async count() {
      const { rows } = await db().execute<{ n: string }>(sql`SELECT count(*) AS n FROM search_documents`)
      return Number(rows[0]?.n ?? 0)
    },
    // migration *_search_index_version: at most one row
    async version() {
      const { rows } = await db().execute<{ v: number | null }>(sql`SELECT max(version) AS v FROM search_index_version`)
      return rows[0]?.v == null ? null : Number(rows[0].v)
    },
    async setVersion(version, tx) {
      await on(tx).execute(sql`DELETE FROM search_index_version`)
      if (version != null) await on(tx).execute(sql`INSERT INTO search_index_version (version) VALUES (${version})`)
    },
    async query(q: BackendQuery) {
      const { rows } = await db().execute<Record<string, unknown>>(pageQuery(q))
      const n = Number(rows[0]?.hits ?? 0)
      return {
        total: Math.min(n, q.cap),
        capped: n > q.cap,
        hits: rows.filter((r) => r.doc_id != null).map(toHit),
      }
    },
    async explain(q: BackendQuery) {
      const plan = (await db().execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${pageQuery(q)}`)).rows
      // one statement counts and ranks
      const steps = plan.map((r) => r['QUERY PLAN'])
      return { count: steps, page: steps }
    },
  }
}
