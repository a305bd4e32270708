import type { Field, GlobalConfig } from 'payload'
import { linkFields, linkGroup } from '../fields/link'
import { anyone, isStaff } from '../lib/access'
import { revalidateLayout } from '../lib/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateLayout] },
  fields: [
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'navigation',
      type: 'array',
      localized: true,
      maxRows: 10,
      fields: [
        ...linkFields(),
        { name: 'children', label: 'Sub-items', type: 'array', maxRows: 12, fields: linkFields() },
      ],
    },
    { ...linkGroup('cta', { label: 'Call to action' }), localized: true } as Field,
  ],
}
