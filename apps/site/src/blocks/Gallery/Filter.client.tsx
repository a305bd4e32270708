'use client'
import { useRef, type MouseEvent, type ReactNode } from 'react'

/**
 * Portfolio filtering: a click on a filter link shows the items whose category matches its
 * data-filter ('*' shows all) and marks the link as current. Works on the server-rendered list.
 */
export function PortfolioFilter({
  filters,
  label,
  shownTexts,
  children,
}: {
  filters: { label: string; value: string }[]
  /** The filter list's name, and "n shown" for each count n (interface texts, formatted by the server). */
  label: string
  shownTexts: string[]
  children: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    const link = e.currentTarget
    const value = link.dataset.filter ?? '*'
    const el = root.current
    if (!el) return
    el.querySelectorAll<HTMLAnchorElement>('[data-filter]').forEach((a) => {
      const on = a === link
      a.classList.toggle('current', on)
      if (on) a.setAttribute('aria-current', 'true')
      else a.removeAttribute('aria-current')
    })
    el.querySelectorAll<HTMLElement>('[data-category]').forEach((item) => {
      item.hidden = value !== '*' && item.dataset.category !== value
    })
    const shown = el.querySelectorAll('[data-category]:not([hidden])').length
    const status = el.querySelector('[role=status]')
    if (status) status.textContent = shownTexts[shown] ?? String(shown)
  }
  return (
    <div ref={root}>
      <ul className="filters" aria-label={label}>
        {filters.map((f, i) => (
          <li key={f.value}>
            <a
              href={`#${f.value === '*' ? 'all' : f.value}`}
              data-filter={f.value}
              className={i === 0 ? 'current' : undefined}
              aria-current={i === 0 ? 'true' : undefined}
              onClick={onClick}
            >
              {f.label}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden" />
      {children}
    </div>
  )
}
