import type { Block } from 'payload'

export const ItineraryBlock: Block = {
  slug: 'itinerary',
  interfaceName: 'ItineraryBlock',
  labels: { singular: 'Itinerary', plural: 'Itineraries' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 60,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 160 },
        { name: 'content', type: 'richText' },
        { name: 'open', type: 'checkbox', label: 'Open at first' },
      ],
    },
  ],
}
