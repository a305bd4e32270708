import type { CollectionConfig } from 'payload'
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
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description: 'Pages built from blocks. The page with the slug "home" is the home page.',
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField(),
    { name: 'hero', type: 'group', fields: heroFields },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, admin: { initCollapsed: true } },
  ],
}
