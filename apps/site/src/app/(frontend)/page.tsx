import type { Metadata } from 'next'
import { PageView } from '../../components/PageView'
import { getGlobals, getPage } from '../../lib/data'
import { buildMetadata } from '../../lib/seo'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const [page, { settings }] = await Promise.all([getPage('home'), getGlobals()])
  if (!page) return {}
  return buildMetadata({
    title: settings.siteName,
    description: settings.tagline,
    path: '/',
    meta: page.meta,
    image: page.hero?.image,
    siteName: settings.siteName,
  })
}

export default function HomePage() {
  return <PageView slug="home" />
}
