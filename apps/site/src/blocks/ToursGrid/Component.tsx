import { TourCard } from '../../components/Cards'
import { listTours } from '../../lib/data'
import type { Tour, ToursGridBlock as Props } from '../../payload-types'

export async function ToursGridComponent({ heading, tours, limit }: Props) {
  const picked = (tours ?? []).filter(
    (t): t is Tour => typeof t === 'object' && t !== null && t._status === 'published',
  )
  const list = picked.length ? picked : ((await listTours(limit ?? 6)).docs as Tour[])
  return (
    <section className="block">
      <div className="container">
        {heading && <h2>{heading}</h2>}
        <div className="grid" data-animate>
          {list.slice(0, limit ?? 6).map((t) => (
            <TourCard key={t.id} tour={t} />
          ))}
        </div>
      </div>
    </section>
  )
}
