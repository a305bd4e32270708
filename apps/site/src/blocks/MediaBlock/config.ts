import type { Block } from 'payload'
import { videoUrlField } from '../video-url'

export const MediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlockType',
  labels: { singular: 'Media', plural: 'Media' },
  fields: [
    {
      name: 'media',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: 'Image or video file',
      admin: { description: 'An image, a video file (mp4/webm), or the poster of the video link below.' },
    },
    videoUrlField,
    { name: 'caption', type: 'text', maxLength: 300 },
    { name: 'lightbox', type: 'checkbox', defaultValue: true, label: 'Open larger in a lightbox' },
  ],
}
