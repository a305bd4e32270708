'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { fitHeader } from '../header-fit'

export const STICKY_OFFSET = 125

/**
 * Responsive navigation and the sticky header: the header is marked stuck once the page is scrolled
 * past 125 px (an IntersectionObserver on a sentinel, so no scroll handler runs), and sticking or
 * unsticking collapses the mobile menu. The bar lays itself out again (header-fit.ts) when its width
 * changes (at once, before the next paint) and when its words do (signing in, Roboto applied: at the
 * next frame); a layout without the menu closes it.
 */
export function HeaderBehaviour({
  children,
  label,
  openLabel,
  closeLabel,
}: {
  children: ReactNode
  /** The navigation's name, and the toggle's texts (the interface texts, translated by the server parent). */
  label: string
  openLabel: string
  closeLabel: string
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
    const header = toggle.current?.closest<HTMLElement>('.site-header')
    const bar = header?.querySelector('.site-header__bar')
    if (!header || !bar) return
    let frame = 0
    const refit = () => {
      cancelAnimationFrame(frame)
      frame = 0
      if (!fitHeader(header).startsWith('menu')) setOpen(false)
    }
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(refit)
    }
    const width = new ResizeObserver(refit)
    width.observe(bar)
    const words = new ResizeObserver(soon)
    for (const el of header.querySelectorAll('.site-header__logo, .nav__list, .account-entry')) words.observe(el)
    const fonts = new MutationObserver(soon)
    fonts.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    document.fonts?.addEventListener('loadingdone', soon)
    return () => {
      cancelAnimationFrame(frame)
      width.disconnect()
      words.disconnect()
      fonts.disconnect()
      document.fonts?.removeEventListener('loadingdone', soon)
    }
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        toggle.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

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
        {/* Both labels take the same cell, the other one hidden: the button keeps its width open or shut. */}
        <span className="nav-toggle__label">
          <span className={open ? 'is-off' : undefined}>{openLabel}</span>
          <span className={open ? undefined : 'is-off'}>{closeLabel}</span>
        </span>
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
