import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '../../lib/access'
import { slugField } from '../../fields/slug'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [{ name: 'title', type: 'text', required: true, maxLength: 80 }, slugField()],
}
