import crypto from 'node:crypto'
import type { CollectionSlug, PayloadRequest } from 'payload'

/**
 * Answers that take as long whether or not an account exists. Payload checks a login's password only
 * when it found the account (an unknown email failed in 5-14 ms, a known one in 100-180 ms), and a
 * registration with a taken email skipped the hashing of the new password: the time told who has an
 * account. Here the same hashing runs on the path that had none, against a throw-away salt.
 *
 * The work is Payload 3.90's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js,
 * which it does not export): PBKDF2-SHA256, 600 000 iterations, 32 bytes, a 32-byte hex salt. If Payload
 * changes it, tests/int/account-timing.test.ts fails.
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const salt = crypto.randomBytes(32).toString('hex')

/** The hashing a password costs Payload, for nothing. */
export const hashForNothing = (password: unknown): Promise<void> =>
  new Promise((resolve) => {
    const text = typeof password === 'string' ? password : ''
    crypto.pbkdf2(text, salt, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve())
  })

/**
 * Before a login's own check: when no account has this email, hash the password anyway, so the failure
 * takes as long as a wrong password for an existing account. One indexed count on both paths.
 */
export async function hashIfNoAccount(
  req: PayloadRequest,
  collection: CollectionSlug,
  email: string,
  password: unknown,
): Promise<void> {
  const { totalDocs } = email
    ? await req.payload.count({ collection, where: { email: { equals: email } }, overrideAccess: true })
    : { totalDocs: 0 }
  if (totalDocs === 0) await hashForNothing(password)
}
