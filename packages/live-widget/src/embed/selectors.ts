/** Mount points: every [data-place="widget-live-match"], plus the legacy #wgWidgetScreen container. */
export const MOUNT_SELECTOR = '[data-place="widget-live-match"]'
export const LEGACY_ID = 'wgWidgetScreen'
/** Set on an element once the widget is mounted into it. */
export const MOUNTED_ATTR = 'data-lmw-mounted'

export type Root = Document | Element | DocumentFragment

/** The mount points under root that have no widget yet, in document order, without duplicates. */
export function findMountPoints(root: Root = document, legacyId: string = LEGACY_ID): HTMLElement[] {
  const found = new Set<HTMLElement>()
  root.querySelectorAll<HTMLElement>(MOUNT_SELECTOR).forEach((el) => found.add(el))
  const legacy =
    'getElementById' in root && typeof root.getElementById === 'function'
      ? (root.getElementById(legacyId) as HTMLElement | null)
      : root.querySelector<HTMLElement>(`#${CSS.escape(legacyId)}`)
  if (legacy) found.add(legacy)
  return [...found].filter((el) => !el.hasAttribute(MOUNTED_ATTR))
}
