import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Written by hand around the generated statements: content that existed before localization becomes the
 * default language's (en), so no text is lost. The generator alone would drop the columns that move into
 * the *_locales tables, and could not add the NOT NULL `_locale` column to child tables that have rows.
 * MOVED: table -> its columns that move to `<table>_locales`; GAINED_LOCALE: array/block tables that get a
 * `_locale` (existing rows: en); RELS: relationship tables whose rows all belong to localized fields.
 */
const MOVED: Record<string, string[]> = {
  'pages': [
    'title',
    'slug',
    'hero_style',
    'hero_heading',
    'hero_text',
    'hero_image_id',
    'meta_title',
    'meta_description',
    'meta_image_id'
  ],
  '_pages_v': [
    'version_title',
    'version_slug',
    'version_hero_style',
    'version_hero_heading',
    'version_hero_text',
    'version_hero_image_id',
    'version_meta_title',
    'version_meta_description',
    'version_meta_image_id'
  ],
  'guides': [
    'title',
    'slug',
    'excerpt',
    'body',
    'meta_title',
    'meta_description',
    'meta_image_id'
  ],
  '_guides_v': [
    'version_title',
    'version_slug',
    'version_excerpt',
    'version_body',
    'version_meta_title',
    'version_meta_description',
    'version_meta_image_id'
  ],
  'categories': [
    'title',
    'slug'
  ],
  'tours': [
    'title',
    'slug',
    'summary',
    'destination',
    'meta_title',
    'meta_description',
    'meta_image_id'
  ],
  '_tours_v': [
    'version_title',
    'version_slug',
    'version_summary',
    'version_destination',
    'version_meta_title',
    'version_meta_description',
    'version_meta_image_id'
  ],
  'forms_blocks_checkbox': [
    'label'
  ],
  'forms_blocks_email': [
    'label'
  ],
  'forms_blocks_message': [
    'message'
  ],
  'forms_blocks_number': [
    'label'
  ],
  'forms_blocks_select_options': [
    'label'
  ],
  'forms_blocks_select': [
    'label',
    'default_value'
  ],
  'forms_blocks_text': [
    'label',
    'default_value'
  ],
  'forms_blocks_textarea': [
    'label',
    'default_value'
  ],
  'forms_emails': [
    'subject',
    'message'
  ],
  'forms': [
    'submit_button_label',
    'confirmation_message'
  ],
  'header': [
    'cta_type',
    'cta_url',
    'cta_label',
    'cta_new_tab'
  ],
  'footer': [
    'note'
  ],
  'site_settings': [
    'tagline',
    'chat_message',
    'chat_header',
    'chat_cta',
    'chat_tooltip',
    'chat_opt_in',
    'behaviours_messages_view_source',
    'behaviours_messages_inspect_element',
    'behaviours_messages_right_click',
    'behaviours_messages_cut_copy_paste',
    'behaviours_messages_drag_drop',
    'behaviours_messages_added',
    'behaviours_messages_form_sent'
  ]
}
const GAINED_LOCALE = ['pages_hero_links', 'pages_blocks_hero_links', 'pages_blocks_hero', 'pages_blocks_rich_text', 'pages_blocks_media_block', 'pages_blocks_cta_links', 'pages_blocks_cta', 'pages_blocks_latest_guides', 'pages_blocks_tours_grid', 'pages_blocks_gallery_items', 'pages_blocks_gallery', 'pages_blocks_pricing_table_plans_features', 'pages_blocks_pricing_table_plans', 'pages_blocks_pricing_table', 'pages_blocks_itinerary_items', 'pages_blocks_itinerary', 'pages_blocks_tabs_tabs', 'pages_blocks_tabs', 'pages_blocks_accordion_items', 'pages_blocks_accordion', 'pages_blocks_slider_slides', 'pages_blocks_slider', 'pages_blocks_form_block', 'pages_blocks_live_match', 'pages_blocks_login_register', '_pages_v_version_hero_links', '_pages_v_blocks_hero_links', '_pages_v_blocks_hero', '_pages_v_blocks_rich_text', '_pages_v_blocks_media_block', '_pages_v_blocks_cta_links', '_pages_v_blocks_cta', '_pages_v_blocks_latest_guides', '_pages_v_blocks_tours_grid', '_pages_v_blocks_gallery_items', '_pages_v_blocks_gallery', '_pages_v_blocks_pricing_table_plans_features', '_pages_v_blocks_pricing_table_plans', '_pages_v_blocks_pricing_table', '_pages_v_blocks_itinerary_items', '_pages_v_blocks_itinerary', '_pages_v_blocks_tabs_tabs', '_pages_v_blocks_tabs', '_pages_v_blocks_accordion_items', '_pages_v_blocks_accordion', '_pages_v_blocks_slider_slides', '_pages_v_blocks_slider', '_pages_v_blocks_form_block', '_pages_v_blocks_live_match', '_pages_v_blocks_login_register', 'tours_itinerary', 'tours_included', 'tours_excluded', '_tours_v_version_itinerary', '_tours_v_version_included', '_tours_v_version_excluded', 'header_navigation_children', 'header_navigation', 'footer_columns_links', 'footer_columns', 'site_settings_chat_bubbles']
const RELS = ['pages_rels', '_pages_v_rels', 'header_rels', 'footer_rels']
const q = (name: string) => `"${name}"`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {

  // Keep the localized columns' content before the generated statements drop them.
  for (const [table, cols] of Object.entries(MOVED)) {
    await db.execute(sql.raw(`CREATE TABLE ${q('_keep_' + table)} AS SELECT "id", ${cols.map(q).join(', ')} FROM ${q(table)}`))
  }
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'pt', 'es', 'fr', 'de');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'pt', 'es', 'fr', 'de');
  CREATE TYPE "public"."enum__guides_v_published_locale" AS ENUM('en', 'pt', 'es', 'fr', 'de');
  CREATE TYPE "public"."enum__variants_v_published_locale" AS ENUM('en', 'pt', 'es', 'fr', 'de');
  CREATE TYPE "public"."enum__tours_v_published_locale" AS ENUM('en', 'pt', 'es', 'fr', 'de');
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"hero_style" "enum_pages_hero_style" DEFAULT 'full',
  	"hero_heading" varchar,
  	"hero_text" varchar,
  	"hero_image_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_hero_style" "enum__pages_v_version_hero_style" DEFAULT 'full',
  	"version_hero_heading" varchar,
  	"version_hero_text" varchar,
  	"version_hero_image_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "guides_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_guides_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tours_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"destination" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tours_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_destination" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "forms_blocks_checkbox_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_email_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_message_locales" (
  	"message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_number_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_select_options_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_select_locales" (
  	"label" varchar,
  	"default_value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_text_locales" (
  	"label" varchar,
  	"default_value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_textarea_locales" (
  	"label" varchar,
  	"default_value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_emails_locales" (
  	"subject" varchar DEFAULT 'You''ve received a new message.' NOT NULL,
  	"message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"submit_button_label" varchar,
  	"confirmation_message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "header_locales" (
  	"cta_type" "enum_header_cta_type" DEFAULT 'reference',
  	"cta_url" varchar,
  	"cta_label" varchar NOT NULL,
  	"cta_new_tab" boolean,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"chat_message" varchar,
  	"chat_header" varchar,
  	"chat_cta" varchar DEFAULT 'Open chat',
  	"chat_tooltip" varchar,
  	"chat_opt_in" varchar,
  	"behaviours_messages_view_source" varchar DEFAULT 'View Source is disabled!' NOT NULL,
  	"behaviours_messages_inspect_element" varchar DEFAULT 'Inspect Element is disabled!' NOT NULL,
  	"behaviours_messages_right_click" varchar DEFAULT 'Right click is disabled!' NOT NULL,
  	"behaviours_messages_cut_copy_paste" varchar DEFAULT 'Cut/Copy/Paste is disabled!' NOT NULL,
  	"behaviours_messages_drag_drop" varchar DEFAULT 'Image Drag-n-Drop is disabled!' NOT NULL,
  	"behaviours_messages_added" varchar DEFAULT 'Added to your cart' NOT NULL,
  	"behaviours_messages_form_sent" varchar DEFAULT 'Thank you! Your message has been sent.' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_hero_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "guides" DROP CONSTRAINT "guides_meta_image_id_media_id_fk";
  
  ALTER TABLE "_guides_v" DROP CONSTRAINT "_guides_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "tours" DROP CONSTRAINT "tours_meta_image_id_media_id_fk";
  
  ALTER TABLE "_tours_v" DROP CONSTRAINT "_tours_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "pages_slug_idx";
  DROP INDEX "pages_hero_hero_image_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_version_slug_idx";
  DROP INDEX "_pages_v_version_hero_version_hero_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "guides_slug_idx";
  DROP INDEX "guides_meta_meta_image_idx";
  DROP INDEX "_guides_v_version_version_slug_idx";
  DROP INDEX "_guides_v_version_meta_version_meta_image_idx";
  DROP INDEX "categories_slug_idx";
  DROP INDEX "tours_slug_idx";
  DROP INDEX "tours_meta_meta_image_idx";
  DROP INDEX "_tours_v_version_version_slug_idx";
  DROP INDEX "_tours_v_version_meta_version_meta_image_idx";
  DROP INDEX "pages_rels_pages_id_idx";
  DROP INDEX "pages_rels_guides_id_idx";
  DROP INDEX "pages_rels_tours_id_idx";
  DROP INDEX "_pages_v_rels_pages_id_idx";
  DROP INDEX "_pages_v_rels_guides_id_idx";
  DROP INDEX "_pages_v_rels_tours_id_idx";
  DROP INDEX "header_rels_pages_id_idx";
  DROP INDEX "header_rels_guides_id_idx";
  DROP INDEX "header_rels_tours_id_idx";
  DROP INDEX "footer_rels_pages_id_idx";
  DROP INDEX "footer_rels_guides_id_idx";
  DROP INDEX "footer_rels_tours_id_idx";
  ALTER TABLE "pages_hero_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_hero_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_media_block" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_cta_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_latest_guides" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_tours_grid" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_gallery_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_gallery" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_pricing_table_plans_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_pricing_table_plans" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_pricing_table" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_itinerary_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_itinerary" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_tabs_tabs" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_tabs" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_accordion_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_accordion" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_slider_slides" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_slider" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_form_block" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_live_match" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_blocks_login_register" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_rels" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_pages_v_version_hero_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_media_block" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_cta_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_latest_guides" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_tours_grid" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_gallery_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_gallery" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_pricing_table_plans_features" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_pricing_table_plans" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_pricing_table" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_itinerary_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_itinerary" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_tabs_tabs" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_tabs" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_accordion" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_slider" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_form_block" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_live_match" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v_blocks_login_register" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "_pages_v_rels" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_guides_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_guides_v" ADD COLUMN "published_locale" "enum__guides_v_published_locale";
  ALTER TABLE "_variants_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_variants_v" ADD COLUMN "published_locale" "enum__variants_v_published_locale";
  ALTER TABLE "tours_itinerary" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "tours_included" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "tours_excluded" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_tours_v_version_itinerary" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_tours_v_version_included" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_tours_v_version_excluded" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_tours_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_tours_v" ADD COLUMN "published_locale" "enum__tours_v_published_locale";
  ALTER TABLE "header_navigation_children" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "header_navigation" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "header_rels" ADD COLUMN "locale" "_locales";
  ALTER TABLE "footer_columns_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_columns" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_rels" ADD COLUMN "locale" "_locales";
  ALTER TABLE "site_settings_chat_bubbles" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_locales" ADD CONSTRAINT "guides_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides_locales" ADD CONSTRAINT "guides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_locales" ADD CONSTRAINT "_guides_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v_locales" ADD CONSTRAINT "_guides_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tours_locales" ADD CONSTRAINT "tours_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tours_locales" ADD CONSTRAINT "tours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tours_v_locales" ADD CONSTRAINT "_tours_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v_locales" ADD CONSTRAINT "_tours_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkbox_locales" ADD CONSTRAINT "forms_blocks_checkbox_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_checkbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email_locales" ADD CONSTRAINT "forms_blocks_email_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_email"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_message_locales" ADD CONSTRAINT "forms_blocks_message_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_message"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number_locales" ADD CONSTRAINT "forms_blocks_number_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_options_locales" ADD CONSTRAINT "forms_blocks_select_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_locales" ADD CONSTRAINT "forms_blocks_select_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text_locales" ADD CONSTRAINT "forms_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_textarea_locales" ADD CONSTRAINT "forms_blocks_textarea_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_textarea"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_emails_locales" ADD CONSTRAINT "forms_emails_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_emails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE INDEX "pages_hero_hero_image_idx" ON "pages_locales" USING btree ("hero_image_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_pages_v_version_hero_version_hero_image_idx" ON "_pages_v_locales" USING btree ("version_hero_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "guides_slug_idx" ON "guides_locales" USING btree ("slug","_locale");
  CREATE INDEX "guides_meta_meta_image_idx" ON "guides_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "guides_locales_locale_parent_id_unique" ON "guides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guides_v_version_version_slug_idx" ON "_guides_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_guides_v_version_meta_version_meta_image_idx" ON "_guides_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_guides_v_locales_locale_parent_id_unique" ON "_guides_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tours_slug_idx" ON "tours_locales" USING btree ("slug","_locale");
  CREATE INDEX "tours_meta_meta_image_idx" ON "tours_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "tours_locales_locale_parent_id_unique" ON "tours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tours_v_version_version_slug_idx" ON "_tours_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_tours_v_version_meta_version_meta_image_idx" ON "_tours_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_tours_v_locales_locale_parent_id_unique" ON "_tours_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_checkbox_locales_locale_parent_id_unique" ON "forms_blocks_checkbox_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_email_locales_locale_parent_id_unique" ON "forms_blocks_email_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_message_locales_locale_parent_id_unique" ON "forms_blocks_message_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_number_locales_locale_parent_id_unique" ON "forms_blocks_number_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_select_options_locales_locale_parent_id_unique" ON "forms_blocks_select_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_select_locales_locale_parent_id_unique" ON "forms_blocks_select_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_text_locales_locale_parent_id_unique" ON "forms_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_textarea_locales_locale_parent_id_unique" ON "forms_blocks_textarea_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_emails_locales_locale_parent_id_unique" ON "forms_emails_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "header_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_hero_links_locale_idx" ON "pages_hero_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_links_locale_idx" ON "pages_blocks_hero_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_block_locale_idx" ON "pages_blocks_media_block" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cta_links_locale_idx" ON "pages_blocks_cta_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cta_locale_idx" ON "pages_blocks_cta" USING btree ("_locale");
  CREATE INDEX "pages_blocks_latest_guides_locale_idx" ON "pages_blocks_latest_guides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_tours_grid_locale_idx" ON "pages_blocks_tours_grid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_gallery_items_locale_idx" ON "pages_blocks_gallery_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_gallery_locale_idx" ON "pages_blocks_gallery" USING btree ("_locale");
  CREATE INDEX "pages_blocks_pricing_table_plans_features_locale_idx" ON "pages_blocks_pricing_table_plans_features" USING btree ("_locale");
  CREATE INDEX "pages_blocks_pricing_table_plans_locale_idx" ON "pages_blocks_pricing_table_plans" USING btree ("_locale");
  CREATE INDEX "pages_blocks_pricing_table_locale_idx" ON "pages_blocks_pricing_table" USING btree ("_locale");
  CREATE INDEX "pages_blocks_itinerary_items_locale_idx" ON "pages_blocks_itinerary_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_itinerary_locale_idx" ON "pages_blocks_itinerary" USING btree ("_locale");
  CREATE INDEX "pages_blocks_tabs_tabs_locale_idx" ON "pages_blocks_tabs_tabs" USING btree ("_locale");
  CREATE INDEX "pages_blocks_tabs_locale_idx" ON "pages_blocks_tabs" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_items_locale_idx" ON "pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_locale_idx" ON "pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "pages_blocks_slider_slides_locale_idx" ON "pages_blocks_slider_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_slider_locale_idx" ON "pages_blocks_slider" USING btree ("_locale");
  CREATE INDEX "pages_blocks_form_block_locale_idx" ON "pages_blocks_form_block" USING btree ("_locale");
  CREATE INDEX "pages_blocks_live_match_locale_idx" ON "pages_blocks_live_match" USING btree ("_locale");
  CREATE INDEX "pages_blocks_login_register_locale_idx" ON "pages_blocks_login_register" USING btree ("_locale");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_version_hero_links_locale_idx" ON "_pages_v_version_hero_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_links_locale_idx" ON "_pages_v_blocks_hero_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_block_locale_idx" ON "_pages_v_blocks_media_block" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cta_links_locale_idx" ON "_pages_v_blocks_cta_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cta_locale_idx" ON "_pages_v_blocks_cta" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_latest_guides_locale_idx" ON "_pages_v_blocks_latest_guides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_tours_grid_locale_idx" ON "_pages_v_blocks_tours_grid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_gallery_items_locale_idx" ON "_pages_v_blocks_gallery_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_gallery_locale_idx" ON "_pages_v_blocks_gallery" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_pricing_table_plans_features_locale_idx" ON "_pages_v_blocks_pricing_table_plans_features" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_pricing_table_plans_locale_idx" ON "_pages_v_blocks_pricing_table_plans" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_pricing_table_locale_idx" ON "_pages_v_blocks_pricing_table" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_itinerary_items_locale_idx" ON "_pages_v_blocks_itinerary_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_itinerary_locale_idx" ON "_pages_v_blocks_itinerary" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_tabs_tabs_locale_idx" ON "_pages_v_blocks_tabs_tabs" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_tabs_locale_idx" ON "_pages_v_blocks_tabs" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_items_locale_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_locale_idx" ON "_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_slider_slides_locale_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_slider_locale_idx" ON "_pages_v_blocks_slider" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_form_block_locale_idx" ON "_pages_v_blocks_form_block" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_live_match_locale_idx" ON "_pages_v_blocks_live_match" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_login_register_locale_idx" ON "_pages_v_blocks_login_register" USING btree ("_locale");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_guides_v_snapshot_idx" ON "_guides_v" USING btree ("snapshot");
  CREATE INDEX "_guides_v_published_locale_idx" ON "_guides_v" USING btree ("published_locale");
  CREATE INDEX "_variants_v_snapshot_idx" ON "_variants_v" USING btree ("snapshot");
  CREATE INDEX "_variants_v_published_locale_idx" ON "_variants_v" USING btree ("published_locale");
  CREATE INDEX "tours_itinerary_locale_idx" ON "tours_itinerary" USING btree ("_locale");
  CREATE INDEX "tours_included_locale_idx" ON "tours_included" USING btree ("_locale");
  CREATE INDEX "tours_excluded_locale_idx" ON "tours_excluded" USING btree ("_locale");
  CREATE INDEX "_tours_v_version_itinerary_locale_idx" ON "_tours_v_version_itinerary" USING btree ("_locale");
  CREATE INDEX "_tours_v_version_included_locale_idx" ON "_tours_v_version_included" USING btree ("_locale");
  CREATE INDEX "_tours_v_version_excluded_locale_idx" ON "_tours_v_version_excluded" USING btree ("_locale");
  CREATE INDEX "_tours_v_snapshot_idx" ON "_tours_v" USING btree ("snapshot");
  CREATE INDEX "_tours_v_published_locale_idx" ON "_tours_v" USING btree ("published_locale");
  CREATE INDEX "header_navigation_children_locale_idx" ON "header_navigation_children" USING btree ("_locale");
  CREATE INDEX "header_navigation_locale_idx" ON "header_navigation" USING btree ("_locale");
  CREATE INDEX "header_rels_locale_idx" ON "header_rels" USING btree ("locale");
  CREATE INDEX "footer_columns_links_locale_idx" ON "footer_columns_links" USING btree ("_locale");
  CREATE INDEX "footer_columns_locale_idx" ON "footer_columns" USING btree ("_locale");
  CREATE INDEX "footer_rels_locale_idx" ON "footer_rels" USING btree ("locale");
  CREATE INDEX "site_settings_chat_bubbles_locale_idx" ON "site_settings_chat_bubbles" USING btree ("_locale");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id","locale");
  CREATE INDEX "pages_rels_guides_id_idx" ON "pages_rels" USING btree ("guides_id","locale");
  CREATE INDEX "pages_rels_tours_id_idx" ON "pages_rels" USING btree ("tours_id","locale");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id","locale");
  CREATE INDEX "_pages_v_rels_guides_id_idx" ON "_pages_v_rels" USING btree ("guides_id","locale");
  CREATE INDEX "_pages_v_rels_tours_id_idx" ON "_pages_v_rels" USING btree ("tours_id","locale");
  CREATE INDEX "header_rels_pages_id_idx" ON "header_rels" USING btree ("pages_id","locale");
  CREATE INDEX "header_rels_guides_id_idx" ON "header_rels" USING btree ("guides_id","locale");
  CREATE INDEX "header_rels_tours_id_idx" ON "header_rels" USING btree ("tours_id","locale");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id","locale");
  CREATE INDEX "footer_rels_guides_id_idx" ON "footer_rels" USING btree ("guides_id","locale");
  CREATE INDEX "footer_rels_tours_id_idx" ON "footer_rels" USING btree ("tours_id","locale");
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "slug";
  ALTER TABLE "pages" DROP COLUMN "hero_style";
  ALTER TABLE "pages" DROP COLUMN "hero_heading";
  ALTER TABLE "pages" DROP COLUMN "hero_text";
  ALTER TABLE "pages" DROP COLUMN "hero_image_id";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_slug";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_style";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_heading";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_text";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "guides" DROP COLUMN "title";
  ALTER TABLE "guides" DROP COLUMN "slug";
  ALTER TABLE "guides" DROP COLUMN "excerpt";
  ALTER TABLE "guides" DROP COLUMN "body";
  ALTER TABLE "guides" DROP COLUMN "meta_title";
  ALTER TABLE "guides" DROP COLUMN "meta_description";
  ALTER TABLE "guides" DROP COLUMN "meta_image_id";
  ALTER TABLE "_guides_v" DROP COLUMN "version_title";
  ALTER TABLE "_guides_v" DROP COLUMN "version_slug";
  ALTER TABLE "_guides_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "_guides_v" DROP COLUMN "version_body";
  ALTER TABLE "_guides_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_guides_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_guides_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "categories" DROP COLUMN "title";
  ALTER TABLE "categories" DROP COLUMN "slug";
  ALTER TABLE "tours" DROP COLUMN "title";
  ALTER TABLE "tours" DROP COLUMN "slug";
  ALTER TABLE "tours" DROP COLUMN "summary";
  ALTER TABLE "tours" DROP COLUMN "destination";
  ALTER TABLE "tours" DROP COLUMN "meta_title";
  ALTER TABLE "tours" DROP COLUMN "meta_description";
  ALTER TABLE "tours" DROP COLUMN "meta_image_id";
  ALTER TABLE "_tours_v" DROP COLUMN "version_title";
  ALTER TABLE "_tours_v" DROP COLUMN "version_slug";
  ALTER TABLE "_tours_v" DROP COLUMN "version_summary";
  ALTER TABLE "_tours_v" DROP COLUMN "version_destination";
  ALTER TABLE "_tours_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_tours_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_tours_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "forms_blocks_checkbox" DROP COLUMN "label";
  ALTER TABLE "forms_blocks_email" DROP COLUMN "label";
  ALTER TABLE "forms_blocks_message" DROP COLUMN "message";
  ALTER TABLE "forms_blocks_number" DROP COLUMN "label";
  ALTER TABLE "forms_blocks_select_options" DROP COLUMN "label";
  ALTER TABLE "forms_blocks_select" DROP COLUMN "label";
  ALTER TABLE "forms_blocks_select" DROP COLUMN "default_value";
  ALTER TABLE "forms_blocks_text" DROP COLUMN "label";
  ALTER TABLE "forms_blocks_text" DROP COLUMN "default_value";
  ALTER TABLE "forms_blocks_textarea" DROP COLUMN "label";
  ALTER TABLE "forms_blocks_textarea" DROP COLUMN "default_value";
  ALTER TABLE "forms_emails" DROP COLUMN "subject";
  ALTER TABLE "forms_emails" DROP COLUMN "message";
  ALTER TABLE "forms" DROP COLUMN "submit_button_label";
  ALTER TABLE "forms" DROP COLUMN "confirmation_message";
  ALTER TABLE "header" DROP COLUMN "cta_type";
  ALTER TABLE "header" DROP COLUMN "cta_url";
  ALTER TABLE "header" DROP COLUMN "cta_label";
  ALTER TABLE "header" DROP COLUMN "cta_new_tab";
  ALTER TABLE "footer" DROP COLUMN "note";
  ALTER TABLE "site_settings" DROP COLUMN "tagline";
  ALTER TABLE "site_settings" DROP COLUMN "chat_message";
  ALTER TABLE "site_settings" DROP COLUMN "chat_header";
  ALTER TABLE "site_settings" DROP COLUMN "chat_cta";
  ALTER TABLE "site_settings" DROP COLUMN "chat_tooltip";
  ALTER TABLE "site_settings" DROP COLUMN "chat_opt_in";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_view_source";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_inspect_element";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_right_click";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_cut_copy_paste";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_drag_drop";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_added";
  ALTER TABLE "site_settings" DROP COLUMN "behaviours_messages_form_sent";`)

  // ...and put it back as the default language's (en).
  for (const [table, cols] of Object.entries(MOVED)) {
    const list = cols.map(q).join(', ')
    await db.execute(
      sql.raw(
        `INSERT INTO ${q(table + '_locales')} (${list}, "_locale", "_parent_id") SELECT ${list}, 'en'::"_locales", "id" FROM ${q('_keep_' + table)}`,
      ),
    )
    await db.execute(sql.raw(`DROP TABLE ${q('_keep_' + table)}`))
  }
  for (const table of RELS) await db.execute(sql.raw(`UPDATE ${q(table)} SET "locale" = 'en'::"_locales"`))
  // Existing rows got 'en' through a temporary default; new rows always name their locale.
  for (const table of GAINED_LOCALE) await db.execute(sql.raw(`ALTER TABLE ${q(table)} ALTER COLUMN "_locale" DROP DEFAULT`))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tours_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkbox_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_message_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_textarea_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_emails_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "guides_locales" CASCADE;
  DROP TABLE "_guides_v_locales" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "tours_locales" CASCADE;
  DROP TABLE "_tours_v_locales" CASCADE;
  DROP TABLE "forms_blocks_checkbox_locales" CASCADE;
  DROP TABLE "forms_blocks_email_locales" CASCADE;
  DROP TABLE "forms_blocks_message_locales" CASCADE;
  DROP TABLE "forms_blocks_number_locales" CASCADE;
  DROP TABLE "forms_blocks_select_options_locales" CASCADE;
  DROP TABLE "forms_blocks_select_locales" CASCADE;
  DROP TABLE "forms_blocks_text_locales" CASCADE;
  DROP TABLE "forms_blocks_textarea_locales" CASCADE;
  DROP TABLE "forms_emails_locales" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "header_locales" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP INDEX "pages_hero_links_locale_idx";
  DROP INDEX "pages_blocks_hero_links_locale_idx";
  DROP INDEX "pages_blocks_hero_locale_idx";
  DROP INDEX "pages_blocks_rich_text_locale_idx";
  DROP INDEX "pages_blocks_media_block_locale_idx";
  DROP INDEX "pages_blocks_cta_links_locale_idx";
  DROP INDEX "pages_blocks_cta_locale_idx";
  DROP INDEX "pages_blocks_latest_guides_locale_idx";
  DROP INDEX "pages_blocks_tours_grid_locale_idx";
  DROP INDEX "pages_blocks_gallery_items_locale_idx";
  DROP INDEX "pages_blocks_gallery_locale_idx";
  DROP INDEX "pages_blocks_pricing_table_plans_features_locale_idx";
  DROP INDEX "pages_blocks_pricing_table_plans_locale_idx";
  DROP INDEX "pages_blocks_pricing_table_locale_idx";
  DROP INDEX "pages_blocks_itinerary_items_locale_idx";
  DROP INDEX "pages_blocks_itinerary_locale_idx";
  DROP INDEX "pages_blocks_tabs_tabs_locale_idx";
  DROP INDEX "pages_blocks_tabs_locale_idx";
  DROP INDEX "pages_blocks_accordion_items_locale_idx";
  DROP INDEX "pages_blocks_accordion_locale_idx";
  DROP INDEX "pages_blocks_slider_slides_locale_idx";
  DROP INDEX "pages_blocks_slider_locale_idx";
  DROP INDEX "pages_blocks_form_block_locale_idx";
  DROP INDEX "pages_blocks_live_match_locale_idx";
  DROP INDEX "pages_blocks_login_register_locale_idx";
  DROP INDEX "pages_rels_locale_idx";
  DROP INDEX "_pages_v_version_hero_links_locale_idx";
  DROP INDEX "_pages_v_blocks_hero_links_locale_idx";
  DROP INDEX "_pages_v_blocks_hero_locale_idx";
  DROP INDEX "_pages_v_blocks_rich_text_locale_idx";
  DROP INDEX "_pages_v_blocks_media_block_locale_idx";
  DROP INDEX "_pages_v_blocks_cta_links_locale_idx";
  DROP INDEX "_pages_v_blocks_cta_locale_idx";
  DROP INDEX "_pages_v_blocks_latest_guides_locale_idx";
  DROP INDEX "_pages_v_blocks_tours_grid_locale_idx";
  DROP INDEX "_pages_v_blocks_gallery_items_locale_idx";
  DROP INDEX "_pages_v_blocks_gallery_locale_idx";
  DROP INDEX "_pages_v_blocks_pricing_table_plans_features_locale_idx";
  DROP INDEX "_pages_v_blocks_pricing_table_plans_locale_idx";
  DROP INDEX "_pages_v_blocks_pricing_table_locale_idx";
  DROP INDEX "_pages_v_blocks_itinerary_items_locale_idx";
  DROP INDEX "_pages_v_blocks_itinerary_locale_idx";
  DROP INDEX "_pages_v_blocks_tabs_tabs_locale_idx";
  DROP INDEX "_pages_v_blocks_tabs_locale_idx";
  DROP INDEX "_pages_v_blocks_accordion_items_locale_idx";
  DROP INDEX "_pages_v_blocks_accordion_locale_idx";
  DROP INDEX "_pages_v_blocks_slider_slides_locale_idx";
  DROP INDEX "_pages_v_blocks_slider_locale_idx";
  DROP INDEX "_pages_v_blocks_form_block_locale_idx";
  DROP INDEX "_pages_v_blocks_live_match_locale_idx";
  DROP INDEX "_pages_v_blocks_login_register_locale_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_pages_v_rels_locale_idx";
  DROP INDEX "_guides_v_snapshot_idx";
  DROP INDEX "_guides_v_published_locale_idx";
  DROP INDEX "_variants_v_snapshot_idx";
  DROP INDEX "_variants_v_published_locale_idx";
  DROP INDEX "tours_itinerary_locale_idx";
  DROP INDEX "tours_included_locale_idx";
  DROP INDEX "tours_excluded_locale_idx";
  DROP INDEX "_tours_v_version_itinerary_locale_idx";
  DROP INDEX "_tours_v_version_included_locale_idx";
  DROP INDEX "_tours_v_version_excluded_locale_idx";
  DROP INDEX "_tours_v_snapshot_idx";
  DROP INDEX "_tours_v_published_locale_idx";
  DROP INDEX "header_navigation_children_locale_idx";
  DROP INDEX "header_navigation_locale_idx";
  DROP INDEX "header_rels_locale_idx";
  DROP INDEX "footer_columns_links_locale_idx";
  DROP INDEX "footer_columns_locale_idx";
  DROP INDEX "footer_rels_locale_idx";
  DROP INDEX "site_settings_chat_bubbles_locale_idx";
  DROP INDEX "pages_rels_pages_id_idx";
  DROP INDEX "pages_rels_guides_id_idx";
  DROP INDEX "pages_rels_tours_id_idx";
  DROP INDEX "_pages_v_rels_pages_id_idx";
  DROP INDEX "_pages_v_rels_guides_id_idx";
  DROP INDEX "_pages_v_rels_tours_id_idx";
  DROP INDEX "header_rels_pages_id_idx";
  DROP INDEX "header_rels_guides_id_idx";
  DROP INDEX "header_rels_tours_id_idx";
  DROP INDEX "footer_rels_pages_id_idx";
  DROP INDEX "footer_rels_guides_id_idx";
  DROP INDEX "footer_rels_tours_id_idx";
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "slug" varchar;
  ALTER TABLE "pages" ADD COLUMN "hero_style" "enum_pages_hero_style" DEFAULT 'full';
  ALTER TABLE "pages" ADD COLUMN "hero_heading" varchar;
  ALTER TABLE "pages" ADD COLUMN "hero_text" varchar;
  ALTER TABLE "pages" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_slug" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_style" "enum__pages_v_version_hero_style" DEFAULT 'full';
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_heading" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_text" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "guides" ADD COLUMN "title" varchar;
  ALTER TABLE "guides" ADD COLUMN "slug" varchar;
  ALTER TABLE "guides" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "guides" ADD COLUMN "body" jsonb;
  ALTER TABLE "guides" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "guides" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "guides" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_guides_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_guides_v" ADD COLUMN "version_slug" varchar;
  ALTER TABLE "_guides_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "_guides_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "_guides_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_guides_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_guides_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "categories" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "categories" ADD COLUMN "slug" varchar NOT NULL;
  ALTER TABLE "tours" ADD COLUMN "title" varchar;
  ALTER TABLE "tours" ADD COLUMN "slug" varchar;
  ALTER TABLE "tours" ADD COLUMN "summary" varchar;
  ALTER TABLE "tours" ADD COLUMN "destination" varchar;
  ALTER TABLE "tours" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "tours" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "tours" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_tours_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_tours_v" ADD COLUMN "version_slug" varchar;
  ALTER TABLE "_tours_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_tours_v" ADD COLUMN "version_destination" varchar;
  ALTER TABLE "_tours_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_tours_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_tours_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "forms_blocks_checkbox" ADD COLUMN "label" varchar;
  ALTER TABLE "forms_blocks_email" ADD COLUMN "label" varchar;
  ALTER TABLE "forms_blocks_message" ADD COLUMN "message" jsonb;
  ALTER TABLE "forms_blocks_number" ADD COLUMN "label" varchar;
  ALTER TABLE "forms_blocks_select_options" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "forms_blocks_select" ADD COLUMN "label" varchar;
  ALTER TABLE "forms_blocks_select" ADD COLUMN "default_value" varchar;
  ALTER TABLE "forms_blocks_text" ADD COLUMN "label" varchar;
  ALTER TABLE "forms_blocks_text" ADD COLUMN "default_value" varchar;
  ALTER TABLE "forms_blocks_textarea" ADD COLUMN "label" varchar;
  ALTER TABLE "forms_blocks_textarea" ADD COLUMN "default_value" varchar;
  ALTER TABLE "forms_emails" ADD COLUMN "subject" varchar DEFAULT 'You''ve received a new message.' NOT NULL;
  ALTER TABLE "forms_emails" ADD COLUMN "message" jsonb;
  ALTER TABLE "forms" ADD COLUMN "submit_button_label" varchar;
  ALTER TABLE "forms" ADD COLUMN "confirmation_message" jsonb;
  ALTER TABLE "header" ADD COLUMN "cta_type" "enum_header_cta_type" DEFAULT 'reference';
  ALTER TABLE "header" ADD COLUMN "cta_url" varchar;
  ALTER TABLE "header" ADD COLUMN "cta_label" varchar NOT NULL;
  ALTER TABLE "header" ADD COLUMN "cta_new_tab" boolean;
  ALTER TABLE "footer" ADD COLUMN "note" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "tagline" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_message" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_header" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_cta" varchar DEFAULT 'Open chat';
  ALTER TABLE "site_settings" ADD COLUMN "chat_tooltip" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "chat_opt_in" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_view_source" varchar DEFAULT 'View Source is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_inspect_element" varchar DEFAULT 'Inspect Element is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_right_click" varchar DEFAULT 'Right click is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_cut_copy_paste" varchar DEFAULT 'Cut/Copy/Paste is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_drag_drop" varchar DEFAULT 'Image Drag-n-Drop is disabled!' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_added" varchar DEFAULT 'Added to your cart' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "behaviours_messages_form_sent" varchar DEFAULT 'Thank you! Your message has been sent.' NOT NULL;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tours" ADD CONSTRAINT "tours_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v" ADD CONSTRAINT "_tours_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_hero_hero_image_idx" ON "pages" USING btree ("hero_image_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_hero_version_hero_image_idx" ON "_pages_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE UNIQUE INDEX "guides_slug_idx" ON "guides" USING btree ("slug");
  CREATE INDEX "guides_meta_meta_image_idx" ON "guides" USING btree ("meta_image_id");
  CREATE INDEX "_guides_v_version_version_slug_idx" ON "_guides_v" USING btree ("version_slug");
  CREATE INDEX "_guides_v_version_meta_version_meta_image_idx" ON "_guides_v" USING btree ("version_meta_image_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE UNIQUE INDEX "tours_slug_idx" ON "tours" USING btree ("slug");
  CREATE INDEX "tours_meta_meta_image_idx" ON "tours" USING btree ("meta_image_id");
  CREATE INDEX "_tours_v_version_version_slug_idx" ON "_tours_v" USING btree ("version_slug");
  CREATE INDEX "_tours_v_version_meta_version_meta_image_idx" ON "_tours_v" USING btree ("version_meta_image_id");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_guides_id_idx" ON "pages_rels" USING btree ("guides_id");
  CREATE INDEX "pages_rels_tours_id_idx" ON "pages_rels" USING btree ("tours_id");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_guides_id_idx" ON "_pages_v_rels" USING btree ("guides_id");
  CREATE INDEX "_pages_v_rels_tours_id_idx" ON "_pages_v_rels" USING btree ("tours_id");
  CREATE INDEX "header_rels_pages_id_idx" ON "header_rels" USING btree ("pages_id");
  CREATE INDEX "header_rels_guides_id_idx" ON "header_rels" USING btree ("guides_id");
  CREATE INDEX "header_rels_tours_id_idx" ON "header_rels" USING btree ("tours_id");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id");
  CREATE INDEX "footer_rels_guides_id_idx" ON "footer_rels" USING btree ("guides_id");
  CREATE INDEX "footer_rels_tours_id_idx" ON "footer_rels" USING btree ("tours_id");
  ALTER TABLE "pages_hero_links" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_hero_links" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_media_block" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_cta_links" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_latest_guides" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_tours_grid" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_gallery_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_gallery" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_pricing_table_plans_features" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_pricing_table_plans" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_pricing_table" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_itinerary_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_itinerary" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_tabs_tabs" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_tabs" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_accordion_items" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_accordion" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_slider_slides" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_slider" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_form_block" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_live_match" DROP COLUMN "_locale";
  ALTER TABLE "pages_blocks_login_register" DROP COLUMN "_locale";
  ALTER TABLE "pages_rels" DROP COLUMN "locale";
  ALTER TABLE "_pages_v_version_hero_links" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_hero_links" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_media_block" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_cta_links" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_latest_guides" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_tours_grid" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_gallery_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_gallery" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_pricing_table_plans_features" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_pricing_table_plans" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_pricing_table" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_itinerary_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_itinerary" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_tabs_tabs" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_tabs" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_accordion_items" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_accordion" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_slider_slides" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_slider" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_form_block" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_live_match" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v_blocks_login_register" DROP COLUMN "_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "locale";
  ALTER TABLE "_guides_v" DROP COLUMN "snapshot";
  ALTER TABLE "_guides_v" DROP COLUMN "published_locale";
  ALTER TABLE "_variants_v" DROP COLUMN "snapshot";
  ALTER TABLE "_variants_v" DROP COLUMN "published_locale";
  ALTER TABLE "tours_itinerary" DROP COLUMN "_locale";
  ALTER TABLE "tours_included" DROP COLUMN "_locale";
  ALTER TABLE "tours_excluded" DROP COLUMN "_locale";
  ALTER TABLE "_tours_v_version_itinerary" DROP COLUMN "_locale";
  ALTER TABLE "_tours_v_version_included" DROP COLUMN "_locale";
  ALTER TABLE "_tours_v_version_excluded" DROP COLUMN "_locale";
  ALTER TABLE "_tours_v" DROP COLUMN "snapshot";
  ALTER TABLE "_tours_v" DROP COLUMN "published_locale";
  ALTER TABLE "header_navigation_children" DROP COLUMN "_locale";
  ALTER TABLE "header_navigation" DROP COLUMN "_locale";
  ALTER TABLE "header_rels" DROP COLUMN "locale";
  ALTER TABLE "footer_columns_links" DROP COLUMN "_locale";
  ALTER TABLE "footer_columns" DROP COLUMN "_locale";
  ALTER TABLE "footer_rels" DROP COLUMN "locale";
  ALTER TABLE "site_settings_chat_bubbles" DROP COLUMN "_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__guides_v_published_locale";
  DROP TYPE "public"."enum__variants_v_published_locale";
  DROP TYPE "public"."enum__tours_v_published_locale";`)
}
