import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '../../lib/access'
import { dataDir } from '../../lib/paths'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    focalPoint: true,
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        height: 300,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 300,
      // One per language (issue 27.12): a language without its own shows the default language's.
      localized: true,
      admin: { description: 'Describes the image for people who cannot see it, in the language being edited.' },
    },
    { name: 'credit', type: 'text', maxLength: 200 },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      label: 'Poster image',
      filterOptions: { mimeType: { contains: 'image' } },
      admin: {
        description:
          'For a video file: the picture shown in galleries before it plays (without one, a neutral placeholder).',
        condition: (data) => typeof data?.mimeType === 'string' && data.mimeType.startsWith('video/'),
      },
    },
  ],
}
