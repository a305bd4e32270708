import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Config, Plugin } from 'payload'
import { isSearched, SEARCHED } from './documents'
import { suggestEndpoint } from './endpoint'
import { indexDocument, removeDocument } from './index'

/**
 * After each change of a guide, tour or page, the index holds its published version in every language
 * (a draft saved over a published document leaves the published text; an unpublished one leaves the
 * index). Inside the change's transaction on PostgreSQL, so the document and the index change together.
 */
const afterChange: CollectionAfterChangeHook = async ({ collection, doc, req, context }) => {
  if (context?.skipSearchIndex || !isSearched(collection.slug)) return doc
  await indexDocument(req.payload, collection.slug, doc.id, req)
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, id, req, context }) => {
  if (context?.skipSearchIndex || !isSearched(collection.slug)) return
  await removeDocument(req.payload, collection.slug, id, req)
}

const withHooks = (c: CollectionConfig): CollectionConfig =>
  !isSearched(c.slug)
    ? c
    : {
        ...c,
        hooks: {
          ...c.hooks,
          afterChange: [...(c.hooks?.afterChange ?? []), afterChange],
          afterDelete: [...(c.hooks?.afterDelete ?? []), afterDelete],
        },
      }

/**
 * Site search: the index's hooks on guides, tours and pages, and GET /api/search/suggest. After the
 * plugins that add or extend those collections (the ecommerce plugin adds tours).
 */
export const searchPlugin =
  (): Plugin =>
  (config: Config): Config => {
    const missing = SEARCHED.filter((s) => !config.collections?.some((c) => c.slug === s))
    if (missing.length)
      throw new Error(`searchPlugin: no ${missing.join(', ')} collection (put it after the plugin adding it)`)
    return {
      ...config,
      collections: (config.collections ?? []).map(withHooks),
      endpoints: [...(config.endpoints ?? []), suggestEndpoint],
    }
  }
