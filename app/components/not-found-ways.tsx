import { Link } from 'react-router'
import { SearchForm } from './search/search-form.tsx'

/** Where readers go most, fixed so that a 404 needs no database: every one of them always exists. */
const MOST_VISITED = [
  { to: '/blog', label: 'The latest sales news', description: 'Every article, newest first' },
  { to: '/webinars', label: 'Upcoming webinars', description: 'Free live sessions with sales leaders' },
  { to: '/newsletters', label: 'The Daily Boost', description: 'Sales news every weekday morning' },
]

/** A lost reader gets a search box and three ways on, not a dead end. */
export default function NotFoundWays() {
  return (
    <>
      <SearchForm query="" />
      <h2 className="error-page__ways-heading">Or start from one of these</h2>
      <ul className="error-page__ways">
        {MOST_VISITED.map((way) => (
          <li key={way.to}>
            <Link to={way.to}>{way.label}</Link>
            <span>{way.description}</span>
          </li>
        ))}
        <li>
          <Link to="/">The home page</Link>
          <span>Today’s top stories</span>
        </li>
      </ul>
    </>
  )
}
