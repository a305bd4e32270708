import { getTranslations } from 'next-intl/server'
import { isVideoItem, lightboxLink, MediaThumb } from '../../components/Media'
import type { MediaBlockType as Props } from '../../payload-types'

export async function MediaBlockComponent({ media, caption, lightbox, videoUrl }: Props) {
  const t = await getTranslations('blocks')
  const video = isVideoItem(media, videoUrl)
  const label = (typeof media === 'object' && media?.alt) || caption || t('video')
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
            aria-label={video ? t('playVideo', { label }) : t('openImage')}
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
