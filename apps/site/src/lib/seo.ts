import type { Metadata } from 'next'
import { mediaUrl } from '../components/Media'
import { siteUrl } from './preview'

type Meta = { title?: string | null; description?: string | null; image?: unknown } | null | undefined

export function buildMetadata(opts: {
  title: string
  description?: string | null
  path: string
  meta?: Meta
  image?: unknown
  type?: 'website' | 'article'
  publishedTime?: string | null
  siteName?: string
}): Metadata {
  const title = opts.meta?.title || opts.title
  const description = (opts.meta?.description || opts.description || '').slice(0, 300) || undefined
  const img = mediaUrl(opts.meta?.image || opts.image, 'hero')
  const url = `${siteUrl()}${opts.path}`
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      type: opts.type ?? 'website',
      siteName: opts.siteName,
      ...(img ? { images: [{ url: img.startsWith('http') ? img : `${siteUrl()}${img}` }] } : {}),
      ...(opts.publishedTime ? { publishedTime: opts.publishedTime } : {}),
    },
    twitter: { card: img ? 'summary_large_image' : 'summary', title, description },
  }
}
