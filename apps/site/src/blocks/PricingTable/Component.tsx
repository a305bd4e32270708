import { getLocale, getTranslations } from 'next-intl/server'
import { CMSLink } from '../../components/CMSLink'
import { formatPrice } from '../../components/Cards'
import { intlLocale } from '../../i18n/texts'
import type { PricingTableBlock as Props } from '../../payload-types'

/**
 * A plan's price as an amount in euros, when that is what the editor wrote: `690`, `€690`, `1,190 €`,
 * `EUR 2.400`; else null (`On request` is shown as written). A separator followed by three digits groups
 * thousands; followed by one or two at the end, it starts the cents.
 */
export function planAmount(price: string): number | null {
  const m = /^\s*(?:€|EUR)?\s*(\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})*|\d+)(?:[.,](\d{1,2}))?\s*(?:€|EUR)?\s*$/i.exec(price)
  if (!m || !/€|EUR|^\s*\d/i.test(price)) return null
  const whole = Number(m[1]!.replace(/\D/g, ''))
  return m[2] ? whole + Number(m[2].padEnd(2, '0')) / 100 : whole
}

/** Plans side by side; the grid row gives every column the height of the tallest. */
export async function PricingTableComponent({ heading, plans }: Props) {
  const [t, intl] = await Promise.all([getTranslations('blocks'), getLocale().then(intlLocale)])
  // Amounts are written as the page's language writes prices (the tours' too): €690, 690 € (issue 27.12).
  const shown = (price: string) => {
    const amount = planAmount(price)
    if (amount === null) return price
    return Number.isInteger(amount)
      ? formatPrice(amount, 'EUR', intl)
      : new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' }).format(amount)
  }
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
              <p className="pricing__price">{shown(p.price)}</p>
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
