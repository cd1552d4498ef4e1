import { useInternalLinkNavigation } from '../../utils/internal-links.ts'
import { Link, NavLink } from 'react-router'
import { FallbackNavigation } from './fallback-navigation.tsx'

interface SiteHeaderProps {
  siteName: string
  /** Sanitised on the server before it reaches here. */
  menuHtml: string | null
  user: { firstname: string } | null
}

export function SiteHeader({ siteName, menuHtml, user }: SiteHeaderProps) {
  const followInternalLink = useInternalLinkNavigation()
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="site-header__brand" aria-label={`${siteName} home`}>
          {siteName}
        </Link>
        <div className="site-header__tools">
          <NavLink to="/search" className="site-header__search">
            Search
          </NavLink>
          <NavLink to={user ? '/profile' : '/login'} className="site-header__account">
            {user?.firstname || 'Profile'}
          </NavLink>
        </div>
      </div>
      {menuHtml ? (
        <div className="site-header__nav" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: menuHtml }} />
      ) : (
        <FallbackNavigation />
      )}
    </header>
  )
}
