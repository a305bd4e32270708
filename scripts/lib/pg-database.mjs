/**
 * PostgreSQL databases made by the launcher, the tests and the benches: one way to create, check and
 * drop them. `pg` is imported on first use, so the SQLite default never loads it.
 */

const quote = (name) => `"${name.replaceAll('"', '""')}"`

async function client(url) {
  const { default: pg } = await import('pg')
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await c.connect()
  return c
}

/** Runs one statement on the server of `url`, connected to `url`'s own database. */
async function runOn(url, sql) {
  const c = await client(url)
  try {
    await c.query(sql)
  } finally {
    await c.end()
  }
}

/** `serverUrl` with `name` as its database. */
export function withDatabase(serverUrl, name) {
  const u = new URL(serverUrl)
  u.pathname = `/${encodeURIComponent(name)}`
  return u.toString()
}

/**
 * Drops the database of `url` if there is one, closing what is still connected to it; the statement
 * runs connected to `serverUrl` (another database on that server: by default its "postgres" one).
 */
export async function dropDatabase(url, serverUrl = withDatabase(url, 'postgres')) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  await runOn(serverUrl, `DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`)
}

/**
 * A throw-away database on the server of `serverUrl` (any database there that we may connect to),
 * created empty now; `drop()` removes it, closing what is still connected to it.
 */
export async function createDatabase(serverUrl, name) {
  await runOn(serverUrl, `CREATE DATABASE ${quote(name)}`)
  const url = withDatabase(serverUrl, name)
  return { url, drop: () => dropDatabase(url, serverUrl) }
}

/**
 * Creates the database of `url` when its server has none of that name (connected to the server's
 * "postgres" database to do it); a clear error when the server is unreachable or refuses.
 */
export async function ensureDatabase(url) {
  try {
    await (await client(url)).end()
    return false
  } catch (e) {
    // 3D000: no such database. Anything else (refused, wrong password) is not ours to mend.
    if (e?.code !== '3D000') throw new Error(`PostgreSQL at ${new URL(url).host} is unreachable: ${e.message}`)
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const admin = withDatabase(url, 'postgres')
  try {
    await runOn(admin, `CREATE DATABASE ${quote(name)}`)
  } catch (e) {
    throw new Error(`the database "${name}" does not exist and could not be created: ${e.message}`)
  }
  return true
}
