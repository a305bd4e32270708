import { z } from 'zod'

/** A side's score per period, e.g. {"1": 1, "2": 0}; a period may be null while it has no score. */
export type Periods = Record<string, number | null>

export const periodsSchema = z.record(z.string().min(1).max(16), z.number().int().min(0).max(999).nullable())

/** The periods stored for a side, or {} when the value is not a periods object. */
export function toPeriods(value: unknown): Periods {
  const r = periodsSchema.safeParse(value)
  return r.success ? r.data : {}
}

/** Merges periods period by period: the new value of a period replaces the old one, others are kept. */
export const mergePeriods = (old: unknown, next: unknown): Periods => ({ ...toPeriods(old), ...toPeriods(next) })

export function validatePeriods(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return periodsSchema.safeParse(value).success
    ? true
    : 'Periods are an object of period name to score, for example {"1": 1, "2": 0}'
}
