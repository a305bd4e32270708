import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text,
  	\`empty_text\` text,
  	\`following\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_live_match\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "lang", "empty_text", "following", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "lang", "empty_text", "following", "block_name" FROM \`pages_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_live_match\` RENAME TO \`pages_blocks_live_match\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_order_idx\` ON \`pages_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_parent_id_idx\` ON \`pages_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_path_idx\` ON \`pages_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_locale_idx\` ON \`pages_blocks_live_match\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text,
  	\`empty_text\` text,
  	\`following\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_live_match\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "lang", "empty_text", "following", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "lang", "empty_text", "following", "_uuid", "block_name" FROM \`_pages_v_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_live_match\` RENAME TO \`_pages_v_blocks_live_match\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_order_idx\` ON \`_pages_v_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_parent_id_idx\` ON \`_pages_v_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_path_idx\` ON \`_pages_v_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_locale_idx\` ON \`_pages_v_blocks_live_match\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_guides_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text,
  	\`empty_text\` text,
  	\`following\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_guides_blocks_live_match\`("_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "block_name" FROM \`guides_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`guides_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new_guides_blocks_live_match\` RENAME TO \`guides_blocks_live_match\`;`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_order_idx\` ON \`guides_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_parent_id_idx\` ON \`guides_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_path_idx\` ON \`guides_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__guides_v_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text,
  	\`empty_text\` text,
  	\`following\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__guides_v_blocks_live_match\`("_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "_uuid", "block_name" FROM \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new__guides_v_blocks_live_match\` RENAME TO \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_order_idx\` ON \`_guides_v_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_parent_id_idx\` ON \`_guides_v_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_path_idx\` ON \`_guides_v_blocks_live_match\` (\`_path\`);`)
  // Written by hand: 'en' was the required field's default, so the blocks made so far follow the page's
  // language from now on (issue 19); an editor picks a language again where one is wanted.
  for (const table of ['pages_blocks_live_match', '_pages_v_blocks_live_match', 'guides_blocks_live_match', '_guides_v_blocks_live_match'])
    await db.run(sql.raw(`UPDATE "${table}" SET "lang" = NULL WHERE "lang" = 'en'`))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text DEFAULT 'en',
  	\`empty_text\` text,
  	\`following\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_live_match\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "lang", "empty_text", "following", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "lang", "empty_text", "following", "block_name" FROM \`pages_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_live_match\` RENAME TO \`pages_blocks_live_match\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_order_idx\` ON \`pages_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_parent_id_idx\` ON \`pages_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_path_idx\` ON \`pages_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_match_locale_idx\` ON \`pages_blocks_live_match\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text DEFAULT 'en',
  	\`empty_text\` text,
  	\`following\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_live_match\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "lang", "empty_text", "following", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "lang", "empty_text", "following", "_uuid", "block_name" FROM \`_pages_v_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_live_match\` RENAME TO \`_pages_v_blocks_live_match\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_order_idx\` ON \`_pages_v_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_parent_id_idx\` ON \`_pages_v_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_path_idx\` ON \`_pages_v_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_match_locale_idx\` ON \`_pages_v_blocks_live_match\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_guides_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text DEFAULT 'en',
  	\`empty_text\` text,
  	\`following\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_guides_blocks_live_match\`("_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "block_name" FROM \`guides_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`guides_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new_guides_blocks_live_match\` RENAME TO \`guides_blocks_live_match\`;`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_order_idx\` ON \`guides_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_parent_id_idx\` ON \`guides_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_path_idx\` ON \`guides_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__guides_v_blocks_live_match\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`lang\` text DEFAULT 'en',
  	\`empty_text\` text,
  	\`following\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__guides_v_blocks_live_match\`("_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "_uuid", "block_name" FROM \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`DROP TABLE \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new__guides_v_blocks_live_match\` RENAME TO \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_order_idx\` ON \`_guides_v_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_parent_id_idx\` ON \`_guides_v_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_path_idx\` ON \`_guides_v_blocks_live_match\` (\`_path\`);`)
}
