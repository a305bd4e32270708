import { CMSLink } from '../../components/CMSLink'
import { Media } from '../../components/Media'
import type { HeroBlock } from '../../payload-types'

type Props = Partial<HeroBlock> & { fallbackTitle?: string; first?: boolean }

export function HeroComponent({ style, heading, text, image, links, fallbackTitle, first }: Props) {
  if (style === 'none') return null
  const full = style !== 'compact' && Boolean(image)
  const Title = first ? 'h1' : 'h2'
  return (
    <section className={`hero ${full ? 'hero--full' : 'hero--compact'}`} data-hero={full ? 'full' : 'compact'}>
      {image && <Media media={image} prefer="hero" className="hero__image" priority={first} sizes="100vw" />}
      <div className="container hero__content">
        <Title>{heading || fallbackTitle}</Title>
        {text && <p>{text}</p>}
        {links && links.length > 0 && (
          <div className="hero__links">
            {links.map((l, i) => (
              <CMSLink key={l.id ?? i} link={l.link as never} className={i === 0 ? 'btn' : 'btn btn--light'} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
