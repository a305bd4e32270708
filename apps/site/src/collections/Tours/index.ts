import type { CollectionConfig } from 'payload'
import { copyLocaleEndpoint, translationStatusField } from '../../admin/translation-fields'
import { slugField } from '../../fields/slug'
import { publishable } from '../shared'

const base = publishable('tours', ['/tours', '/'])

export const Tours: CollectionConfig = {
  slug: 'tours',
  ...base,
  admin: {
    ...base.admin,
    useAsTitle: 'title',
    defaultColumns: ['title', 'translations', 'destination', 'durationDays', 'priceFrom', '_status'],
    group: 'Content',
  },
  endpoints: [copyLocaleEndpoint('tours')],
  fields: [
    translationStatusField,
    { name: 'title', type: 'text', required: true, maxLength: 160, localized: true },
    slugField('title', { localized: true }),
    { name: 'summary', type: 'textarea', required: true, maxLength: 600, localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, maxRows: 40 },
    {
      type: 'row',
      fields: [
        { name: 'durationDays', label: 'Duration (days)', type: 'number', required: true, min: 1, max: 365 },
        { name: 'priceFrom', label: 'Price from', type: 'number', required: true, min: 0, max: 10_000_000 },
        { name: 'currency', type: 'select', defaultValue: 'EUR', options: ['EUR', 'USD', 'GBP'] },
      ],
    },
    { name: 'destination', type: 'text', required: true, maxLength: 160, localized: true },
    {
      name: 'sku',
      type: 'text',
      maxLength: 64,
      admin: { position: 'sidebar', description: 'Shown in the chat message.' },
    },
    {
      name: 'itinerary',
      type: 'array',
      localized: true,
      maxRows: 60,
      labels: { singular: 'Day', plural: 'Days' },
      fields: [
        { name: 'day', type: 'number', required: true, min: 1, max: 365 },
        { name: 'title', type: 'text', required: true, maxLength: 160 },
        { name: 'description', type: 'richText' },
      ],
    },
    {
      name: 'included',
      type: 'array',
      localized: true,
      maxRows: 40,
      fields: [{ name: 'item', type: 'text', required: true, maxLength: 200 }],
    },
    {
      name: 'excluded',
      type: 'array',
      localized: true,
      maxRows: 40,
      fields: [{ name: 'item', type: 'text', required: true, maxLength: 200 }],
    },
    {
      // Questions travellers ask before booking, one list per language (issue 19); the tour page shows them
      // as an accordion under a "Frequently asked questions" heading, and as FAQPage structured data.
      name: 'faq',
      label: 'FAQ',
      type: 'array',
      localized: true,
      maxRows: 30,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 2000 },
      ],
    },
  ],
}
