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

/**
 * A published tour with a test cover, in EUR, in Portugal, as the shop tests book it; with `pt`, its
 * Portuguese title (and slug) too. Returns its id.
 */
export async function testTour(
  payload: Payload,
  tour: { title: string; slug: string; priceFrom?: number; durationDays?: number; sku?: string },
  pt?: { title: string; slug?: string },
): Promise<number> {
  const cover = await testPicture(payload, `${tour.slug}.png`)
  const doc = await payload.create({
    collection: 'tours',
    data: {
      summary: 'Two days.',
      cover,
      durationDays: 2,
      priceFrom: 100,
      currency: 'EUR',
      destination: 'Portugal',
      _status: 'published',
      ...tour,
    } as never,
  })
  if (pt)
    await payload.update({
      collection: 'tours',
      id: doc.id,
      locale: 'pt',
      data: { summary: 'Dois dias.', destination: 'Portugal', ...pt } as never,
    })
  return doc.id as number
}

/**
 * A "Room" option type (Portuguese "Quarto") with two choices named in English and Portuguese, and the
 * tour's variant for each: shared double at the tour's price, single room 80 € more.
 */
export async function testRoomOptions(payload: Payload, tourId: number, stamp: string) {
  const type = await payload.create({ collection: 'variantTypes', data: { name: `room-${stamp}`, label: 'Room' } })
  await payload.update({ collection: 'variantTypes', id: type.id, locale: 'pt', data: { label: 'Quarto' } })
  const option = async (value: string, en: string, pt: string) => {
    const o = await payload.create({ collection: 'variantOptions', data: { variantType: type.id, value, label: en } })
    await payload.update({ collection: 'variantOptions', id: o.id, locale: 'pt', data: { label: pt } })
    return o.id as number
  }
  const double = await option('double', 'Shared double room', 'Quarto duplo partilhado')
  const single = await option('single', 'Single room', 'Quarto individual')
  const tour = await payload.update({
    collection: 'tours',
    id: tourId,
    data: { enableVariants: true, variantTypes: [type.id] } as never,
  })
  const euros = Number((tour as { priceFrom?: number }).priceFrom ?? 0)
  const variant = async (optionId: number, extra: number) =>
    (
      await payload.create({
        collection: 'variants',
        data: {
          product: tourId,
          options: [optionId],
          priceInEURenabled: true,
          priceInEUR: (euros + extra) * 100,
          _status: 'published',
        } as never,
      })
    ).id as number
  return { double: await variant(double, 0), single: await variant(single, 80) }
}
