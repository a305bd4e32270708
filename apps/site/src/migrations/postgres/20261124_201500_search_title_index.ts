import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: a GIN index on the search index's title vectors, so that the title hits of a query
 * are found without reading the rows (src/search/postgres.ts ranks them first, even when a word is in
 * so many documents that only the newest hits are ranked). SQLite's FTS5 table needs nothing: a column
 * filter uses its own index.
 *
 * Both GIN indexes without fast update: a new entry goes into the index at once instead of a pending
 * list that every search must also read until VACUUM flushes it ("GIN fast update technique" in the
 * PostgreSQL manual: consistent response time over update speed; documents are saved rarely). The
 * pending list already there is flushed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "search_documents_title_tsv_idx" ON "search_documents" USING gin ("title_tsv") WITH (fastupdate = off);
  ALTER INDEX "search_documents_tsv_idx" SET (fastupdate = off);
  SELECT gin_clean_pending_list('search_documents_tsv_idx'::regclass);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "search_documents_title_tsv_idx";
  ALTER INDEX "search_documents_tsv_idx" RESET (fastupdate);`)
}
