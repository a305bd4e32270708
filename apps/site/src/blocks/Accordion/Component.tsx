import { Disclosure } from '../../components/client/Disclosure.client'
import { RichText } from '../../components/RichText'
import type { AccordionBlock as Props } from '../../payload-types'

export function AccordionBlockComponent({ heading, items, allowMany, id }: Props) {
  return (
    <section className="block accordion">
      <div className="container narrow">
        {heading && <h2>{heading}</h2>}
        {(items ?? []).map((item, i) => (
          <Disclosure
            key={item.id ?? i}
            title={item.title}
            anchor={item.anchor}
            group={allowMany ? undefined : `acc-${id ?? 'x'}`}
            className="accordion__item"
          >
            <RichText data={item.content} />
          </Disclosure>
        ))}
      </div>
    </section>
  )
}
