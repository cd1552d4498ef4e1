import type { ReactNode } from 'react'
import { Form, isRouteErrorResponse, NavLink, useRouteError, type MetaFunction } from 'react-router'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { ErrorPage, isUnavailable, unsavedFormOf } from '../error-page.tsx'

export interface ShellLink {
  path: string
  label: string
}

/**
 * The back office's and the sponsor portal's frame: their navigation, who is signed in, the screen.
 * `home` is the area's own address: its link is current only there, not on every screen below it.
 */
export function BackOfficeShell({ name, home, brand, links, who, children }: { name: string; home: string; brand?: string; links: readonly ShellLink[]; who: string; children: ReactNode }) {
  return (
    <div className="admin">
      <nav className="admin__nav" aria-label={name}>
        {brand ? <p className="admin__brand">{brand}</p> : null}
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} end={link.path === home}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action="/logout" className="admin__who">
          <span>{who}</span>{' '}
          <button type="submit" className="link-button">
            Sign out
          </button>
        </Form>
      </nav>
      <div className="admin__main">{children}</div>
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
    if (isUnavailable(error)) return <ErrorPage status={503} unsaved={isRouteErrorResponse(error) ? unsavedFormOf(error.data) : null} />
    const [title, text] = status === 403 ? ['No access', words.noAccess] : status === 404 ? ['Not found', words.notFound] : ['Something went wrong', words.failed]
    return (
      <div className="page page--narrow">
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <a href="/">Back to the site</a>
        </p>
      </div>
    )
  }
}
