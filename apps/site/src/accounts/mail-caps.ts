import { addDataAndFileToRequest, headersWithCors, type Endpoint, type PayloadRequest } from 'payload'
import { requireFormToken } from '../form-token/server'
import { clientAddress, Limiter } from '../lib/rate-limit'

/**
 * How many account mails one inbox gets, and how many lost-password requests one client address makes:
 * the forms are no way to flood someone's inbox. Counted with the site's one limiter (lib/rate-limit: in
 * Redis when REDIS_URL is set, so the caps hold across instances), as the booking acknowledgements are.
 * A capped request gets the very same answer as any other (nothing tells whether the email has an
 * account, or whether a mail went out); the skip is logged.
 */
export const ACCOUNT_MAILS_PER_HOUR = 3
/** Lost-password requests per client address per hour, whichever emails they name (customers and staff together). */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 10

const perInbox = {
  registration: new Limiter('registration-mail', ACCOUNT_MAILS_PER_HOUR, 60 * 60),
  reset: new Limiter('reset-mail', ACCOUNT_MAILS_PER_HOUR, 60 * 60),
}
const resetRequests = new Limiter('reset-address', RESET_REQUESTS_PER_ADDRESS_PER_HOUR, 60 * 60)

const inboxKey = (email: string) => email.trim().toLowerCase().slice(0, 254)

/** Takes one of the inbox's mails of this kind this hour; false once they are used up. */
export async function mayMail(kind: keyof typeof perInbox, to: string): Promise<boolean> {
  return (await perInbox[kind].hit(inboxKey(to))).ok
}

/**
 * POST /api/{customers|users}/forgot-password, in front of Payload's own: the caps, then Payload's
 * forgot-password operation (its token, its 15 s throttle, its mail: customers.ts `auth.forgotPassword`),
 * and always Payload's answer `{ message }` 200. Customers' form token is checked first (so requests
 * without one take nothing of the caps).
 */
export const forgotPasswordEndpoint = (collection: 'customers' | 'users'): Endpoint => ({
  path: '/forgot-password',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email : ''
    if (collection === 'customers') await requireFormToken(req)
    const capped = !email.trim()
      ? null // Payload's own answer: missing email
      : !(await resetRequests.hit(clientAddress(req.headers))).ok
        ? 'address'
        : !(await mayMail('reset', `${collection}|${email}`))
          ? 'account'
          : null
    if (capped)
      req.payload.logger.warn({
        msg: `lost-password mail skipped: too many this hour for this ${capped === 'address' ? 'client address' : 'account'}`,
        collection,
      })
    else await req.payload.forgotPassword({ collection, data: { email } as never, req })
    return Response.json(
      { message: req.t('general:success') },
      { status: 200, headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
})
