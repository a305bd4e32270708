import {
  APIError,
  AuthenticationError,
  LockedAuth,
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { requireFormToken } from '../form-token/server'
import { apiText, englishText, requestLocale, type KeyOf, type TextArgs } from '../i18n/api-texts'
import { hasRole } from '../lib/access'
import { clientAddress, Limiter } from '../lib/rate-limit'
import { hashIfNoAccount } from './password-timing'

/**
 * Texts shown to visitors by the account forms, in English (what tests compare with). A visitor gets
 * them in the language of the page that sent the form (`?locale=`, else the Referer's prefix:
 * i18n/api-texts.ts, as the shop's and the contact form's answers). Messages `accountApi`.
 */
export const ACCOUNT_TEXTS = {
  loginFailed: englishText('accountApi', 'loginFailed'),
  locked: englishText('accountApi', 'locked'),
  registerLimited: englishText('accountApi', 'registerLimited'),
  emailTaken: englishText('accountApi', 'emailTaken'),
  addressLimited: (minutes: number) => englishText('accountApi', 'addressLimited', { minutes }),
  staffSlowDown: (seconds: number) => englishText('accountApi', 'staffSlowDown', { seconds }),
  resetInvalid: englishText('accountApi', 'resetInvalid'),
} as const

/** `accountApi.key` in the language of the request. */
export const accountText = (req: PayloadRequest, key: KeyOf<'accountApi'>, values?: TextArgs): Promise<string> =>
  apiText(requestLocale(req), 'accountApi', key, values)

export const LOGIN_MAX_FAILURES = 5
export const LOCK_MS = 15 * 60 * 1000
export const REGISTER_PER_HOUR =
  Number(process.env.REGISTER_LIMIT_PER_HOUR) > 0 ? Number(process.env.REGISTER_LIMIT_PER_HOUR) : 5

/** Failed logins (customers and staff together) per client address per 15 minutes. */
export const LOGIN_FAILURES_PER_ADDRESS = 20
/** Staff: failures of one account from one address before each further try waits (2, 4, 8… s). */
export const STAFF_FREE_FAILURES = 4
export const STAFF_MAX_WAIT_S = 60

const failures = new Limiter('login-email', LOGIN_MAX_FAILURES, LOCK_MS / 1000)
const registrations = new Limiter('register', REGISTER_PER_HOUR, 60 * 60)
const addressFailures = new Limiter('login-address', LOGIN_FAILURES_PER_ADDRESS, LOCK_MS / 1000)
// Staff: counted per account *and* address, so an attacker's failures slow the attacker down and
// never the owner logging in from elsewhere (Payload's own lockout is off for staff, Users).
const staffFailures = new Limiter('staff-login-failures', 1_000_000, 60 * 60)
const staffPause = new Limiter('staff-login-pause', 1, STAFF_MAX_WAIT_S)

/** The first wait (s): STAFF_LOGIN_FIRST_WAIT_S, 2 by default; read at each use, so a test can set it. */
const staffFirstWaitS = () => Math.min(STAFF_MAX_WAIT_S, Math.max(1, Number(process.env.STAFF_LOGIN_FIRST_WAIT_S) || 2))

/** The wait after a staff account's `n`th failure from one address: none, then 2, 4, 8… up to 60 s. */
export const staffWaitS = (n: number) =>
  n <= STAFF_FREE_FAILURES ? 0 : Math.min(STAFF_MAX_WAIT_S, staffFirstWaitS() * 2 ** (n - STAFF_FREE_FAILURES - 1))

const tooMany = (req: PayloadRequest, message: string, retryAfterS: number, code: string): APIError => {
  req.responseHeaders = new Headers({ 'Retry-After': String(retryAfterS) })
  return new APIError(message, 429, { code }, true)
}

/**
 * What a login attempt took from the limits before its password was checked (req.context), so that the
 * outcome can settle it: a failure keeps it, a success gives the address's point back, an attempt that
 * ended before any check (a validation error) gives everything back.
 */
type LoginTicket = { addr: string; email: string; n: number; staffKey?: string; gated?: boolean }
const TICKET = 'accountLoginTicket'
const ticketOf = (req: PayloadRequest) => req.context?.[TICKET] as LoginTicket | undefined

/**
 * Before a login's password is checked (customers and staff): takes this attempt's point of every limit
 * first, and refuses once a limit is used up. The limits used to be read here and counted only after a
 * failure, so attempts sent at the same moment all read "not yet" and were all checked (50 at once from
 * one address: all 50, the right staff password at #45 got in). Taking first, a burst checks no more
 * passwords than the limits allow:
 * - the address: LOGIN_FAILURES_PER_ADDRESS per 15 minutes (customers and staff together);
 * - a visitor's email: LOGIN_MAX_FAILURES per 15 minutes, from anywhere;
 * - a staff account from one address: STAFF_FREE_FAILURES tries, then one try at a time through the
 *   account's pause (staffPause, 1 point): the try that passes closes it until its own outcome, a failure
 *   closes it for staffWaitS(n) (2, 4, 8… up to 60 s), a success clears everything.
 * A refused attempt gives back what it took: it was not checked, so it is no failure.
 */
async function admitLogin(req: PayloadRequest, email: string, staff: boolean): Promise<LoginTicket> {
  const addr = clientAddress(req.headers)
  const byAddress = await addressFailures.hit(addr)
  if (!byAddress.ok) {
    await addressFailures.refund(addr)
    throw tooMany(
      req,
      await accountText(req, 'addressLimited', { minutes: Math.max(1, Math.ceil(byAddress.retryAfterS / 60)) }),
      byAddress.retryAfterS,
      'rate_limited',
    )
  }
  const ticket: LoginTicket = { addr, email, n: 0 }
  if (staff) {
    const key = `${email}|${addr}`
    ticket.staffKey = key
    ticket.n = (await staffFailures.hit(key)).count
    if (ticket.n > STAFF_FREE_FAILURES) {
      const gate = await staffPause.hit(key)
      if (!gate.ok) {
        await Promise.all([staffFailures.refund(key), addressFailures.refund(addr)])
        throw tooMany(
          req,
          await accountText(req, 'staffSlowDown', { seconds: gate.retryAfterS }),
          gate.retryAfterS,
          'slow_down',
        )
      }
      ticket.gated = true
    }
  } else {
    const hit = await failures.hit(email)
    ticket.n = hit.count
    if (ticket.n > LOGIN_MAX_FAILURES) {
      await Promise.all([failures.refund(email), addressFailures.refund(addr)])
      throw tooMany(req, await accountText(req, 'locked'), hit.retryAfterS, 'locked')
    }
  }
  req.context[TICKET] = ticket
  return ticket
}

/** An admitted login that ended before any password was checked (not a login failure): gives back its points. */
async function releaseLogin(req: PayloadRequest): Promise<void> {
  const t = ticketOf(req)
  if (!t) return
  delete req.context[TICKET]
  await Promise.all([
    addressFailures.refund(t.addr),
    t.staffKey ? staffFailures.refund(t.staffKey) : failures.refund(t.email),
    t.gated && t.staffKey ? staffPause.reset(t.staffKey) : undefined,
  ])
}

const isLoginPath = (req: PayloadRequest) => new URL(req.url ?? 'http://x/', 'http://x').pathname.endsWith('/login')
const isLoginFailure = (error: unknown) => error instanceof AuthenticationError || error instanceof LockedAuth // instanceof: names are minified

type PasswordProblem = Extract<KeyOf<'accountApi'>, `password${string}`>

/** Password rules: the broken ones, as keys of messages `accountApi`. */
function passwordProblemKeys(password: unknown, email?: unknown): PasswordProblem[] {
  if (typeof password !== 'string' || password.length === 0) return ['passwordEmpty']
  const out: PasswordProblem[] = []
  if (password.length < 10) out.push('passwordShort')
  if (password.length > 128) out.push('passwordLong')
  if (!/[A-Za-z]/.test(password)) out.push('passwordLetter')
  if (!/[0-9]/.test(password)) out.push('passwordDigit')
  if (
    typeof email === 'string' &&
    email &&
    password.toLowerCase().includes(email.toLowerCase().split('@')[0]!) &&
    email.split('@')[0]!.length >= 4
  )
    out.push('passwordEmailName')
  return out
}

/** Password rules, one clear message per broken rule (English). */
export const passwordProblems = (password: unknown, email?: unknown): string[] =>
  passwordProblemKeys(password, email).map((key) => englishText('accountApi', key))

/** The same, in the language of the request. */
const localizedPasswordProblems = (req: PayloadRequest, password: unknown, email?: unknown): Promise<string[]> =>
  Promise.all(passwordProblemKeys(password, email).map((key) => accountText(req, key)))

const emailKey = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().slice(0, 254) : '')

