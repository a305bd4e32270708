import type { CollectionConfig } from 'payload'
import { copyLocaleEndpoint, translationStatusField } from '../../admin/translation-fields'
import { pageBlocks } from '../../blocks'
import { heroFields } from '../../blocks/Hero/config'
import { slugField } from '../../fields/slug'
import { publishable } from '../shared'

const base = publishable('pages')

export const Pages: CollectionConfig = {
  slug: 'pages',
  ...base,
  admin: {
    ...base.admin,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'translations', '_status', 'updatedAt'],
    group: 'Content',
    description: 'Pages built from blocks. The page with the slug "home" is the home page.',
  },
  endpoints: [copyLocaleEndpoint('pages')],
  fields: [
    translationStatusField,
    { name: 'title', type: 'text', required: true, maxLength: 160, localized: true },
    slugField('title', { localized: true }),
    { name: 'hero', type: 'group', fields: heroFields, localized: true },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, localized: true, admin: { initCollapsed: true } },
  ],
}
