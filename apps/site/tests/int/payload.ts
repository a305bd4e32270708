import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** Payload on the suite's throw-away database, migrated with the committed migrations. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const { default: config } = await import('../../src/payload.config')
    const payload = await getPayload({ config })
    const { dialect } = await import('../../src/lib/db')
    const { migrations } =
      dialect() === 'postgres' ? await import('../../src/migrations/postgres') : await import('../../src/migrations/sqlite')
    await payload.db.migrate({ migrations: migrations as never })
    return payload
  })()
  return instance
}
