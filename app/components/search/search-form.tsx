import { Form, useNavigation } from 'react-router'

interface SearchFormProps {
  query: string
  /** Active filters ride along, so refining the words keeps them. */
  filters?: { tag?: string | null; author?: string | null }
}

/** A GET form: without JavaScript the browser submits it; with it, the router does, without a reload. */
export function SearchForm({ query, filters = {} }: SearchFormProps) {
  const navigation = useNavigation()
  const searching = navigation.state !== 'idle' && navigation.location?.pathname.startsWith('/search') === true
  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor="search-query" className="search-form__label">
        Search articles
      </label>
      <div className="search-form__row">
        {/* Keyed by the query so the box shows the words of each new results page. */}
        <input key={query} id="search-query" className="search-form__input" type="search" name="q" defaultValue={query} maxLength={200} autoComplete="off" enterKeyHint="search" />
        {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
        {filters.author ? <input type="hidden" name="author" value={filters.author} /> : null}
        <button type="submit" className="button">
          {searching ? 'Searching…' : 'Search'}
        </button>
      </div>
    </Form>
  )
}
