import type { GlobalConfig } from 'payload'
import { linkFields } from '../fields/link'
import { anyone, isStaff } from '../lib/access'
import { isSafeUrl } from '../lib/sanitize-url'
import { revalidateLayout } from '../lib/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Site' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateLayout] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      localized: true,
      maxRows: 4,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'links', type: 'array', maxRows: 12, fields: linkFields() },
      ],
    },
    {
      name: 'social',
      type: 'array',
      maxRows: 10,
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['facebook', 'instagram', 'youtube', 'x', 'tiktok', 'linkedin', 'whatsapp'],
        },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (v: unknown) => (typeof v === 'string' && isSafeUrl(v)) || 'This kind of link is not allowed',
        },
      ],
    },
    { name: 'note', type: 'textarea', maxLength: 400, localized: true },
  ],
}
