import type { Block } from 'payload'
import { videoUrlField } from '../video-url'

export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Portfolio / gallery', plural: 'Portfolio / galleries' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'allLabel', type: 'text', defaultValue: 'All' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 60,
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: 'Image or video file',
          admin: { description: 'An image, a video file (mp4/webm), or the poster of the video link below.' },
        },
        videoUrlField,
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        {
          name: 'category',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { description: 'Items with the same category share a filter link.' },
        },
      ],
    },
  ],
}
