import { lightboxAttrs, Media } from '../../components/Media'
import type { MediaBlockType as Props } from '../../payload-types'

export function MediaBlockComponent({ media, caption, lightbox }: Props) {
  const img = <Media media={media} prefer="hero" sizes="(max-width: 1200px) 100vw, 1140px" />
  return (
    <section className="block">
      <figure className="container" style={{ margin: '0 auto' }}>
        {lightbox ? (
          <a {...lightboxAttrs(media)} data-lightbox="media" data-type="image" aria-label="Open the image larger">
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
