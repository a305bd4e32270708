import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text DEFAULT 'en',
  	\`empty_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_order_idx\` ON \`pages_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_parent_id_idx\` ON \`pages_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_path_idx\` ON \`pages_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text DEFAULT 'en',
  	\`empty_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_order_idx\` ON \`_pages_v_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_parent_id_idx\` ON \`_pages_v_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_path_idx\` ON \`_pages_v_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`guides_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text DEFAULT 'en',
  	\`empty_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_order_idx\` ON \`guides_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_parent_id_idx\` ON \`guides_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_path_idx\` ON \`guides_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_guides_v_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text DEFAULT 'en',
  	\`empty_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_order_idx\` ON \`_guides_v_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_parent_id_idx\` ON \`_guides_v_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_path_idx\` ON \`_guides_v_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`leagues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`logo_id\` integer,
  	\`logo_url\` text,
  	\`provider_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`leagues_slug_idx\` ON \`leagues\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`leagues_logo_idx\` ON \`leagues\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`leagues_provider_id_idx\` ON \`leagues\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`leagues_updated_at_idx\` ON \`leagues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leagues_created_at_idx\` ON \`leagues\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`teams\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`abbreviation\` text,
  	\`logo_id\` integer,
  	\`logo_url\` text,
  	\`provider_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`teams_slug_idx\` ON \`teams\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`teams_logo_idx\` ON \`teams\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`teams_provider_id_idx\` ON \`teams\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`teams_updated_at_idx\` ON \`teams\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`teams_created_at_idx\` ON \`teams\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`matches_events\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`minute\` text NOT NULL,
  	\`side\` text NOT NULL,
  	\`player\` text,
  	\`player_in\` text,
  	\`score\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`matches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`matches_events_order_idx\` ON \`matches_events\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`matches_events_parent_id_idx\` ON \`matches_events\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`matches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`stage\` text DEFAULT 'plan' NOT NULL,
  	\`match_time\` text,
  	\`league_id\` integer NOT NULL,
  	\`home_team_id\` integer NOT NULL,
  	\`home_score\` numeric,
  	\`home_periods\` text,
  	\`away_team_id\` integer NOT NULL,
  	\`away_score\` numeric,
  	\`away_periods\` text,
  	\`provider_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`league_id\`) REFERENCES \`leagues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`away_team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`matches_slug_idx\` ON \`matches\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`matches_date_idx\` ON \`matches\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`matches_stage_idx\` ON \`matches\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`matches_league_idx\` ON \`matches\` (\`league_id\`);`)
  await db.run(sql`CREATE INDEX \`matches_home_home_team_idx\` ON \`matches\` (\`home_team_id\`);`)
  await db.run(sql`CREATE INDEX \`matches_away_away_team_idx\` ON \`matches\` (\`away_team_id\`);`)
  await db.run(sql`CREATE INDEX \`matches_provider_id_idx\` ON \`matches\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`matches_updated_at_idx\` ON \`matches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`matches_created_at_idx\` ON \`matches\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leagues_id\` integer REFERENCES leagues(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`teams_id\` integer REFERENCES teams(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`matches_id\` integer REFERENCES matches(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leagues_id_idx\` ON \`payload_locked_documents_rels\` (\`leagues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_matches_id_idx\` ON \`payload_locked_documents_rels\` (\`matches_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`guides_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`leagues\`;`)
  await db.run(sql`DROP TABLE \`teams\`;`)
  await db.run(sql`DROP TABLE \`matches_events\`;`)
  await db.run(sql`DROP TABLE \`matches\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`guides_id\` integer,
  	\`tours_id\` integer,
  	\`media_id\` integer,
  	\`categories_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guides_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tours_id\`) REFERENCES \`tours\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "guides_id", "tours_id", "media_id", "categories_id", "users_id", "redirects_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "guides_id", "tours_id", "media_id", "categories_id", "users_id", "redirects_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tours_id_idx\` ON \`payload_locked_documents_rels\` (\`tours_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
