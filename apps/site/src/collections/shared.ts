import type { CollectionConfig } from 'payload'
import { isStaff, publishedOrStaff } from '../lib/access'
import { previewUrl, publicPath, type PreviewCollection } from '../lib/preview'
import { revalidateAfterChange, revalidateAfterDelete } from '../lib/revalidate'

/** Drafts, versions, autosave, scheduled publishing, live preview and revalidation for public content. */
export const publishable = (
  collection: PreviewCollection,
  extraPaths: string[] = [],
): Pick<CollectionConfig, 'access' | 'versions' | 'hooks' | 'admin'> => {
  const paths = (doc: { slug?: string | null }) => [publicPath(collection, doc.slug), ...extraPaths]
  return {
    access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
    versions: { maxPerDoc: 50, drafts: { autosave: { interval: 800 }, schedulePublish: true } },
    hooks: { afterChange: [revalidateAfterChange(paths)], afterDelete: [revalidateAfterDelete(paths)] },
    admin: {
      livePreview: {
        url: ({ data }) => previewUrl(collection, data?.slug as string | undefined),
        breakpoints: [
          { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
          { label: 'Tablet', name: 'tablet', width: 1024, height: 768 },
          { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
        ],
      },
      preview: (doc) => previewUrl(collection, doc?.slug as string | undefined),
    },
  }
}
