import { isVideoItem, lightboxLink, MediaThumb } from '../../components/Media'
import type { MediaBlockType as Props } from '../../payload-types'

export function MediaBlockComponent({ media, caption, lightbox, videoUrl }: Props) {
  const video = isVideoItem(media, videoUrl)
  const label = (typeof media === 'object' && media?.alt) || caption || 'Video'
  const img = (
    <MediaThumb
      media={media}
      videoUrl={videoUrl}
      label={label}
      prefer="hero"
      sizes="(max-width: 1200px) 100vw, 1140px"
    />
  )
  return (
    <section className="block">
      <figure className="container" style={{ margin: '0 auto' }}>
        {lightbox || video ? (
          <a
            {...lightboxLink(media, videoUrl)}
            data-lightbox="media"
            aria-label={video ? `Play the video: ${label}` : 'Open the image larger'}
          >
            {img}
          </a>
        ) : (
          img
        )}
        {caption && <figcaption className="card__meta">{caption}</figcaption>}
      </figure>
    </section>
  )
}
