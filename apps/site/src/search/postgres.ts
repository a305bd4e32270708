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

const rankedQuery = (q: BackendQuery) => sql`
  WITH q AS (SELECT to_tsquery(${configFor(q.locale)}::regconfig, ${tsquery(q)}) AS q)
  SELECT d.id, d.title_tsv @@ q.q AS title_hit, count(*) OVER () AS total
  FROM search_documents d, q
  WHERE d.locale = ${q.locale} AND d.tsv @@ q.q
  ORDER BY title_hit DESC, ts_rank(d.tsv, q.q) DESC, d.id
  LIMIT ${q.limit} OFFSET ${q.offset}`

const countQuery = (q: BackendQuery) => sql`
  SELECT count(*) AS n FROM search_documents
  WHERE locale = ${q.locale} AND tsv @@ to_tsquery(${configFor(q.locale)}::regconfig, ${tsquery(q)})`

/** A text search vector is limited to 1 MB; no page of ours comes near, but a pasted book must not fail the save. */
const MAX_BODY = 200_000

/**
 * PostgreSQL: `search_documents` holds each document's text per language and two tsvectors made with
 * that language's configuration from the folded text: `title_tsv`, and `tsv` (title A, keywords B,
 * excerpt C, body D), GIN-indexed. Migration `*_search_index`.
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
    },
    async count() {
      const { rows } = await db().execute<{ n: string }>(sql`SELECT count(*) AS n FROM search_documents`)
      return Number(rows[0]?.n ?? 0)
    },
    async query(q: BackendQuery) {
      const { rows: ranked } = await db().execute<{ id: number; title_hit: boolean; total: string }>(rankedQuery(q))
      let total = Number(ranked[0]?.total ?? 0)
      if (!ranked.length) {
        // past the last page: still say how many there are
        if (q.offset > 0) total = Number((await db().execute<{ n: string }>(countQuery(q))).rows[0]?.n ?? 0)
        return { total, hits: [] }
      }
      const ids = ranked.map((r) => Number(r.id))
      const { rows } = await db().execute<Record<string, unknown>>(sql`
        SELECT id, collection, doc_id, locale, slug, title, keywords, excerpt, body FROM search_documents
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`)
      const byId = new Map(rows.map((r) => [Number(r.id), r]))
      return {
        total,
        hits: ranked.map((r) => toHit({ ...byId.get(Number(r.id))!, title_hit: r.title_hit })),
      }
    },
    async explain(q: BackendQuery) {
      const plan = async (query: SQL) =>
        (await db().execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`)).rows.map((r) => r['QUERY PLAN'])
      return { count: await plan(countQuery(q)), page: await plan(rankedQuery(q)) }
    },
  }
}
