import type { Metadata } from 'next'
import { routeLocale, type LocaleParams } from '../../../../i18n/route'
import { localizePath } from '../../../../i18n/paths.mjs'
import { everyLanguage, languageAlternates } from '../../../../lib/seo'
import { getTranslations } from 'next-intl/server'
import { Breadcrumbs } from '../../../../components/Breadcrumbs'
import { TourCard } from '../../../../components/Cards'
import { listTours } from '../../../../lib/data'

export const revalidate = 3600

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  // Read outside the layout's render: the language is set here too (the /pt/... routes set theirs).
  const t = await getTranslations('sections')
  return {
    title: t('toursTitle'),
    description: t('toursDescription'),
    alternates: {
      canonical: localizePath(locale, '/tours'),
      languages: languageAlternates(everyLanguage('/tours')),
    },
  }
}

export default async function ToursIndex({ params }: { params: LocaleParams }) {
  await routeLocale(params)
  const [{ docs }, t] = await Promise.all([listTours(48), getTranslations('sections')])
  return (
    <>
      <Breadcrumbs
        items={[
          { section: 'home', path: '/' },
          { section: 'tours', path: '/tours' },
        ]}
      />
      <div className="container">
        <h1>{t('toursTitle')}</h1>
        <p>{t('toursIntro')}</p>
        <div className="grid" style={{ marginTop: 24 }}>
          {docs.map((tour) => (
            <TourCard key={tour.id} tour={tour} headingLevel="h2" />
          ))}
        </div>
      </div>
    </>
  )
}
