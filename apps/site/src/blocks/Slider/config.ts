import type { Block } from 'payload'

export const SliderBlock: Block = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  labels: { singular: 'Slider / carousel', plural: 'Sliders' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'carousel',
      options: [
        { label: 'Carousel (a slide every 5 s)', value: 'carousel' },
        { label: 'Slide carousel (a slide every 7 s, 600 ms animation)', value: 'slides' },
      ],
    },
    { name: 'isMainSlider', type: 'checkbox', label: 'Main slider of the page' },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'heading', type: 'text', maxLength: 160 },
        { name: 'text', type: 'textarea', maxLength: 400 },
      ],
    },
  ],
}
