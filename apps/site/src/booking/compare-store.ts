import { looksLikeSlug } from '../fields/slug'

/** Tours marked for comparison (slugs), at most 3, kept in localStorage across pages. */
export const COMPARE_KEY = 'compare_tours'
export const COMPARE_MAX = 3

export function readCompare(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(COMPARE_KEY) || '[]') as unknown
    return Array.isArray(v)
      ? v.filter((s): s is string => typeof s === 'string' && looksLikeSlug(s)).slice(0, COMPARE_MAX)
      : []
  } catch {
    return []
  }
}

export function writeCompare(list: string[]): void {
  localStorage.setItem(COMPARE_KEY, JSON.stringify(list.slice(0, COMPARE_MAX)))
  window.dispatchEvent(new CustomEvent('compare:change', { detail: list }))
}
