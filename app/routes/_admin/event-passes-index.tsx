import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { wholeList } from '#lib/page.ts'
import { formatEventWhen } from '#lib/time-format.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { noStore } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'events:passes', nav: { label: 'Event passes' } })

/** Every event, soonest first, with its pass types and passes sold (decision 063). */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const [upcoming, past, sold] = await Promise.all([args.context.content.getEvents({ when: 'upcoming' }), args.context.content.getEvents({ when: 'past' }), args.context.eventPassAdmin.soldByEvent()])
  const rows = [...upcoming, ...past].map((event) => ({
    id: event.id,
    title: event.title,
    when: formatEventWhen(event).dates,
    types: sold.get(event.id)?.types ?? 0,
    sold: sold.get(event.id)?.sold ?? 0,
  }))
  return data({ list: wholeList(rows) }, { headers: noStore })
}

export default function EventPassesIndex() {
  const { list } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Event passes</h1>
      <ListScreen
        list={list}
        caption="Events, upcoming first"
        rowKey={(event) => event.id}
        columns={[
          { header: 'Event', rowHeader: true, cell: (event) => <Link to={`/admin/events/${event.id}`}>{event.title}</Link> },
          { header: 'When', cell: (event) => event.when },
          { header: 'Pass types', cell: (event) => event.types },
          { header: 'Passes sold', cell: (event) => (event.types ? <Link to={`/admin/events/${event.id}/attendees`}>{`${event.sold}: attendees`}</Link> : event.sold) },
        ]}
        empty="No events yet. Add one under Events."
      />
    </>
  )
}
