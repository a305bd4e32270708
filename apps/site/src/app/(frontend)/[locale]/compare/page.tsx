import type { Metadata } from 'next'
import { routeLocale, type LocaleParams } from '../../../../i18n/route'
import { getTranslations } from 'next-intl/server'
import { Link } from '../../../../components/Link'
import { formatPrice } from '../../../../components/Cards'
import { payloadClient } from '../../../../lib/payload'
import { COMPARE_MAX } from '../../../../booking/compare-store'
import { toursBySlug } from '../../../../booking/compare-tours'
import { ScrollArea } from '../../../../booking/ScrollArea.client'
import { intlLocale } from '../../../../i18n/server'
import { looksLikeSlug } from '../../../../fields/slug'

export const dynamic = 'force-dynamic'
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await routeLocale(params)
  const t = await getTranslations('compare')
  return { title: t('title'), robots: { index: false } }
}

/** Up to 3 tours side by side: duration, price from, destination, included. */
export default async function ComparePage({
  params,
  searchParams,
}: {
  params: LocaleParams
  searchParams: Promise<{ tours?: string }>
}) {
  const locale = await routeLocale(params)
  const { tours = '' } = await searchParams
  const [text, tc] = await Promise.all([getTranslations('compare'), getTranslations('cards')])
  // A few more slugs than tours shown: two of them may be one tour's in two languages.
  const slugs = [...new Set(String(tours).split(','))].filter(looksLikeSlug).slice(0, COMPARE_MAX * 2)
  const list = await toursBySlug(await payloadClient(), slugs, locale)

  return (
    <section className="block">
      <div className="container">
        <h1>{text('title')}</h1>
        {list.length === 0 ? (
          <p>
            {text('empty', { max: COMPARE_MAX })} <Link href="/tours">{text('seeTours')}</Link>.
          </p>
        ) : (
          <ScrollArea label={text('title')}>
            <table className="compare-table">
              <thead>
                <tr>
                  <td />
                  {list.map((t) => (
                    <th key={t.id} scope="col">
                      <Link href={`/tours/${t.slug}`}>{t.title}</Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{text('duration')}</th>
                  {list.map((t) => (
                    <td key={t.id}>{tc('days', { count: t.durationDays })}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{text('priceFrom')}</th>
                  {list.map((t) => (
                    <td key={t.id}>{formatPrice(t.priceFrom, t.currency ?? 'EUR', intlLocale(locale))}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{text('destinations')}</th>
                  {list.map((t) => (
                    <td key={t.id}>{t.destination}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{text('included')}</th>
                  {list.map((t) => (
                    <td key={t.id}>
                      <ul className="list-check list-check--yes">
                        {(t.included ?? []).map((x, i) => (
                          <li key={x.id ?? i}>{x.item}</li>
                        ))}
                      </ul>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </ScrollArea>
        )}
      </div>
    </section>
  )
}
