import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { can, ROLE_SUMMARIES, ROLE_LABELS } from '#lib/roles.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { navigationFor, requireStaff } from './require-staff.server.ts'
import { ItemList } from '../../components/item-list.tsx'
import { BusinessDashboard } from './dashboard.tsx'
import { loadDashboard } from './dashboard.server.ts'

export const handle = backOfficeScreen({ capability: 'admin:enter', nav: { label: 'Overview' } })

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const sections = navigationFor(args.context, user.role, 'admin').filter((section) => section.path !== '/admin')
  // Sales and admins see the business at a glance; content roles see only their way in.
  const board = can(user.role, 'business:manage') ? await loadDashboard(args.context) : null
  return data({ role: ROLE_LABELS[user.role], summary: ROLE_SUMMARIES[user.role], sections, board }, { headers: noStore })
}

/** The loader's private, no-store headers reach the page's answer. */
export const headers = retryAfterHeaders

export default function AdminHome() {
  const { role, summary, sections, board } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Back office</h1>
      <p>
        You are signed in as <strong>{role}</strong>. {summary}
      </p>
      {sections.length ? (
        <ItemList items={sections} itemKey={(section) => section.path} className="admin-cards">
          {(section) => <Link to={section.path}>{section.label}</Link>}
        </ItemList>
      ) : null}
      {board ? <BusinessDashboard board={board} /> : null}
    </>
  )
}
