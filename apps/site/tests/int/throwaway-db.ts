import pg from 'pg'

/**
 * A throw-away PostgreSQL database on the server of `serverUrl` (a postgres:// URL): created empty now;
 * `drop()` removes it, closing what is still connected to it.
 */
export async function createDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const query = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl })
    await c.connect()
    try {
      await c.query(sql)
    } finally {
      await c.end()
    }
  }
  await query(`CREATE DATABASE "${name}"`)
  const u = new URL(serverUrl)
  u.pathname = `/${name}`
  return { url: u.toString(), drop: () => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}
