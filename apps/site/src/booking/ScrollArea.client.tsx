'use client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import './shop.css'

/**
 * A wide table's sideways scroller (issue 27: the comparison of three tours on a phone showed no sign that a
 * third column was there). A labelled region the keyboard can focus and scroll while it has more to show,
 * with a shadow at each side that has more, gone at the end.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState({ start: false, end: false })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () => {
      const max = el.scrollWidth - el.clientWidth
      const start = el.scrollLeft > 1
      const end = el.scrollLeft < max - 1
      setMore((m) => (m.start === start && m.end === end ? m : { start, end }))
    }
    // A ResizeObserver reports once when it starts observing: the first measure comes from it.
    const resized = new ResizeObserver(update)
    resized.observe(el)
    if (el.firstElementChild) resized.observe(el.firstElementChild)
    el.addEventListener('scroll', update, { passive: true })
    return () => {
      resized.disconnect()
      el.removeEventListener('scroll', update)
    }
  }, [])
  const scrolls = more.start || more.end
  return (
    <div className="scroll-area">
      <div ref={ref} className="table-scroll" role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined}>
        {children}
      </div>
      <span
        className="scroll-area__cue scroll-area__cue--start"
        data-scroll-cue="start"
        hidden={!more.start}
        aria-hidden="true"
      />
      <span
        className="scroll-area__cue scroll-area__cue--end"
        data-scroll-cue="end"
        hidden={!more.end}
        aria-hidden="true"
      />
    </div>
  )
}
