import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_live_match\` ADD \`following\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_live_match\` ADD \`following\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`guides_blocks_live_match\` ADD \`following\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_guides_v_blocks_live_match\` ADD \`following\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_live_match\` DROP COLUMN \`following\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_live_match\` DROP COLUMN \`following\`;`)
  await db.run(sql`ALTER TABLE \`guides_blocks_live_match\` DROP COLUMN \`following\`;`)
  await db.run(sql`ALTER TABLE \`_guides_v_blocks_live_match\` DROP COLUMN \`following\`;`)
}
