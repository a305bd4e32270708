import { getLocale, getTranslations } from 'next-intl/server'
import { SearchBoxBoot } from './SearchBoxBoot.client'
import { searchPath } from './paths'
import './search.css'

/**
 * The header's search box: a search landmark holding a GET form to the search page, so it works
 * without JavaScript. The combobox attributes are rendered here; the suggestions' code loads the first
 * time the box gets focus (SearchBoxBoot), and `/` focuses it from anywhere on the page. Its texts are
 * the page language's (messages `search`); the suggestions' own (kinds, "3 suggestions") ride along as
 * data attributes, so the browser gets no catalogue and no formatter.
 */
export async function SearchBox({ locale: given }: { locale?: string }) {
  // the page's language (set by the route's [locale] segment) unless one is given
  const locale = given ?? (await getLocale())
  const t = await getTranslations({ locale, namespace: 'search' })
  const kinds = { guides: t('guides'), tours: t('tours'), pages: t('pages') }
  // The suggestion endpoint answers at most 6 (search/index.ts); 10 leaves room.
  const counts = Array.from({ length: 10 }, (_, i) => t('suggestionCount', { count: i + 1 }))
  return (
    <search className="site-search" aria-label={t('box')}>
      <form method="get" action={searchPath(locale)} className="site-search__form">
        <label htmlFor="site-search-q" className="visually-hidden">
          {t('boxLabel')}
        </label>
        <input
          id="site-search-q"
          className="site-search__input"
          type="search"
          name="q"
          placeholder={t('placeholder')}
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
          data-search-kinds={JSON.stringify(kinds)}
          data-search-counts={JSON.stringify(counts)}
        />
        <button type="submit" className="site-search__submit" aria-label={t('submit')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z"
              fill="currentColor"
            />
          </svg>
        </button>
        <ul id="site-search-list" className="site-search__list" role="listbox" aria-label={t('suggestions')} hidden />
        <span className="visually-hidden" role="status" aria-live="polite" data-search-status />
      </form>
      <SearchBoxBoot />
    </search>
  )
}
