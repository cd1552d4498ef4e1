import { data, Form, isRouteErrorResponse, Link, NavLink, Outlet, useLoaderData, useRouteError, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ErrorPage, isUnavailable, unsavedFormOf } from '../../components/error-page.tsx'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireSponsor, sponsorLabel } from './portal.server.ts'
import { NO_PORTAL } from './portal-words.ts'

export const meta: MetaFunction = ({ matches, error }) => (isUnavailable(error) ? errorMeta(error, matches) : pageMeta(matches, 'Sponsor portal', { noindex: true }))

/** Every /sponsor page passes through here first: a sponsor's own users only. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user, secondFactor } = await requireSponsor(args)
  return data({ user: { name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email }, sponsor: sponsorLabel(user.sponsor), secondFactor }, { headers: noStore })
}

export const headers = retryAfterHeaders

const SECTIONS = [
  { path: '/sponsor', label: 'Overview' },
  { path: '/sponsor/leads', label: 'Leads' },
  { path: '/sponsor/webhook', label: 'Webhook' },
]

export default function SponsorLayout() {
  const { user, sponsor, secondFactor } = useLoaderData<typeof loader>()
  return (
    <div className="admin">
      <nav className="admin__nav" aria-label="Sponsor portal">
        <p className="admin__brand">{sponsor}</p>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end={section.path === '/sponsor'}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action="/logout" className="admin__who">
          <span>{user.name}</span>{' '}
          <button type="submit" className="link-button">
            Sign out
          </button>
        </Form>
      </nav>
      <div className="admin__main">
        {secondFactor ? null : (
          <p className="notice">
            Protect your leads with a second factor: <Link to="/admin/second-factor/setup?redirectTo=%2Fsponsor">set up an authenticator app</Link>.
          </p>
        )}
        <Outlet />
      </div>
    </div>
  )
}

/** A refusal shows as such, with nothing of the portal. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // Briefly unavailable (the database is down): the site's 503 page, with any form just sent given back.
  if (isUnavailable(error)) return <ErrorPage status={503} unsaved={isRouteErrorResponse(error) ? unsavedFormOf(error.data) : null} />
  const [title, text] = status === 403 ? ['No access', NO_PORTAL] : status === 404 ? ['Not found', 'There is nothing at this address in your portal.'] : ['Something went wrong', 'The portal could not show this page. Please try again.']
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
