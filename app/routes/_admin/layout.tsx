import { data, Form, isRouteErrorResponse, NavLink, Outlet, useLoaderData, useLocation, useRouteError, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { can, ROLE_LABELS } from '#lib/roles.ts'
import { ErrorPage, isUnavailable, unsavedFormOf } from '../../components/error-page.tsx'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { ADMIN_SECTIONS, isContentPath, NO_ACCESS } from './sections.ts'

export const meta: MetaFunction = ({ matches, error }) => (isUnavailable(error) ? errorMeta(error, matches) : pageMeta(matches, 'Back Office', { noindex: true }))

/** Every /admin page passes through here first: staff with the second factor only. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args, 'admin:enter')
  const sections = ADMIN_SECTIONS.filter((section) => can(user.role, section.capability)).map(({ path, label }) => ({ path, label }))
  return data(
    { user: { name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email, role: ROLE_LABELS[user.role] }, sections, wordpressAdminUrl: args.context.contentHome.wordpressAdminUrl },
    { headers: noStore },
  )
}

export const headers = retryAfterHeaders

export default function AdminLayout() {
  const { user, sections, wordpressAdminUrl } = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  return (
    <div className="admin">
      <nav className="admin__nav" aria-label="Back office">
        <ul>
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end={section.path === '/admin'}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action="/logout" className="admin__who">
          <span>
            {user.name} · {user.role}
          </span>{' '}
          <button type="submit" className="link-button">
            Sign out
          </button>
        </Form>
      </nav>
      <div className="admin__main">
        {wordpressAdminUrl && isContentPath(pathname) ? (
          <>
            <h1>Content is edited in WordPress</h1>
            <p className="notice">
              This site reads its articles, pages, sections, topics and media from WordPress, so they are written and changed there, where your editors already work.{' '}
              <a href={wordpressAdminUrl}>Open WordPress’s admin</a>
            </p>
          </>
        ) : (
          <Outlet />
        )}
      </div>
    </div>
  )
}

/** A refusal shows as such, with no back-office navigation and nothing of the page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // Briefly unavailable (the database is down): the site's 503 page, with any form just sent given back.
  if (isUnavailable(error)) return <ErrorPage status={503} unsaved={isRouteErrorResponse(error) ? unsavedFormOf(error.data) : null} />
  const [title, text] = status === 403 ? ['No access', NO_ACCESS] : status === 404 ? ['Not found', 'There is nothing at this address in the back office.'] : ['Something went wrong', 'The back office could not show this page. Please try again.']
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
