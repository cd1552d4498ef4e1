import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { webinarTitle } from './webinars.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Webinar registrations' } })

/** Webinars with registrations: how many registered and attended; each opens its registrations and attendance import. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const rows = await args.context.webinarAttendance.webinars()
  return data({ rows: await Promise.all(rows.map(async (row) => ({ ...row, title: await webinarTitle(args.context, row.target) }))) }, { headers: noStore })
}

export default function WebinarsScreen() {
  const { rows } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Webinars</h1>
      {rows.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Webinars with registrations, most recent registration first</caption>
          <thead>
            <tr>
              <th scope="col">Webinar</th>
              <th scope="col">Registered</th>
              <th scope="col">Attended</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.target}>
                <td>
                  <Link to={`/admin/webinars/${row.target}`}>{row.title}</Link>
                </td>
                <td>{row.registered}</td>
                <td>{row.attended}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="notice">No webinar has registrations yet.</p>
      )}
    </>
  )
}
