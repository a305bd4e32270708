import { RichText } from '../../components/RichText'
import type { TabsBlock as Props } from '../../payload-types'
import { Tabs } from './Tabs.client'

export function TabsBlockComponent({ tabs }: Props) {
  return (
    <section className="block">
      <div className="container narrow">
        <Tabs
          tabs={(tabs ?? []).map((t) => ({ label: t.label, anchor: t.anchor, content: <RichText data={t.content} /> }))}
        />
      </div>
    </section>
  )
}
