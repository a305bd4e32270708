import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_chat_bubbles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`note\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_chat_bubbles_order_idx\` ON \`site_settings_chat_bubbles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_chat_bubbles_parent_id_idx\` ON \`site_settings_chat_bubbles\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_telephone\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_message\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_whatsapp_web\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_mobile_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_button_delay\` numeric DEFAULT 3;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_message_delay\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_message_views\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_message_badge\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_header\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_cta\` text DEFAULT 'Open chat';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_tooltip\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_opt_in\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_opt_in_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_qr\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_position\` text DEFAULT 'right';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_color\` text DEFAULT '#25d366';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_text_color\` text DEFAULT '#111936';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_dark_mode\` text DEFAULT 'off';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_analytics_event_name\` text DEFAULT 'generate_lead';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_analytics_ads_send_to\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`chat_analytics_data_layer\` text DEFAULT 'dataLayer';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tracking_ga4_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tracking_ads_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tracking_fb_pixel_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tracking_consent_required\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tracking_consent_text\` text DEFAULT 'We use cookies for analytics and advertising (Google, Facebook) to measure and improve our site. Do you accept?';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`tracking_form_pixel_event\` text DEFAULT 'Lead';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_chat_bubbles\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_telephone\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_message\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_whatsapp_web\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_mobile_only\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_button_delay\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_message_delay\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_message_views\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_message_badge\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_header\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_cta\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_tooltip\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_opt_in\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_opt_in_required\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_qr\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_position\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_color\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_text_color\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_dark_mode\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_analytics_event_name\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_analytics_ads_send_to\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`chat_analytics_data_layer\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tracking_ga4_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tracking_ads_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tracking_fb_pixel_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tracking_consent_required\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tracking_consent_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`tracking_form_pixel_event\`;`)
}
