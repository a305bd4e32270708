import type { Field, FieldHook } from 'payload'

export const slugify = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * What a lookup by slug accepts from an address, a request or the browser's storage before it asks the
 * database: the slug alphabet, at most slugify()'s 96 characters. Anything else finds nothing.
 */
export const looksLikeSlug = (value: string): boolean => /^[a-z0-9-]{1,96}$/.test(value)

const formatSlug =
  (from: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[from] ?? originalDoc?.[from]
    return typeof source === 'string' ? slugify(source) : value
  }

/** A unique, URL-safe slug, filled from `from` when left empty; one per language with `localized: true`. */
export const slugField = (from = 'title', { localized = false }: { localized?: boolean } = {}): Field => ({
  name: 'slug',
  type: 'text',
  // Each language has its own slug (/pt/guias/lisboa-em-tres-dias); unique within a language.
  localized,
  index: true,
  unique: true,
  required: true,
  admin: { position: 'sidebar', description: `Part of the address. Left empty, it is made from the ${from}.` },
  hooks: { beforeValidate: [formatSlug(from)] },
  validate: (value: unknown) => {
    if (typeof value !== 'string' || value === '') return 'A slug is required'
    if (!SLUG.test(value)) return 'Use lower-case letters, digits and single dashes only'
    return true
  },
})
