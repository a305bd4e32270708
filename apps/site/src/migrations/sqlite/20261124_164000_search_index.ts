import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand (not generated): the site search's index (src/search/sqlite.ts). Not a Payload
 * collection: an FTS5 table is no Payload field type. After this migration, `npm run migrate` fills
 * the index from the published content when it is empty (src/search/index.ts, ensureSearchIndex).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`collection\` text NOT NULL,
  \`doc_id\` text NOT NULL,
  \`locale\` text NOT NULL,
  \`slug\` text DEFAULT '' NOT NULL,
  \`title\` text NOT NULL,
  \`keywords\` text DEFAULT '' NOT NULL,
  \`excerpt\` text DEFAULT '' NOT NULL,
  \`body\` text DEFAULT '' NOT NULL,
  \`updated_at\` text NOT NULL
);`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_documents_doc_locale_idx\` ON \`search_documents\` (\`collection\`, \`doc_id\`, \`locale\`);`,
  )
  await db.run(sql`CREATE INDEX \`search_documents_locale_idx\` ON \`search_documents\` (\`locale\`);`)
  await db.run(
    sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(title, keywords, excerpt, body, tokenize = 'porter unicode61 remove_diacritics 2');`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_fts\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_documents\`;`)
}
