import type { CollectionConfig } from 'payload'
import { copyLocaleEndpoint, translationStatusField } from '../../admin/translation-fields'
import { LiveMatchBlock } from '../../blocks/LiveMatch/config'
import { slugField } from '../../fields/slug'
import { publishable } from '../shared'

const base = publishable('guides', ['/guides', '/guides/rss.xml', '/'])

/** Travel-guide articles. Headings in the body get stable anchor ids (see lib/headings). */
export const Guides: CollectionConfig = {
  slug: 'guides',
  ...base,
  admin: {
    ...base.admin,
    useAsTitle: 'title',
    defaultColumns: ['title', 'translations', 'publishedAt', '_status'],
    group: 'Content',
  },
  defaultSort: '-publishedAt',
  endpoints: [copyLocaleEndpoint('guides')],
  fields: [
    translationStatusField,
    { name: 'title', type: 'text', required: true, maxLength: 160, localized: true },
    slugField('title', { localized: true }),
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 400, localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'body', type: 'richText', required: true, localized: true },
    {
      name: 'after',
      type: 'blocks',
      label: 'Blocks after the article',
      // Its button reads "Add Block" (Payload names one row by the field's name otherwise: "Add After").
      labels: { singular: 'Block', plural: 'Blocks' },
      blocks: [LiveMatchBlock],
      // One list of blocks per language, like pages' layout: a block's texts (its heading) are the language's.
      localized: true,
      admin: { description: 'Page-builder blocks shown below the article, e.g. the live football score.' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    { name: 'author', type: 'text', maxLength: 120, admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        beforeChange: [
          ({ value, siblingData }) =>
            siblingData?._status === 'published' && !value ? new Date().toISOString() : value,
        ],
      },
    },
  ],
}
