import type { MetadataRoute } from 'next'
import { allPublished } from '../lib/data'
import { publicPath, siteUrl } from '../lib/preview'

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const { pages, guides, tours } = await allPublished()
  const entry = (path: string, updatedAt?: string) => ({
    url: `${base}${path}`,
    lastModified: updatedAt ? new Date(updatedAt) : undefined,
  })
  return [
    ...pages.map((p) => entry(publicPath('pages', p.slug), p.updatedAt)),
    entry('/guides'),
    ...guides.map((g) => entry(publicPath('guides', g.slug), g.updatedAt)),
    entry('/tours'),
    ...tours.map((t) => entry(publicPath('tours', t.slug), t.updatedAt)),
  ]
}
