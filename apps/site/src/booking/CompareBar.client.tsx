'use client'
import { useEffect, useState } from 'react'
import { readCompare, writeCompare } from './compare-store'

/** The floating "Compare (n)" link once tours are marked. */
export function CompareBar() {
  const [list, setList] = useState<string[]>([])
  useEffect(() => {
    const sync = () => setList(readCompare())
    sync()
    window.addEventListener('compare:change', sync)
    return () => window.removeEventListener('compare:change', sync)
  }, [])
  if (list.length === 0) return null
  return (
    <div className="compare-bar" role="region" aria-label="Compare tours">
      <a className="btn" href={`/compare?tours=${list.join(',')}`}>
        Compare ({list.length})
      </a>
      <button type="button" className="linklike" onClick={() => writeCompare([])}>
        Clear
      </button>
    </div>
  )
}
