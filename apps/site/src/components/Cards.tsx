import { getLocale, getTranslations } from 'next-intl/server'
import { Link } from './Link'
import type { Guide, Tour } from '../payload-types'
import type { Listed } from '../lib/data'
import { Media } from './Media'
import { TourCardActions } from '../booking/TourCardActions.client'
import { COMPARE_MAX } from '../booking/compare-store'
import { intlLocale, textsOf } from '../i18n/server'

/** A date and a whole price as the language writes them (`intl`: an Intl locale, British English by default). */
export const formatDate = (iso?: string | null, intl = 'en-GB') =>
  iso
    ? new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(iso),
      )
    : ''
export const formatPrice = (n: number, currency = 'EUR', intl = 'en-GB') =>
  new Intl.NumberFormat(intl, { style: 'currency', currency, maximumFractionDigits: 0 }).format(n)

/*
 * A listed document's own texts carry the language they are in when it is not the page's (`shownIn`: a
 * default-language document not yet translated, lib/data.ts listIn): `lang` for screen readers and
 * translators, and a visible "In English" on the card. A document without a title or an address in the
 * page's language is no card (never a nameless link to "/guides/undefined").
 */
export async function GuideCard({ guide, headingLevel = 'h3' }: { guide: Listed<Guide>; headingLevel?: 'h2' | 'h3' }) {
  if (!guide.title || !guide.slug) return null
  const H = headingLevel
  const lang = guide.shownIn
  const [intl, t] = await Promise.all([getLocale().then(intlLocale), getTranslations('untranslated')])
  return (
    <article className="card">
      <Media media={guide.cover} prefer="card" className="card__img" sizes="(max-width: 767px) 100vw, 380px" />
      <div className="card__body">
        <H className="card__title" lang={lang}>
          <Link href={`/guides/${guide.slug}`}>{guide.title}</Link>
        </H>
        <p className="card__meta">
          <time dateTime={guide.publishedAt ?? undefined}>{formatDate(guide.publishedAt, intl)}</time>
          {lang && <> · {t('inDefaultLanguage')}</>}
        </p>
        <p style={{ margin: 0 }} lang={lang}>
          {guide.excerpt}
        </p>
      </div>
    </article>
  )
}

export async function TourCard({ tour, headingLevel = 'h3' }: { tour: Listed<Tour>; headingLevel?: 'h2' | 'h3' }) {
  if (!tour.title || !tour.slug) return null
  const H = headingLevel
  const lang = tour.shownIn
  const [t, tu, locale] = await Promise.all([getTranslations('cards'), getTranslations('untranslated'), getLocale()])
  const days = t('days', { count: tour.durationDays })
  const [actions, offer] = await Promise.all([
    textsOf('tourActions', {
      quickViewOf: { title: tour.title },
      compareOf: { title: tour.title },
      compareMax: { max: COMPARE_MAX },
    }),
    textsOf('offer'),
  ])
  return (
    <article className="card" data-tour={tour.slug}>
      <Media media={tour.cover} prefer="card" className="card__img" sizes="(max-width: 767px) 100vw, 380px" />
      <div className="card__body">
        <H className="card__title" lang={lang}>
          <Link href={`/tours/${tour.slug}`}>{tour.title}</Link>
        </H>
        <p className="card__meta">
          <span lang={lang}>{tour.destination}</span> · {days}
          {lang && <> · {tu('inDefaultLanguage')}</>}
        </p>
        <p style={{ margin: 0 }} lang={lang}>
          {tour.summary}
        </p>
        <p className="card__price" style={{ marginTop: 'auto' }}>
          {t('priceFrom', { price: formatPrice(tour.priceFrom, tour.currency ?? 'EUR', intlLocale(locale)) })}
        </p>
        <TourCardActions
          id={String(tour.id)}
          slug={tour.slug}
          title={tour.title}
          days={days}
          texts={actions}
          offerTexts={offer}
          intl={intlLocale(locale)}
        />
      </div>
    </article>
  )
}
