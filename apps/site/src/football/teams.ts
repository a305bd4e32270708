import type { CollectionConfig } from 'payload'
import { slugField } from '../fields/slug'
import { anyone, isStaff } from '../lib/access'
import { providerIdField, providerLogoUrlField } from './provider-fields'
import { abbreviation as defaultAbbreviation } from '@travel/live-widget/core'

/** Football teams. Without a logo the widget shows a generated badge (see badge.ts). */
export const Teams: CollectionConfig = {
  slug: 'teams',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'abbreviation', 'slug'], group: 'Football' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('name'),
    {
      name: 'abbreviation',
      type: 'text',
      maxLength: 5,
      admin: { description: 'Left empty, it is the first 3 letters of the name in upper case.' },
      hooks: {
        beforeValidate: [
          ({ value, data, originalDoc }) =>
            typeof value === 'string' && value.trim() !== ''
              ? value.trim().toUpperCase()
              : defaultAbbreviation(data?.name ?? originalDoc?.name),
        ],
      },
    },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown at 20x20. Without one, a badge with the abbreviation is generated.' },
    },
    providerLogoUrlField('Crest URL from the data provider, used when there is no logo upload.'),
    providerIdField,
  ],
}
