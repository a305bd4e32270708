import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tours_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "_tours_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "tours_faq" ADD CONSTRAINT "tours_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tours_v_version_faq" ADD CONSTRAINT "_tours_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tours_faq_order_idx" ON "tours_faq" USING btree ("_order");
  CREATE INDEX "tours_faq_parent_id_idx" ON "tours_faq" USING btree ("_parent_id");
  CREATE INDEX "tours_faq_locale_idx" ON "tours_faq" USING btree ("_locale");
  CREATE INDEX "_tours_v_version_faq_order_idx" ON "_tours_v_version_faq" USING btree ("_order");
  CREATE INDEX "_tours_v_version_faq_parent_id_idx" ON "_tours_v_version_faq" USING btree ("_parent_id");
  CREATE INDEX "_tours_v_version_faq_locale_idx" ON "_tours_v_version_faq" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tours_faq" CASCADE;
  DROP TABLE "_tours_v_version_faq" CASCADE;`)
}
