import type { CollectionSlug, Payload } from 'payload'
import { LOCALES, type Locale } from '../i18n/locales'
import { translationKey } from './translation-key'

type CellProps = { rowData?: { id?: number | string }; collectionSlug?: string; payload?: Payload }
type Slugs = Partial<Record<Locale, string>>

/**
 * The rows' slugs in every language, one query per list: Payload renders a list's cells one component per
 * row (no list-level cell API), and React calls each row's cell before any of them has its answer. So the
 * first cell opens a batch, the others of that render join it, and the batch is asked once, after the
 * current turn of the event loop, for all of its ids (a WHERE id IN, drafts included, every locale). Nothing
 * is kept after the answer: the next list (or the next page) asks again.
 */
const batches = new WeakMap<Payload, Map<string, { ids: Set<number | string>; answer: Promise<Map<string, Slugs>> }>>()

function slugsOf(payload: Payload, collection: string, id: number | string): Promise<Slugs> {
  let open = batches.get(payload)
  if (!open) batches.set(payload, (open = new Map()))
  let batch = open.get(collection)
  if (!batch) {
    const key = translationKey(collection)
    const ids = new Set<number | string>()
    const answer = new Promise<Map<string, Slugs>>((resolve, reject) =>
      setImmediate(() => {
        open.delete(collection)
        payload
          .find({
            collection: collection as CollectionSlug,
            where: { id: { in: [...ids] } },
            locale: 'all',
            depth: 0,
            draft: true,
            select: { [key]: true } as never,
            limit: ids.size,
            pagination: false,
          })
          .then((res) => {
            const docs = res.docs as unknown as ({ id: number | string } & Record<string, unknown>)[]
            const own = (d: (typeof docs)[number]): Slugs =>
              d[key] && typeof d[key] === 'object' ? (d[key] as Slugs) : {}
            resolve(new Map(docs.map((d) => [String(d.id), own(d)])))
          }, reject)
      }),
    )
    batch = { ids, answer }
    open.set(collection, batch)
  }
  batch.ids.add(id)
  return batch.answer.then((bySlug) => bySlug.get(String(id)) ?? {})
}

/**
 * List-view column "Languages" (issue 19): which languages have their own translation of the document (a
 * slug of their own), and which are not yet translated (their visitors get the English text).
 */
export async function TranslationStatusCell({ rowData, collectionSlug, payload }: CellProps) {
  if (!payload || !collectionSlug || rowData?.id == null) return null
  // A failed batch shows the row as not translated rather than breaking the list.
  const slugs = await slugsOf(payload, collectionSlug, rowData.id).catch((err: unknown): Slugs => {
    payload.logger.error({ err, msg: 'translation status: the list query failed' })
    return {}
  })
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {LOCALES.map((l) => {
        const done = Boolean(slugs[l])
        return (
          <span
            key={l}
            title={done ? `${l}: translated` : `${l}: not yet translated`}
            style={{
              fontSize: 11,
              padding: '1px 5px',
              borderRadius: 3,
              border: '1px solid var(--theme-elevation-250)',
              opacity: done ? 1 : 0.45,
              textDecoration: done ? 'none' : 'line-through',
            }}
          >
            {l.toUpperCase()}
            <span style={{ position: 'absolute', left: -9999 }}>{done ? ' translated' : ' not yet translated'}</span>
          </span>
        )
      })}
    </span>
  )
}
