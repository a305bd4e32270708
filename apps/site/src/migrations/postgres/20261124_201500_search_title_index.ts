import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: a GIN index on the search index's title vectors, so that the title hits of a query
 * are found without reading the rows (src/search/postgres.ts ranks them first, even when a word is in
 * so many documents that only the newest hits are ranked). SQLite's FTS5 table needs nothing: a column
 * filter uses its own index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "search_documents_title_tsv_idx" ON "search_documents" USING gin ("title_tsv");`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "search_documents_title_tsv_idx";`)
}
