import type { CollectionConfig } from 'payload'
import { slugField } from '../fields/slug'
import { anyone, isStaff } from '../lib/access'
import { providerIdField, providerLogoUrlField } from './provider-fields'

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
    providerLogoUrlField('League emblem URL from the data provider, used when there is no logo upload.'),
    providerIdField,
  ],
}
