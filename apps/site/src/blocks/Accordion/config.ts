import type { Block } from 'payload'

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
        {
          name: 'anchor',
          type: 'text',
          maxLength: 80,
          validate: (v: unknown) =>
            v == null || v === '' || /^[A-Za-z][-A-Za-z0-9_:.]*$/.test(String(v)) || 'A letter, then letters, digits, -, _, : or .',
        },
        { name: 'content', type: 'richText' },
      ],
    },
  ],
}
