import type { Metadata } from 'next'
import { routeLocale } from '../../../../i18n/route'
import { getTranslations } from 'next-intl/server'
import { PageView } from '../../../../components/PageView'
import { getPage } from '../../../../lib/data'
import { documentMetadata } from '../../../../lib/seo'

export const revalidate = 3600
export const dynamicParams = true
// Rendered on first request, then served from the cache until an editor publishes a change.
export const generateStaticParams = async () => []

type Args = { params: Promise<{ locale: string; slug: string }> }

export const generateMetadata = ({ params }: Args): Promise<Metadata> =>
  documentMetadata(
    params,
    'pages',
    getPage,
    async () => (await getTranslations('sections'))('pageNotFound'),
    (page) => ({ image: page.hero?.image }),
  )

export default async function SlugPage({ params }: Args) {
  await routeLocale(params)
  const { slug } = await params
  return <PageView slug={slug === 'home' ? '__home_is_at_root__' : slug} />
}
