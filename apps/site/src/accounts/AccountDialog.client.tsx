'use client'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { refreshFormToken } from '../form-token/client'
import { later } from '../lib/later'
import { POPUP_OPEN_DELAY_MS, popupFromUrl } from './popup-selector'
import { titleOf, type AccountPaths, type AccountTexts, type View } from './views'

type Me = { email: string; name?: string | null } | null

/** The address without its password-reset `key` (the other parameters, which open the popup, stay). */
export function withoutResetKey(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('key')
  return url.pathname + url.search + url.hash
}

let resetKeyOfPage: string | null | undefined
/**
 * The password-reset key of the mailed link, read once per page: it is then kept in memory only, and
 * taken out of the address bar (and so out of the history, a shared screen, and analytics'
 * page_location once tags are consented) once the reset form shows (forgetResetKeyInAddress). When
 * the popup does not open, the key stays in the address: reloading can still use it (issue 27.1).
 */
function takeResetKey(): string | null {
  if (resetKeyOfPage === undefined) {
    const q = new URLSearchParams(location.search)
    resetKeyOfPage = q.has('eael-resetpassword') ? q.get('key') : null
  }
  return resetKeyOfPage
}
// Null: Next.js's router keeps its own state and learns the new address.
const forgetResetKeyInAddress = () => history.replaceState(null, '', withoutResetKey(location.href))

// The forms are their own chunk, fetched when the popup first opens (or when the mouse nears a trigger).
const loadForms = () => import('./AccountForms.client')
const AccountForms = lazy(loadForms)

// <body> in the browser, none on the server and while hydrating (then React renders again with it).
const subscribeNothing = () => () => {}
const pageBody = () => document.body
const noBody = () => null

/** Opens the account popup from anywhere: any element with data-account-popup="login|register|lost". */
export const openAccountPopup = (view: View) =>
  window.dispatchEvent(new CustomEvent('account-popup:open', { detail: { view } }))

/**
 * The header's account entry and the account popup (a modal dialog that holds the login, register,
 * lost and reset password forms). The page's form token is fetched once here (every page has a header).
 * A URL with popup-selector and eael-lostpassword / eael-resetpassword opens the matching form after
 * 300 ms, when the (sanitized) selector names an account trigger or the popup itself.
 */
export function AccountDialog({ texts: t, paths }: { texts: AccountTexts; paths: AccountPaths }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [view, setView] = useState<View>('login')
  const [opened, setOpened] = useState(0)
  const [me, setMe] = useState<Me | undefined>(undefined)
  const [resetKey, setResetKey] = useState<string | null>(null)
  const [shown, setShown] = useState(false)
  // What became of a popup the address asked for (popup-selector): 'opened' or 'ignored'.
  const [fromUrl, setFromUrl] = useState<'opened' | 'ignored' | undefined>(undefined)
  // The dialog is rendered into <body> once the page runs, not where the entry is: the entry may sit in
  // the header's folded menu, hidden, and a modal <dialog> inside a hidden element opens 0x0 px over an
  // inert page (issue 27.1).
  const host = useSyncExternalStore(subscribeNothing, pageBody, noBody)
  const titleId = useId()

  const open = useCallback((v: View) => {
    setView(v)
    setOpened((n) => n + 1) // a fresh form (no old errors or notices) on every open
    setShown(true)
    const d = dialog.current
    if (d && !d.open) d.showModal()
  }, [])

  // Opened before the dialog was in the page (a click in the first moment): shown once it is.
  useEffect(() => {
    const d = dialog.current
    if (shown && d && !d.open) d.showModal()
  }, [shown, host])

  useEffect(() => {
    const fetches = later(() => {
      void refreshFormToken()
      fetch('/api/customers/me', { credentials: 'same-origin' })
        .then((r) => r.json())
        .then((b: { user?: Me }) => setMe(b.user ?? null))
        .catch(() => setMe(null))
    })
    const onOpen = (e: Event) => open((e as CustomEvent<{ view: View }>).detail.view)
    const trigger = (e: Event) => {
      const t = (e.target as Element | null)?.closest?.('[data-account-popup]')
      return t && t.tagName !== 'DIALOG' ? t : null
    }
    const onClick = (e: MouseEvent) => {
      const t = trigger(e)
      if (!t) return
      e.preventDefault()
      const v = t.getAttribute('data-account-popup')
      open(v === 'register' || v === 'lost' ? v : 'login')
    }
    const warm = (e: Event) => {
      if (trigger(e)) void loadForms()
    }
    window.addEventListener('account-popup:open', onOpen)
    document.addEventListener('click', onClick)
    document.addEventListener('pointerover', warm, { passive: true })
    document.addEventListener('focusin', warm)
    // SPEC 2 "Password popups from the URL"
    const wanted = popupFromUrl(location.search)
    const key = takeResetKey()
    let timer: ReturnType<typeof setTimeout> | undefined
    if (wanted) {
      void loadForms()
      timer = setTimeout(() => {
        let target: Element | null = null
        try {
          target = document.querySelector(wanted.selector)
        } catch {
          target = null
        }
        if (!target || !target.closest('[data-account-popup]')) {
          setFromUrl('ignored')
          return
        }
        if (wanted.view === 'reset') setResetKey(key)
        open(wanted.view)
        setFromUrl('opened')
        if (wanted.view === 'reset' && key) {
          const d = dialog.current
          const box = d?.getBoundingClientRect()
          if (d?.open && box && box.width > 0 && box.height > 0) forgetResetKeyInAddress()
        }
      }, POPUP_OPEN_DELAY_MS)
    }
    return () => {
      fetches()
      window.removeEventListener('account-popup:open', onOpen)
      document.removeEventListener('click', onClick)
      document.removeEventListener('pointerover', warm)
      document.removeEventListener('focusin', warm)
      clearTimeout(timer)
    }
  }, [open])

  const logout = async () => {
    await fetch('/api/customers/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
    location.assign(paths.home)
  }

  return (
    <>
      <span className="account-entry">
        {me ? (
          <>
            <a className="nav__link" href={paths.account}>
              {t.myAccount}
            </a>
            <button type="button" className="nav__link account-entry__logout" onClick={logout}>
              {t.logOut}
            </button>
          </>
        ) : (
          <button
            type="button"
            id="account-popup-trigger"
            className="nav__link"
            data-account-popup="login"
            aria-haspopup="dialog"
          >
            {t.logInRegister}
          </button>
        )}
        <a className="nav__link" href={paths.cart}>
          {t.cart}
        </a>
      </span>
      {host &&
        createPortal(
          <dialog
            ref={dialog}
            className="account-popup"
            id="account-popup"
            data-account-popup=""
            data-from-url={fromUrl}
            aria-labelledby={titleId}
            onClose={() => setShown(false)}
          >
            {shown && (
              <>
                <form method="dialog" className="account-popup__close">
                  <button type="submit" aria-label={t.close}>
                    ×
                  </button>
                </form>
                <h2 id={titleId}>{titleOf(view, t)}</h2>
                <Suspense fallback={<p className="account-popup__loading">{t.loading}</p>}>
                  <AccountForms
                    key={opened}
                    view={view}
                    open={open}
                    resetKey={resetKey}
                    texts={t}
                    accountPath={paths.account}
                  />
                </Suspense>
              </>
            )}
          </dialog>,
          host,
        )}
    </>
  )
}
