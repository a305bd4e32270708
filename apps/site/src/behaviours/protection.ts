import type { MessageKey } from './defaults'
import { toast } from './notify'
import type { PageConfig } from './page-config'

const FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'
const inField = (e: Event) => e.target instanceof Element && e.target.closest(FIELDS) !== null

/** Which SPEC 8 message a blocked key press gets, or null when the key is not blocked. */
export function blockedKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'altKey'>): MessageKey | null {
  const k = e.key.toLowerCase()
  if (e.key === 'F12') return 'inspectElement'
  if (!e.ctrlKey || e.altKey) return null
  if (e.shiftKey && (k === 'i' || k === 'k')) return 'inspectElement'
  if (!e.shiftKey && k === 'u') return 'viewSource'
  if (!e.shiftKey && k === 'p') return 'cutCopyPaste'
  return null
}

/**
 * SPEC 1/4/8 "Content protection": blocks the context menu, dragging, cut/copy/paste, printing,
 * F12, Ctrl+Shift+I, Ctrl+Shift+K and Ctrl+U; silently while show-messages is '0', with the SPEC
 * message in the toast when it is '1'. Form fields keep typing, pasting and their context menu.
 * (The printed output itself is blanked by CSS: `html[data-protect]` in print media.)
 */
export function init(cfg: PageConfig): () => void {
  const say = (key: MessageKey) => {
    if (cfg.behaviours.protection.showMessages === '1') toast(key)
  }
  const block = (key: MessageKey) => (e: Event) => {
    if (inField(e)) return
    e.preventDefault()
    say(key)
  }
  const onKey = (e: KeyboardEvent) => {
    const key = blockedKey(e)
    if (!key) return
    e.preventDefault()
    say(key)
  }
  const handlers: [string, EventListener][] = [
    ['contextmenu', block('rightClick')],
    ['dragstart', block('dragDrop')],
    ['drop', block('dragDrop')],
    ['cut', block('cutCopyPaste')],
    ['copy', block('cutCopyPaste')],
    ['paste', block('cutCopyPaste')],
    ['keydown', onKey as EventListener],
  ]
  const onPrint = () => say('cutCopyPaste')
  for (const [t, h] of handlers) document.addEventListener(t, h)
  addEventListener('beforeprint', onPrint)
  return () => {
    for (const [t, h] of handlers) document.removeEventListener(t, h)
    removeEventListener('beforeprint', onPrint)
  }
}
