import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** Payload on the suite's throw-away database, migrated with the committed migrations. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const { default: config } = await import('../../src/payload.config')
    const payload = await getPayload({ config })
    const { dialect } = await import('../../src/lib/db')
    const { migrations } =
      dialect() === 'postgres'
        ? await import('../../src/migrations/postgres')
        : await import('../../src/migrations/sqlite')
    await payload.db.migrate({ migrations: migrations as never })
    return payload
  })()
  return instance
}

/** A contact form (name, email, message; all required) as an editor would build it; returns its id. */
export async function createContactForm(payload: Payload, title = 'Contact'): Promise<number> {
  const { doc, p } = await import('../../src/seed/lexical')
  const form = await payload.create({
    collection: 'forms',
    data: {
      title,
      confirmationType: 'message',
      confirmationMessage: doc(p('Thanks')),
      fields: [
        { blockType: 'text', name: 'name', label: 'Your name', required: true },
        { blockType: 'email', name: 'email', label: 'Email', required: true },
        { blockType: 'textarea', name: 'message', label: 'Message', required: true },
      ],
    } as never,
  })
  return form.id as number
}
