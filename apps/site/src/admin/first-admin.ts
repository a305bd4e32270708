import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { clientAddress } from '../lib/rate-limit'
import { secretMatches, signWithSecret } from '../lib/secrets'

/**
 * The first administrator. On the local demo (`npm start`, SITE_URL on localhost) the first visit to
 * /admin creates it, as before. On a deployment, whoever reaches a fresh site first would become its
 * administrator, so there the create-first-user form also asks for a setup token that the server prints
 * to its log at start (or the operator runs `npm run create-admin`).
 *
 * A deployment is: a SITE_URL whose host is not localhost / 127.0.0.1 / ::1, or no SITE_URL with
 * NODE_ENV=production (server.mjs run directly; the launcher always sets SITE_URL). ADMIN_SETUP_TOKEN
 * sets the token (else it is derived from PAYLOAD_SECRET, so every instance of a cluster accepts the
 * same one); it is good only while there is no staff account: once one exists, Payload refuses a second
 * first-register anyway.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function adminSetupRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  const site = env.SITE_URL
  if (!site) return env.NODE_ENV === 'production'
  try {
    return !LOCAL_HOSTS.has(new URL(site).hostname)
  } catch {
    return true
  }
}

export const adminSetupToken = (env: NodeJS.ProcessEnv = process.env): string =>
  env.ADMIN_SETUP_TOKEN || signWithSecret('first-admin-setup', 'v1').slice(0, 32)

export const SETUP_TOKEN_MESSAGE =
  'This site needs its setup token to create the first administrator: it is printed in the server log at start ("first administrator setup token"). Or run `npm run create-admin` on the server.'

const setupTokenField: Field = {
  name: 'setupToken',
  type: 'text',
  virtual: true, // never stored: no column, no migration
  label: 'Setup token',
  access: { read: () => false },
  admin: {
    readOnly: false, // Payload makes virtual fields read-only unless told otherwise
    description: 'Printed in the server log when the site starts ("first administrator setup token").',
    // Only on the create-first-user form of a deployment (no staff account is logged in there; a
    // visitor's session in the same browser does not hide it).
    condition: (_data, _sibling, { user }) =>
      (user as { collection?: string } | null)?.collection !== 'users' && adminSetupRequired(),
  },
}

const who = (req: PayloadRequest) =>
  req.user ? { collection: req.user.collection, id: req.user.id } : { collection: null, id: null }

/**
 * On a deployment, the first staff account (which the Users hooks make an administrator) needs the setup
 * token, whoever asks: a visitor's own session (a `customers` account is a req.user too) counts for
 * nothing here. Every API but the server's own local calls without an account (`npm run create-admin`,
 * the seed) is checked: REST's first-register and create, GraphQL (off on this site), a local call made
 * for a signed-in account, or anything Payload adds later. Once any
 * staff account exists the collection's access decides (only an administrator creates colleagues).
 */
const requireSetupToken: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs > 0) return args
  req.context.firstAdministrator = true // logged once it is made (afterOperation below)
  // the server's own calls (no account: scripts, seed); a local call made for a signed-in account
  // (an admin view rendering as that account) is checked like the APIs
  if ((req.payloadAPI === 'local' && !req.user) || !adminSetupRequired()) return args
  const given = (args as { data?: { setupToken?: unknown } }).data?.setupToken
  if (!secretMatches(typeof given === 'string' ? given.trim() : null, adminSetupToken())) {
    req.payload.logger.warn({
      msg: 'first administrator refused: missing or wrong setup token',
      api: req.payloadAPI,
      signedInAs: who(req),
      ip: clientAddress(req.headers),
    })
    throw new APIError(
      SETUP_TOKEN_MESSAGE,
      403,
      { errors: [{ path: 'setupToken', message: SETUP_TOKEN_MESSAGE }] },
      true,
    )
  }
  return args
}

const logFirstAdministrator: CollectionAfterOperationHook = ({ operation, req, result }) => {
  if (operation === 'create' && req.context.firstAdministrator) {
    req.context.firstAdministrator = false
    const doc = result as { id?: unknown; email?: unknown; roles?: unknown }
    req.payload.logger.info({
      msg: 'first administrator created',
      id: doc?.id,
      email: doc?.email,
      roles: doc?.roles,
      api: req.payloadAPI,
      ip: req.payloadAPI === 'local' ? null : clientAddress(req.headers),
    })
  }
  return result
}

/** The staff collection with the setup token field and check (src/collections/Users is left as it is). */
export function withFirstAdminSetup(users: CollectionConfig): CollectionConfig {
  return {
    ...users,
    fields: [...users.fields, setupTokenField],
    hooks: {
      ...users.hooks,
      beforeOperation: [...(users.hooks?.beforeOperation ?? []), requireSetupToken],
      afterOperation: [...(users.hooks?.afterOperation ?? []), logFirstAdministrator],
    },
  }
}

/** At start (payload onInit): on a deployment without any staff account, print the setup token. */
export async function announceAdminSetup(
  payload: Payload,
  log: (line: Record<string, unknown>) => void = (l) => payload.logger.warn(l),
): Promise<void> {
  if (!adminSetupRequired()) return
  const { totalDocs } = await payload
    .count({ collection: 'users', overrideAccess: true })
    .catch(() => ({ totalDocs: 1 }))
  if (totalDocs > 0) return
  log({
    msg: `No administrator yet: open ${process.env.SITE_URL || ''}/admin and enter this first administrator setup token, or run \`npm run create-admin\``,
    setupToken: adminSetupToken(),
  })
}

/**
 * Creates an administrator, or makes an existing account (same email) an administrator with this new
 * password, unlocked. For `npm run create-admin` (src/scripts/create-admin.ts).
 */
export async function upsertAdmin(
  payload: Payload,
  email: string,
  password: string,
): Promise<{ id: number | string; created: boolean }> {
  const problems = adminPasswordProblems(password)
  if (problems.length) throw new Error(problems.join(' '))
  const address = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`ADMIN_EMAIL is not an email address: "${email}"`)
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = found.docs[0] as { id: number | string; roles?: string[] } | undefined
  if (existing) {
    const roles = Array.from(new Set([...(existing.roles ?? []), 'admin']))
    await payload.update({
      collection: 'users',
      id: existing.id,
      data: { password, roles } as never,
      overrideAccess: true,
      depth: 0,
    })
    await payload
      .unlock({ collection: 'users', data: { email: address } as never, overrideAccess: true })
      .catch(() => undefined)
    return { id: existing.id, created: false }
  }
  const doc = await payload.create({
    collection: 'users',
    data: { email: address, password, roles: ['admin'] } as never,
    overrideAccess: true,
    depth: 0,
  })
  return { id: doc.id, created: true }
}

export function adminPasswordProblems(password: string): string[] {
  const out: string[] = []
  if (password.length < 12) out.push('ADMIN_PASSWORD must be at least 12 characters long.')
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) out.push('ADMIN_PASSWORD must contain letters and digits.')
  return out
}
