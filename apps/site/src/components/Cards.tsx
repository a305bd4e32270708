import { Link } from './Link'
import type { Guide, Tour } from '../payload-types'
import { Media } from './Media'
import { TourCardActions } from '../booking/TourCardActions.client'

const dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
export const formatDate = (iso?: string | null) => (iso ? dateFmt.format(new Date(iso)) : '')
export const formatPrice = (n: number, currency = 'EUR') =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(n)

export function GuideCard({ guide, headingLevel = 'h3' }: { guide: Guide; headingLevel?: 'h2' | 'h3' }) {
  const H = headingLevel
  return (
    <article className="card">
      <Media media={guide.cover} prefer="card" className="card__img" sizes="(max-width: 767px) 100vw, 380px" />
      <div className="card__body">
        <H className="card__title">
          <Link href={`/guides/${guide.slug}`}>{guide.title}</Link>
        </H>
        <p className="card__meta">
          <time dateTime={guide.publishedAt ?? undefined}>{formatDate(guide.publishedAt)}</time>
        </p>
        <p style={{ margin: 0 }}>{guide.excerpt}</p>
      </div>
    </article>
  )
}

export function TourCard({ tour, headingLevel = 'h3' }: { tour: Tour; headingLevel?: 'h2' | 'h3' }) {
  const H = headingLevel
  return (
    <article className="card" data-tour={tour.slug}>
      <Media media={tour.cover} prefer="card" className="card__img" sizes="(max-width: 767px) 100vw, 380px" />
      <div className="card__body">
        <H className="card__title">
          <Link href={`/tours/${tour.slug}`}>{tour.title}</Link>
        </H>
        <p className="card__meta">
          {tour.destination} · {tour.durationDays} days
        </p>
        <p style={{ margin: 0 }}>{tour.summary}</p>
        <p className="card__price" style={{ marginTop: 'auto' }}>
          From {formatPrice(tour.priceFrom, tour.currency ?? 'EUR')}
        </p>
        <TourCardActions slug={tour.slug} title={tour.title} />
      </div>
    </article>
  )
}
