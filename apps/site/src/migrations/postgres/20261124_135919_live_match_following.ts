import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_live_match" ADD COLUMN "following" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_live_match" ADD COLUMN "following" boolean DEFAULT false;
  ALTER TABLE "guides_blocks_live_match" ADD COLUMN "following" boolean DEFAULT false;
  ALTER TABLE "_guides_v_blocks_live_match" ADD COLUMN "following" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_live_match" DROP COLUMN "following";
  ALTER TABLE "_pages_v_blocks_live_match" DROP COLUMN "following";
  ALTER TABLE "guides_blocks_live_match" DROP COLUMN "following";
  ALTER TABLE "_guides_v_blocks_live_match" DROP COLUMN "following";`)
}
