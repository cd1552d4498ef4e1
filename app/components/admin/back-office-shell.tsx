import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Form, isRouteErrorResponse, Link, NavLink, useLocation, useRouteError, type MetaFunction } from 'react-router'
import { setSidebarFolded, useSidebarFolded } from './sidebar-state.ts'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { ErrorPage, isUnavailable, unsavedFormOf } from '../error-page.tsx'

export interface ShellLink {
  path: string
  label: string
}

/**
 * The back office's and the sponsor portal's frame, in place of the site's header and footer (the
 * root leaves those out under a shell): a top bar with the area, who is signed in and the way out;
 * a sidebar of the area's screens, made from their declarations (decision 045), which folds away on
 * wide screens and is behind a Menu link on phones (the `:target` of that link opens it, so it works
 * without JavaScript; with the script the link opens it as state instead, since a screen chosen in
 * it is reached without a new document and `:target` would keep the menu open over it); then the screen. `home` is the area's own address: its link is current only
 * there, not on every screen below it.
 */
export function BackOfficeShell({ name, home, brand, links, who, children }: { name: string; home: string; brand?: string; links: readonly ShellLink[]; who: string; children: ReactNode }) {
  const { folded, scripted } = useSidebarFolded()
  const menuLink = useRef<HTMLAnchorElement>(null)
  const closeLink = useRef<HTMLAnchorElement>(null)
  // Open at one location only: a screen chosen in the phone's menu (the one shown too) opens with the menu closed.
  const { key } = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  const menuOpen = openAt === key
  const setMenuOpen = (open: boolean) => setOpenAt(open ? key : null)
  // The opened menu covers the page, its Menu link too: the focus goes into it.
  useEffect(() => {
    if (menuOpen) closeLink.current?.focus()
  }, [menuOpen])
  const closeMenu = () => {
    setMenuOpen(false)
    menuLink.current?.focus()
  }
  return (
    <div className="back-office" data-folded={folded || undefined} data-menu-open={menuOpen || undefined}>
      <header className="back-office__bar">
        <a
          ref={menuLink}
          href="#back-office-nav"
          className="back-office__menu-link button button--secondary"
          aria-expanded={scripted ? menuOpen : undefined}
          aria-controls={scripted ? 'back-office-nav' : undefined}
          onClick={(event) => {
            event.preventDefault()
            setMenuOpen(true)
          }}
        >
          Menu
        </a>
        {scripted ? (
          <button type="button" className="back-office__fold button button--secondary" aria-expanded={!folded} aria-controls="back-office-nav" onClick={() => setSidebarFolded(!folded)}>
            {folded ? 'Show the menu' : 'Hide the menu'}
          </button>
        ) : null}
        <Link to={home} className="back-office__area">
          {name}
        </Link>
        {brand ? <span className="back-office__brand">{brand}</span> : null}
        <Form method="post" action="/logout" className="back-office__who">
          <span>{who}</span> <a href="/">View the site</a>{' '}
          <button type="submit" className="link-button">
            Sign out
          </button>
        </Form>
      </header>
      <div className="back-office__body">
        <nav
          id="back-office-nav"
          className="back-office__nav"
          aria-label={name}
          onKeyDown={(event) => {
            if (menuOpen && event.key === 'Escape') closeMenu()
          }}
        >
          <a
            ref={closeLink}
            href="#main"
            className="back-office__close"
            onClick={(event) => {
              // Opened by its address's #target (tapped before the script ran): the link's own jump closes it.
              if (event.currentTarget.parentElement?.matches(':target')) return
              event.preventDefault()
              closeMenu()
            }}
          >
            Close the menu
          </a>
          <ul>
            {links.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path} end={link.path === home}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="back-office__main">
          {children}
        </main>
      </div>
    </div>
  )
}

/** A shell's title on every page below it (its screens name themselves), and the error page's when it is briefly unavailable. */
export const backOfficeMeta =
  (title: string): MetaFunction =>
  ({ matches, error }) =>
    isUnavailable(error) ? errorMeta(error, matches) : pageMeta(matches, title, { noindex: true })

/** A shell's error boundary: a refusal shows as such, with no navigation and nothing of the page. */
export function backOfficeRefusal(words: { noAccess: string; notFound: string; failed: string }) {
  return function BackOfficeRefusal() {
    const error = useRouteError()
    const status = isRouteErrorResponse(error) ? error.status : 500
    // Briefly unavailable (the database is down): the site's 503 page, with any form just sent given back.
    if (isUnavailable(error))
      return (
        <main id="main" tabIndex={-1}>
          <ErrorPage status={503} unsaved={isRouteErrorResponse(error) ? unsavedFormOf(error.data) : null} />
        </main>
      )
    const [title, text] = status === 403 ? ['No access', words.noAccess] : status === 404 ? ['Not found', words.notFound] : ['Something went wrong', words.failed]
    return (
      <main id="main" tabIndex={-1} className="page page--narrow">
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <a href="/">Back to the site</a>
        </p>
      </main>
    )
  }
}