function passwordError(problems: string[]): APIError {
  return new APIError(
    problems.join(' '),
    400,
    { errors: problems.map((message) => ({ path: 'password', message })) },
    true,
  )
}

/**
 * Customers' REST operations: a form token on every form; login paused after repeated failures for
 * an email whether it exists or not; registration limited per client address; password rules.
 */
export const accountBeforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  if (
    operation === 'login' ||
    operation === 'forgotPassword' ||
    operation === 'resetPassword' ||
    operation === 'create'
  )
    await requireFormToken(req) // its refusal in the request's language (form-token/server.ts)
  if (operation === 'login') {
    const key = emailKey(data.email)
    await admitLogin(req, key, false)
    await hashIfNoAccount(req, 'customers', key, data.password)
  }
  // Every create but staff's ("Create new" in the admin): a visitor signed in to their own account
  // registering more accounts is a visitor too (the limit and the rules used to skip any req.user).
  if (operation === 'create' && !hasRole(req, 'admin', 'editor')) {
    const problems = await localizedPasswordProblems(req, data.password, data.email)
    if (problems.length) throw passwordError(problems)
    const addr = clientAddress(req.headers)
    const hit = await registrations.hit(addr)
    if (!hit.ok) throw tooMany(req, await accountText(req, 'registerLimited'), hit.retryAfterS, 'rate_limited')
  }
  if (operation === 'resetPassword' || (operation === 'update' && typeof data.password === 'string')) {
    const problems = await localizedPasswordProblems(req, data.password)
    if (problems.length) throw passwordError(problems)
  }
  return args
}

