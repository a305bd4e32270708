import { getLocale } from 'next-intl/server'
import { SearchBoxBoot } from './SearchBoxBoot.client'
import { searchPath } from './paths'
import './search.css'

/**
 * The header's search box: a search landmark holding a GET form to the search page, so it works
 * without JavaScript. The combobox attributes are rendered here; the suggestions' code loads the first
 * time the box gets focus (SearchBoxBoot), and `/` focuses it from anywhere on the page.
 */
export async function SearchBox({ locale: given }: { locale?: string }) {
  // the page's language (set by the route's [locale] segment) unless one is given
  const locale = given ?? (await getLocale())
  return (
    <search className="site-search" aria-label="Site">
      <form method="get" action={searchPath(locale)} className="site-search__form">
        <label htmlFor="site-search-q" className="visually-hidden">
          Search the site
        </label>
        <input
          id="site-search-q"
          className="site-search__input"
          type="search"
          name="q"
          placeholder="Search"
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls="site-search-list"
          aria-keyshortcuts="/"
          data-search-locale={locale}
          data-search-suggest="/api/search/suggest"
        />
        <button type="submit" className="site-search__submit" aria-label="Search">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z"
              fill="currentColor"
            />
          </svg>
        </button>
        <ul id="site-search-list" className="site-search__list" role="listbox" aria-label="Suggestions" hidden />
        <span className="visually-hidden" role="status" aria-live="polite" data-search-status />
      </form>
      <SearchBoxBoot />
    </search>
  )
}
