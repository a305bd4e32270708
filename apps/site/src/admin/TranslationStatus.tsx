import type { Payload } from 'payload'
import { LOCALES, type Locale } from '../i18n/locales'

type CellProps = { rowData?: { id?: number | string }; collectionSlug?: string; payload?: Payload }

/**
 * List-view column "Languages" (issue 19): which languages have their own translation of the document (a
 * slug of their own), and which are not yet translated (their visitors get the English text).
 */
export async function TranslationStatusCell({ rowData, collectionSlug, payload }: CellProps) {
  if (!payload || !collectionSlug || rowData?.id == null) return null
  const doc = (await payload.findByID({
    collection: collectionSlug as 'pages',
    id: rowData.id,
    locale: 'all',
    depth: 0,
    draft: true,
    select: { slug: true } as never,
    disableErrors: true,
  })) as { slug?: Partial<Record<Locale, string>> } | null
  const slugs = doc?.slug && typeof doc.slug === 'object' ? doc.slug : {}
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
