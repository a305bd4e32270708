import type { CollectionConfig } from 'payload'
import { copyLocaleEndpoint, translationStatusField } from '../../admin/translation-fields'
import { anyone, isStaff } from '../../lib/access'
import { slugField } from '../../fields/slug'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', 'translations'] },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  endpoints: [copyLocaleEndpoint('categories')],
  fields: [
    translationStatusField,
    { name: 'title', type: 'text', required: true, maxLength: 80, localized: true },
    slugField('title', { localized: true }),
  ],
}
