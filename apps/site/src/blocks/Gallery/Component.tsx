import { getTranslations } from 'next-intl/server'
import { isVideoItem, lightboxLink, MediaThumb } from '../../components/Media'
import { slugify } from '../../fields/slug'
import type { GalleryBlock as Props } from '../../payload-types'
import { PortfolioFilter } from './Filter.client'

export async function GalleryBlockComponent({ heading, items, allLabel }: Props) {
  const t = await getTranslations('blocks')
  const list = items ?? []
  // "n shown" for every count the filter can leave (the filter counts in the browser).
  const shownTexts = Array.from({ length: list.length + 1 }, (_, count) => t('galleryShown', { count }))
  const categories = [...new Map(list.map((i) => [slugify(i.category), i.category])).entries()]
  const filters = [
    { label: allLabel || t('galleryAll'), value: '*' },
    ...categories.map(([value, label]) => ({ label, value })),
  ]
  return (
    <section className="block gallery">
      <div className="container">
        {heading && <h2>{heading}</h2>}
        <PortfolioFilter filters={filters} label={t('galleryFilter')} shownTexts={shownTexts}>
          <ul className="portfolio">
            {list.map((item, i) => (
              <li key={item.id ?? i} className="portfolio__item" data-category={slugify(item.category)}>
                <a
                  {...lightboxLink(item.image, item.videoUrl)}
                  data-lightbox="gallery"
                  aria-label={t(isVideoItem(item.image, item.videoUrl) ? 'itemVideo' : 'itemImage', {
                    label: item.title,
                  })}
                >
                  <MediaThumb
                    media={item.image}
                    videoUrl={item.videoUrl}
                    label={item.title}
                    prefer="thumbnail"
                    sizes="(max-width: 767px) 100vw, 300px"
                  />
                  <span className="portfolio__caption">{item.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </PortfolioFilter>
      </div>
    </section>
  )
}
