import { getTranslations } from 'next-intl/server'
import { CMSLink } from '../../components/CMSLink'
import type { PricingTableBlock as Props } from '../../payload-types'

/** Plans side by side; the grid row gives every column the height of the tallest. */
export async function PricingTableComponent({ heading, plans }: Props) {
  const t = await getTranslations('blocks')
  return (
    <section className="block">
      <div className="container">
        {heading && <h2>{heading}</h2>}
        <div className="pricing" role="list">
          {(plans ?? []).map((p, i) => (
            <article
              key={p.id ?? i}
              role="listitem"
              className={`pricing__plan ${p.highlighted ? 'pricing__plan--highlighted' : ''}`}
              aria-label={p.name}
            >
              {p.highlighted && <span className="pricing__badge">{t('mostPopular')}</span>}
              <h3 style={{ margin: '8px 0 0' }}>{p.name}</h3>
              <p className="pricing__price">{p.price}</p>
              {p.period && <p className="pricing__period">{p.period}</p>}
              <ul className="pricing__features">
                {(p.features ?? []).map((f, j) => (
                  <li key={f.id ?? j}>{f.feature}</li>
                ))}
              </ul>
              {p.button?.label && (
                <CMSLink link={p.button as never} className={p.highlighted ? 'btn' : 'btn btn--ghost'} />
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}
