import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { wholeList } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { noStore } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { webinarTitle } from './webinars.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Webinar registrations' } })

/** Webinars with registrations: how many registered and attended; each opens its registrations and attendance import. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const rows = await args.context.webinarAttendance.webinars()
  return data({ list: wholeList(await Promise.all(rows.map(async (row) => ({ ...row, title: await webinarTitle(args.context, row.target) })))) }, { headers: noStore })
}

export default function WebinarsScreen() {
  const { list } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Webinars</h1>
      <ListScreen
        list={list}
        caption="Webinars with registrations, most recent registration first"
        rowKey={(row) => row.target}
        columns={[
          { header: 'Webinar', cell: (row) => <Link to={`/admin/webinars/${row.target}`}>{row.title}</Link> },
          { header: 'Registered', cell: (row) => row.registered },
          { header: 'Attended', cell: (row) => row.attended },
        ]}
        empty="No webinar has registrations yet."
      />
    </>
  )
}
