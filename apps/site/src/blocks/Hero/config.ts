import type { Block, Field } from 'payload'
import { linkGroup } from '../../fields/link'

export const heroFields: Field[] = [
  {
    name: 'style',
    type: 'select',
    defaultValue: 'full',
    options: [
      { label: 'Full-width image with the header over it', value: 'full' },
      { label: 'Compact', value: 'compact' },
      { label: 'None', value: 'none' },
    ],
  },
  { name: 'heading', type: 'text', maxLength: 160 },
  { name: 'text', type: 'textarea', maxLength: 600 },
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'links', type: 'array', maxRows: 2, fields: [linkGroup('link')] },
]

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: heroFields,
}