/** The same answers whether or not an email exists; failures counted for the pause. */
export const accountAfterError: CollectionAfterErrorHook = async ({ error, req, result }) => {
  const r = req as PayloadRequest & { data?: Record<string, unknown> }
  const path = new URL(r.url ?? 'http://x/', 'http://x').pathname
  if (path.endsWith('/login')) {
    // instanceof, not error.name: class names are minified in the production build
    const locked = error instanceof LockedAuth
    if (isLoginFailure(error)) {
      // counted when the attempt was admitted (admitLogin): the failure keeps its points
      const n = ticketOf(req)?.n ?? LOGIN_MAX_FAILURES
      if (locked || n >= LOGIN_MAX_FAILURES) {
        const email = emailKey(r.data?.email)
        const retryAfterS = (email && (await failures.peek(email)).retryAfterS) || LOCK_MS / 1000
        req.responseHeaders = new Headers({ 'Retry-After': String(retryAfterS) })
        return { response: { errors: [{ message: await accountText(req, 'locked') }] }, status: 429 }
      }
      return { response: { errors: [{ message: await accountText(req, 'loginFailed') }] }, status: 401 }
    }
    await releaseLogin(req)
  }
  // Payload's answer to a used or expired reset token is a non-public error: "An unknown error occurred".
  if (path.endsWith('/reset-password') && error instanceof APIError && error.status === 403) {
    return { response: { errors: [{ message: await accountText(req, 'resetInvalid') }] }, status: 403 }
  }
  if (
    error instanceof ValidationError &&
    JSON.stringify(result ?? {}).includes('email') &&
    /already registered|unique/i.test(JSON.stringify(result ?? {}))
  ) {
    const message = await accountText(req, 'emailTaken')
    return {
      response: {
        errors: [
          {
            message,
            data: { errors: [{ path: 'email', message }] },
          },
        ],
      },
      status: 400,
    }
  }
  return undefined
}

/** A successful visitor login clears the failures of that email, and gives the address its point back. */
export const customerLoginAfterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const t = ticketOf(req)
  if (t) delete req.context[TICKET]
  await Promise.all([failures.reset(emailKey((user as { email?: string }).email)), t && addressFailures.refund(t.addr)])
  return user
}

/**
 * Staff logins (Users): no lockout of the account (anyone knowing an administrator's email could lock
 * them out), but failures slow down the address they come from: each failure of one account from one
 * address beyond the first 4 makes the next try from there wait 2, 4, 8… up to 60 seconds; and the
 * address's failures count toward the per-address limit, as customers' do. Points are taken before the
 * password is checked (admitLogin).
 */
export const staffLoginBeforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login' && req.payloadAPI !== 'local') {
    const data = (args as { data?: { email?: unknown; password?: unknown } }).data
    const key = emailKey(data?.email)
    await admitLogin(req, key, true)
    await hashIfNoAccount(req, 'users', key, data?.password)
  }
  return args
}

export const staffLoginAfterError: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!isLoginPath(req)) return undefined
  if (!isLoginFailure(error)) {
    await releaseLogin(req)
    return undefined
  }
  const t = ticketOf(req)
  if (!t?.staffKey) return undefined
  delete req.context[TICKET]
  // The failures now, not this attempt's number: in a burst the refused tries gave theirs back meanwhile.
  const n = t.gated ? Math.max(STAFF_FREE_FAILURES + 1, (await staffFailures.peek(t.staffKey)).count) : t.n
  const wait = staffWaitS(n)
  if (wait > 0) await staffPause.block(t.staffKey, wait)
  else if (t.gated) await staffPause.reset(t.staffKey)
  return undefined
}

/** A successful staff login clears that account's failures from that address, and gives the address its point back. */
export const staffLoginAfterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const t = ticketOf(req)
  if (t) delete req.context[TICKET]
  const key = `${emailKey((user as { email?: string }).email)}|${clientAddress(req.headers)}`
  await Promise.all([staffFailures.reset(key), staffPause.reset(key), t && addressFailures.refund(t.addr)])
  return user
}
