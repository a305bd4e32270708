import path from 'node:path'
import { createDatabase } from '../../../../scripts/lib/pg-database.mjs'
import { sql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 19: turning on Payload's localization moves the content fields into `*_locales` tables. A database
 * filled before that change, then migrated, keeps its content as the default language's (en), and the
 * other languages read it through the fallback. On its own database (this file migrates in two steps).
 */
let payload: Payload
let dropDatabase: (() => Promise<void>) | undefined
let run: (statement: string) => Promise<unknown>
let migrations: { name: string; down: (args: never) => Promise<void> }[]

const body = JSON.stringify({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [
          { type: 'text', version: 1, text: 'Trams and viewpoints.', format: 0, mode: 'normal', style: '', detail: 0 },
        ],
      },
    ],
  },
})

beforeAll(async () => {
  const url = process.env.DATABASE_URL
  if (url && /^postgres/.test(url)) {
    const db = await createDatabase(url, `${new URL(url).pathname.slice(1)}_l10n`)
    process.env.DATABASE_URL = db.url
    dropDatabase = db.drop
  } else {
    process.env.DATABASE_URL = `file:${path.join(process.env.DATA_DIR!, 'l10n-migration.db')}`
  }
  const { default: config } = await import('../../src/payload.config')
  payload = await getPayload({ config })
  const { dialect } = await import('../../src/lib/db')
  const db = payload.db as unknown as {
    drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
  }
  run = (statement) =>
    dialect() === 'postgres' ? db.drizzle.execute!(sql.raw(statement)) : db.drizzle.run!(sql.raw(statement))
  ;({ migrations } =
    dialect() === 'postgres'
      ? await import('../../src/migrations/postgres')
      : await import('../../src/migrations/sqlite'))
  const at = migrations.findIndex((m) => m.name.endsWith('_localization'))
  expect(at).toBeGreaterThan(0)
  // The schema as it was before localization, with content in it.
  await payload.db.migrate({ migrations: migrations.slice(0, at) as never })
  await run(`INSERT INTO "categories" ("id", "title", "slug") VALUES (1, 'City breaks', 'city-breaks')`)
  await run(
    `INSERT INTO "media" ("id", "alt", "filename", "mime_type") VALUES (1, 'Tram 28', 'tram.jpg', 'image/jpeg')`,
  )
  await run(
    `INSERT INTO "guides" ("id", "title", "slug", "excerpt", "body", "cover_id", "_status", "published_at") VALUES (1, 'Lisbon in three days', 'lisbon-in-three-days', 'Trams, viewpoints and pastries.', '${body}', 1, 'published', '2026-01-01T00:00:00.000Z')`,
  )
  await run(`INSERT INTO "guides_rels" ("order", "parent_id", "path", "categories_id") VALUES (1, 1, 'categories', 1)`)
  await run(
    `INSERT INTO "guides_blocks_live_match" ("_order", "_parent_id", "_path", "id", "heading", "lang") VALUES (1, 1, 'after', 'lm1', 'Football tonight', 'en')`,
  )
  await run(
    `INSERT INTO "pages" ("id", "title", "slug", "hero_heading", "_status") VALUES (1, 'About us', 'about', 'Who we are', 'published')`,
  )
  await run(
    `INSERT INTO "pages_blocks_rich_text" ("_order", "_parent_id", "_path", "id", "content") VALUES (1, 1, 'layout', 'blk1', '${body}')`,
  )
  await run(
    `INSERT INTO "tours" ("id", "title", "slug", "summary", "destination", "duration_days", "price_from", "_status") VALUES (1, 'Sintra day trip', 'sintra-day-trip', 'Palaces and gardens.', 'Sintra', 1, 89, 'published')`,
  )
  await run(
    `INSERT INTO "tours_itinerary" ("_order", "_parent_id", "id", "day", "title") VALUES (1, 1, 'day1', 1, 'Pena Palace')`,
  )
  await run(
    `INSERT INTO "header" ("id", "cta_type", "cta_url", "cta_label") VALUES (1, 'custom', '/tours', 'Book now')`,
  )
  await run(
    `INSERT INTO "header_navigation" ("_order", "_parent_id", "id", "type", "label") VALUES (1, 1, 'nav1', 'reference', 'About')`,
  )
  await run(
    `INSERT INTO "header_rels" ("order", "parent_id", "path", "pages_id") VALUES (1, 1, 'navigation.0.reference', 1)`,
  )
  await run(
    `INSERT INTO "site_settings" ("id", "site_name", "tagline") VALUES (1, 'Sunway Tours', 'Small-group tours')`,
  )
  // Then the localization migration and what follows it, up to the one that gives a guide's blocks after
  // the article one list per language; a block written then (one shared list) is kept as English too.
  const blocksAt = migrations.findIndex((m) => m.name.endsWith('_guides_after_localization'))
  expect(blocksAt).toBeGreaterThan(at)
  await payload.db.migrate({ migrations: migrations.slice(0, blocksAt) as never })
  await run(
    `INSERT INTO "guides_blocks_live_match" ("_order", "_parent_id", "_path", "id", "heading") VALUES (2, 1, 'after', 'lm2', 'Match day')`,
  )
  // Then up to the one that gives tour options' labels one per language; the labels written before it
  // (one per option) are kept as English.
  const labelsAt = migrations.findIndex((m) => m.name.endsWith('_variant_labels'))
  expect(labelsAt).toBeGreaterThan(blocksAt)
  await payload.db.migrate({ migrations: migrations.slice(0, labelsAt) as never })
  await run(`INSERT INTO "variant_types" ("id", "label", "name") VALUES (1, 'Room', 'room')`)
  await run(
    `INSERT INTO "variant_options" ("id", "variant_type_id", "label", "value") VALUES (1, 1, 'Shared double room', 'double'), (2, 1, 'Single room', 'single')`,
  )
  await payload.db.migrate({ migrations: migrations as never })
}, 240_000)

