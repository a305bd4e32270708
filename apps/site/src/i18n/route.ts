import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { LOCALES, isLocale, type Locale } from './locales'

/** The `[locale]` segment's params (app/(frontend)/[locale]/...; the public addresses: i18n/paths.mjs). */
export type LocaleParams = Promise<{ locale: string }>

/**
 * The route's language, set for next-intl (interface texts, `getLocale()`) and so for the data layer
 * (lib/data.ts reads its documents in it). Each layout, page and generateMetadata calls it first, as they
 * render independently. An unknown language is a 404.
 */
export async function routeLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/** One static variant per language (the `[locale]` layout's generateStaticParams). */
export const localeStaticParams = () => LOCALES.map((locale) => ({ locale }))
