'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'

export const STICKY_OFFSET = 125

/**
 * Responsive navigation and the sticky header: the header is marked stuck once the page is scrolled
 * past 125 px (an IntersectionObserver on a sentinel, so no scroll handler runs), and sticking or
 * unsticking collapses the mobile menu.
 */
export function HeaderBehaviour({
  children,
  label,
  openLabel,
  closeLabel,
  foldsBelow,
}: {
  children: ReactNode
  /** The navigation's name, and the toggle's texts (the interface texts, translated by the server parent). */
  label: string
  openLabel: string
  closeLabel: string
  /** The width from which the bar shows the navigation (components/header-fit.ts); null: never. */
  foldsBelow: number | null
}) {
  const [open, setOpen] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const el = sentinel.current
    const header = el?.closest('.site-header')
    if (!el || !header) return
    const io = new IntersectionObserver(([entry]) => {
      const stuck = !entry!.isIntersecting && entry!.boundingClientRect.top < 0
      if (header.classList.contains('is-stuck') !== stuck) {
        header.classList.toggle('is-stuck', stuck)
        setOpen(false)
      }
    })
    // The sentinel must sit in the document flow, not inside the sticky header.
    document.body.prepend(el)
    io.observe(el)
    return () => io.disconnect()
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    const onResize = () => {
      if (foldsBelow !== null && window.innerWidth >= foldsBelow) setOpen(false) // the bar shows the navigation
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
    }
  }, [open, foldsBelow])

  return (
    <>
      <div ref={sentinel} className="sticky-sentinel" aria-hidden="true" />
      <button
        ref={toggle}
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls="site-nav-panel"
        onClick={() => setOpen(!open)}
      >
        <span className="nav-toggle__bars" aria-hidden="true" />
        {open ? closeLabel : openLabel}
      </button>
      <nav
        id="site-nav-panel"
        className={`nav__panel ${open ? 'is-open' : ''}`}
        aria-label={label}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {children}
      </nav>
    </>
  )
}
