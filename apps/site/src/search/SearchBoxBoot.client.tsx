'use client'
import { useEffect } from 'react'

const TYPING = /^(input|textarea|select)$/i

/**
 * What the header's search box needs at start-up, and no more: `/` focuses the box (unless the visitor
 * is typing somewhere), and the first focus loads the suggestions (combobox.ts).
 */
export function SearchBoxBoot() {
  useEffect(() => {
    const input = document.getElementById('site-search-q') as HTMLInputElement | null
    if (!input) return
    let loaded = false
    const load = () => {
      if (loaded) return
      loaded = true
      void import('./combobox').then((m) => m.attachCombobox(input))
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      const t = e.target as HTMLElement | null
      if (t && (TYPING.test(t.tagName) || t.isContentEditable)) return
      e.preventDefault()
      input.focus()
      input.select()
    }
    input.addEventListener('focus', load, { once: true })
    document.addEventListener('keydown', onKey)
    if (document.activeElement === input) load()
    return () => {
      input.removeEventListener('focus', load)
      document.removeEventListener('keydown', onKey)
    }
  }, [])
  return null
}
