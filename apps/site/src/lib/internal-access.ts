import type { Access, PayloadRequest, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { hasRole } from './access'

/**
 * Payload adds some collections of its own while it sanitizes the config (after every plugin ran),
 * and gives them "any logged-in account" access: `payload-locked-documents` (the admin's edit locks),
 * `payload-migrations`, and the create of `payload-preferences`. On this site a visitor account (a
 * customer) is logged in too, so a customer could read, take and delete the admin's locks. This runs on
 * the sanitized config and gives those collections to staff only:
 * - locks: staff (admins and editors);
 * - migrations: admins (no REST route anyway);
 * - preferences: staff accounts, each only their own (Payload's own condition); customers store none;
 * - any other collection still on Payload's default access (a plugin added later): staff.
 */
const staff: Access = ({ req }) => hasRole(req, 'admin', 'editor')
const admins: Access = ({ req }) => hasRole(req, 'admin')
const isStaffAccount = (req: PayloadRequest) => req.user?.collection === 'users'
const OPS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const

/** Payload's default: `({ req: { user } }) => Boolean(user)`, recognised by its name (server code keeps names). */
const isPayloadDefault = (fn: unknown) => typeof fn === 'function' && fn.name === 'defaultAccess'

function restrict(collection: SanitizedCollectionConfig, to: Access): void {
  const access = collection.access as unknown as Record<string, unknown>
  for (const op of OPS) if (op in access) access[op] = to
}

export function lockDownInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const c of config.collections) {
    if (c.slug === 'payload-locked-documents') restrict(c, staff)
    else if (c.slug === 'payload-migrations') restrict(c, admins)
    else if (c.slug === 'payload-preferences') {
      const access = c.access as unknown as Record<string, Access | undefined>
      for (const op of OPS) {
        if (!(op in access)) continue
        const own = access[op]
        access[op] =
          op === 'create' || !own || isPayloadDefault(own)
            ? staff
            : (args) => (isStaffAccount(args.req) ? own(args) : false)
      }
      // GET/POST/DELETE /api/payload-preferences/:key write straight to the database for whoever is logged in.
      if (Array.isArray(c.endpoints))
        c.endpoints = c.endpoints.map((e) =>
          e.path === '/:key'
            ? {
                ...e,
                handler: (req: PayloadRequest) =>
                  isStaffAccount(req)
                    ? e.handler(req)
                    : Response.json(
                        { errors: [{ message: 'You are not allowed to perform this action.' }] },
                        { status: 403 },
                      ),
              }
            : e,
        )
    } else {
      const access = c.access as unknown as Record<string, unknown>
      for (const op of OPS) if (isPayloadDefault(access[op])) access[op] = staff
    }
  }
  return config
}
