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
import { clientAddress, Limiter } from '../lib/rate-limit'

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

/** The wait after a staff account's `n`th failure from one address: none, then 2, 4, 8… up to 60 s. */
export const staffWaitS = (n: number) =>
  n <= STAFF_FREE_FAILURES ? 0 : Math.min(STAFF_MAX_WAIT_S, 2 ** (n - STAFF_FREE_FAILURES))

const tooMany = (req: PayloadRequest, message: string, retryAfterS: number, code: string): APIError => {
  req.responseHeaders = new Headers({ 'Retry-After': String(retryAfterS) })
  return new APIError(message, 429, { code }, true)
}

/** Before a login (customers and staff): the address's failures, then the staff account's pause. */
async function checkLoginAllowed(req: PayloadRequest, email: string, staff: boolean): Promise<void> {
  const addr = clientAddress(req.headers)
  const byAddress = await addressFailures.peek(addr)
  if (byAddress.count >= LOGIN_FAILURES_PER_ADDRESS)
    throw tooMany(
      req,
      await accountText(req, 'addressLimited', { minutes: Math.max(1, Math.ceil(byAddress.retryAfterS / 60)) }),
      byAddress.retryAfterS,
      'rate_limited',
    )
  if (staff) {
    const pause = await staffPause.peek(`${email}|${addr}`)
    if (!pause.ok)
      throw tooMany(
        req,
        await accountText(req, 'staffSlowDown', { seconds: pause.retryAfterS }),
        pause.retryAfterS,
        'slow_down',
      )
  }
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
    await checkLoginAllowed(req, key, false)
    if ((await failures.peek(key)).count >= LOGIN_MAX_FAILURES)
      throw new APIError(await accountText(req, 'locked'), 429, { code: 'locked' }, true)
  }
  if (operation === 'create' && !req.user) {
    const problems = await localizedPasswordProblems(req, data.password, data.email)
    if (problems.length) throw passwordError(problems)
    const addr = clientAddress(req.headers)
    if (!(await registrations.hit(addr)).ok)
      throw new APIError(await accountText(req, 'registerLimited'), 429, { code: 'rate_limited' }, true)
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
      await addressFailures.hit(clientAddress(req.headers))
      const n = (await failures.hit(emailKey(r.data?.email))).count
      if (locked || n >= LOGIN_MAX_FAILURES)
        return { response: { errors: [{ message: await accountText(req, 'locked') }] }, status: 429 }
      return { response: { errors: [{ message: await accountText(req, 'loginFailed') }] }, status: 401 }
    }
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

/** A successful login clears the failure count of that email. */
export const clearFailures = (email: unknown) => failures.reset(emailKey(email))

/**
 * Staff logins (Users): no lockout of the account (anyone knowing an administrator's email could lock
 * them out), but failures slow down the address they come from: each failure of one account from one
 * address beyond the first 4 makes the next try from there wait 2, 4, 8… up to 60 seconds; and the
 * address's failures count toward the per-address limit, as customers' do.
 */
export const staffLoginBeforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login' && req.payloadAPI === 'REST') {
    await checkLoginAllowed(req, emailKey((args as { data?: { email?: unknown } }).data?.email), true)
  }
  return args
}

export const staffLoginAfterError: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!isLoginPath(req) || !isLoginFailure(error)) return undefined
  const addr = clientAddress(req.headers)
  const key = `${emailKey((req as PayloadRequest & { data?: Record<string, unknown> }).data?.email)}|${addr}`
  await addressFailures.hit(addr)
  const wait = staffWaitS((await staffFailures.hit(key)).count)
  if (wait > 0) await staffPause.block(key, wait)
  return undefined
}

/** A successful staff login clears that account's failures from that address (not the address's own count). */
export const staffLoginAfterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const key = `${emailKey((user as { email?: string }).email)}|${clientAddress(req.headers)}`
  await Promise.all([staffFailures.reset(key), staffPause.reset(key)])
  return user
}
