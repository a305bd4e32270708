/**
 * The integration files that never reach the database (no Payload, no seeded content): `npm test` runs
 * them once, in its `site` step, instead of once per database dialect. The `site` step gives them a
 * DATABASE_URL where nothing listens (global-setup.ts): a file may load modules that import the Payload
 * config, but one that starts Payload fails at once ("cannot connect to Postgres ... 127.0.0.1:1")
 * instead of quietly testing one dialect. A file missing from this list is not lost: it runs on SQLite
 * and on PostgreSQL, as every file did before.
 *
 * vitest.config.ts reads SITE_TESTS: `database-free` runs these files only, `database` every other file,
 * unset (a developer's `npx vitest run`) all of them.
 */
export const DATABASE_FREE = [
  'body-limit',
  'chat-core',
  'header-fit',
  'i18n-messages',
  'later',
  'lib',
  'live-match-block',
  'malformed-url',
  'nginx-encoding',
  'not-found-page',
  'page-cache',
  'page-csp',
  'page-scripts',
  'preview-path',
  'publisher-nodes',
  'revalidate-broadcast',
  'revalidate-follow-up',
  'search-page-limit',
  'shop-client-locale',
].map((name) => `tests/int/${name}.test.ts`)

/** What the `site` step sets DATABASE_URL to: a PostgreSQL address where nothing listens (port 1). */
export const NO_DATABASE_URL = 'postgres://database-free-tests@127.0.0.1:1/see-tests-int-database-free-ts'
