/** SPEC 5 "Quantity steppers (product popup)": moves by the field's step (default 1), clamped to min and max. */
export type QuantityRule = { min?: number | null; max?: number | null; step?: number | null }

const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d)

export function clampQuantity(value: unknown, rule: QuantityRule): number {
  const min = num(rule.min, 1)
  const max = Math.max(min, num(rule.max, Number.MAX_SAFE_INTEGER))
  const step = Math.max(1, num(rule.step, 1))
  const n = typeof value === 'string' ? Number.parseFloat(value) : Number(value)
  if (!Number.isFinite(n)) return min
  const clamped = Math.min(max, Math.max(min, n))
  // stay on the step grid counted from min (a typed 5 with min 2, step 2 becomes 4)
  const snapped = min + Math.floor((clamped - min) / step + 1e-9) * step
  return Math.min(max, Math.max(min, snapped))
}

export function stepQuantity(value: unknown, direction: 1 | -1, rule: QuantityRule): number {
  const step = Math.max(1, num(rule.step, 1))
  const current = clampQuantity(value, rule)
  return clampQuantity(current + direction * step, rule)
}
