import { draftMode } from 'next/headers'
import { cache } from 'react'
import type { Guide, Page, Tour } from '../payload-types'
import { payloadClient } from './payload'

type Col = 'pages' | 'guides' | 'tours'

const isDraft = async (): Promise<boolean> => {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** One published document by slug (or its latest draft in live preview). */
async function bySlug<T>(collection: Col, slug: string): Promise<T | null> {
  if (!/^[a-z0-9-]{1,96}$/.test(slug)) return null
  const payload = await payloadClient()
  const draft = await isDraft()
  const res = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
    draft,
    overrideAccess: draft,
    pagination: false,
  })
  return (res.docs[0] as T | undefined) ?? null
}

export const getPage = cache((slug: string) => bySlug<Page>('pages', slug))
export const getGuide = cache((slug: string) => bySlug<Guide>('guides', slug))
export const getTour = cache((slug: string) => bySlug<Tour>('tours', slug))

export const listGuides = cache(async (limit = 24, page = 1, category?: number | string) => {
  const payload = await payloadClient()
  return payload.find({
    collection: 'guides',
    sort: '-publishedAt',
    limit,
    page,
    depth: 1,
    overrideAccess: false,
    where: category ? { categories: { in: [category] } } : undefined,
  })
})

export const listTours = cache(async (limit = 24, page = 1) => {
  const payload = await payloadClient()
  return payload.find({ collection: 'tours', sort: '-createdAt', limit, page, depth: 1, overrideAccess: false })
})

export const getGlobals = cache(async () => {
  const payload = await payloadClient()
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 1 }),
    payload.findGlobal({ slug: 'footer', depth: 1 }),
    payload.findGlobal({ slug: 'site-settings', depth: 1 }),
  ])
  return { header, footer, settings }
})

/** Slugs of everything published, for the sitemap. */
export const allPublished = cache(async () => {
  const payload = await payloadClient()
  const pick = async (collection: Col) =>
    (
      await payload.find({
        collection,
        limit: 1000,
        depth: 0,
        overrideAccess: false,
        select: { slug: true, updatedAt: true } as never,
        pagination: false,
      })
    ).docs as unknown as { slug: string; updatedAt: string }[]
  const [pages, guides, tours] = await Promise.all([pick('pages'), pick('guides'), pick('tours')])
  return { pages, guides, tours }
})
