import { useInternalLinkNavigation } from '../../utils/internal-links.ts'
import { Form, Link, NavLink, useLocation, useNavigate } from 'react-router'
import { FallbackNavigation } from './fallback-navigation.tsx'

interface SiteHeaderProps {
  siteName: string
  /** Sanitised on the server before it reaches here. */
  menuHtml: string | null
  user: { firstname: string } | null
}

/** Pages that are themselves part of signing in: coming back to them after signing in makes no sense. */
const ACCOUNT_FLOW = /^\/(login|register|logout|forgot-password|reset-password)(\/|$)/

/**
 * The sign-in address that brings the reader back to the page they are on. The path only: the
 * page cache shares one copy of a page across query strings it does not read, so a query string
 * here could carry one visitor's address into another's page.
 */
export function signInPath(pathname: string): string {
  if (pathname === '/' || ACCOUNT_FLOW.test(pathname)) return '/login'
  return `/login?${new URLSearchParams({ redirectTo: pathname })}`
}

export function SiteHeader({ siteName, menuHtml, user }: SiteHeaderProps) {
  const followInternalLink = useInternalLinkNavigation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__brand" aria-label={`${siteName} home`}>
          {siteName}
        </Link>
        <div className="site-header__tools">
          {/* A GET form; its suggestions load when the box is first focused (docs/decisions/064). */}
          <Form action="/search" role="search" className="site-search">
            <input
              type="search"
              name="q"
              aria-label="Search"
              onFocus={({ currentTarget }) => void import('../search/suggestions-combobox.ts').then((island) => island.attachSuggestions(currentTarget, navigate))}
            />
            <button>Search</button>
          </Form>
          <NavLink to={user ? '/profile' : signInPath(pathname)} className="site-header__account">
            {user?.firstname || 'Profile'}
          </NavLink>
        </div>
      </div>
      {menuHtml ? <div className="site-header__nav" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: menuHtml }} /> : <FallbackNavigation />}
    </header>
  )
}
