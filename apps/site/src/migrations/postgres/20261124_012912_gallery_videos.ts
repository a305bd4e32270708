import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_media_block" ADD COLUMN "video_url" varchar;
  ALTER TABLE "pages_blocks_gallery_items" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_pages_v_blocks_media_block" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD COLUMN "video_url" varchar;
  ALTER TABLE "media" ADD COLUMN "poster_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_poster_idx" ON "media" USING btree ("poster_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_poster_id_media_id_fk";
  
  DROP INDEX "media_poster_idx";
  ALTER TABLE "pages_blocks_media_block" DROP COLUMN "video_url";
  ALTER TABLE "pages_blocks_gallery_items" DROP COLUMN "video_url";
  ALTER TABLE "_pages_v_blocks_media_block" DROP COLUMN "video_url";
  ALTER TABLE "_pages_v_blocks_gallery_items" DROP COLUMN "video_url";
  ALTER TABLE "media" DROP COLUMN "poster_id";`)
}
