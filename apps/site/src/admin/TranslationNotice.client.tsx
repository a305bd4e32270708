'use client'
import { useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { translationKey } from './translation-key'

/**
 * At the top of a page, guide, tour, category or tour option being edited in a language other than English
 * (issue 19): "Not yet translated" while that language has no slug (an option: no name) of its own
 * (translation-key.ts), with a button that copies the English document into it as a start (POST /api/<collection>/<id>/copy-locale?to=xx, src/lib/copy-locale.ts).
 */
export function TranslationNotice() {
  const { id, collectionSlug } = useDocumentInfo()
  const locale = useLocale()
  const code = typeof locale === 'string' ? locale : locale?.code
  const [state, setState] = useState<'unknown' | 'translated' | 'missing' | 'copying' | 'failed'>('unknown')
  useEffect(() => {
    if (!id || !collectionSlug || !code || code === 'en') return
    let stale = false
    const key = translationKey(collectionSlug)
    fetch(`/api/${collectionSlug}/${id}?locale=${code}&fallback-locale=none&draft=true&depth=0&select[${key}]=true`, {
      credentials: 'include',
    })
      .then((r) => r.json())
      .then((d: Record<string, unknown>) => !stale && setState(d?.[key] ? 'translated' : 'missing'))
      .catch(() => !stale && setState('unknown'))
    return () => {
      stale = true
    }
  }, [id, collectionSlug, code])
  if (!id || !code || code === 'en' || state === 'unknown' || state === 'translated') return null
  const copy = async () => {
    setState('copying')
    const r = await fetch(`/api/${collectionSlug}/${id}/copy-locale?to=${code}`, {
      method: 'POST',
      credentials: 'include',
    })
    if (r.ok) location.reload()
    else setState('failed')
  }
  return (
    <div
      role="status"
      style={{
        padding: '10px 14px',
        margin: '0 0 16px',
        border: '1px solid var(--theme-warning-500)',
        borderRadius: 4,
      }}
    >
      <strong>Not yet translated ({code.toUpperCase()}).</strong> Visitors see the English text until this language is
      published.{' '}
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={copy}
        disabled={state === 'copying'}
      >
        Copy from English
      </button>
      {state === 'failed' && <span> The copy failed; try again.</span>}
    </div>
  )
}
