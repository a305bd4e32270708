import type { Media as MediaDoc } from '../payload-types'
import { instagramId, vimeoId, youtubeId } from '../behaviours/lightbox-detect'

type Props = {
  media: MediaDoc | number | string | null | undefined
  sizes?: string
  className?: string
  priority?: boolean
  /** Which generated size to use as the plain src. */
  prefer?: 'thumbnail' | 'card' | 'hero'
  /** Next to text that says the same (a logo beside the site name): empty alt, so it is not read twice. */
  decorative?: boolean
  /** 'low': in the first screen but not what it is about (the header's logo): Chrome would otherwise raise
   * an image in view to high priority, next to the hero image, on a slow connection. */
  fetchPriority?: 'low'
}

/**
 * A responsive image from the media library: the sizes Payload generated (WebP) in srcset,
 * width/height to reserve space (no layout shift), lazy below the fold.
 */
export function Media({
  media,
  sizes = '100vw',
  className,
  priority,
  prefer = 'card',
  decorative,
  fetchPriority,
}: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const s = media.sizes ?? {}
  const candidates = [s.thumbnail, s.card, s.hero].filter((x): x is { url: string; width: number; height: number } =>
    Boolean(x?.url && x.width),
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
      fetchPriority={priority ? 'high' : fetchPriority}
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

/** A media library file that is a video (mp4/webm). */
export const isVideoMedia = (media: unknown): media is MediaDoc =>
  Boolean(media && typeof media === 'object' && (media as MediaDoc).mimeType?.startsWith('video/'))

/** A YouTube, Vimeo or Instagram address an editor gave for a gallery or media item, or null. */
export const videoLinkType = (url: string | null | undefined): 'youtube' | 'vimeo' | 'instagram' | null => {
  const u = (url ?? '').trim()
  if (!u) return null
  if (youtubeId(u)) return 'youtube'
  if (vimeoId(u)) return 'vimeo'
  if (instagramId(u)) return 'instagram'
  return null
}

/** A gallery or media item that plays a video (a video link, or a video file of the library). */
export const isVideoItem = (media: unknown, videoUrl?: string | null): boolean =>
  Boolean(videoLinkType(videoUrl)) || isVideoMedia(media)

/**
 * The lightbox link of a gallery or media item: a video link (YouTube, Vimeo, Instagram), a video
 * file of the library, or an image; with `data-type` set so the lightbox does not guess.
 */
export function lightboxLink(media: unknown, videoUrl?: string | null): Record<string, string | number | undefined> {
  const link = videoLinkType(videoUrl)
  if (link) return { href: videoUrl!.trim(), 'data-type': link }
  if (isVideoMedia(media)) return { href: media.url ?? '#', 'data-type': 'video' }
  return { ...lightboxAttrs(media), 'data-type': 'image' }
}

/**
 * The thumbnail of a gallery or media item: the image; for a video, its poster image (the item's
 * image for a video link, the file's poster for a video file) or, without one, a neutral local
 * placeholder; a play mark on every video.
 */
export function MediaThumb({
  media,
  videoUrl,
  sizes,
  prefer = 'thumbnail',
  label,
}: Props & { videoUrl?: string | null; label: string }) {
  const isVideo = isVideoItem(media, videoUrl)
  const poster: unknown = isVideoMedia(media) ? media.poster : media
  const picture =
    poster && typeof poster === 'object' && !isVideoMedia(poster) && (poster as MediaDoc).url ? (
      <Media media={poster as MediaDoc} prefer={prefer} sizes={sizes} />
    ) : (
      <span className="media-placeholder" role="img" aria-label={label} />
    )
  return (
    <>
      {picture}
      {isVideo && <span className="media-play" aria-hidden="true" />}
    </>
  )
}
