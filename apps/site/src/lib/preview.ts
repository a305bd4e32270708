export type PreviewCollection = 'pages' | 'guides' | 'tours'

/** The public path of a document. */
export const publicPath = (collection: PreviewCollection, slug?: string | null): string => {
  if (collection === 'pages') return !slug || slug === 'home' ? '/' : `/${slug}`
  return `/${collection}/${slug ?? ''}`
}

export const siteUrl = (): string => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')

/** The draft-mode address used by the admin's live preview. */
export const previewUrl = (collection: PreviewCollection, slug?: string | null): string => {
  const params = new URLSearchParams({ collection, slug: slug ?? '', path: publicPath(collection, slug) })
  return `/next/preview?${params.toString()}`
}
