import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'
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
  return {
    title: q ? `Search: ${q.slice(0, 60)}` : 'Search',
    robots: { index: false, follow: true },
  }
}

const KIND: Record<string, string> = { guides: 'Guide', tours: 'Tour', pages: 'Page' }

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
  return (
    <div className="container search-page">
      <h1>Search</h1>
      <form role="search" method="get" action={action} className="search-page__form">
        <label htmlFor="search-page-q">Search guides, tours and pages</label>
        <div className="search-page__row">
          <input id="search-page-q" type="search" name="q" defaultValue={value} maxLength={200} autoComplete="off" />
          <button type="submit" className="btn">
            Search
          </button>
        </div>
      </form>
      <Outcome result={result} action={action} />
    </div>
  )
}

function Outcome({ result, action }: { result: SearchResult; action: string }) {
  if (result.status === 'empty')
    return <p className="search-page__note">Type a word or two above: a place, a tour, a theme such as “wine”.</p>
  if (result.status === 'too-long')
    return (
      <p className="search-page__note" role="alert">
        Your search is too long ({result.length} characters): use at most {result.max}, a few words are enough.
      </p>
    )
  if (result.status === 'no-words')
    return (
      <p className="search-page__note" role="alert">
        Your search has no words we can look for: use letters or numbers, such as “Sintra” or “wine”.
      </p>
    )
  const { total, page, pages, hits, query } = result
  const href = (p: number) => `${action}?${new URLSearchParams({ q: query, ...(p > 1 ? { page: String(p) } : {}) })}`
  if (total === 0)
    return (
      <p className="search-page__note" role="status">
        No results for “{query}”. Try another spelling, fewer words, or a place name.
      </p>
    )
  const from = (page - 1) * result.perPage + 1
  return (
    <>
      <p className="search-page__count" role="status">
        {hits.length
          ? `${total} result${total === 1 ? '' : 's'} for “${query}”${pages > 1 ? `, page ${page} of ${pages}` : ''}`
          : `No more results: “${query}” has ${total} result${total === 1 ? '' : 's'} on ${pages} page${pages === 1 ? '' : 's'}.`}
      </p>
      <ol className="search-results" start={from}>
        {hits.map((h) => (
          <li key={h.url} className="search-result">
            <h2 className="search-result__title">
              <a href={h.url} dangerouslySetInnerHTML={{ __html: h.titleHtml }} />
            </h2>
            <p className="search-result__meta">{KIND[h.collection]}</p>
            {h.excerptHtml && (
              <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: h.excerptHtml }} />
            )}
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className="search-pages" aria-label="Result pages">
          {page > 1 && (
            <a href={href(page - 1)} rel="prev">
              Previous
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
                    <a href={href(p)} aria-label={`Page ${p}`}>
                      {p}
                    </a>
                  )}
                </li>
              ))}
          </ul>
          {page < pages && (
            <a href={href(page + 1)} rel="next">
              Next
            </a>
          )}
        </nav>
      )}
    </>
  )
}
