import type { Block } from 'payload'

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
        {
          name: 'anchor',
          type: 'text',
          maxLength: 80,
          admin: { description: 'Optional id so that a link to #id opens this tab.' },
          validate: (v: unknown) =>
            v == null || v === '' || /^[A-Za-z][-A-Za-z0-9_:.]*$/.test(String(v)) || 'A letter, then letters, digits, -, _, : or .',
        },
        { name: 'content', type: 'richText' },
      ],
    },
  ],
}
