import type { Metadata } from 'next'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { TourCard } from '../../../components/Cards'
import { listTours } from '../../../lib/data'
import type { Tour } from '../../../payload-types'

export const revalidate = 3600

export const metadata: Metadata = {
  title: 'Tours',
  description: 'Small-group tours with local guides: itineraries, prices and what is included.',
  alternates: { canonical: '/tours' },
}

export default async function ToursIndex() {
  const { docs } = await listTours(48)
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Tours', path: '/tours' },
        ]}
      />
      <div className="container">
        <h1>Tours</h1>
        <p>Every tour is led by a local guide, in small groups, at an honest price.</p>
        <div className="grid" style={{ marginTop: 24 }}>
          {docs.map((t) => (
            <TourCard key={t.id} tour={t as Tour} headingLevel="h2" />
          ))}
        </div>
      </div>
    </>
  )
}
