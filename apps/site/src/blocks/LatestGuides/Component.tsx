import { getTranslations } from 'next-intl/server'
import { Link } from '../../components/Link'
import { GuideCard } from '../../components/Cards'
import { listGuides } from '../../lib/data'
import type { Guide, LatestGuidesBlock as Props } from '../../payload-types'

export async function LatestGuidesComponent({ heading, limit, category }: Props) {
  const cat = category && typeof category === 'object' ? category.id : category
  const [{ docs }, t] = await Promise.all([listGuides(limit ?? 3, 1, cat ?? undefined), getTranslations('blocks')])
  return (
    <section className="block">
      <div className="container">
        {heading && <h2>{heading}</h2>}
        <div className="grid" data-animate>
          {docs.map((g) => (
            <GuideCard key={g.id} guide={g as Guide} />
          ))}
        </div>
        <p style={{ marginTop: 20 }}>
          <Link href="/guides">{t('allGuides')}</Link>
        </p>
      </div>
    </section>
  )
}
