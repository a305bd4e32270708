import { routeLocale, type LocaleParams } from '../../../../i18n/route'
import { SearchPage, searchMetadata } from '../../../../search/SearchPage'

// The search page of the default language; its logic is in src/search/SearchPage.tsx.
type Args = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(args: Args) {
  await routeLocale(args.params)
  return searchMetadata(args)
}

export default async function Search({ params, searchParams }: Args) {
  await routeLocale(params)
  return <SearchPage searchParams={searchParams} />
}
