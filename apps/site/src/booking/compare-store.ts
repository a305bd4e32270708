import { looksLikeSlug } from '../fields/slug'

/**
 * Tours marked for comparison, at most 3, kept in localStorage across pages and languages. Each is kept
 * by its id (the same in every language) and the slug of the page it was marked on (the comparison
 * page takes any language's slugs): a tour marked on a Portuguese page shows marked on the English one,
 * and un-marking it there takes it off the list. Lists kept before the ids (slugs only) still read.
 */
export const COMPARE_KEY = 'compare_tours'
export const COMPARE_MAX = 3

export type Compared = { id?: string; slug: string }

const isCompared = (v: unknown): v is Compared =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Compared).slug === 'string' &&
  looksLikeSlug((v as Compared).slug) &&
  ((v as Compared).id === undefined || typeof (v as Compared).id === 'string')

export function readCompare(): Compared[] {
  try {
    const v = JSON.parse(localStorage.getItem(COMPARE_KEY) || '[]') as unknown
    if (!Array.isArray(v)) return []
    return v
      .map((e: unknown) => (typeof e === 'string' && looksLikeSlug(e) ? { slug: e } : e))
      .filter(isCompared)
      .slice(0, COMPARE_MAX)
  } catch {
    return []
  }
}

/** Whether `entry` is the tour `id` (marked on a page in any language) or its slug `slug`. */
export const isTour = (entry: Compared, id: string, slug: string) =>
  entry.id !== undefined ? entry.id === id : entry.slug === slug

export function writeCompare(list: Compared[]): void {
  localStorage.setItem(COMPARE_KEY, JSON.stringify(list.slice(0, COMPARE_MAX)))
  window.dispatchEvent(new CustomEvent('compare:change', { detail: list }))
}
