import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { formatMoney } from '../../../booking/pricing'
import { LoginRegisterComponent } from '../../../blocks/LoginRegister/Component'
import { payloadClient } from '../../../lib/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your account', robots: { index: false } }

const STATUS: Record<string, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}
const dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

/** The visitor's account: their booking requests; logged out, the login / register panel. */
export default async function AccountPage() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'customers') {
    return (
      <div className="page-account">
        <LoginRegisterComponent
          blockType="loginRegister"
          heading="Your account"
          intro="Log in to see your booking requests, or create an account in a minute."
          triggerId="account-login"
        />
      </div>
    )
  }
  const orders = await payload.find({
    collection: 'orders',
    user,
    overrideAccess: false,
    sort: '-createdAt',
    depth: 2,
    limit: 50,
  })
  return (
    <section className="block">
      <div className="container narrow">
        <h1>Hello{user.name ? `, ${user.name}` : ''}</h1>
        <p>
          Logged in as <strong data-account-email>{user.email}</strong>.
        </p>
        <h2>Your booking requests</h2>
        {orders.docs.length === 0 ? (
          <p>
            No booking requests yet. <a href="/tours">Find a tour</a>.
          </p>
        ) : (
          <ul className="booking-list">
            {orders.docs.map((o) => (
              <li key={o.id} className="booking-list__item">
                <strong>{o.reference}</strong> · {STATUS[o.status ?? ''] ?? o.status} ·{' '}
                {dateFmt.format(new Date(o.createdAt))} · {formatMoney(o.amount ?? 0, o.currency ?? 'EUR')}
                <ul>
                  {(o.items ?? []).map((it, i) => (
                    <li key={it.id ?? i}>
                      {typeof it.product === 'object' && it.product ? it.product.title : 'Tour'}
                      {typeof it.variant === 'object' && it.variant
                        ? ` (${String(it.variant.title ?? '')
                            .split(' — ')
                            .slice(1)
                            .join(' · ')})`
                        : ''}{' '}
                      × {it.quantity}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
