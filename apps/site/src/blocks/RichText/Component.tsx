import { RichText } from '../../components/RichText'
import type { RichTextBlock as Props } from '../../payload-types'

export function RichTextBlockComponent({ content, width }: Props) {
  return (
    <section className="block">
      <div
        className={`container ${width === 'narrow' ? 'narrow' : ''}`}
        style={width === 'wide' ? undefined : { maxWidth: width === 'narrow' ? 680 : 820 }}
      >
        <RichText data={content} />
      </div>
    </section>
  )
}
