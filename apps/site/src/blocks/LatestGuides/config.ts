import type { Block } from 'payload'

export const LatestGuidesBlock: Block = {
  slug: 'latestGuides',
  interfaceName: 'LatestGuidesBlock',
  labels: { singular: 'Latest guides', plural: 'Latest guides' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Latest travel guides' },
    { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 12 },
    { name: 'category', type: 'relationship', relationTo: 'categories' },
  ],
}
