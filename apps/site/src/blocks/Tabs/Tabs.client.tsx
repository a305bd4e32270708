'use client'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

type Tab = { label: string; anchor?: string | null; content: ReactNode }

/** WAI-ARIA tabs: click or arrow keys switch the panel; Home/End jump to the ends. */
export function Tabs({ tabs }: { tabs: Tab[] }) {
  const [active, setActive] = useState(0)
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const select = (i: number, focus = false) => {
    const n = (i + tabs.length) % tabs.length
    setActive(n)
    if (focus) refs.current[n]?.focus()
  }
  const onKey = (e: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (e.key in keys) {
      e.preventDefault()
      select(keys[e.key]!, true)
    }
  }
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list" onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <button
            key={i}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={t.anchor || `${base}-tab-${i}`}
            className="tabs__tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => select(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={t.anchor || `${base}-tab-${i}`}
          className="tabs__panel"
          hidden={i !== active}
          tabIndex={0}
        >
          {t.content}
        </div>
      ))}
    </div>
  )
}
