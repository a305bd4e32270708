import type { Block } from 'payload'
import { linkGroup } from '../../fields/link'

export const PricingTableBlock: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'plans',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        {
          name: 'price',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: {
            description:
              'An amount in euros (690) is shown as each language writes prices (€690, 690 €); other text ("On request") as written.',
          },
        },
        { name: 'period', type: 'text', maxLength: 40, admin: { description: 'For example "per person"' } },
        {
          name: 'features',
          type: 'array',
          fields: [{ name: 'feature', type: 'text', required: true, maxLength: 160 }],
        },
        { name: 'highlighted', type: 'checkbox' },
        linkGroup('button'),
      ],
    },
  ],
}
