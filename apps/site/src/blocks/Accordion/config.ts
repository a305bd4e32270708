import type { Block } from 'payload'
import { anchorField } from '../../fields/anchor'

export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'allowMany', type: 'checkbox', label: 'Allow several sections open at once' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 40,
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 160 },
        anchorField(),
        { name: 'content', type: 'richText' },
      ],
    },
  ],
}
