import type { Payload, PayloadRequest } from 'payload'

/**
 * The local API calls that take a `req` (and with it the transaction the request's write runs in).
 * A hook that calls them without `req` reads outside its write's transaction: on PostgreSQL that read
 * waits for a second pool connection while the write holds the first, and a rush of such writes held
 * every connection and waited for ever (the add-to-cart freeze: the ecommerce plugin's cart hook).
 */
const LOCAL_API = new Set<PropertyKey>([
  'count',
  'create',
  'delete',
  'duplicate',
  'find',
  'findByID',
  'findDistinct',
  'findGlobal',
  'findVersionByID',
  'findVersions',
  'update',
  'updateGlobal',
])

/**
 * `req.payload` for a plugin's hook that calls the local API without `req`: such a call runs in the
 * transaction of `req` (the write the hook belongs to), as itself otherwise (no user, the default
 * locale: a `req` of its own that carries only the transaction, so the write's `req` is not changed).
 */
function payloadInTransaction(req: PayloadRequest): Payload {
  const payload = req.payload
  return new Proxy(payload, {
    get(target, prop) {
      const value = Reflect.get(target, prop)
      if (typeof value !== 'function') return value
      if (!LOCAL_API.has(prop)) return value.bind(target)
      return (args: { req?: unknown } = {}) =>
        value.call(target, args.req ? args : { ...args, req: { transactionID: req.transactionID } })
    },
  })
}

/** `req` whose `payload` runs the local API calls without `req` in the transaction of `req`. */
function requestInTransaction(req: PayloadRequest): PayloadRequest {
  const payload = payloadInTransaction(req)
  return new Proxy(req, {
    get(target, prop) {
      if (prop === 'payload') return payload
      const value = Reflect.get(target, prop)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** A plugin's collection hook, its local API calls joining the transaction of the write it runs in. */
export const hookInWriteTransaction =
  <A extends { req: PayloadRequest }, R>(hook: (args: A) => R) =>
  (args: A): R =>
    hook({ ...args, req: requestInTransaction(args.req) })

/** A plugin's field `validate`, its local API calls joining the transaction of the write it runs in. */
export const validateInWriteTransaction =
  <V, O extends { req: PayloadRequest }, R>(validate: (value: V, options: O) => R) =>
  (value: V, options: O): R =>
    validate(value, { ...options, req: requestInTransaction(options.req) })
