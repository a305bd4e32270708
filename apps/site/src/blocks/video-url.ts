import type { TextField } from 'payload'
import { videoLinkType } from '../components/Media'

/** A YouTube, Vimeo or Instagram address for a gallery or media item (the item's image is its poster). */
export const videoUrlField: TextField = {
  name: 'videoUrl',
  type: 'text',
  label: 'Video link (YouTube, Vimeo or Instagram)',
  maxLength: 300,
  admin: { description: 'Opens this video in the lightbox instead of the image, which then serves as its poster.' },
  validate: (value: unknown) => {
    if (value === null || value === undefined || value === '') return true
    return videoLinkType(String(value))
      ? true
      : 'Give a YouTube, Vimeo or Instagram address (https://www.youtube.com/watch?v=…, https://vimeo.com/…, https://www.instagram.com/p/…).'
  },
}
