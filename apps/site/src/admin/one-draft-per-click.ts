import type { CollectionAfterDeleteHook, CollectionAfterOperationHook, CollectionConfig } from 'payload'

/** How long after an editor's empty new draft a second one is taken for the same click. */
export const SAME_CLICK_MS = 2000

const recent = new Map<string, { id: number | string; at: number }>()

/** An untitled draft: what the create view makes (its data is the fields' defaults, nothing typed). */
const isUntitledDraft = (
  collection: { admin?: { useAsTitle?: string } },
  args: unknown,
  doc: Record<string, unknown>,
) => {
  const title = doc[collection.admin?.useAsTitle ?? 'title']
  return (
    (args as { draft?: boolean }).draft === true &&
    doc._status === 'draft' &&
    (title === null || title === undefined || title === '')
  )
}

/**
 * With autosave, Payload's "Create New" view makes the draft while it renders (and then redirects to
 * it), so a second render of the same view (a double click, a navigation the router repeats) made a
 * second untitled draft: the audit saw two, 266 ms apart, for one click. An untitled draft created by
 * the same editor within SAME_CLICK_MS of another is removed again and the first one answered instead,
 * so both renders open the same draft. Drafts with a title (duplicates, REST creates) are never touched.
 */
export const oneDraftPerClick: CollectionAfterOperationHook = async ({ args, collection, operation, req, result }) => {
  if (operation !== 'create' || !req.user) return result
  const doc = result as { id?: number | string } & Record<string, unknown>
  if (doc?.id === undefined || !isUntitledDraft(collection, args, doc)) return result
  const key = `${collection.slug}:${req.user.collection}:${req.user.id}`
  const now = Date.now()
  const prev = recent.get(key)
  for (const [k, v] of recent) if (now - v.at > SAME_CLICK_MS) recent.delete(k)
  if (prev && prev.id !== doc.id && now - prev.at <= SAME_CLICK_MS) {
    await req.payload.delete({ collection: collection.slug as 'pages', id: doc.id, req, overrideAccess: true })
    // Both are untitled drafts of the same defaults; the first may not be committed yet, so it is not read.
    return { ...doc, id: prev.id } as typeof result
  }
  recent.set(key, { id: doc.id, at: now })
  return result
}

/** A deleted draft is never answered for a later click. */
export const forgetDeletedDraft: CollectionAfterDeleteHook = ({ collection, id }) => {
  for (const [k, v] of recent) if (v.id === id && k.startsWith(`${collection.slug}:`)) recent.delete(k)
}

const autosaves = (c: CollectionConfig) => {
  const drafts = (c.versions as { drafts?: unknown } | undefined)?.drafts
  return Boolean(drafts && typeof drafts === 'object' && (drafts as { autosave?: unknown }).autosave)
}

/** Adds oneDraftPerClick to a collection whose drafts autosave. */
export function withOneDraftPerClick(c: CollectionConfig): CollectionConfig {
  if (!autosaves(c)) return c
  return {
    ...c,
    hooks: {
      ...c.hooks,
      afterOperation: [...(c.hooks?.afterOperation ?? []), oneDraftPerClick],
      afterDelete: [...(c.hooks?.afterDelete ?? []), forgetDeletedDraft],
    },
  }
}
