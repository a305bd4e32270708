import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_behaviours_scroll_top_timings" AS ENUM('300/300', '200/500');
  CREATE TYPE "public"."enum_site_settings_behaviours_protection_show_messages" AS ENUM('0', '1');
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_scroll_top_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_scroll_top_threshold" numeric DEFAULT 100 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_scroll_top_timings" "enum_site_settings_behaviours_scroll_top_timings" DEFAULT '300/300' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_protection_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_protection_show_messages" "enum_site_settings_behaviours_protection_show_messages" DEFAULT '0' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_toast_duration_ms" numeric DEFAULT 3000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_view_source" varchar DEFAULT 'View Source is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_inspect_element" varchar DEFAULT 'Inspect Element is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_right_click" varchar DEFAULT 'Right click is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_cut_copy_paste" varchar DEFAULT 'Cut/Copy/Paste is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_drag_drop" varchar DEFAULT 'Image Drag-n-Drop is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_added" varchar DEFAULT 'Added to your cart' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_form_sent" varchar DEFAULT 'Thank you! Your message has been sent.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_anchors_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_anchors_duration_ms" numeric DEFAULT 500 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_hash_links_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_hash_links_duration_ms" numeric DEFAULT 300 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_hash_links_custom_offset" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_toc_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_toc_offset" numeric DEFAULT 30 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_toc_duration_ms" numeric DEFAULT 500 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_animations_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_animations_threshold" numeric DEFAULT 0.1 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_animations_root_margin_bottom" numeric DEFAULT 50 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_animations_start_delay_ms" numeric DEFAULT 500 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_lightbox_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_lightbox_video_width" numeric DEFAULT 560 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_lightbox_instagram_width" numeric DEFAULT 612 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_sliders_carousel_interval_ms" numeric DEFAULT 5000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_sliders_slides_interval_ms" numeric DEFAULT 7000 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_sliders_slides_animation_ms" numeric DEFAULT 600 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_sliders_main_slider_loaded_delay_ms" numeric DEFAULT 10000 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "behaviours_scroll_top_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_scroll_top_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_scroll_top_timings";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_protection_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_protection_show_messages";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_toast_duration_ms";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_view_source";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_inspect_element";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_right_click";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_cut_copy_paste";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_drag_drop";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_added";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_form_sent";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_anchors_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_anchors_duration_ms";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_hash_links_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_hash_links_duration_ms";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_hash_links_custom_offset";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_toc_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_toc_offset";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_toc_duration_ms";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_animations_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_animations_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_animations_root_margin_bottom";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_animations_start_delay_ms";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_lightbox_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_lightbox_video_width";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_lightbox_instagram_width";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_sliders_carousel_interval_ms";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_sliders_slides_interval_ms";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_sliders_slides_animation_ms";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_sliders_main_slider_loaded_delay_ms";
  DROP TYPE "public"."enum_site_settings_behaviours_scroll_top_timings";
  DROP TYPE "public"."enum_site_settings_behaviours_protection_show_messages";`)
}
