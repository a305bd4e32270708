import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Issue 19: a guide's blocks after the article (the live match heading) become one list per language, like
// pages' layout. Written by hand: SQLite cannot add a NOT NULL column without a default, so each table is
// rebuilt with `_locale`; the rows already there were written in English (the default language), so they
// become the 'en' list and the other languages read them through the fallback until translated.
const COLUMNS = `"_order", "_parent_id", "_path", "id", "heading", "lang", "empty_text", "following", "block_name"`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_guides_blocks_live_match\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql.raw(
      `INSERT INTO \`__new_guides_blocks_live_match\`(${COLUMNS}, "_locale") SELECT ${COLUMNS}, 'en' FROM \`guides_blocks_live_match\`;`,
    ),
  )
  await db.run(sql`DROP TABLE \`guides_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new_guides_blocks_live_match\` RENAME TO \`guides_blocks_live_match\`;`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_order_idx\` ON \`guides_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_parent_id_idx\` ON \`guides_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_path_idx\` ON \`guides_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`guides_blocks_live_match_locale_idx\` ON \`guides_blocks_live_match\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__guides_v_blocks_live_match\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql.raw(
      `INSERT INTO \`__new__guides_v_blocks_live_match\`(${COLUMNS}, "_uuid", "_locale") SELECT ${COLUMNS}, "_uuid", 'en' FROM \`_guides_v_blocks_live_match\`;`,
    ),
  )
  await db.run(sql`DROP TABLE \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`ALTER TABLE \`__new__guides_v_blocks_live_match\` RENAME TO \`_guides_v_blocks_live_match\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_order_idx\` ON \`_guides_v_blocks_live_match\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_parent_id_idx\` ON \`_guides_v_blocks_live_match\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_path_idx\` ON \`_guides_v_blocks_live_match\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_blocks_live_match_locale_idx\` ON \`_guides_v_blocks_live_match\` (\`_locale\`);`)
}

// Back to one shared list: the English one (the translations' rows would otherwise all show in every language).
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`guides_blocks_live_match\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DELETE FROM \`_guides_v_blocks_live_match\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DROP INDEX \`guides_blocks_live_match_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`guides_blocks_live_match\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`_guides_v_blocks_live_match_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v_blocks_live_match\` DROP COLUMN \`_locale\`;`)
}
