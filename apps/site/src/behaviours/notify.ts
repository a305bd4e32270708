/** The event other features send to show a toast: `toast('formSent')`. */
export const TOAST_EVENT = 'site:toast'
export const toast = (key: string) => window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { key } }))
/** The same notification with a text of the page's own: `toastText('Added to your cart')`. */
export const toastText = (text: string) => window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { text } }))
