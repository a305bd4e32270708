import type { Metadata } from 'next'
import { PageView } from '../../../components/PageView'
import { getGlobals, getPage } from '../../../lib/data'
import { buildMetadata } from '../../../lib/seo'

export const revalidate = 3600
export const dynamicParams = true
// Rendered on first request, then served from the cache until an editor publishes a change.
export const generateStaticParams = async () => []

type Args = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug } = await params
  const [page, { settings }] = await Promise.all([getPage(slug), getGlobals()])
  if (!page) return { title: 'Page not found' }
  return buildMetadata({
    title: page.title,
    path: `/${slug}`,
    meta: page.meta,
    image: page.hero?.image,
    siteName: settings.siteName,
  })
}

export default async function SlugPage({ params }: Args) {
  const { slug } = await params
  return <PageView slug={slug === 'home' ? '__home_is_at_root__' : slug} />
}
