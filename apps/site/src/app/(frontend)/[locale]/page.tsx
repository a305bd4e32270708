import type { Metadata } from 'next'
import { routeLocale, type LocaleParams } from '../../../i18n/route'
import { PageView } from '../../../components/PageView'
import { getGlobals, getPage } from '../../../lib/data'
import { buildMetadata, everyLanguage } from '../../../lib/seo'

export const revalidate = 3600

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await routeLocale(params)
  const [page, { settings }] = await Promise.all([getPage('home'), getGlobals()])
  if (!page) return {}
  return buildMetadata({
    title: settings.siteName,
    description: settings.tagline,
    path: '/',
    locale,
    languages: everyLanguage('/'),
    meta: page.meta,
    image: page.hero?.image,
    siteName: settings.siteName,
  })
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  await routeLocale(params)
  return <PageView slug="home" />
}
