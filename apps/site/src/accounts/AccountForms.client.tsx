'use client'
import { useState, type FormEvent } from 'react'
import { absorbTokenError, errorMessage, fieldErrors, tokenHeaders } from '../form-token/client'
import type { AccountTexts, View } from './views'
import { withLocale } from '../i18n/page-locale'

/**
 * The account popup's forms (log in, register, lost and reset password). Its own chunk: it loads
 * the first time a visitor opens the popup, not with every page (see AccountDialog).
 */
export default function AccountForms({
  view,
  open,
  resetKey,
  texts: t,
  accountPath,
}: {
  view: View
  open: (v: View) => void
  resetKey: string | null
  texts: AccountTexts
  /** The account page in the page's language. */
  accountPath: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  const [fields, setFields] = useState<Record<string, string>>({})

  const send = async (url: string, data: Record<string, unknown>) => {
    // The page's language as `?locale=` (i18n/page-locale.ts): the server's refusals come in it. Payload reads
    // `locale` too; customers have no localized fields.
    const res = await fetch(withLocale(url), {
      method: 'POST',
      headers: await tokenHeaders(),
      body: JSON.stringify(data),
      credentials: 'same-origin',
    })
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (!res.ok) {
      absorbTokenError(body)
      setFields(fieldErrors(body))
      throw new Error(errorMessage(body, t.failed))
    }
    return body
  }

  const afterLogin = async () => {
    await fetch('/api/shop/cart', { credentials: 'same-origin' }).catch(() => undefined) // merges a guest cart into the account's
    const q = new URLSearchParams(location.search)
    if (q.has('popup-selector')) location.assign(accountPath)
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
        // The same answer whether or not the email already had an account ("check your inbox"): the new
        // account logs in at once; otherwise the visitor reads that answer, and the mail tells the owner.
        const registered = await send('/api/customers', { name: v('name'), email: v('email'), password })
        const login = await fetch(withLocale('/api/customers/login'), {
          method: 'POST',
          headers: await tokenHeaders(),
          body: JSON.stringify({ email: v('email'), password }),
          credentials: 'same-origin',
        }).catch(() => null)
        if (login?.ok) await afterLogin()
        else setNotice(typeof registered.message === 'string' ? registered.message : t.registered)
      } else if (view === 'lost') {
        await send('/api/customers/forgot-password', { email: v('email') })
        setNotice(t.lostSent)
      } else {
        const password = String(f.get('password') ?? '')
        if (password !== String(f.get('confirm') ?? '')) {
          setFields({ confirm: t.passwordsDiffer })
          throw new Error(t.passwordsDiffer)
        }
        if (!resetKey) throw new Error(t.resetIncomplete)
        await send('/api/customers/reset-password', { token: resetKey, password })
        setNotice(t.passwordChanged)
        setTimeout(() => void afterLogin(), 800)
      }
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
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
      <form className="form" noValidate onSubmit={submit} data-view={view}>
        {view === 'register' && field('name', t.yourName, 'text', 'name')}
        {view !== 'reset' && field('email', t.email, 'email', 'email')}
        {(view === 'login' || view === 'register') &&
          field(
            'password',
            t.password,
            'password',
            view === 'login' ? 'current-password' : 'new-password',
            view === 'register' ? t.passwordHint : undefined,
          )}
        {view === 'reset' && field('password', t.newPassword, 'password', 'new-password', t.passwordHint)}
        {view === 'reset' && field('confirm', t.repeatPassword, 'password', 'new-password')}
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
          {busy
            ? t.pleaseWait
            : { login: t.submitLogin, register: t.submitRegister, lost: t.submitLost, reset: t.submitReset }[view]}
        </button>
      </form>
      <p className="account-popup__links">
        {view !== 'login' && (
          <button type="button" className="linklike" onClick={() => open('login')}>
            {t.linkLogin}
          </button>
        )}
        {view !== 'register' && (
          <button type="button" className="linklike" onClick={() => open('register')}>
            {t.linkRegister}
          </button>
        )}
        {view !== 'lost' && (
          <button type="button" className="linklike" onClick={() => open('lost')}>
            {t.linkLost}
          </button>
        )}
      </p>
    </>
  )
}
