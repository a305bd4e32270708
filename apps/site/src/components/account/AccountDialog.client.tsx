'use client'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { absorbTokenError, errorMessage, fieldErrors, refreshFormToken, tokenHeaders } from '../../behaviours/form-token'
import { POPUP_OPEN_DELAY_MS, popupFromUrl } from '../../behaviours/popup-selector'

type View = 'login' | 'register' | 'lost' | 'reset'
type Me = { email: string; name?: string | null } | null

const TITLES: Record<View, string> = { login: 'Log in', register: 'Create an account', lost: 'Lost your password?', reset: 'Choose a new password' }
export const PASSWORD_HINT = 'At least 10 characters, with letters and digits.'

/** Opens the account popup from anywhere: any element with data-account-popup="login|register|lost". */
export const openAccountPopup = (view: View) => window.dispatchEvent(new CustomEvent('account-popup:open', { detail: { view } }))

/**
 * The header's account entry and the account popup (a modal dialog with the login, register, lost
 * and reset password forms). The page's form token is fetched once here (every page has a header).
 * A URL with popup-selector and eael-lostpassword / eael-resetpassword opens the matching form after
 * 300 ms, when the (sanitized) selector names an account trigger or the popup itself.
 */
export function AccountDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  const [view, setView] = useState<View>('login')
  const [me, setMe] = useState<Me | undefined>(undefined)
  const [resetKey, setResetKey] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [shown, setShown] = useState(false)
  const titleId = useId()

  const open = useCallback((v: View) => {
    setView(v)
    setError('')
    setNotice('')
    setFields({})
    setShown(true)
    const d = dialog.current
    if (d && !d.open) d.showModal()
  }, [])

  useEffect(() => {
    void refreshFormToken()
    fetch('/api/customers/me', { credentials: 'same-origin' })
      .then((r) => r.json())
      .then((b: { user?: Me }) => setMe(b.user ?? null))
      .catch(() => setMe(null))
    const onOpen = (e: Event) => open((e as CustomEvent<{ view: View }>).detail.view)
    const onClick = (e: MouseEvent) => {
      const t = (e.target as Element | null)?.closest?.('[data-account-popup]')
      if (!t || t.tagName === 'DIALOG') return
      e.preventDefault()
      const v = t.getAttribute('data-account-popup')
      open(v === 'register' || v === 'lost' ? v : 'login')
    }
    window.addEventListener('account-popup:open', onOpen)
    document.addEventListener('click', onClick)
    // SPEC 2 "Password popups from the URL"
    const wanted = popupFromUrl(location.search)
    let timer: ReturnType<typeof setTimeout> | undefined
    if (wanted) {
      timer = setTimeout(() => {
        let target: Element | null = null
        try {
          target = document.querySelector(wanted.selector)
        } catch {
          target = null
        }
        if (!target || !target.closest('[data-account-popup]')) return
        if (wanted.view === 'reset') setResetKey(wanted.key)
        open(wanted.view)
      }, POPUP_OPEN_DELAY_MS)
    }
    return () => {
      window.removeEventListener('account-popup:open', onOpen)
      document.removeEventListener('click', onClick)
      clearTimeout(timer)
    }
  }, [open])

  const send = async (url: string, data: Record<string, unknown>) => {
    const res = await fetch(url, { method: 'POST', headers: await tokenHeaders(), body: JSON.stringify(data), credentials: 'same-origin' })
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (!res.ok) {
      absorbTokenError(body)
      setFields(fieldErrors(body))
      throw new Error(errorMessage(body, 'Something went wrong. Please try again.'))
    }
    return body
  }

  const afterLogin = async () => {
    await fetch('/api/shop/cart', { credentials: 'same-origin' }).catch(() => undefined) // merges a guest cart into the account's
    const q = new URLSearchParams(location.search)
    if (q.has('popup-selector')) location.assign('/account')
    else location.reload()
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const f = new FormData(e.currentTarget)
    const v = (k: string) => String(f.get(k) ?? '').trim()
    setBusy(true)
    setError('')
    setNotice('')
    setFields({})
    try {
      if (view === 'login') {
        await send('/api/customers/login', { email: v('email'), password: String(f.get('password') ?? '') })
        await afterLogin()
      } else if (view === 'register') {
        const password = String(f.get('password') ?? '')
        await send('/api/customers', { name: v('name'), email: v('email'), password })
        await send('/api/customers/login', { email: v('email'), password })
        await afterLogin()
      } else if (view === 'lost') {
        await send('/api/customers/forgot-password', { email: v('email') })
        setNotice('If an account exists for this email, we have sent it a link to choose a new password. The link works once, for one hour.')
      } else {
        const password = String(f.get('password') ?? '')
        if (password !== String(f.get('confirm') ?? '')) {
          setFields({ confirm: 'The two passwords are not the same.' })
          throw new Error('The two passwords are not the same.')
        }
        if (!resetKey) throw new Error('This reset link is incomplete. Ask for a new one.')
        await send('/api/customers/reset-password', { token: resetKey, password })
        setNotice('Your password has been changed. You are now logged in.')
        setTimeout(() => void afterLogin(), 800)
      }
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const logout = async () => {
    await fetch('/api/customers/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
    location.assign('/')
  }

  const field = (name: string, label: string, type: string, auto: string, hint?: string) => (
    <div className="form__field">
      <label htmlFor={`acc-${name}`}>{label}</label>
      <input
        id={`acc-${name}`}
        name={name}
        type={type}
        autoComplete={auto}
        required
        maxLength={type === 'password' ? 128 : 254}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `acc-${name}-err` : hint ? `acc-${name}-hint` : undefined}
      />
      {hint && !fields[name] && (
        <span id={`acc-${name}-hint`} className="form__hint">
          {hint}
        </span>
      )}
      {fields[name] && (
        <span id={`acc-${name}-err`} className="form__error">
          {fields[name]}
        </span>
      )}
    </div>
  )

  return (
    <>
      <span className="account-entry">
        {me ? (
          <>
            <a className="nav__link" href="/account">
              My account
            </a>
            <button type="button" className="nav__link account-entry__logout" onClick={logout}>
              Log out
            </button>
          </>
        ) : (
          <button type="button" id="account-popup-trigger" className="nav__link" data-account-popup="login" aria-haspopup="dialog">
            Log in / Register
          </button>
        )}
        <a className="nav__link" href="/cart">
          Cart
        </a>
      </span>
      <dialog ref={dialog} className="account-popup" id="account-popup" data-account-popup="" aria-labelledby={titleId} onClose={() => setShown(false)}>
        {shown && (
          <>
            <form method="dialog" className="account-popup__close">
              <button type="submit" aria-label="Close">
                ×
              </button>
            </form>
            <h2 id={titleId}>{TITLES[view]}</h2>
            <form className="form" noValidate onSubmit={submit} data-view={view}>
              {view === 'register' && field('name', 'Your name', 'text', 'name')}
              {view !== 'reset' && field('email', 'Email', 'email', 'email')}
              {(view === 'login' || view === 'register') &&
                field('password', 'Password', 'password', view === 'login' ? 'current-password' : 'new-password', view === 'register' ? PASSWORD_HINT : undefined)}
              {view === 'reset' && field('password', 'New password', 'password', 'new-password', PASSWORD_HINT)}
              {view === 'reset' && field('confirm', 'Repeat the new password', 'password', 'new-password')}
              {error && (
                <p className="form__error" role="alert">
                  {error}
                </p>
              )}
              {notice && (
                <p className="form__success" role="status">
                  {notice}
                </p>
              )}
              <button className="btn" type="submit" disabled={busy}>
                {busy ? 'Please wait…' : { login: 'Log in', register: 'Create account', lost: 'Send reset link', reset: 'Save new password' }[view]}
              </button>
            </form>
            <p className="account-popup__links">
              {view !== 'login' && (
                <button type="button" className="linklike" onClick={() => open('login')}>
                  Log in
                </button>
              )}
              {view !== 'register' && (
                <button type="button" className="linklike" onClick={() => open('register')}>
                  Create an account
                </button>
              )}
              {view !== 'lost' && (
                <button type="button" className="linklike" onClick={() => open('lost')}>
                  Lost your password?
                </button>
              )}
            </p>
          </>
        )}
      </dialog>
    </>
  )
}
