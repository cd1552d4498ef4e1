import { Link } from 'react-router'

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/webinars', label: 'Webinars' },
  { to: '/videos', label: 'Videos' },
  { to: '/magazine', label: 'Magazine' },
  { to: '/lists', label: 'Lists & Awards' },
  { to: '/newsletters', label: 'Newsletters' },
]

/** Shown when the editors' header menu cannot be loaded, so the site stays navigable. */
export function FallbackNavigation() {
  return (
    <nav className="site-header__nav site-header__nav--fallback" aria-label="Main">
      <ul className="menu menu--header">
        {LINKS.map((link) => (
          <li key={link.to} className="menu-item">
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
