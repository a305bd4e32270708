/** SPEC 9 "Table of contents": the scroll offset is 30 px; a configured offset greater than 30 is used as configured. */
export const TOC_MIN_OFFSET = 30

/** The TOC's scroll offset: the base offset plus the admin bar's and a fixed or sticky header's heights. */
export function tocScrollOffset(configured: number | null | undefined, adminBarHeight = 0, headerHeight = 0): number {
  const base =
    typeof configured === 'number' && Number.isFinite(configured) && configured > TOC_MIN_OFFSET
      ? configured
      : TOC_MIN_OFFSET
  return base + Math.max(0, adminBarHeight) + Math.max(0, headerHeight)
}

/** Where a smooth scroll to an element ends: its top minus the offset, within the scrollable range. */
export function scrollTargetY(elementTop: number, offset: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(0, elementTop - offset), Math.max(0, maxScroll)))
}
