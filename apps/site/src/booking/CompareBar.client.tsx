'use client'
import { useEffect, useState } from 'react'
import { readCompare, writeCompare, type Compared } from './compare-store'
import { later } from '../lib/later'
import type { Texts } from '../i18n/texts'
import { pageLocale } from '../i18n/page-locale'
import { localizePath } from '../i18n/paths.mjs'

/**
 * The floating "Compare (n)" link once tours are marked: to the comparison in the page's language
 * (`/pt/comparar?tours=...`), which takes the slugs of any language (marked on a page in another one).
 */
export function CompareBar({ texts: t }: { texts: Texts<'compareBar'> }) {
  const [list, setList] = useState<Compared[]>([])
  useEffect(() => {
    const sync = () => setList(readCompare())
    const first = later(sync)
    window.addEventListener('compare:change', sync)
    return () => {
      first()
      window.removeEventListener('compare:change', sync)
    }
  }, [])
  if (list.length === 0) return null
  return (
    <div className="compare-bar" role="region" aria-label={t.label}>
      <a className="btn" href={localizePath(pageLocale(), `/compare?tours=${list.map((e) => e.slug).join(',')}`)}>
        {t.compare} ({list.length})
      </a>
      <button type="button" className="linklike" onClick={() => writeCompare([])}>
        {t.clear}
      </button>
    </div>
  )
}
