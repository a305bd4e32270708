import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { accountBookings } from '../../../../accounts/bookings'
import { Link } from '../../../../components/Link'
import { LoginRegisterComponent } from '../../../../blocks/LoginRegister/Component'
import { payloadClient } from '../../../../lib/payload'
import { routeLocale, type LocaleParams } from '../../../../i18n/route'

export const dynamic = 'force-dynamic'
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await routeLocale(params)
  return { title: (await getTranslations('accountPage'))('title'), robots: { index: false } }
}

const STATUSES = ['requested', 'confirmed', 'processing', 'completed', 'cancelled', 'refunded'] as const

/** The visitor's account: their booking requests; logged out, the login / register panel. */
export default async function AccountPage({ params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const t = await getTranslations('accountPage')
  const status = (s?: string | null) =>
    (STATUSES as readonly (string | null | undefined)[]).includes(s) ? t(s as (typeof STATUSES)[number]) : s
  if (!user || user.collection !== 'customers') {
    // The page's h1 (issue 27.16): the block's own heading is an h2, as a block of a page is.
    return (
      <div className="page-account">
        <div className="container narrow page-account__head">
          <h1>{t('title')}</h1>
        </div>
        <LoginRegisterComponent blockType="loginRegister" intro={t('intro')} triggerId="account-login" />
      </div>
    )
  }
  // Dates, prices and the tours' titles in the page's language (bookings.ts).
  const bookings = await accountBookings(payload, user, locale)
  return (
    <section className="block">
      <div className="container narrow">
        <h1>{user.name ? t('helloName', { name: user.name }) : t('hello')}</h1>
        <p>
          {t.rich('loggedInAs', {
            email: user.email,
            strong: (chunks) => <strong data-account-email>{chunks}</strong>,
          })}
        </p>
        <h2>{t('bookings')}</h2>
        {bookings.length === 0 ? (
          <p>
            {t('none')} <Link href="/tours">{t('findTour')}</Link>.
          </p>
        ) : (
          <ul className="booking-list">
            {bookings.map((o) => (
              <li key={o.id} className="booking-list__item">
                <strong>{o.reference}</strong> · {status(o.status)} · {o.date} · {o.amount}
                <ul>
                  {o.items.map((it) => (
                    <li key={it.key}>
                      {it.title ?? t('tour')}
                      {it.option ? ` (${it.option})` : ''} × {it.quantity}
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
