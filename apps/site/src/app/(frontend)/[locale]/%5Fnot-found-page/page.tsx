import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { NotFoundView } from '../../../../components/NotFoundView'
import { routeLocale, type LocaleParams } from '../../../../i18n/route'

// The site's 404 page as a page of its own (`/_not-found-page`, `/pt/_not-found-page`: an underscore is
// never in a slug), prerendered per language: server.mjs sends it, with the 404 status, for every page
// address that Next.js answers with a 404 (lib/not-found-page.mjs).
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await routeLocale(params)
  const t = await getTranslations('notFound')
  return { title: t('title'), robots: { index: false } }
}

export default async function NotFoundPage({ params }: { params: LocaleParams }) {
  await routeLocale(params)
  return <NotFoundView />
}
