import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_live_match" ALTER COLUMN "lang" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_live_match" ALTER COLUMN "lang" DROP DEFAULT;
  ALTER TABLE "guides_blocks_live_match" ALTER COLUMN "lang" DROP DEFAULT;
  ALTER TABLE "_guides_v_blocks_live_match" ALTER COLUMN "lang" DROP DEFAULT;`)
  // Written by hand: 'en' was the required field's default, so the blocks made so far follow the page's
  // language from now on (issue 19); an editor picks a language again where one is wanted.
  for (const table of ['pages_blocks_live_match', '_pages_v_blocks_live_match', 'guides_blocks_live_match', '_guides_v_blocks_live_match'])
    await db.execute(sql.raw(`UPDATE "${table}" SET "lang" = NULL WHERE "lang" = 'en'`))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_live_match" ALTER COLUMN "lang" SET DEFAULT 'en';
  ALTER TABLE "_pages_v_blocks_live_match" ALTER COLUMN "lang" SET DEFAULT 'en';
  ALTER TABLE "guides_blocks_live_match" ALTER COLUMN "lang" SET DEFAULT 'en';
  ALTER TABLE "_guides_v_blocks_live_match" ALTER COLUMN "lang" SET DEFAULT 'en';`)
}
