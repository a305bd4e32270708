import type { Metadata } from 'next'
import { routeLocale } from '../../../../../i18n/route'
import { getLocale, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '../../../../../components/Breadcrumbs'
import { formatPrice } from '../../../../../components/Cards'
import { Disclosure } from '../../../../../components/client/Disclosure.client'
import { JsonLd } from '../../../../../components/JsonLd'
import { isVideoItem, lightboxLink, Media, MediaThumb, mediaUrl } from '../../../../../components/Media'
import { TourOffer } from '../../../../../booking/TourOffer.client'
import { loadOffer } from '../../../../../booking/offer'
import { intlLocale, textsOf } from '../../../../../i18n/server'
import { payloadClient } from '../../../../../lib/payload'
import { RichText } from '../../../../../components/RichText'
import { getGlobals, getTour, toOwnSlug } from '../../../../../lib/data'
import { localizePath } from '../../../../../i18n/paths.mjs'
import { siteUrl } from '../../../../../lib/preview'
import { documentMetadata } from '../../../../../lib/seo'
import type { Media as MediaDoc } from '../../../../../payload-types'

export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = async () => []

type Args = { params: Promise<{ locale: string; slug: string }> }

export const generateMetadata = ({ params }: Args): Promise<Metadata> =>
  documentMetadata(
    params,
    'tours',
    getTour,
    async () => (await getTranslations('tour'))('notFound'),
    (tour) => ({ description: tour.summary, image: tour.cover }),
  )

export default async function TourPage({ params }: Args) {
  const locale = await routeLocale(params)
  const { slug } = await params
  const tour = await getTour(slug)
  if (!tour) notFound()
  await toOwnSlug('tours', tour, slug)
  const { settings } = await getGlobals()
  const gallery = (tour.gallery ?? []).filter((m): m is MediaDoc => typeof m === 'object' && m !== null)
  const img = mediaUrl(tour.cover, 'hero')
  const faq = tour.faq ?? []
  const offer = await loadOffer(await payloadClient(), { id: tour.id }, locale)
  const [t, tc, intl] = await Promise.all([
    getTranslations('tour'),
    getTranslations('cards'),
    getLocale().then(intlLocale),
  ])
  return (
    <article className="tour" data-tour={tour.slug} data-sku={tour.sku ?? undefined}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'TouristTrip',
          name: tour.title,
          description: tour.summary,
          ...(img ? { image: `${siteUrl()}${img}` } : {}),
          touristType: 'Sightseeing',
          itinerary: {
            '@type': 'ItemList',
            itemListElement: (tour.itinerary ?? []).map((d, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: `${t('day', { day: d.day })}: ${d.title}`,
            })),
          },
          offers: {
            '@type': 'Offer',
            price: tour.priceFrom,
            priceCurrency: tour.currency ?? 'EUR',
            url: `${siteUrl()}${localizePath(locale, `/tours/${tour.slug}`)}`,
          },
          provider: { '@type': 'Organization', name: settings.siteName, url: siteUrl() },
        }}
      />
      {faq.length > 0 && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: faq.map((q) => ({
              '@type': 'Question',
              name: q.question,
              acceptedAnswer: { '@type': 'Answer', text: q.answer },
            })),
          }}
        />
      )}
      <section className="hero hero--compact">
        <Media media={tour.cover} prefer="hero" className="hero__image" priority sizes="100vw" />
        <div className="container hero__content">
          <h1>{tour.title}</h1>
          <p>{tour.summary}</p>
        </div>
      </section>
      <Breadcrumbs
        items={[
          { section: 'home', path: '/' },
          { section: 'tours', path: '/tours' },
          { name: tour.title, path: `/tours/${tour.slug}` },
        ]}
      />
      <div className="container">
        <dl className="facts">
          <div>
            <dt>{t('destination')}</dt>
            <dd>{tour.destination}</dd>
          </div>
          <div>
            <dt>{t('duration')}</dt>
            <dd>{tc('days', { count: tour.durationDays })}</dd>
          </div>
          <div>
            <dt>{t('priceFrom')}</dt>
            <dd>{formatPrice(tour.priceFrom, tour.currency ?? 'EUR', intl)}</dd>
          </div>
          {tour.sku && (
            <div>
              <dt>{t('reference')}</dt>
              <dd data-sku-display>{tour.sku}</dd>
            </div>
          )}
        </dl>
        {offer && (
          <section aria-labelledby="book-title" className="tour-booking">
            <h2 id="book-title">{t('book')}</h2>
            <TourOffer offer={offer} publishSku idPrefix="tour" texts={await textsOf('offer')} intl={intl} />
          </section>
        )}
        {(tour.itinerary ?? []).length > 0 && (
          <section aria-labelledby="itinerary-title" className="itinerary">
            <h2 id="itinerary-title">{t('itinerary')}</h2>
            {(tour.itinerary ?? []).map((d, i) => (
              <Disclosure
                key={d.id ?? i}
                defaultOpen={i === 0}
                className="itinerary__item"
                title={
                  <>
                    <span className="itinerary__day">{t('day', { day: d.day })}</span> {d.title}
                  </>
                }
              >
                <RichText data={d.description} />
              </Disclosure>
            ))}
          </section>
        )}
        <div className="two-col" style={{ marginTop: 24 }}>
          {(tour.included ?? []).length > 0 && (
            <section>
              <h2>{t('included')}</h2>
              <ul className="list-check list-check--yes">
                {(tour.included ?? []).map((x, i) => (
                  <li key={x.id ?? i}>{x.item}</li>
                ))}
              </ul>
            </section>
          )}
          {(tour.excluded ?? []).length > 0 && (
            <section>
              <h2>{t('notIncluded')}</h2>
              <ul className="list-check list-check--no">
                {(tour.excluded ?? []).map((x, i) => (
                  <li key={x.id ?? i}>{x.item}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {gallery.length > 0 && (
          <section>
            <h2>{t('gallery')}</h2>
            <ul className="portfolio">
              {gallery.map((m) => (
                <li key={m.id} className="portfolio__item">
                  <a
                    {...lightboxLink(m)}
                    data-lightbox="tour"
                    aria-label={t(isVideoItem(m) ? 'playVideo' : 'openLarger', { label: m.alt })}
                  >
                    <MediaThumb media={m} label={m.alt} prefer="thumbnail" sizes="(max-width: 767px) 100vw, 300px" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {faq.length > 0 && (
          <section aria-labelledby="faq-title" className="faq">
            <h2 id="faq-title">{t('faq')}</h2>
            {faq.map((q, i) => (
              <Disclosure key={q.id ?? i} anchor={`faq-${i + 1}`} className="faq__item" title={q.question}>
                {q.answer
                  .split(/\n\s*\n/)
                  .filter((para) => para.trim())
                  .map((para, n) => (
                    <p key={n}>{para.trim()}</p>
                  ))}
              </Disclosure>
            ))}
          </section>
        )}
      </div>
    </article>
  )
}
