import type { Block } from 'payload'
import { anchorField } from '../../fields/anchor'

export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Tabs', plural: 'Tabs' },
  fields: [
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 80 },
        anchorField(),
        { name: 'content', type: 'richText' },
      ],
    },
  ],
}
