/** The event other features send to show a toast: `toast('formSent')`. */
export const TOAST_EVENT = 'site:toast'
export const toast = (key: string) => window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { key } }))
