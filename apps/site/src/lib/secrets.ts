import crypto from 'node:crypto'

/**
 * HMAC-SHA256 (base64url) of `body`, keyed by PAYLOAD_SECRET for one purpose (form tokens, the site's
 * own follow-up revalidation): a signature made for one purpose is no good for another.
 */
export function signWithSecret(purpose: string, body: string): string {
  const key = crypto
    .createHash('sha256')
    .update(`${purpose}|${process.env.PAYLOAD_SECRET ?? ''}`)
    .digest()
  return crypto.createHmac('sha256', key).update(body).digest('base64url')
}

/** Compares a secret or signature someone sent with the expected one in constant time. */
export function secretMatches(given: string | null | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}
