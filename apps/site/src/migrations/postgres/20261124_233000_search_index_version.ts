import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the version of the format the site search's index was built with (one row, none
 * before the index was first built by a version that records it). `npm run migrate` (so every start
 * of the launcher) rebuilds the index when it differs from the code's SEARCH_INDEX_VERSION
 * (src/search/index.ts, ensureSearchIndex): an existing database's index, built before, is rebuilt once.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "search_index_version" ("version" integer NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_index_version";`)
}
