import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 19: a guide's blocks after the article (the live match heading) become one list per language, like
// pages' layout. Hand-fixed: the generated NOT NULL column had no value for the rows already there; they
// were written in English (the default language), so they become the 'en' list and the other languages
// read them through the fallback until translated.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "guides_blocks_live_match" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "guides_blocks_live_match" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "_guides_v_blocks_live_match" ADD COLUMN "_locale" "_locales" NOT NULL DEFAULT 'en';
  ALTER TABLE "_guides_v_blocks_live_match" ALTER COLUMN "_locale" DROP DEFAULT;
  CREATE INDEX "guides_blocks_live_match_locale_idx" ON "guides_blocks_live_match" USING btree ("_locale");
  CREATE INDEX "_guides_v_blocks_live_match_locale_idx" ON "_guides_v_blocks_live_match" USING btree ("_locale");`)
}

// Back to one shared list: the English one (the translations' rows would otherwise all show in every language).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "guides_blocks_live_match" WHERE "_locale" <> 'en';
  DELETE FROM "_guides_v_blocks_live_match" WHERE "_locale" <> 'en';
  DROP INDEX "guides_blocks_live_match_locale_idx";
  DROP INDEX "_guides_v_blocks_live_match_locale_idx";
  ALTER TABLE "guides_blocks_live_match" DROP COLUMN "_locale";
  ALTER TABLE "_guides_v_blocks_live_match" DROP COLUMN "_locale";`)
}
