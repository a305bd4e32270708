import type { Metadata } from 'next'
import { Breadcrumbs } from '../../../components/Breadcrumbs'
import { GuideCard } from '../../../components/Cards'
import { listGuides } from '../../../lib/data'
import type { Guide } from '../../../payload-types'

export const revalidate = 3600

export const metadata: Metadata = {
  title: 'Travel guides',
  description: 'Travel guides written by our tour leaders: where to go, what to see, and how to plan it.',
  alternates: { canonical: '/guides' },
}

export default async function GuidesIndex() {
  const { docs } = await listGuides(48)
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'Home', path: '/' },
          { name: 'Travel guides', path: '/guides' },
        ]}
      />
      <div className="container">
        <h1>Travel guides</h1>
        <p>Ideas, routes and practical advice from the people who lead our tours.</p>
        <div className="grid" style={{ marginTop: 24 }}>
          {docs.map((g) => (
            <GuideCard key={g.id} guide={g as Guide} headingLevel="h2" />
          ))}
        </div>
      </div>
    </>
  )
}
