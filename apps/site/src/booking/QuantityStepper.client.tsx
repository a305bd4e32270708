'use client'
import { useState } from 'react'
import { clampQuantity, stepQuantity, type QuantityRule } from '../behaviours/quantity'

/** Plus/minus steppers around a number field: by the field's step (default 1), clamped to min/max, typed values too. */
export function QuantityStepper({
  value,
  onChange,
  rule,
  label,
  fewerLabel,
  moreLabel,
  id,
}: {
  value: number
  onChange: (n: number) => void
  rule: QuantityRule
  label: string
  /** The minus and plus buttons' names, e.g. "Fewer: Travellers" (interface texts, translated by the parent). */
  fewerLabel: string
  moreLabel: string
  id: string
}) {
  const [text, setText] = useState(String(value))
  // The field shows the value again when the value changes from outside (React's "adjusting state when a
  // prop changes": during render, not in an effect that renders twice).
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(String(value))
  }
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
          aria-label={fewerLabel}
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
          aria-label={moreLabel}
          onClick={() => commit(stepQuantity(text, 1, rule))}
        >
          +
        </button>
      </div>
    </div>
  )
}
