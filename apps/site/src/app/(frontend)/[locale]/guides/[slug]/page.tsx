import type { Metadata } from 'next'
import { routeLocale } from '../../../../../i18n/route'
import { notFound } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { Breadcrumbs } from '../../../../../components/Breadcrumbs'
import { formatDate } from '../../../../../components/Cards'
import { LiveMatchComponent } from '../../../../../blocks/LiveMatch/Component'
import { JsonLd } from '../../../../../components/JsonLd'
import { Media, mediaUrl } from '../../../../../components/Media'
import { RichText } from '../../../../../components/RichText'
import { getGuide, toOwnSlug } from '../../../../../lib/data'
import { TOC_COOKIE } from '../../../../../behaviours/defaults'
import { extractHeadings, outline, type OutlineEntry } from '../../../../../lib/headings'
import { localizePath } from '../../../../../i18n/paths.mjs'
import { siteUrl } from '../../../../../lib/preview'
import { documentMetadata } from '../../../../../lib/seo'
import type { Category } from '../../../../../payload-types'
import { intlLocale } from '../../../../../i18n/server'

export const revalidate = 3600

const TOC_INITIAL_STATE = `(function(){var n=document.currentScript&&document.currentScript.previousElementSibling;if(n&&/(?:^|; )${TOC_COOKIE.prefix}0=1(?:;|$)/.test(document.cookie)){n.classList.add('is-collapsed');n.querySelector('[data-toc-list]').hidden=true;n.querySelector('[data-toc-toggle]').setAttribute('aria-expanded','false')}})()`
export const dynamicParams = true
export const generateStaticParams = async () => []

type Args = { params: Promise<{ locale: string; slug: string }> }

export const generateMetadata = ({ params }: Args): Promise<Metadata> =>
  documentMetadata(
    params,
    'guides',
    getGuide,
    async () => (await getTranslations('guide'))('notFound'),
    (guide) => ({
      description: guide.excerpt,
      image: guide.cover,
      type: 'article',
      publishedTime: guide.publishedAt,
    }),
  )

export default async function GuidePage({ params }: Args) {
  const locale = await routeLocale(params)
  const { slug } = await params
  const guide = await getGuide(slug)
  if (!guide) notFound()
  await toOwnSlug('guides', guide, slug)
  const [t, intl] = await Promise.all([getTranslations('guide'), getLocale().then(intlLocale)])
  const headings = extractHeadings(guide.body)
  const cats = (guide.categories ?? []).filter((c): c is Category => typeof c === 'object' && c !== null)
  const img = mediaUrl(guide.cover, 'hero')
  return (
    <article className="guide" data-guide={guide.slug}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: guide.title,
          description: guide.excerpt,
          datePublished: guide.publishedAt ?? guide.createdAt,
          dateModified: guide.updatedAt,
          ...(img ? { image: [`${siteUrl()}${img}`] } : {}),
          ...(guide.author ? { author: { '@type': 'Person', name: guide.author } } : {}),
          mainEntityOfPage: `${siteUrl()}${localizePath(locale, `/guides/${guide.slug}`)}`,
        }}
      />
      <Breadcrumbs
        items={[
          { section: 'home', path: '/' },
          { section: 'guides', path: '/guides' },
          { name: guide.title, path: `/guides/${guide.slug}` },
        ]}
      />
      <header className="container narrow">
        <h1>{guide.title}</h1>
        <p className="card__meta">
          {guide.author && <>{t('by', { author: guide.author })} · </>}
          <time dateTime={guide.publishedAt ?? undefined}>{formatDate(guide.publishedAt, intl)}</time>
          {cats.length > 0 && <> · {cats.map((c) => c.title).join(', ')}</>}
        </p>
        <p style={{ fontSize: 19 }}>{guide.excerpt}</p>
      </header>
      <div className="container" style={{ maxWidth: 1000 }}>
        <Media
          media={guide.cover}
          prefer="hero"
          priority
          sizes="(max-width: 1000px) 100vw, 960px"
          className="guide__cover"
        />
      </div>
      <div className="container narrow" style={{ marginTop: 24 }}>
        {headings.length > 1 && (
          <>
            <nav className="toc" aria-labelledby="toc-title-0" data-toc>
              <div className="toc__head">
                <h2 className="toc__title" id="toc-title-0">
                  {t('contents')}
                </h2>
                <button
                  type="button"
                  className="toc__toggle"
                  data-toc-toggle
                  aria-expanded="true"
                  aria-controls="toc-list-0"
                >
                  <span className="toc__hide">{t('hide')}</span>
                  <span className="toc__show">{t('show')}</span>
                  <span className="visually-hidden"> {t('tableOfContents')}</span>
                </button>
              </div>
              <ol id="toc-list-0" data-toc-list>
                <TocEntries entries={outline(headings)} />
              </ol>
            </nav>
            {/* Applies the remembered hidden state before the first paint (no jump); toc.ts does the rest. */}
            <script dangerouslySetInnerHTML={{ __html: TOC_INITIAL_STATE }} />
          </>
        )}
        <RichText data={guide.body} />
      </div>
      {(guide.after ?? []).map((block, i) =>
        block.blockType === 'liveMatch' ? (
          <LiveMatchComponent key={block.id ?? i} {...block} pageLang={locale} />
        ) : null,
      )}
    </article>
  )
}

/** Nested entries of the table of contents, numbered as an outline (2, 2.1, 2.2). */
function TocEntries({ entries }: { entries: OutlineEntry[] }) {
  return entries.map((e) => (
    <li key={e.id} data-level={e.level}>
      <a href={`#${e.id}`}>
        <span className="toc__num">{e.number}.</span> {e.text}
      </a>
      {e.children.length > 0 && (
        <ol>
          <TocEntries entries={e.children} />
        </ol>
      )}
    </li>
  ))
}
