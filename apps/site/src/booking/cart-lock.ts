import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { dialect } from '../lib/db'
import { isCustomer, readGuestCookie } from './cart'

/**
 * The transaction a cart change runs in, for the local API calls made inside it (cart.ts): each call
 * gets a `req` of its own that carries only this transaction (no user, the default locale: the same
 * reads as a call without `req`, on the change's connection).
 */
export type CartTx = { transactionID?: number | string } | undefined

/** pg_advisory_xact_lock's first key: which kind of cart the second key (an id) names. */
export const CART_LOCK_KEYS = { guest: 7_300_001, customer: 7_300_002 } as const
const { guest: GUEST_CART, customer: CUSTOMER_CART } = CART_LOCK_KEYS

/**
 * The cart a request changes: a signed-in customer's (by account, whether or not it has a cart yet) or a
 * guest's (by the id in its cookie). A guest without a cookie gets a new cart that no other request knows.
 */
function cartKey(req: PayloadRequest): [number, number] | null {
  if (isCustomer(req)) return [CUSTOMER_CART, Number(req.user!.id)]
  const guest = readGuestCookie(req)
  return guest ? [GUEST_CART, guest.id] : null
}

/** This process's cart changes in progress, per cart: each waits for the one before it. */
const turns = new Map<string, Promise<void>>()

async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(key) ?? Promise.resolve()
  let done!: () => void
  const mine = new Promise<void>((resolve) => (done = resolve))
  const last = before.then(() => mine)
  turns.set(key, last)
  try {
    await before
    return await work()
  } finally {
    done()
    if (turns.get(key) === last) turns.delete(key)
  }
}

/**
 * On PostgreSQL: `work` inside a transaction that first takes a lock on the cart (pg_advisory_xact_lock,
 * released when the transaction ends), so a change made by another instance waits for this one and then
 * reads what it wrote. Elsewhere (SQLite: Payload runs it without transactions, one site process
 * writes) `work` runs as it is; the turn in this process is the lock.
 */
async function inLockedTransaction<T>(
  req: PayloadRequest,
  [kind, id]: [number, number],
  work: (tx: CartTx) => Promise<T>,
) {
  if (dialect() !== 'postgres') return work(undefined)
  const txReq = { payload: req.payload } as PayloadRequest
  if (!(await initTransaction(txReq))) return work(undefined)
  try {
    const db = req.payload.db as unknown as {
      sessions: Record<string, { db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> } }>
    }
    await db.sessions[String(txReq.transactionID)]!.db.execute(
      sql`select pg_advisory_xact_lock(${kind}::int, ${id}::int)`,
    )
    const result = await work({ transactionID: txReq.transactionID as number | string })
    // Payload ends the transaction of an operation that throws: had `work` caught such an error, what it
    // wrote after it went out on its own, unlocked. Not a change to answer 200 for.
    if (!db.sessions[String(txReq.transactionID)]) throw new Error('the cart change lost its transaction')
    await commitTransaction(txReq)
    return result
  } catch (e) {
    await killTransaction(txReq)
    throw e
  }
}

/**
 * Runs `work` (read the visitor's cart, change it, write it) as the only change of that cart: two
 * add-to-cart requests at once each read the cart before the other had written it, and one line was
 * lost (or, on SQLite, one request failed on the lines' ids). One change at a time per cart in this
 * process (so simultaneous requests for one cart hold at most one pool connection), and on PostgreSQL
 * a lock in the change's transaction for the other instances. Every local API call in `work` must take
 * `tx` (cart.ts), or it would read outside the transaction and wait for a second pool connection.
 */
export async function withCartLock<T>(req: PayloadRequest, work: (tx: CartTx) => Promise<T>): Promise<T> {
  const key = cartKey(req)
  if (!key) return work(undefined)
  return inTurn(key.join(':'), () => inLockedTransaction(req, key, work))
}
