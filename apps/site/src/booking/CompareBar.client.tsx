'use client'
import { useEffect, useState } from 'react'
import { readCompare, writeCompare } from './compare-store'
import { later } from '../lib/later'
import type { Texts } from '../i18n/texts'

/** The floating "Compare (n)" link once tours are marked. */
export function CompareBar({ texts: t }: { texts: Texts<'compareBar'> }) {
  const [list, setList] = useState<string[]>([])
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
      <a className="btn" href={`/compare?tours=${list.join(',')}`}>
        {t.compare} ({list.length})
      </a>
      <button type="button" className="linklike" onClick={() => writeCompare([])}>
        {t.clear}
      </button>
    </div>
  )
}