afterAll(async () => {
  // The drop ends Payload's idle connections to this database: expected, not an error of the test.
  ;(payload?.db as unknown as { pool?: { on: (e: string, f: () => void) => void } })?.pool?.on('error', () => {})
  await dropDatabase?.()
})

describe('localization migration keeps existing content as English', () => {
  it("tour options' labels: the en locale, other languages through the fallback, a translation its own", async () => {
    const type = await payload.findByID({ collection: 'variantTypes', id: 1, locale: 'en', fallbackLocale: false })
    expect([type.label, type.name]).toEqual(['Room', 'room'])
    const en = await payload.find({ collection: 'variantOptions', locale: 'en', fallbackLocale: false, sort: 'id' })
    expect(en.docs.map((o) => [o.label, o.value])).toEqual([
      ['Shared double room', 'double'],
      ['Single room', 'single'],
    ])
    const pt = await payload.findByID({ collection: 'variantOptions', id: 2, locale: 'pt' })
    expect(pt.label).toBe('Single room')
    await payload.update({ collection: 'variantOptions', id: 2, locale: 'pt', data: { label: 'Quarto individual' } })
    expect((await payload.findByID({ collection: 'variantOptions', id: 2, locale: 'pt' })).label).toBe(
      'Quarto individual',
    )
    expect((await payload.findByID({ collection: 'variantOptions', id: 2, locale: 'en' })).label).toBe('Single room')
  })

  it('collections: title, slug, excerpt, body, block, array and relationships are the en locale', async () => {
    const guide = await payload.findByID({ collection: 'guides', id: 1, locale: 'en', fallbackLocale: false })
    expect(guide.title).toBe('Lisbon in three days')
    expect(guide.slug).toBe('lisbon-in-three-days')
    expect(guide.excerpt).toBe('Trams, viewpoints and pastries.')
    expect(JSON.stringify(guide.body)).toContain('Trams and viewpoints.')
    expect((guide.categories as { title: string }[]).map((c) => c.title)).toEqual(['City breaks'])
    // the live match block kept, its former default language ('en') now "the page's language"
    expect(guide.after?.map((b) => [b.heading, b.lang ?? null])).toEqual([
      ['Football tonight', null],
      ['Match day', null],
    ])

    const page = await payload.findByID({ collection: 'pages', id: 1, locale: 'en', fallbackLocale: false })
    expect(page.title).toBe('About us')
    expect(page.hero?.heading).toBe('Who we are')
    expect(page.layout?.map((b) => b.blockType)).toEqual(['richText'])

    const tour = await payload.findByID({ collection: 'tours', id: 1, locale: 'en', fallbackLocale: false })
    expect(tour.title).toBe('Sintra day trip')
    expect(tour.destination).toBe('Sintra')
    expect(tour.itinerary?.map((d) => d.title)).toEqual(['Pena Palace'])

    const found = await payload.find({ collection: 'guides', where: { slug: { equals: 'lisbon-in-three-days' } } })
    expect(found.docs.map((d) => d.id)).toEqual([1])
  })

  it('globals: header navigation, call to action and tagline are the en locale', async () => {
    const header = await payload.findGlobal({ slug: 'header', locale: 'en', fallbackLocale: false })
    expect(header.navigation?.map((n) => n.label)).toEqual(['About'])
    expect((header.navigation?.[0]?.reference as { value: { slug: string } })?.value?.slug).toBe('about')
    expect(header.cta?.label).toBe('Book now')
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'en', fallbackLocale: false })
    expect(settings.tagline).toBe('Small-group tours')
    expect(settings.siteName).toBe('Sunway Tours')
  })

  it('another language reads the English content through the fallback, and has none of its own', async () => {
    const pt = await payload.findByID({ collection: 'guides', id: 1, locale: 'pt' })
    expect(pt.title).toBe('Lisbon in three days')
    const own = await payload.findByID({ collection: 'guides', id: 1, locale: 'pt', fallbackLocale: false })
    expect(own.title ?? null).toBeNull()
    // the blocks after the article too: English through the fallback, none of its own
    expect(pt.after?.map((b) => b.heading)).toEqual(['Football tonight', 'Match day'])
    expect(own.after ?? []).toEqual([])
    const header = await payload.findGlobal({ slug: 'header', locale: 'pt' })
    expect(header.navigation?.map((n) => n.label)).toEqual(['About'])
  })

  it('a translation saved afterwards is its own, and English is unchanged', async () => {
    const en = await payload.findByID({ collection: 'guides', id: 1, locale: 'en' })
    await payload.update({
      collection: 'guides',
      id: 1,
      locale: 'pt',
      data: {
        title: 'Lisboa em três dias',
        slug: 'lisboa-em-tres-dias',
        excerpt: 'Elétricos e miradouros.',
        body: en.body,
        after: [{ blockType: 'liveMatch', heading: 'Futebol esta noite' }],
      },
    })
    const pt = await payload.find({
      collection: 'guides',
      locale: 'pt',
      where: { slug: { equals: 'lisboa-em-tres-dias' } },
    })
    expect(pt.docs.map((d) => d.title)).toEqual(['Lisboa em três dias'])
    expect(pt.docs[0]?.after?.map((b) => b.heading)).toEqual(['Futebol esta noite'])
    const after = await payload.findByID({ collection: 'guides', id: 1, locale: 'en' })
    expect(after.title).toBe('Lisbon in three days')
    expect(after.slug).toBe('lisbon-in-three-days')
    expect(after.after?.map((b) => b.heading)).toEqual(['Football tonight', 'Match day'])
  })

  it("a picture's alt text (issue 27.12): the en locale, other languages through the fallback, a translation its own", async () => {
    const en = await payload.findByID({ collection: 'media', id: 1, locale: 'en', fallbackLocale: false })
    expect(en.alt).toBe('Tram 28')
    expect((await payload.findByID({ collection: 'media', id: 1, locale: 'pt' })).alt).toBe('Tram 28')
    await payload.update({ collection: 'media', id: 1, locale: 'pt', data: { alt: 'O elétrico 28' } })
    expect((await payload.findByID({ collection: 'media', id: 1, locale: 'pt' })).alt).toBe('O elétrico 28')
    expect((await payload.findByID({ collection: 'media', id: 1, locale: 'en' })).alt).toBe('Tram 28')
    // and a guide's cover, read in Portuguese, says it in Portuguese
    const guide = await payload.findByID({ collection: 'guides', id: 1, locale: 'pt', depth: 1 })
    expect((guide.cover as { alt: string }).alt).toBe('O elétrico 28')
  })

  it('rolling the alt texts back keeps each one, in English', async () => {
    const rollback = migrations.find((m) => m.name.endsWith('_media_alt_localized'))!
    expect(rollback).toBeTruthy()
    await rollback.down({ db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} as never })
    const res = (await run(`SELECT "alt" FROM "media" ORDER BY "id"`)) as { rows: unknown[] }
    expect(res.rows.map((r) => (Array.isArray(r) ? r[0] : (r as { alt: string }).alt))).toEqual(['Tram 28'])
  })

  it("rolling the options' labels back keeps each one, in English", async () => {
    const rollback = migrations.find((m) => m.name.endsWith('_variant_labels'))!
    await rollback.down({ db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} as never })
    const res = (await run(`SELECT "label" FROM "variant_options" ORDER BY "id"`)) as { rows: unknown[] }
    const labels = res.rows.map((r) => (Array.isArray(r) ? r[0] : (r as { label: string }).label))
    expect(labels).toEqual(['Shared double room', 'Single room'])
    const types = (await run(`SELECT "label" FROM "variant_types"`)) as { rows: unknown[] }
    expect(types.rows.map((r) => (Array.isArray(r) ? r[0] : (r as { label: string }).label))).toEqual(['Room'])
  })
})
