import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tours_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tours_faq_order_idx\` ON \`tours_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tours_faq_parent_id_idx\` ON \`tours_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tours_faq_locale_idx\` ON \`tours_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_tours_v_version_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tours_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tours_v_version_faq_order_idx\` ON \`_tours_v_version_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_faq_parent_id_idx\` ON \`_tours_v_version_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_faq_locale_idx\` ON \`_tours_v_version_faq\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tours_faq\`;`)
  await db.run(sql`DROP TABLE \`_tours_v_version_faq\`;`)
}
