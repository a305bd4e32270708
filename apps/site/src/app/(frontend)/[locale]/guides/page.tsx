import type { Metadata } from 'next'
import { routeLocale, type LocaleParams } from '../../../../i18n/route'
import { localizePath } from '../../../../i18n/paths.mjs'
import { everyLanguage, languageAlternates } from '../../../../lib/seo'
import { getTranslations } from 'next-intl/server'
import { Breadcrumbs } from '../../../../components/Breadcrumbs'
import { GuideCard } from '../../../../components/Cards'
import { listGuides } from '../../../../lib/data'

export const revalidate = 3600

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  // Read outside the layout's render: the language is set here too (the /pt/... routes set theirs).
  const t = await getTranslations('sections')
  return {
    title: t('guidesTitle'),
    description: t('guidesDescription'),
    alternates: {
      canonical: localizePath(locale, '/guides'),
      languages: languageAlternates(everyLanguage('/guides')),
    },
  }
}

export default async function GuidesIndex({ params }: { params: LocaleParams }) {
  await routeLocale(params)
  const [{ docs }, t] = await Promise.all([listGuides(48), getTranslations('sections')])
  return (
    <>
      <Breadcrumbs
        items={[
          { section: 'home', path: '/' },
          { section: 'guides', path: '/guides' },
        ]}
      />
      <div className="container">
        <h1>{t('guidesTitle')}</h1>
        <p>{t('guidesIntro')}</p>
        <div className="grid" style={{ marginTop: 24 }}>
          {docs.map((g) => (
            <GuideCard key={g.id} guide={g} headingLevel="h2" />
          ))}
        </div>
      </div>
    </>
  )
}
