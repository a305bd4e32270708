import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

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
const MOVED_INDEXES = ['pages_slug_idx', 'pages_hero_hero_image_idx', 'pages_meta_meta_image_idx', '_pages_v_version_version_slug_idx', '_pages_v_version_hero_version_hero_image_idx', '_pages_v_version_meta_version_meta_image_idx', 'guides_slug_idx', 'guides_meta_meta_image_idx', '_guides_v_version_version_slug_idx', '_guides_v_version_meta_version_meta_image_idx', 'categories_slug_idx', 'tours_slug_idx', 'tours_meta_meta_image_idx', '_tours_v_version_version_slug_idx', '_tours_v_version_meta_version_meta_image_idx']
const q = (name: string) => `"${name}"`

/*
 * REBUILT: the generator rebuilt pages, guides, tours and their version tables (new table, copy, DROP, rename).
 * Inside the migration's transaction PRAGMA foreign_keys=OFF does nothing, so that DROP deleted every child
 * row (blocks, arrays, relationships, versions' parents) through ON DELETE CASCADE. Instead the tables are
 * altered in place: new columns added, moved columns dropped; the moved columns that hold a foreign key
 * (SQLite cannot drop those without a rebuild: hero and meta images) stay as unused NULL columns.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {

  // SQLite's index names are global: the old tables' indexes go first, as the generated statements create
  // indexes of the same names on the *_locales tables before they rebuild the old tables.
  for (const index of MOVED_INDEXES) await db.run(sql.raw(`DROP INDEX IF EXISTS ${q(index)}`))
  // Keep the localized columns' content before the generated statements drop them.
  for (const [table, cols] of Object.entries(MOVED)) {
    await db.run(sql.raw(`CREATE TABLE ${q('_keep_' + table)} AS SELECT "id", ${cols.map(q).join(', ')} FROM ${q(table)}`))
  }
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`hero_style\` text DEFAULT 'full',
  	\`hero_heading\` text,
  	\`hero_text\` text,
  	\`hero_image_id\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_image_idx\` ON \`pages_locales\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_hero_style\` text DEFAULT 'full',
  	\`version_hero_heading\` text,
  	\`version_hero_text\` text,
  	\`version_hero_image_id\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_image_idx\` ON \`_pages_v_locales\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`guides_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`guides_slug_idx\` ON \`guides_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`guides_meta_meta_image_idx\` ON \`guides_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`guides_locales_locale_parent_id_unique\` ON \`guides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_guides_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_slug_idx\` ON \`_guides_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_meta_version_meta_image_idx\` ON \`_guides_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_guides_v_locales_locale_parent_id_unique\` ON \`_guides_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tours_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`destination\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tours_slug_idx\` ON \`tours_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`tours_meta_meta_image_idx\` ON \`tours_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tours_locales_locale_parent_id_unique\` ON \`tours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tours_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_destination\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tours_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version_slug_idx\` ON \`_tours_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_meta_version_meta_image_idx\` ON \`_tours_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_tours_v_locales_locale_parent_id_unique\` ON \`_tours_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkbox_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_checkbox_locales_locale_parent_id_unique\` ON \`forms_blocks_checkbox_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_email_locales_locale_parent_id_unique\` ON \`forms_blocks_email_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_message_locales\` (
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_message_locales_locale_parent_id_unique\` ON \`forms_blocks_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_number_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_number\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_number_locales_locale_parent_id_unique\` ON \`forms_blocks_number_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_select_options_locales_locale_parent_id_unique\` ON \`forms_blocks_select_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_select_locales_locale_parent_id_unique\` ON \`forms_blocks_select_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_text_locales_locale_parent_id_unique\` ON \`forms_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_textarea\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_textarea_locales_locale_parent_id_unique\` ON \`forms_blocks_textarea_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_emails_locales\` (
  	\`subject\` text DEFAULT 'You''ve received a new message.' NOT NULL,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_emails\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_emails_locales_locale_parent_id_unique\` ON \`forms_emails_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`submit_button_label\` text,
  	\`confirmation_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_locales\` (
  	\`cta_type\` text DEFAULT 'reference',
  	\`cta_url\` text,
  	\`cta_label\` text NOT NULL,
  	\`cta_new_tab\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_locales_locale_parent_id_unique\` ON \`header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`tagline\` text,
  	\`chat_message\` text,
  	\`chat_header\` text,
  	\`chat_cta\` text DEFAULT 'Open chat',
  	\`chat_tooltip\` text,
  	\`chat_opt_in\` text,
  	\`behaviours_messages_view_source\` text DEFAULT 'View Source is disabled!' NOT NULL,
  	\`behaviours_messages_inspect_element\` text DEFAULT 'Inspect Element is disabled!' NOT NULL,
  	\`behaviours_messages_right_click\` text DEFAULT 'Right click is disabled!' NOT NULL,
  	\`behaviours_messages_cut_copy_paste\` text DEFAULT 'Cut/Copy/Paste is disabled!' NOT NULL,
  	\`behaviours_messages_drag_drop\` text DEFAULT 'Image Drag-n-Drop is disabled!' NOT NULL,
  	\`behaviours_messages_added\` text DEFAULT 'Added to your cart' NOT NULL,
  	\`behaviours_messages_form_sent\` text DEFAULT 'Thank you! Your message has been sent.' NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  // (generated: a rebuild of `pages`, replaced: see REBUILT above)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_style\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_heading\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_text\`;`)
  await db.run(sql`UPDATE \`pages\` SET \`hero_image_id\` = NULL;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`UPDATE \`pages\` SET \`meta_image_id\` = NULL;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  // (generated: a rebuild of `_pages_v`, replaced: see REBUILT above)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_style\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_text\`;`)
  await db.run(sql`UPDATE \`_pages_v\` SET \`version_hero_image_id\` = NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`UPDATE \`_pages_v\` SET \`version_meta_image_id\` = NULL;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  // (generated: a rebuild of `guides`, replaced: see REBUILT above)
  await db.run(sql`ALTER TABLE \`guides\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`guides\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`guides\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`guides\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`guides\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`guides\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`UPDATE \`guides\` SET \`meta_image_id\` = NULL;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`guides_cover_idx\` ON \`guides\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`guides_published_at_idx\` ON \`guides\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`guides_updated_at_idx\` ON \`guides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`guides_created_at_idx\` ON \`guides\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`guides__status_idx\` ON \`guides\` (\`_status\`);`)
  // (generated: a rebuild of `_guides_v`, replaced: see REBUILT above)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` DROP COLUMN \`version_excerpt\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`UPDATE \`_guides_v\` SET \`version_meta_image_id\` = NULL;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_parent_idx\` ON \`_guides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_version_version_cover_idx\` ON \`_guides_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_version_version_published_at_idx\` ON \`_guides_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_version_version_updated_at_idx\` ON \`_guides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_version_version_created_at_idx\` ON \`_guides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_version_version__status_idx\` ON \`_guides_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_created_at_idx\` ON \`_guides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_updated_at_idx\` ON \`_guides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_snapshot_idx\` ON \`_guides_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_published_locale_idx\` ON \`_guides_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_latest_idx\` ON \`_guides_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_guides_v_autosave_idx\` ON \`_guides_v\` (\`autosave\`);`)
  // (generated: a rebuild of `tours`, replaced: see REBUILT above)
  await db.run(sql`ALTER TABLE \`tours\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`tours\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`tours\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`tours\` DROP COLUMN \`destination\`;`)
  await db.run(sql`ALTER TABLE \`tours\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`tours\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`UPDATE \`tours\` SET \`meta_image_id\` = NULL;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`tours_cover_idx\` ON \`tours\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`tours_updated_at_idx\` ON \`tours\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`tours_created_at_idx\` ON \`tours\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`tours__status_idx\` ON \`tours\` (\`_status\`);`)
  // (generated: a rebuild of `_tours_v`, replaced: see REBUILT above)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` DROP COLUMN \`version_destination\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`UPDATE \`_tours_v\` SET \`version_meta_image_id\` = NULL;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_parent_idx\` ON \`_tours_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_version_version_cover_idx\` ON \`_tours_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_version_version_updated_at_idx\` ON \`_tours_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_version_version_created_at_idx\` ON \`_tours_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_version_version__status_idx\` ON \`_tours_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_created_at_idx\` ON \`_tours_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_updated_at_idx\` ON \`_tours_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_snapshot_idx\` ON \`_tours_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_published_locale_idx\` ON \`_tours_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_latest_idx\` ON \`_tours_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_tours_v_autosave_idx\` ON \`_tours_v\` (\`autosave\`);`)
  // (generated: DROP INDEX `categories_slug_idx`, which by now is the new index on categories_locales; the old one went first)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`slug\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_pages_id_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_guides_id_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_tours_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_guides_id_idx\` ON \`pages_rels\` (\`guides_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_tours_id_idx\` ON \`pages_rels\` (\`tours_id\`,\`locale\`);`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_pages_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_guides_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_tours_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_guides_id_idx\` ON \`_pages_v_rels\` (\`guides_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_tours_id_idx\` ON \`_pages_v_rels\` (\`tours_id\`,\`locale\`);`)
  await db.run(sql`DROP INDEX \`header_rels_pages_id_idx\`;`)
  await db.run(sql`DROP INDEX \`header_rels_guides_id_idx\`;`)
  await db.run(sql`DROP INDEX \`header_rels_tours_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`header_rels\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`header_rels_locale_idx\` ON \`header_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_pages_id_idx\` ON \`header_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_guides_id_idx\` ON \`header_rels\` (\`guides_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_tours_id_idx\` ON \`header_rels\` (\`tours_id\`,\`locale\`);`)
  await db.run(sql`DROP INDEX \`footer_rels_pages_id_idx\`;`)
  await db.run(sql`DROP INDEX \`footer_rels_guides_id_idx\`;`)
  await db.run(sql`DROP INDEX \`footer_rels_tours_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer_rels\` ADD \`locale\` text;`)
  await db.run(sql`CREATE INDEX \`footer_rels_locale_idx\` ON \`footer_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_guides_id_idx\` ON \`footer_rels\` (\`guides_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_tours_id_idx\` ON \`footer_rels\` (\`tours_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_hero_links\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_hero_links_locale_idx\` ON \`pages_hero_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_links\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_locale_idx\` ON \`pages_blocks_hero_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_locale_idx\` ON \`pages_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_media_block\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_block_locale_idx\` ON \`pages_blocks_media_block\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_links\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_links_locale_idx\` ON \`pages_blocks_cta_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_locale_idx\` ON \`pages_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_latest_guides\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_guides_locale_idx\` ON \`pages_blocks_latest_guides\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tours_grid\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tours_grid_locale_idx\` ON \`pages_blocks_tours_grid\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery_items\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_items_locale_idx\` ON \`pages_blocks_gallery_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_gallery_locale_idx\` ON \`pages_blocks_gallery\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_pricing_table_plans_features\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_table_plans_features_locale_idx\` ON \`pages_blocks_pricing_table_plans_features\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_pricing_table_plans\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_table_plans_locale_idx\` ON \`pages_blocks_pricing_table_plans\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_pricing_table\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_table_locale_idx\` ON \`pages_blocks_pricing_table\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_itinerary_items\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_itinerary_items_locale_idx\` ON \`pages_blocks_itinerary_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_itinerary\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_itinerary_locale_idx\` ON \`pages_blocks_itinerary\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs_tabs\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_tabs_locale_idx\` ON \`pages_blocks_tabs_tabs\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tabs_locale_idx\` ON \`pages_blocks_tabs\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion_items\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_locale_idx\` ON \`pages_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_locale_idx\` ON \`pages_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider_slides\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_locale_idx\` ON \`pages_blocks_slider_slides\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_locale_idx\` ON \`pages_blocks_slider\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_form_block\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_block_locale_idx\` ON \`pages_blocks_form_block\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_live_match\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_locale_idx\` ON \`pages_blocks_live_match\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_login_register\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`pages_blocks_login_register_locale_idx\` ON \`pages_blocks_login_register\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_hero_links\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_links_locale_idx\` ON \`_pages_v_version_hero_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_links\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_links_locale_idx\` ON \`_pages_v_blocks_hero_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_locale_idx\` ON \`_pages_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_media_block\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_block_locale_idx\` ON \`_pages_v_blocks_media_block\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta_links\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_links_locale_idx\` ON \`_pages_v_blocks_cta_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_locale_idx\` ON \`_pages_v_blocks_cta\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_latest_guides\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_guides_locale_idx\` ON \`_pages_v_blocks_latest_guides\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tours_grid\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tours_grid_locale_idx\` ON \`_pages_v_blocks_tours_grid\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery_items\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_items_locale_idx\` ON \`_pages_v_blocks_gallery_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_gallery_locale_idx\` ON \`_pages_v_blocks_gallery\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_pricing_table_plans_features\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_table_plans_features_locale_idx\` ON \`_pages_v_blocks_pricing_table_plans_features\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_pricing_table_plans\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_table_plans_locale_idx\` ON \`_pages_v_blocks_pricing_table_plans\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_pricing_table\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_table_locale_idx\` ON \`_pages_v_blocks_pricing_table\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_itinerary_items\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_itinerary_items_locale_idx\` ON \`_pages_v_blocks_itinerary_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_itinerary\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_itinerary_locale_idx\` ON \`_pages_v_blocks_itinerary\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs_tabs\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_tabs_locale_idx\` ON \`_pages_v_blocks_tabs_tabs\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tabs_locale_idx\` ON \`_pages_v_blocks_tabs\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion_items\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_locale_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_locale_idx\` ON \`_pages_v_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider_slides\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_locale_idx\` ON \`_pages_v_blocks_slider_slides\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_locale_idx\` ON \`_pages_v_blocks_slider\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_form_block\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_block_locale_idx\` ON \`_pages_v_blocks_form_block\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_live_match\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_locale_idx\` ON \`_pages_v_blocks_live_match\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_login_register\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_login_register_locale_idx\` ON \`_pages_v_blocks_login_register\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_variants_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_variants_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_variants_v_snapshot_idx\` ON \`_variants_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_variants_v_published_locale_idx\` ON \`_variants_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`tours_itinerary\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`tours_itinerary_locale_idx\` ON \`tours_itinerary\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`tours_included\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`tours_included_locale_idx\` ON \`tours_included\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`tours_excluded\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`tours_excluded_locale_idx\` ON \`tours_excluded\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_tours_v_version_itinerary\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_itinerary_locale_idx\` ON \`_tours_v_version_itinerary\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_tours_v_version_included\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_included_locale_idx\` ON \`_tours_v_version_included\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_tours_v_version_excluded\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_excluded_locale_idx\` ON \`_tours_v_version_excluded\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`header_navigation_children\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`header_navigation_children_locale_idx\` ON \`header_navigation_children\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`header_navigation\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`header_navigation_locale_idx\` ON \`header_navigation\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_locale_idx\` ON \`footer_columns_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`footer_columns\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`footer_columns_locale_idx\` ON \`footer_columns\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`site_settings_chat_bubbles\` ADD \`_locale\` text NOT NULL DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`site_settings_chat_bubbles_locale_idx\` ON \`site_settings_chat_bubbles\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`forms_blocks_checkbox\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_email\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_message\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_number\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_select_options\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_select\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_select\` DROP COLUMN \`default_value\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_text\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_text\` DROP COLUMN \`default_value\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_textarea\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_textarea\` DROP COLUMN \`default_value\`;`)
  await db.run(sql`ALTER TABLE \`forms_emails\` DROP COLUMN \`subject\`;`)
  await db.run(sql`ALTER TABLE \`forms_emails\` DROP COLUMN \`message\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`submit_button_label\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`confirmation_message\`;`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`cta_type\`;`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`cta_url\`;`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`cta_label\`;`)
  await db.run(sql`ALTER TABLE \`header\` DROP COLUMN \`cta_new_tab\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`note\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tagline\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_message\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_header\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_cta\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_tooltip\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_opt_in\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`behaviours_messages_view_source\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`behaviours_messages_inspect_element\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`behaviours_messages_right_click\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`behaviours_messages_cut_copy_paste\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`behaviours_messages_drag_drop\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`behaviours_messages_added\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`behaviours_messages_form_sent\`;`)

  // ...and put it back as the default language's (en).
  for (const [table, cols] of Object.entries(MOVED)) {
    const list = cols.map(q).join(', ')
    await db.run(
      sql.raw(
        `INSERT INTO ${q(table + '_locales')} (${list}, "_locale", "_parent_id") SELECT ${list}, 'en', "id" FROM ${q('_keep_' + table)}`,
      ),
    )
    await db.run(sql.raw(`DROP TABLE ${q('_keep_' + table)}`))
  }
  for (const table of RELS) await db.run(sql.raw(`UPDATE ${q(table)} SET "locale" = 'en'`))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`guides_locales\`;`)
  await db.run(sql`DROP TABLE \`_guides_v_locales\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`tours_locales\`;`)
  await db.run(sql`DROP TABLE \`_tours_v_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkbox_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_message_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_number_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_emails_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`header_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP INDEX \`pages_hero_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_hero_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_hero_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_hero_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_rich_text_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_rich_text\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_media_block_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_media_block\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_cta_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_cta_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_latest_guides_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_latest_guides\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_tours_grid_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tours_grid\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_gallery_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_gallery_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_gallery\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_pricing_table_plans_features_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_pricing_table_plans_features\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_pricing_table_plans_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_pricing_table_plans\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_pricing_table_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_pricing_table\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_itinerary_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_itinerary_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_itinerary_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_itinerary\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_tabs_tabs_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs_tabs\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_tabs_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_tabs\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_accordion_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_accordion_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_slider_slides_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider_slides\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_slider_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_slider\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_form_block_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_form_block\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_live_match_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_live_match\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_blocks_login_register_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_login_register\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_pages_id_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_guides_id_idx\`;`)
  await db.run(sql`DROP INDEX \`pages_rels_tours_id_idx\`;`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_guides_id_idx\` ON \`pages_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_tours_id_idx\` ON \`pages_rels\` (\`tours_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_hero_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_hero_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_hero_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_hero_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_rich_text_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_rich_text\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_media_block_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_media_block\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_cta_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_cta_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_latest_guides_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_latest_guides\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_tours_grid_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tours_grid\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_gallery_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_gallery_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_gallery\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_pricing_table_plans_features_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_pricing_table_plans_features\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_pricing_table_plans_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_pricing_table_plans\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_pricing_table_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_pricing_table\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_itinerary_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_itinerary_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_itinerary_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_itinerary\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_tabs_tabs_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs_tabs\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_tabs_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_tabs\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_accordion_items_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion_items\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_accordion_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_slider_slides_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider_slides\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_slider_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_slider\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_form_block_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_form_block\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_live_match_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_live_match\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_blocks_login_register_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_login_register\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_slug\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_style\` text DEFAULT 'full';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_image_idx\` ON \`_pages_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_pages_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_guides_id_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_rels_tours_id_idx\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_guides_id_idx\` ON \`_pages_v_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_tours_id_idx\` ON \`_pages_v_rels\` (\`tours_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`_guides_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_guides_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`version_slug\` text;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_slug_idx\` ON \`_guides_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_meta_version_meta_image_idx\` ON \`_guides_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_guides_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_variants_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_variants_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_variants_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_variants_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`tours_itinerary_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`tours_itinerary\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`tours_included_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`tours_included\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`tours_excluded_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`tours_excluded\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_tours_v_version_itinerary_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v_version_itinerary\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_tours_v_version_included_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v_version_included\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_tours_v_version_excluded_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v_version_excluded\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_tours_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_tours_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`version_slug\` text;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`version_destination\` text;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version_slug_idx\` ON \`_tours_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_meta_version_meta_image_idx\` ON \`_tours_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_tours_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_tours_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`header_navigation_children_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`header_navigation_children\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`header_navigation_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`header_navigation\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`header_rels_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`header_rels_pages_id_idx\`;`)
  await db.run(sql`DROP INDEX \`header_rels_guides_id_idx\`;`)
  await db.run(sql`DROP INDEX \`header_rels_tours_id_idx\`;`)
  await db.run(sql`CREATE INDEX \`header_rels_pages_id_idx\` ON \`header_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_guides_id_idx\` ON \`header_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`header_rels_tours_id_idx\` ON \`header_rels\` (\`tours_id\`);`)
  await db.run(sql`ALTER TABLE \`header_rels\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`footer_columns_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer_columns_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`footer_columns_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer_columns\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`footer_rels_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`footer_rels_pages_id_idx\`;`)
  await db.run(sql`DROP INDEX \`footer_rels_guides_id_idx\`;`)
  await db.run(sql`DROP INDEX \`footer_rels_tours_id_idx\`;`)
  await db.run(sql`CREATE INDEX \`footer_rels_pages_id_idx\` ON \`footer_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_guides_id_idx\` ON \`footer_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_rels_tours_id_idx\` ON \`footer_rels\` (\`tours_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_rels\` DROP COLUMN \`locale\`;`)
  await db.run(sql`DROP INDEX \`site_settings_chat_bubbles_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_chat_bubbles\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_style\` text DEFAULT 'full';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_image_idx\` ON \`pages\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`guides\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`guides\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`guides\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`guides\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`guides\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`guides\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`guides\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE UNIQUE INDEX \`guides_slug_idx\` ON \`guides\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`guides_meta_meta_image_idx\` ON \`guides\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`title\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`slug\` text NOT NULL;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`tours\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`tours\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`tours\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`tours\` ADD \`destination\` text;`)
  await db.run(sql`ALTER TABLE \`tours\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`tours\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`tours\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tours_slug_idx\` ON \`tours\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tours_meta_meta_image_idx\` ON \`tours\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`forms_blocks_checkbox\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_email\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_message\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_number\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_select_options\` ADD \`label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_select\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_select\` ADD \`default_value\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_text\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_text\` ADD \`default_value\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_textarea\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`forms_blocks_textarea\` ADD \`default_value\` text;`)
  await db.run(sql`ALTER TABLE \`forms_emails\` ADD \`subject\` text DEFAULT 'You''ve received a new message.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`forms_emails\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`submit_button_label\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`confirmation_message\` text;`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`cta_type\` text DEFAULT 'reference';`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`cta_url\` text;`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`cta_label\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`cta_new_tab\` integer;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tagline\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_message\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_header\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_cta\` text DEFAULT 'Open chat';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_tooltip\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_opt_in\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`behaviours_messages_view_source\` text DEFAULT 'View Source is disabled!' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`behaviours_messages_inspect_element\` text DEFAULT 'Inspect Element is disabled!' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`behaviours_messages_right_click\` text DEFAULT 'Right click is disabled!' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`behaviours_messages_cut_copy_paste\` text DEFAULT 'Cut/Copy/Paste is disabled!' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`behaviours_messages_drag_drop\` text DEFAULT 'Image Drag-n-Drop is disabled!' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`behaviours_messages_added\` text DEFAULT 'Added to your cart' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`behaviours_messages_form_sent\` text DEFAULT 'Thank you! Your message has been sent.' NOT NULL;`)
}
