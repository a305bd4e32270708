import { isVideoItem, lightboxLink, MediaThumb } from '../../components/Media'
import { slugify } from '../../fields/slug'
import type { GalleryBlock as Props } from '../../payload-types'
import { PortfolioFilter } from './Filter.client'

export function GalleryBlockComponent({ heading, items, allLabel }: Props) {
  const list = items ?? []
  const categories = [...new Map(list.map((i) => [slugify(i.category), i.category])).entries()]
  const filters = [{ label: allLabel || 'All', value: '*' }, ...categories.map(([value, label]) => ({ label, value }))]
  return (
    <section className="block gallery">
      <div className="container">
        {heading && <h2>{heading}</h2>}
        <PortfolioFilter filters={filters}>
          <ul className="portfolio">
            {list.map((item, i) => (
              <li key={item.id ?? i} className="portfolio__item" data-category={slugify(item.category)}>
                <a
                  {...lightboxLink(item.image, item.videoUrl)}
                  data-lightbox="gallery"
                  aria-label={`${item.title} (${isVideoItem(item.image, item.videoUrl) ? 'play video' : 'open larger'})`}
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
