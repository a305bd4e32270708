import type { LiveMatchBlock as Props } from '../../payload-types'
import { LiveMatchLoader } from './LiveMatch.client'

/**
 * The mount point of the live score widget. The widget's code is not part of the page: the tiny
 * loader below imports it only when the mount point nears the viewport.
 */
export function LiveMatchComponent({ heading, lang, emptyText, following, pageLang }: Props & { pageLang?: string }) {
  return (
    <section className="block live-match">
      <div className="container">
        {heading && <h2>{heading}</h2>}
        <div
          data-place="widget-live-match"
          // the editor's choice, else the page's language (the widget knows en, pt, es, fr, de and 16 more)
          data-lang={lang || pageLang || 'en'}
          {...(emptyText ? { 'data-empty-text': emptyText } : {})}
          {...(following ? { 'data-following': 'true' } : {})}
          style={{ minHeight: 134, maxWidth: 480 }}
        />
        <LiveMatchLoader />
      </div>
    </section>
  )
}
