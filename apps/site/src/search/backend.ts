import type { IndexEntry, SearchedCollection } from './documents'

/** A query as the backends receive it: plain folded words (letters and digits only), never syntax. */
export interface BackendQuery {
  words: string[]
  locale: string
  limit: number
  offset: number
  /** the last word matches as a prefix ("lisb" finds "Lisbon") */
  prefixLast: boolean
  /**
   * The most hits counted and returned. Up to `cap` hits every one is ranked; with more, only the newest
   * `cap` title hits and the newest `cap` hits (of the language, by index row) are, so that a word found
   * in nearly every document costs what a word found in `cap` does, and `total` is `cap` with `capped`.
   */
  cap: number
}

/** One ranked hit: the stored entry the excerpt is cut from. */
export interface StoredHit extends Omit<IndexEntry, 'updatedAt'> {
  /** a query word is in the title (such hits come first) */
  titleHit: boolean
}

/**
 * The search index's storage and ranking. SQLite FTS5 (`sqlite.ts`) and PostgreSQL full-text
 * (`postgres.ts`) implement it; an external service (Meilisearch, Typesense, OpenSearch...) would too:
 * `replace` and `remove` send documents to it, `query` asks it. `tx` is the database transaction of the
 * change being indexed (an external service ignores it).
 */
export interface SearchBackend {
  readonly name: string
  /** The document's entries, one per language, replace whatever the index held for it. */
  replace(collection: SearchedCollection, docId: string, entries: IndexEntry[], tx?: unknown): Promise<void>
  remove(collection: SearchedCollection, docId: string, tx?: unknown): Promise<void>
  /** Empties the index (and forgets its version). */
  clear(tx?: unknown): Promise<void>
  /**
   * Ranked: title hits first, then by relevance, then the older first. `total` counts the hits of the
   * language up to `q.cap`; `capped` says there are more. Never a hit past `total`.
   */
  query(q: BackendQuery): Promise<{ total: number; capped: boolean; hits: StoredHit[] }>
  count(): Promise<number>
  /**
   * The version of the index's format it was last rebuilt with (index.ts, SEARCH_INDEX_VERSION), null
   * when none is recorded. A backend without it (an external service) is only filled when empty.
   */
  version?(): Promise<number | null>
  setVersion?(version: number | null, tx?: unknown): Promise<void>
  /** The database's plan for the query (its count and its page), for tests and diagnosis. */
  explain?(q: BackendQuery): Promise<{ count: string[]; page: string[] }>
}
