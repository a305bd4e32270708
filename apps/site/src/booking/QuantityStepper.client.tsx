'use client'
import { useEffect, useState } from 'react'
import { clampQuantity, stepQuantity, type QuantityRule } from '../behaviours/quantity'

/** Plus/minus steppers around a number field: by the field's step (default 1), clamped to min/max, typed values too. */
export function QuantityStepper({
  value,
  onChange,
  rule,
  label,
  id,
}: {
  value: number
  onChange: (n: number) => void
  rule: QuantityRule
  label: string
  id: string
}) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = (raw: unknown) => {
    const n = clampQuantity(raw, rule)
    setText(String(n))
    if (n !== value) onChange(n)
  }
  return (
    <div className="qty">
      <label htmlFor={id}>{label}</label>
      <div className="qty__controls">
        <button
          type="button"
          className="qty__btn"
          aria-label={`Fewer: ${label}`}
          onClick={() => commit(stepQuantity(text, -1, rule))}
        >
          −
        </button>
        <input
          id={id}
          className="qty__input"
          type="number"
          inputMode="numeric"
          min={rule.min ?? 1}
          max={rule.max ?? undefined}
          step={rule.step ?? 1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              commit((e.target as HTMLInputElement).value)
            }
          }}
        />
        <button
          type="button"
          className="qty__btn"
          aria-label={`More: ${label}`}
          onClick={() => commit(stepQuantity(text, 1, rule))}
        >
          +
        </button>
      </div>
    </div>
  )
}
