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

/**
 * `raw` when it is a path of this site, else null. Browsers read `/\evil.example` as `//evil.example`
 * (another host) and drop tabs and newlines from addresses, so a path may hold no backslash, no
 * whitespace or control character, must start with a single `/`, and must resolve to the site's origin.
 */
export function sameSitePath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return null
  const base = new URL(siteUrl())
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  return url.origin === base.origin ? raw : null
}
