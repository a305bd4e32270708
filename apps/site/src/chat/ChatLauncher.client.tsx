'use client'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { isMobile, markSeen, openWhatsApp, seenHashes, store } from './core'
import { CHAT_CONSTANTS as C, type ChatSettings } from './types'
import { later } from '../lib/later'
import type { ChatTexts } from './Chatbox'

// The chatbox (bubbles, opt-in, QR code) loads the first time it is needed.
const Chatbox = lazy(() => import('./Chatbox'))

const TEXT_INPUT = /^(text|email|number|password|search|tel|url)$/

/**
 * The floating button: reads its settings from the JSON in the `data-settings` attribute of the
 * widget's root, and runs SPEC 4 "Chat widget": delays, auto-open and badge, view counter, opening
 * triggers, re-open guard, opt-in, mobile focus hiding and desktop hover-open.
 */
export function ChatLauncher() {
  const ref = useRef<HTMLDivElement>(null)
  const [s, setS] = useState<ChatSettings | null>(null)
  const [texts, setTexts] = useState<ChatTexts | null>(null)
  const [shown, setShown] = useState(false)
  const [open, setOpen] = useState(false)
  const [badge, setBadge] = useState(false)
  // The tooltip steps aside while the footer is in view (it covered the footer's social links).
  const [footerInView, setFooterInView] = useState(false)
  useEffect(() => {
    const footer = document.querySelector('.site-footer')
    if (!footer || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(([e]) => setFooterInView(Boolean(e?.isIntersecting)))
    io.observe(footer)
    return () => io.disconnect()
  }, [])
  const [focusHidden, setFocusHidden] = useState(false)
  const [optedIn, setOptedIn] = useState(false)
  const [userOpened, setUserOpened] = useState(false)
  const shownAt = useRef(0)
  const hover = useRef<number | undefined>(undefined)
  const button = useRef<HTMLButtonElement>(null)
  const mobile = useRef(false)

  const hasChatbox = Boolean(s && (s.message_hash || s.optin.text))
  const optOut = Boolean(s?.optin.required && !optedIn)

  const showChatbox = useCallback(
    (byUser: boolean) => {
      if (!s || !(s.message_hash || s.optin.text)) return false
      setShown(true)
      setBadge(false)
      // Shown is read: a badge or auto-open must not come back on the next page because the visitor
      // left without closing the chatbox (SPEC marks it on close and app-open; this adds the opening).
      if (s.message_hash) markSeen(s.message_hash)
      setUserOpened(byUser)
      setOpen((was) => {
        if (!was) shownAt.current = Date.now()
        return true
      })
      return true
    },
    [s],
  )

  const hideChatbox = useCallback(() => {
    if (!s) return
    markSeen(s.message_hash)
    setOpen(false)
    if (ref.current?.contains(document.activeElement)) button.current?.focus()
  }, [s])

  /** Opens WhatsApp unless the re-open guard or a pending opt-in stops it. */
  const openApp = useCallback(
    (fromCta: boolean) => {
      if (!s) return
      if (open && Date.now() - shownAt.current < C.reopenGuardMs) return
      if (s.optin.required && !optedIn) {
        showChatbox(true)
        ref.current?.querySelector<HTMLInputElement>('.joinchat__optin input')?.focus()
        return
      }
      if (!openWhatsApp(s, fromCta)) return
      markSeen(s.message_hash)
      setBadge(false)
      setOpen(false)
    },
    [s, open, optedIn, showChatbox],
  )

  // Settings, timers, views and URL triggers: once per page load.
  useEffect(
    () =>
      later(() => {
        const data = ref.current?.parentElement?.dataset
        let settings: ChatSettings
        let chatTexts: ChatTexts
        try {
          settings = JSON.parse(data?.settings || 'null') as ChatSettings
          chatTexts = JSON.parse(data?.texts || 'null') as ChatTexts
        } catch {
          return
        }
        if (!settings?.telephone) return
        mobile.current = isMobile()
        if (settings.mobile_only && !mobile.current) return
        const seen = Boolean(settings.message_hash) && seenHashes().includes(settings.message_hash)
        settings.cta_viewed = seen
        settings.sku = ''
        setTexts(chatTexts)
        setS(settings)
      }),
    [],
  )

  useEffect(() => {
    if (!s) return
    const timers: number[] = []
    const later = (ms: number, fn: () => void) => timers.push(window.setTimeout(fn, ms))
    const views = parseInt(store.get('joinchat_views') || '1', 10) || 1
    const query = new URLSearchParams(location.search).get('joinchat')
    let buttonDelay = s.button_delay * 1000
    if (query !== null) {
      const q = parseFloat(query)
      buttonDelay = Number.isFinite(q) && q >= 0 ? Math.min(q, 3600) * 1000 : 0
      later(buttonDelay + C.urlTriggerChatboxMs, () => showChatbox(false))
    } else if (location.hash === '#joinchat') {
      buttonDelay = 0
      later(C.urlTriggerChatboxMs, () => showChatbox(false))
    } else if (s.message_hash && !s.cta_viewed && s.message_delay > 0) {
      const at = buttonDelay + s.message_delay * 1000
      if (s.message_badge) later(at, () => setBadge(true))
      else if (views >= s.message_views) later(at, () => showChatbox(false))
    }
    if (s.message_delay > 0 && views < s.message_views) store.set('joinchat_views', String(views + 1))
    later(buttonDelay, () => setShown(true))
    return () => timers.forEach(clearTimeout)
    // once per settings (page load)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s])

  // Triggers anywhere on the page: #joinchat and #whatsapp links, .joinchat_open and .joinchat_app.
  useEffect(() => {
    if (!s) return
    const onClick = (e: MouseEvent) => {
      const el = (e.target as Element | null)?.closest?.('a[href], .joinchat_open, .joinchat_app')
      if (!el || ref.current?.contains(el)) return
      const a = el instanceof HTMLAnchorElement ? el : null
      const samePage = a && a.pathname === location.pathname && a.origin === location.origin
      const app = el.classList.contains('joinchat_app') || (samePage && a.hash === '#whatsapp')
      const box = el.classList.contains('joinchat_open') || (samePage && a.hash === '#joinchat')
      if (!app && !box) return
      e.preventDefault()
      setShown(true)
      if (app || !showChatbox(true)) openApp(false)
    }
    const onHash = () => {
      if (location.hash === '#joinchat') {
        setShown(true)
        showChatbox(false)
      }
    }
    document.addEventListener('click', onClick)
    window.addEventListener('hashchange', onHash)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('hashchange', onHash)
    }
  }, [s, showChatbox, openApp])

  // Mobile: hide while a text input outside the widget has focus (the keyboard is up).
  useEffect(() => {
    if (!s || !mobile.current) return
    const isText = (el: Element | null) =>
      !!el &&
      !ref.current?.contains(el) &&
      ((el instanceof HTMLInputElement && TEXT_INPUT.test(el.type)) ||
        el instanceof HTMLTextAreaElement ||
        (el as HTMLElement).isContentEditable)
    const onFocus = () => setFocusHidden(isText(document.activeElement))
    const onBlur = () => setTimeout(onFocus, 0)
    document.addEventListener('focusin', onFocus)
    document.addEventListener('focusout', onBlur)
    return () => {
      document.removeEventListener('focusin', onFocus)
      document.removeEventListener('focusout', onBlur)
    }
  }, [s])

  if (!s) return <div ref={ref} hidden />

  const onButton = () => {
    if (hasChatbox && !open) showChatbox(true)
    else openApp(false)
  }
  const onEnter = () => {
    if (mobile.current || !hasChatbox || open) return
    hover.current = window.setTimeout(() => showChatbox(false), C.hoverOpenMs)
  }
  const onLeave = () => clearTimeout(hover.current)

  const cls = [
    'joinchat__box',
    shown && !focusHidden && 'joinchat--show',
    open && 'joinchat--chatbox',
    optOut && 'joinchat--optout',
  ]
  return (
    <div ref={ref} className={cls.filter(Boolean).join(' ')} hidden={!shown || focusHidden}>
      {open && texts && (
        <Suspense fallback={null}>
          <Chatbox
            s={s}
            texts={texts}
            // The chatbox renders only once opened, after mount: the launcher's element and the mobile
            // check are set by then, and neither changes while it is open.
            // eslint-disable-next-line react-hooks/refs
            root={ref.current?.parentElement ?? null}
            // eslint-disable-next-line react-hooks/refs
            mobile={mobile.current}
            focus={userOpened}
            optedIn={optedIn}
            onOptIn={setOptedIn}
            onClose={hideChatbox}
            onOpenApp={() => openApp(true)}
          />
        </Suspense>
      )}
      {s.tooltip && !open && !footerInView && (
        <span className="joinchat__tooltip" id="joinchat-tooltip" aria-hidden="true">
          {s.tooltip}
        </span>
      )}
      <button
        ref={button}
        type="button"
        className="joinchat__button"
        aria-label={(badge ? texts?.buttonNew : texts?.button) ?? undefined}
        aria-describedby={s.tooltip && !open && !footerInView ? 'joinchat-tooltip' : undefined}
        aria-expanded={hasChatbox ? open : undefined}
        aria-controls={hasChatbox && open ? 'joinchat-chatbox' : undefined}
        onClick={onButton}
        onMouseEnter={onEnter}
        onMouseLeave={onLeave}
      >
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.8 2 6.8L3 29l6.6-2c1.9 1 4.1 1.6 6.4 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3Zm0 23.4c-2.1 0-4.1-.6-5.8-1.7l-.4-.3-3.9 1.2 1.2-3.8-.3-.4a10.4 10.4 0 0 1-1.8-5.9C5 10 10 5.2 16 5.2S27 10 27 15.8s-5 10.6-11 10.6Zm6-7.9c-.3-.2-2-1-2.3-1.1-.3-.1-.5-.2-.8.2l-1 1.3c-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.7-1.7-1-.9-1.7-2-1.9-2.3-.2-.3 0-.5.1-.7l.5-.6.4-.6c.1-.2 0-.4 0-.6l-1.1-2.6c-.3-.7-.6-.6-.8-.6h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.7s1.2 3.2 1.4 3.4c.2.2 2.4 3.6 5.7 5 .8.4 1.4.6 1.9.7.8.3 1.5.2 2.1.1.6-.1 2-.8 2.2-1.6.3-.8.3-1.5.2-1.6-.1-.2-.3-.3-.6-.4Z"
          />
        </svg>
        {badge && (
          <span className="joinchat__badge" aria-hidden="true">
            1
          </span>
        )}
      </button>
    </div>
  )
}
