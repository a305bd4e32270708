import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { payloadClient } from '../lib/payload'
import { search, type SearchResult } from './index'
import { searchPath } from './paths'
export { searchPath }
import './search.css'

type Params = Record<string, string | string[] | undefined>

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/** Result pages are not for search engines: noindex, but the links on them may be followed. */
export async function searchMetadata({ searchParams }: { searchParams: Promise<Params> }): Promise<Metadata> {
  const q = first((await searchParams).q).trim()
  const t = await getTranslations('search')
  return {
    title: q ? t('metaTitle', { query: q.slice(0, 60) }) : t('title'),
    robots: { index: false, follow: true },
  }
}

/** The search page's texts in its language (messages `search`). */
type T = Awaited<ReturnType<typeof getTranslations<'search'>>>
const KINDS = ['guides', 'tours', 'pages'] as const
const kindOf = (t: T, collection: string) =>
  (KINDS as readonly string[]).includes(collection) ? t(collection as (typeof KINDS)[number]) : ''

/**
 * The search page (`/search?q=&page=`), rendered on the server: a GET form that works without
 * JavaScript, the ranked results with the matched words marked, and pages of 10. `locale` is the
 * language searched (the route's by default); `action` where the form sends (that language's search address).
 */
export async function SearchPage({
  locale: given,
  searchParams,
  action: givenAction,
}: {
  locale?: string
  searchParams: Promise<Params>
  action?: string
}) {
  // the route's language (set by its [locale] segment) unless one is given
  const locale = given ?? (await getLocale())
  const action = givenAction ?? searchPath(locale)
  const params = await searchParams
  const result = await search(await payloadClient(), { q: params.q, page: first(params.page), locale })
  const value = result.status === 'empty' ? '' : result.query
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <div className="container search-page">
      <h1>{t('title')}</h1>
      <form role="search" method="get" action={action} className="search-page__form">
        <label htmlFor="search-page-q">{t('label')}</label>
        <div className="search-page__row">
          <input id="search-page-q" type="search" name="q" defaultValue={value} maxLength={200} autoComplete="off" />
          <button type="submit" className="btn">
            {t('submit')}
          </button>
        </div>
      </form>
      <SearchOutcome result={result} action={action} t={t} />
    </div>
  )
}

/** What the search found (or why it did not search), in the page's language. */
export function SearchOutcome({ result, action, t }: { result: SearchResult; action: string; t: T }) {
  if (result.status === 'empty') return <p className="search-page__note">{t('empty')}</p>
  if (result.status === 'too-long')
    return (
      <p className="search-page__note" role="alert">
        {t('tooLong', { length: result.length, max: result.max })}
      </p>
    )
  if (result.status === 'no-words')
    return (
      <p className="search-page__note" role="alert">
        {t('noWords')}
      </p>
    )
  const { total, page, pages, hits, query } = result
  const href = (p: number) => `${action}?${new URLSearchParams({ q: query, ...(p > 1 ? { page: String(p) } : {}) })}`
  if (total === 0)
    return (
      <p className="search-page__note" role="status">
        {t('noResults', { query })}
      </p>
    )
  const from = (page - 1) * result.perPage + 1
  return (
    <>
      <p className="search-page__count" role="status">
        {hits.length
          ? result.capped
            ? t('countCapped', { total, query, page, pages })
            : pages > 1
              ? t('countPage', { total, query, page, pages })
              : t('count', { total, query })
          : t('noMore', { query, total, pages })}
      </p>
      <ol className="search-results" start={from}>
        {hits.map((h) => (
          <li key={h.url} className="search-result">
            <h2 className="search-result__title">
              <a href={h.url} dangerouslySetInnerHTML={{ __html: h.titleHtml }} />
            </h2>
            <p className="search-result__meta">{kindOf(t, h.collection)}</p>
            {h.excerptHtml && (
              <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: h.excerptHtml }} />
            )}
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="search-pages" aria-label={t('resultPages')}>
          {page > 1 && (
            <a href={href(page - 1)} rel="prev">
              {t('previous')}
            </a>
          )}
          <ul>
            {Array.from({ length: pages }, (_, i) => i + 1)
              .filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 2)
              .map((p) => (
                <li key={p}>
                  {p === page ? (
                    <span aria-current="page">{p}</span>
                  ) : (
                    <a href={href(p)} aria-label={t('pageNumber', { number: p })}>
                      {p}
                    </a>
                  )}
                </li>
              ))}
          </ul>
          {page < pages && (
            <a href={href(page + 1)} rel="next">
              {t('next')}
            </a>
          )}
        </nav>
      )}
    </>
  )
}
