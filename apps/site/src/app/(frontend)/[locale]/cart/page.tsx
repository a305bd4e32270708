import type { Metadata } from 'next'
import { routeLocale, type LocaleParams } from '../../../../i18n/route'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { CartView } from '../../../../booking/CartView.client'
import type { Messages } from '../../../../i18n/server'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await routeLocale(params)
  const t = await getTranslations('cart')
  return { title: t('title'), robots: { index: false } }
}

export default async function CartPage({ params }: { params: LocaleParams }) {
  await routeLocale(params)
  const [t, messages] = await Promise.all([getTranslations('cart'), getMessages()])
  return (
    <section className="block">
      <div className="container">
        <h1>{t('title')}</h1>
        {/* Only the cart's own texts go to the browser, not the whole catalogue. */}
        <NextIntlClientProvider messages={{ cart: (messages as Messages).cart }}>
          <CartView />
        </NextIntlClientProvider>
      </div>
    </section>
  )
}
