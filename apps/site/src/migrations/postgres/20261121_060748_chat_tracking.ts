import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_chat_position" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum_site_settings_chat_dark_mode" AS ENUM('off', 'on', 'auto');
  CREATE TYPE "public"."enum_site_settings_tracking_form_pixel_event" AS ENUM('Lead', 'Contact', 'SubmitApplication', 'CompleteRegistration', 'none');
  CREATE TABLE "site_settings_chat_bubbles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" jsonb NOT NULL,
  	"note" boolean DEFAULT false
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "chat_telephone" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_message" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_whatsapp_web" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "chat_mobile_only" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "chat_button_delay" numeric DEFAULT 3;
  ALTER TABLE "site_settings" ADD COLUMN "chat_message_delay" numeric DEFAULT 10;
  ALTER TABLE "site_settings" ADD COLUMN "chat_message_views" numeric DEFAULT 1;
  ALTER TABLE "site_settings" ADD COLUMN "chat_message_badge" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "chat_header" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_cta" varchar DEFAULT 'Open chat';
  ALTER TABLE "site_settings" ADD COLUMN "chat_tooltip" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_opt_in" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_opt_in_required" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "chat_qr" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "chat_position" "enum_site_settings_chat_position" DEFAULT 'right';
  ALTER TABLE "site_settings" ADD COLUMN "chat_color" varchar DEFAULT '#25d366';
  ALTER TABLE "site_settings" ADD COLUMN "chat_text_color" varchar DEFAULT '#111936';
  ALTER TABLE "site_settings" ADD COLUMN "chat_dark_mode" "enum_site_settings_chat_dark_mode" DEFAULT 'off';
  ALTER TABLE "site_settings" ADD COLUMN "chat_analytics_event_name" varchar DEFAULT 'generate_lead';
  ALTER TABLE "site_settings" ADD COLUMN "chat_analytics_ads_send_to" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_analytics_data_layer" varchar DEFAULT 'dataLayer';
  ALTER TABLE "site_settings" ADD COLUMN "tracking_ga4_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "tracking_ads_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "tracking_fb_pixel_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "tracking_consent_required" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "tracking_consent_text" varchar DEFAULT 'We use cookies for analytics and advertising (Google, Facebook) to measure and improve our site. Do you accept?';
  ALTER TABLE "site_settings" ADD COLUMN "tracking_form_pixel_event" "enum_site_settings_tracking_form_pixel_event" DEFAULT 'Lead';
  ALTER TABLE "site_settings_chat_bubbles" ADD CONSTRAINT "site_settings_chat_bubbles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_chat_bubbles_order_idx" ON "site_settings_chat_bubbles" USING btree ("_order");
  CREATE INDEX "site_settings_chat_bubbles_parent_id_idx" ON "site_settings_chat_bubbles" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_chat_bubbles" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "chat_telephone";
  ALTER TABLE "site_settings" DROP COLUMN "chat_message";
  ALTER TABLE "site_settings" DROP COLUMN "chat_whatsapp_web";
  ALTER TABLE "site_settings" DROP COLUMN "chat_mobile_only";
  ALTER TABLE "site_settings" DROP COLUMN "chat_button_delay";
  ALTER TABLE "site_settings" DROP COLUMN "chat_message_delay";
  ALTER TABLE "site_settings" DROP COLUMN "chat_message_views";
  ALTER TABLE "site_settings" DROP COLUMN "chat_message_badge";
  ALTER TABLE "site_settings" DROP COLUMN "chat_header";
  ALTER TABLE "site_settings" DROP COLUMN "chat_cta";
  ALTER TABLE "site_settings" DROP COLUMN "chat_tooltip";
  ALTER TABLE "site_settings" DROP COLUMN "chat_opt_in";
  ALTER TABLE "site_settings" DROP COLUMN "chat_opt_in_required";
  ALTER TABLE "site_settings" DROP COLUMN "chat_qr";
  ALTER TABLE "site_settings" DROP COLUMN "chat_position";
  ALTER TABLE "site_settings" DROP COLUMN "chat_color";
  ALTER TABLE "site_settings" DROP COLUMN "chat_text_color";
  ALTER TABLE "site_settings" DROP COLUMN "chat_dark_mode";
  ALTER TABLE "site_settings" DROP COLUMN "chat_analytics_event_name";
  ALTER TABLE "site_settings" DROP COLUMN "chat_analytics_ads_send_to";
  ALTER TABLE "site_settings" DROP COLUMN "chat_analytics_data_layer";
  ALTER TABLE "site_settings" DROP COLUMN "tracking_ga4_id";
  ALTER TABLE "site_settings" DROP COLUMN "tracking_ads_id";
  ALTER TABLE "site_settings" DROP COLUMN "tracking_fb_pixel_id";
  ALTER TABLE "site_settings" DROP COLUMN "tracking_consent_required";
  ALTER TABLE "site_settings" DROP COLUMN "tracking_consent_text";
  ALTER TABLE "site_settings" DROP COLUMN "tracking_form_pixel_event";
  DROP TYPE "public"."enum_site_settings_chat_position";
  DROP TYPE "public"."enum_site_settings_chat_dark_mode";
  DROP TYPE "public"."enum_site_settings_tracking_form_pixel_event";`)
}
