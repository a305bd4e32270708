import type { Block } from 'payload'

export const ToursGridBlock: Block = {
  slug: 'toursGrid',
  interfaceName: 'ToursGridBlock',
  labels: { singular: 'Tours grid', plural: 'Tours grids' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Our tours' },
    {
      name: 'tours',
      type: 'relationship',
      relationTo: 'tours',
      hasMany: true,
      admin: { description: 'Leave empty to show the most recent tours.' },
    },
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 24 },
  ],
}
