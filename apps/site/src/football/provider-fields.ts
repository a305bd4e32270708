import type { Field } from 'payload'

/** What the data provider gives a league or a team besides its name: an emblem URL and its own id. */

/** The emblem (crest) URL from the data provider, used when there is no uploaded logo: https only. */
export const providerLogoUrlField = (description: string): Field => ({
  name: 'logoUrl',
  type: 'text',
  maxLength: 500,
  admin: { description },
  validate: (v: unknown) =>
    v === null || v === undefined || v === '' || (typeof v === 'string' && /^https:\/\/[^\s]+$/.test(v))
      ? true
      : 'An https:// address',
})

/** The document's id at the data provider, set by the feed. */
export const providerIdField: Field = {
  name: 'providerId',
  type: 'text',
  index: true,
  maxLength: 80,
  admin: { position: 'sidebar', description: 'Id at the data provider (set by the feed).' },
}
