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

/**
 * The demo content in the suite's database, made once per run: the test files share the database, and
 * one that runs earlier (in an order vitest chooses) may already have made documents of its own.
 */
export async function demoContent(payload: Payload): Promise<void> {
  const { seed } = await import('../../src/seed')
  await seed(payload, () => {}, { onlyIfEmpty: false })
}

/** An 8x8 PNG uploaded as a media document with its alt text, as a cover for test tours and guides; returns its id. */
export async function testPicture(payload: Payload, name: string): Promise<number> {
  const { default: sharp } = await import('sharp')
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A test picture' } as never,
    file: { data: png, mimetype: 'image/png', name, size: png.length },
  })
  return media.id as number
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
