import type { Metadata } from 'next'
import { Link } from '../../../components/Link'
import { formatPrice } from '../../../components/Cards'
import { payloadClient } from '../../../lib/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Compare tours', robots: { index: false } }

/** Up to 3 tours side by side: duration, price from, destination, included. */
export default async function ComparePage({ searchParams }: { searchParams: Promise<{ tours?: string }> }) {
  const { tours = '' } = await searchParams
  const slugs = [...new Set(String(tours).split(','))].filter((s) => /^[a-z0-9-]{1,96}$/.test(s)).slice(0, 3)
  const payload = await payloadClient()
  const found = slugs.length
    ? (
        await payload.find({
          collection: 'tours',
          where: { slug: { in: slugs } },
          depth: 0,
          limit: 3,
          overrideAccess: false,
          pagination: false,
        })
      ).docs
    : []
  const list = slugs.map((s) => found.find((t) => t.slug === s)).filter((t): t is (typeof found)[number] => Boolean(t))
  return (
    <section className="block">
      <div className="container">
        <h1>Compare tours</h1>
        {list.length === 0 ? (
          <p>
            Mark up to 3 tours with “Compare” to see them side by side. <Link href="/tours">See our tours</Link>.
          </p>
        ) : (
          <div className="table-scroll">
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
                  <th scope="row">Duration</th>
                  {list.map((t) => (
                    <td key={t.id}>{t.durationDays} days</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Price from</th>
                  {list.map((t) => (
                    <td key={t.id}>{formatPrice(t.priceFrom, t.currency ?? 'EUR')}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Destinations</th>
                  {list.map((t) => (
                    <td key={t.id}>{t.destination}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Included</th>
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
          </div>
        )}
      </div>
    </section>
  )
}
