import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { chatLink, currentSku, withSku } from './core'
import { CHAT_CONSTANTS as C, type ChatSettings } from './types'
import type { Texts } from '../i18n/texts'

/** The chatbox's own interface texts (namespace `chat`), formatted by the server (ChatWidget's data-texts). */
export type ChatTexts = Texts<'chat'>

type Props = {
  s: ChatSettings
  texts: ChatTexts
  root: HTMLElement | null
  mobile: boolean
  focus: boolean
  optedIn: boolean
  onOptIn: (v: boolean) => void
  onClose: () => void
  onOpenApp: () => void
}

// Bubbles are revealed one by one the first time the chatbox opens on a page, then shown at once.
let revealed = false
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
const between = (a: number, b: number) => a + Math.random() * (b - a)

/** Puts the SKU where the message says {SKU}; without one, the paragraphs that mention it are left out. */
function fillSku(el: HTMLElement, sku: string) {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
  const hits: Text[] = []
  while (walker.nextNode())
    if ((walker.currentNode as Text).data.includes('{SKU}')) hits.push(walker.currentNode as Text)
  for (const t of hits) {
    if (!sku) {
      ;(t.parentElement?.closest('p, li') ?? t.parentElement)?.remove()
      continue
    }
    const parts = t.data.split('{SKU}')
    const frag = document.createDocumentFragment()
    parts.forEach((part, i) => {
      if (i > 0) {
        const span = document.createElement('span')
        span.className = 'joinchat__sku'
        span.textContent = sku
        frag.append(span)
      }
      if (part) frag.append(part)
    })
    t.replaceWith(frag)
  }
}

/**
 * The chatbox: a header with the close control, the chat bubbles behind a typing indicator, the
 * opt-in, on computers a QR code of the chat link, and the open-chat button.
 */
export default function Chatbox({ s, texts, root, mobile, focus, optedIn, onOptIn, onClose, onOpenApp }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const bubbles = useRef<HTMLDivElement>(null)
  const qr = useRef<HTMLCanvasElement>(null)
  const [typing, setTyping] = useState(false)
  const [sku, setSku] = useState(() => currentSku(s.sku))
  const optout = s.optin.required && !optedIn
  // The QR code is a way to open the chat too: not before a required opt-in is checked.
  const showQr = s.qr.show && !mobile && !optout

  useEffect(() => {
    if (focus) box.current?.focus()
  }, [focus])

  // The SKU follows the page: `data-sku` changes (a variant picker) or a `sku:change` event.
  useEffect(() => {
    const update = () => setSku(currentSku(s.sku))
    const mo = new MutationObserver(update)
    mo.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-sku'] })
    window.addEventListener('sku:change', update)
    return () => {
      mo.disconnect()
      window.removeEventListener('sku:change', update)
    }
  }, [s.sku])

  // Bubbles: copies of the server-rendered message, revealed with SPEC 9's pacing the first time.
  useEffect(() => {
    const target = bubbles.current
    if (!target) return
    const make = (src: HTMLElement) => {
      const b = src.cloneNode(true) as HTMLElement
      b.className = src.hasAttribute('data-note') ? 'joinchat__bubble joinchat__bubble--note' : 'joinchat__bubble'
      fillSku(b, sku)
      return b
    }
    // A bubble left empty (it only spoke of a {SKU} this page does not have) is not shown.
    const sources = [...(root?.querySelectorAll<HTMLElement>('.joinchat__src-bubble') ?? [])].filter(
      (src) => (make(src).textContent ?? '').trim() || src.querySelector('img'),
    )
    let cancelled = false
    target.replaceChildren()
    // The newest bubble stays in view: the scrolling element is the chat's scroll area, not the list
    // (scrolling the list did nothing, and a long chat hid its last bubble under the QR code).
    const toLatest = () => {
      const area = target.closest<HTMLElement>('.joinchat__scroll')
      if (area) area.scrollTop = area.scrollHeight
    }
    if (revealed) {
      sources.forEach((src) => target.append(make(src)))
      toLatest()
      return
    }
    void (async () => {
      for (const src of sources) {
        if (cancelled) return
        const b = make(src)
        if (src.hasAttribute('data-note')) {
          await wait(100)
        } else {
          setTyping(true)
          const words = (b.textContent ?? '').trim().split(/\s+/).filter(Boolean).length
          await wait(60 * words + between(100, 200))
          if (cancelled) return
          setTyping(false)
        }
        target.append(b)
        toLatest()
        if (src !== sources.at(-1)) await wait(between(400, 600))
      }
      revealed = true
    })()
    return () => {
      cancelled = true
      setTyping(false)
    }
  }, [root, sku])

  // QR code of the app link (not the web version), 200 px times the pixel ratio.
  useEffect(() => {
    if (!showQr || !qr.current) return
    const canvas = qr.current
    const link = chatLink({ ...s, whatsapp_web: false }, withSku(s.message_send, sku), true)
    let live = true
    void import('qrcode').then(({ toCanvas }) => {
      if (!live) return
      toCanvas(canvas, link, { width: C.qrSize * (window.devicePixelRatio || 1), margin: 1 }, () => {
        canvas.style.removeProperty('width')
        canvas.style.removeProperty('height')
      })
    })
    return () => {
      live = false
    }
  }, [showQr, s, sku])

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      onClose()
    }
  }

  return (
    <div
      ref={box}
      id="joinchat-chatbox"
      className="joinchat__chatbox"
      role="dialog"
      aria-labelledby="joinchat-title"
      tabIndex={-1}
      onKeyDown={onKey}
    >
      <div className="joinchat__header">
        <span id="joinchat-title">{s.header || 'Chat'}</span>
        <button type="button" className="joinchat__close" aria-label={texts.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="joinchat__scroll" hidden={!s.message_hash}>
        <div className="joinchat__bubbles" ref={bubbles} aria-live="polite" />
        {typing && (
          <div className="joinchat__typing" role="status" aria-label={texts.typing}>
            <i />
            <i />
            <i />
          </div>
        )}
      </div>
      {s.optin.text && (
        <label className="joinchat__optin">
          <input type="checkbox" checked={optedIn} onChange={(e) => onOptIn(e.currentTarget.checked)} /> {s.optin.text}
        </label>
      )}
      <div className="joinchat__footer">
        {showQr && (
          <figure className="joinchat__qr">
            <canvas ref={qr} role="img" aria-label={texts.qrCode} />
            <figcaption>{texts.scan}</figcaption>
          </figure>
        )}
        <button type="button" className="joinchat__open" aria-disabled={optout || undefined} onClick={onOpenApp}>
          {s.cta || texts.open}
        </button>
      </div>
    </div>
  )
}
