import type { Block } from 'payload'

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlockType',
  labels: { singular: 'Media', plural: 'Media' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', maxLength: 300 },
    { name: 'lightbox', type: 'checkbox', defaultValue: true, label: 'Open larger in a lightbox' },
  ],
}
