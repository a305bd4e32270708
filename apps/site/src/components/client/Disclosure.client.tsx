'use client'
import { useId, useState, type ReactNode } from 'react'

type Props = {
  title: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  anchor?: string | null
  headingLevel?: 'h2' | 'h3' | 'h4'
  className?: string
  /** Accordion groups: close the others when this one opens. */
  group?: string
}

/** A title button that slides its content open or closed (itinerary items, accordion sections). */
export function Disclosure({
  title,
  children,
  defaultOpen = false,
  anchor,
  headingLevel = 'h3',
  className = '',
  group,
}: Props) {
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  const Heading = headingLevel
  const toggle = () => {
    const next = !open
    setOpen(next)
    if (next && group) {
      window.dispatchEvent(new CustomEvent('disclosure:open', { detail: { group, id } }))
    }
  }
  return (
    <div
      className={`disclosure ${open ? 'is-active' : ''} ${className}`}
      ref={(el) => {
        if (!el || !group) return
        const onOther = (e: Event) => {
          const d = (e as CustomEvent<{ group: string; id: string }>).detail
          if (d.group === group && d.id !== id) setOpen(false)
        }
        window.addEventListener('disclosure:open', onOther)
        return () => window.removeEventListener('disclosure:open', onOther)
      }}
    >
      <Heading className="disclosure__title">
        <button
          type="button"
          className="disclosure__button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={anchor || `${id}-button`}
          onClick={toggle}
        >
          <span>{title}</span>
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={anchor || `${id}-button`}
        className={`disclosure__panel ${open ? 'is-open' : ''}`}
        inert={!open}
      >
        <div>
          <div className="disclosure__inner">{children}</div>
        </div>
      </div>
    </div>
  )
}
