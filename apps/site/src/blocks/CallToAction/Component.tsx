import { CMSLink } from '../../components/CMSLink'
import type { CallToActionBlock as Props } from '../../payload-types'

export function CallToActionComponent({ heading, text, links }: Props) {
  return (
    <section className="block">
      <div className="container">
        <div className="cta" data-animate>
          <div>
            <h2>{heading}</h2>
            {text && <p style={{ margin: 0 }}>{text}</p>}
          </div>
          <div className="hero__links">
            {(links ?? []).map((l, i) => (
              <CMSLink
                key={l.id ?? i}
                link={l.link as never}
                className={i === 0 ? 'btn btn--light' : 'btn btn--ghost'}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
