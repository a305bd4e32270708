import crypto from 'node:crypto'
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { apiText, englishText, requestLocale } from '../i18n/api-texts'
import { secretMatches, signWithSecret } from '../lib/secrets'

/**
 * Form tokens (SPEC "Nonce refresh"). Public pages are cached, so a token printed in their HTML
 * would go stale: each page asks for a fresh one once (POST {ajaxurl} action=eael_get_token,
 * answered {success, data:{nonce}}) and keeps it in the page configuration object. Forms send it
 * in the X-Form-Token header (or a `nonce` field). A token is `<issued>.<random>.<hmac>`, signed
 * with PAYLOAD_SECRET, valid for FORM_TOKEN_TTL seconds (default 12 h).
 */
export const FORM_TOKEN_HEADER = 'x-form-token'
/** The refusal in English (messages `shop.formToken`, which the shop's answers already used). */
export const FORM_TOKEN_ERROR = englishText('shop', 'formToken')

const ttlSeconds = () => {
  const n = Number(process.env.FORM_TOKEN_TTL)
  return Number.isFinite(n) && n > 0 ? n : 12 * 60 * 60
}
const sign = (body: string) => signWithSecret('form-token', body)

export function issueFormToken(now = Date.now()): string {
  const body = `${Math.floor(now / 1000).toString(36)}.${crypto.randomBytes(9).toString('base64url')}`
  return `${body}.${sign(body)}`
}

export function verifyFormToken(token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 200) return false
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [issued, rand, mac] = parts as [string, string, string]
  if (!secretMatches(mac, sign(`${issued}.${rand}`))) return false
  const at = parseInt(issued, 36) * 1000
  if (!Number.isFinite(at) || at > now + 60_000) return false
  return now - at <= ttlSeconds() * 1000
}

/**
 * The answer to a missing or stale token: 403, a clear message (English unless given in the visitor's
 * language), and a fresh token to retry with.
 */
export class FormTokenError extends APIError {
  constructor(message: string = FORM_TOKEN_ERROR) {
    super(message, 403, { code: 'form_token', nonce: issueFormToken() }, true)
    this.name = 'FormTokenError'
  }
}

export const tokenFrom = (req: PayloadRequest): unknown =>
  req.headers?.get(FORM_TOKEN_HEADER) ?? (req.data as { nonce?: unknown } | undefined)?.nonce

/**
 * Throws FormTokenError unless the request carries a valid token, its message in the language of the
 * page that sent the request (`?locale=`, else its Referer's: i18n/api-texts.ts). Local API calls are
 * trusted. The one check of the shop's endpoints, the accounts' operations and the contact form.
 */
export async function requireFormToken(req: PayloadRequest): Promise<void> {
  if (req.payloadAPI !== 'REST' || verifyFormToken(tokenFrom(req))) return
  throw new FormTokenError(await apiText(requestLocale(req), 'shop', 'formToken'))
}

/**
 * Collection hook: REST operations listed here need a valid token (kept separate from the other
 * hooks of a collection so each concern merges on its own).
 */
export const formTokenHook =
  (operations: string[]): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operations.includes(operation)) await requireFormToken(req)
    return args
  }
