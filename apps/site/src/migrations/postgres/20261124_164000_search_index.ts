import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (not generated): the site search's index (src/search/postgres.ts). Not a Payload
 * collection: a tsvector is no Payload field type. The text is folded (accents removed) by the site
 * before it is indexed, so no extension is needed. After this migration, `npm run migrate` fills the
 * index from the published content when it is empty (src/search/index.ts, ensureSearchIndex).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_documents" (
    "id" serial PRIMARY KEY NOT NULL,
    "collection" varchar NOT NULL,
    "doc_id" varchar NOT NULL,
    "locale" varchar NOT NULL,
    "slug" varchar DEFAULT '' NOT NULL,
    "title" varchar NOT NULL,
    "keywords" varchar DEFAULT '' NOT NULL,
    "excerpt" varchar DEFAULT '' NOT NULL,
    "body" varchar DEFAULT '' NOT NULL,
    "updated_at" timestamp(3) with time zone NOT NULL,
    "title_tsv" tsvector NOT NULL,
    "tsv" tsvector NOT NULL
  );
  CREATE UNIQUE INDEX "search_documents_doc_locale_idx" ON "search_documents" USING btree ("collection", "doc_id", "locale");
  CREATE INDEX "search_documents_locale_idx" ON "search_documents" USING btree ("locale");
  CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_documents";`)
}
