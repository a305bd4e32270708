import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { PAGE_CACHE } from './page-cache.mjs'

/**
 * On-demand revalidation: a published change appears on the public pages without a rebuild.
 * Outside a Next.js server (seed, feed worker, tests through the Local API) there is no cache to
 * revalidate, and next/cache throws; that is not an error for the write.
 */
export async function revalidate(paths: string[], tags: string[] = [], { layout = false } = {}): Promise<void> {
  try {
    const { revalidatePath, revalidateTag } = await import('next/cache')
    for (const tag of tags) (revalidateTag as (t: string, p?: string) => void)(tag, 'max')
    for (const p of paths) revalidatePath(p)
    if (layout) revalidatePath('/', 'layout') // every page under the root layout
  } catch {
    // not inside Next.js: nothing cached here
  }
  purgePageCache()
}

/** The production server's page micro-cache (server.mjs, lib/page-cache.mjs), when this process has one. */
function purgePageCache() {
  ;(globalThis as { [PAGE_CACHE]?: { purge(): void } })[PAGE_CACHE]?.purge()
}

type PathsFor = (doc: { slug?: string | null }) => string[]

export const revalidateAfterChange =
  (pathsFor: PathsFor): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, context }) => {
    if (context?.disableRevalidate) return doc
    const paths = new Set<string>()
    if (doc?._status === 'published' || doc?._status === undefined) pathsFor(doc).forEach((p) => paths.add(p))
    // Unpublished or renamed: the old address must stop showing the old content.
    if (previousDoc?._status === 'published' && (doc?._status !== 'published' || previousDoc.slug !== doc.slug))
      pathsFor(previousDoc).forEach((p) => paths.add(p))
    if (paths.size) await revalidate([...paths, '/sitemap.xml'])
    return doc
  }

export const revalidateAfterDelete =
  (pathsFor: PathsFor): CollectionAfterDeleteHook =>
  async ({ doc, context }) => {
    if (!context?.disableRevalidate) await revalidate([...pathsFor(doc), '/sitemap.xml'])
    return doc
  }

export const revalidateLayout: GlobalAfterChangeHook = async ({ doc, context }) => {
  // Header, footer and settings appear on every page.
  if (!context?.disableRevalidate) await revalidate(['/'], [], { layout: true })
  return doc
}
