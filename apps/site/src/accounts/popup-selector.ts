/**
 * SPEC 5 "Popup selector": only letters, digits, '_', ':', '.', '#', spaces and dashes; underscores
 * become spaces. Anything else makes the selector ignored (null): it is never handed to
 * querySelector unchecked.
 */
export function sanitizePopupSelector(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 200) return null
  if (!/^[A-Za-z0-9_:.# -]+$/.test(raw)) return null
  const sel = raw.replace(/_/g, ' ').trim()
  return sel === '' ? null : sel
}

export const POPUP_OPEN_DELAY_MS = 300

/** Which popup a URL asks for: lost or reset password, with the selector of the element to open. */
export function popupFromUrl(search: string): { view: 'lost' | 'reset'; selector: string; key: string | null } | null {
  const q = new URLSearchParams(search)
  if (!q.has('popup-selector')) return null
  const view = q.has('eael-resetpassword') ? 'reset' : q.has('eael-lostpassword') ? 'lost' : null
  if (!view) return null
  const selector = sanitizePopupSelector(q.get('popup-selector'))
  if (!selector) return null
  return { view, selector, key: q.get('key') }
}
