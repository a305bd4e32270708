import type { CollectionConfig } from 'payload'
import { slugField } from '../fields/slug'
import { anyone, isStaff } from '../lib/access'

/** Football leagues (competitions): shown in the widget's title line as "country | league". */
export const Leagues: CollectionConfig = {
  slug: 'leagues',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'country', 'slug'], group: 'Football' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('name'),
    { name: 'country', type: 'text', required: true, maxLength: 80 },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'logoUrl',
      type: 'text',
      maxLength: 500,
      admin: { description: 'League emblem URL from the data provider, used when there is no logo upload.' },
      validate: (v: unknown) =>
        v === null || v === undefined || v === '' || (typeof v === 'string' && /^https:\/\/[^\s]+$/.test(v))
          ? true
          : 'An https:// address',
    },
    {
      name: 'providerId',
      type: 'text',
      index: true,
      maxLength: 80,
      admin: { position: 'sidebar', description: 'Id at the data provider (set by the feed).' },
    },
  ],
}
