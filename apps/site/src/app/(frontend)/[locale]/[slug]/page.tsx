import type { Metadata } from 'next'
import { routeLocale } from '../../../../i18n/route'
import { getTranslations } from 'next-intl/server'
import { PageView } from '../../../../components/PageView'
import { getGlobals, getPage, slugsByLanguage } from '../../../../lib/data'
import { buildMetadata } from '../../../../lib/seo'

export const revalidate = 3600
export const dynamicParams = true
// Rendered on first request, then served from the cache until an editor publishes a change.
export const generateStaticParams = async () => []

type Args = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const locale = await routeLocale(params)
  const { slug } = await params
  const [page, { settings }] = await Promise.all([getPage(slug), getGlobals()])
  // Read outside the layout's render: the language is set here too (the /pt/... routes set theirs).
  if (!page) return { title: (await getTranslations('sections'))('pageNotFound') }
  return buildMetadata({
    title: page.title,
    path: `/${slug}`,
    locale,
    languages: Object.fromEntries(
      Object.entries(await slugsByLanguage('pages', page.id)).map(([l, s]) => [l, `/${s}`]),
    ),
    meta: page.meta,
    image: page.hero?.image,
    siteName: settings.siteName,
  })
}

export default async function SlugPage({ params }: Args) {
  await routeLocale(params)
  const { slug } = await params
  return <PageView slug={slug === 'home' ? '__home_is_at_root__' : slug} />
}
