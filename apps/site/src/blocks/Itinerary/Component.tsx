import { Disclosure } from '../../components/client/Disclosure.client'
import { RichText } from '../../components/RichText'
import type { ItineraryBlock as Props } from '../../payload-types'

export function ItineraryBlockComponent({ heading, items }: Props) {
  return (
    <section className="block itinerary">
      <div className="container narrow">
        {heading && <h2>{heading}</h2>}
        {(items ?? []).map((item, i) => (
          <Disclosure
            key={item.id ?? i}
            title={item.title}
            defaultOpen={Boolean(item.open)}
            className="itinerary__item"
          >
            <RichText data={item.content} />
          </Disclosure>
        ))}
      </div>
    </section>
  )
}
