/**
 * The integration files that never reach the database (no Payload, no seeded content): `npm test` runs
 * them once, in its `site` step, instead of once per database dialect. The `site` step gives them a
 * DATABASE_URL where nothing listens (global-setup.ts): a file may load modules that import the Payload
 * config, but one that starts Payload fails at once ("cannot connect to Postgres ... 127.0.0.1:1")
 * instead of quietly testing one dialect. A file missing from this list is not lost: it runs on SQLite
 * and on PostgreSQL, as every file did before.
 *
 * vitest.config.ts reads SITE_TESTS: `database-free` runs these files only, `database` every other file,
 * `engine` every other file but those of ONE_DIALECT (below), unset (a developer's `npx vitest run`) all of them.
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

/**
 * The integration files that use the database but whose behaviour does not depend on its engine: npm test
 * runs them on SQLite only (`site-sqlite`), not again on PostgreSQL (`site-postgres`, SITE_TESTS=engine).
 * What they test lives outside the database adapter, and the database is only where their accounts,
 * forms or matches are kept (each through the same Local API calls that the files left on both dialects
 * make on PostgreSQL too):
 * - Redis or in-memory state: cluster-lock (the lease in Redis; Payload only asks it), login-limits,
 *   limits-redis, reset-mail-caps (counters of src/lib/rate-limit), football-rpc-cache (the RPC's cache);
 * - password hashing: account-timing (PBKDF2 work per path, counted by a spy);
 * - access rules and tokens in Payload's hooks: first-admin, api-internal-address, client-address (which
 *   address a request counts for);
 * - mail texts and their recipients: booking-mail, admin-agency-mail;
 * - other services: storage-s3 (files in S3), football-publish (the gateway's publish API);
 * - programs started with their own database settings, never the suite's: logs-lines (always SQLite),
 *   run-commands (no database or an unreachable one).
 * A file missing from this list runs on both, as every file did before.
 */
export const ONE_DIALECT = [
  'account-timing',
  'admin-agency-mail',
  'api-internal-address',
  'booking-mail',
  'client-address',
  'cluster-lock',
  'first-admin',
  'football-publish',
  'football-rpc-cache',
  'limits-redis',
  'login-limits',
  'logs-lines',
  'reset-mail-caps',
  'run-commands',
  'storage-s3',
].map((name) => `tests/int/${name}.test.ts`)

/** What the `site` step sets DATABASE_URL to: a PostgreSQL address where nothing listens (port 1). */
export const NO_DATABASE_URL = 'postgres://database-free-tests@127.0.0.1:1/see-tests-int-database-free-ts'
