import type { Media as MediaDoc } from '../payload-types'

type Props = {
  media: MediaDoc | number | string | null | undefined
  sizes?: string
  className?: string
  priority?: boolean
  /** Which generated size to use as the plain src. */
  prefer?: 'thumbnail' | 'card' | 'hero'
  /** Next to text that says the same (a logo beside the site name): empty alt, so it is not read twice. */
  decorative?: boolean
}

/**
 * A responsive image from the media library: the sizes Payload generated (WebP) in srcset,
 * width/height to reserve space (no layout shift), lazy below the fold.
 */
export function Media({ media, sizes = '100vw', className, priority, prefer = 'card', decorative }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const s = media.sizes ?? {}
  const candidates = [s.thumbnail, s.card, s.hero].filter(
    (x): x is { url: string; width: number; height: number } => Boolean(x?.url && x.width),
  )
  const widths = new Set(candidates.map((c) => c.width))
  const original = media.width && !widths.has(media.width) ? `${media.url} ${media.width}w` : null
  const srcSet = [...candidates.map((c) => `${c.url} ${c.width}w`), original].filter(Boolean).join(', ')
  const main = s[prefer]?.url ? s[prefer]! : { url: media.url, width: media.width, height: media.height }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={main.url ?? media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={main.width ?? media.width ?? undefined}
      height={main.height ?? media.height ?? undefined}
      alt={decorative ? '' : (media.alt ?? '')}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}

export const mediaUrl = (media: unknown, size: 'card' | 'hero' | 'thumbnail' = 'card'): string | undefined => {
  if (!media || typeof media !== 'object') return undefined
  const m = media as MediaDoc
  return m.sizes?.[size]?.url ?? m.url ?? undefined
}

/** The attributes of a lightbox link to a media item: its address and size (the lightbox needs the size up front). */
export const lightboxAttrs = (media: unknown, size: 'card' | 'hero' | 'thumbnail' = 'hero') => {
  const href = mediaUrl(media, size) ?? '#'
  if (!media || typeof media !== 'object') return { href }
  const m = media as MediaDoc
  const s = m.sizes?.[size]?.url ? m.sizes[size] : { width: m.width, height: m.height }
  return s?.width && s.height ? { href, 'data-width': s.width, 'data-height': s.height } : { href }
}
