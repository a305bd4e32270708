import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { formatMoney } from '../../../../booking/pricing'
import { Link } from '../../../../components/Link'
import { LoginRegisterComponent } from '../../../../blocks/LoginRegister/Component'
import { payloadClient } from '../../../../lib/payload'
import { intlLocale } from '../../../../i18n/server'
import { routeLocale, type LocaleParams } from '../../../../i18n/route'

export const dynamic = 'force-dynamic'
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await routeLocale(params)
  return { title: (await getTranslations('accountPage'))('title'), robots: { index: false } }
}

const STATUSES = ['requested', 'confirmed', 'processing', 'completed', 'cancelled', 'refunded'] as const

/** The visitor's account: their booking requests; logged out, the login / register panel. */
export default async function AccountPage({ params }: { params: LocaleParams }) {
  await routeLocale(params)
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const [t, locale] = await Promise.all([getTranslations('accountPage'), getLocale()])
  const dateFmt = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric' })
  const status = (s?: string | null) =>
    (STATUSES as readonly (string | null | undefined)[]).includes(s) ? t(s as (typeof STATUSES)[number]) : s
  if (!user || user.collection !== 'customers') {
    return (
      <div className="page-account">
        <LoginRegisterComponent
          blockType="loginRegister"
          heading={t('title')}
          intro={t('intro')}
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
        <h1>{user.name ? t('helloName', { name: user.name }) : t('hello')}</h1>
        <p>
          {t.rich('loggedInAs', {
            email: user.email,
            strong: (chunks) => <strong data-account-email>{chunks}</strong>,
          })}
        </p>
        <h2>{t('bookings')}</h2>
        {orders.docs.length === 0 ? (
          <p>
            {t('none')} <Link href="/tours">{t('findTour')}</Link>.
          </p>
        ) : (
          <ul className="booking-list">
            {orders.docs.map((o) => (
              <li key={o.id} className="booking-list__item">
                <strong>{o.reference}</strong> · {status(o.status)} · {dateFmt.format(new Date(o.createdAt))} ·{' '}
                {formatMoney(o.amount ?? 0, o.currency ?? 'EUR')}
                <ul>
                  {(o.items ?? []).map((it, i) => (
                    <li key={it.id ?? i}>
                      {typeof it.product === 'object' && it.product ? it.product.title : t('tour')}
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
