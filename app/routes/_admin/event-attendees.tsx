import { data, Form, Link, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { ATTENDEE_STATUSES, AttendeeFilter } from '#lib/staff-schemas.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { CheckInForm } from '#lib/event-pass-schemas.ts'
import { PASS_STATUS_LABELS } from '#lib/event-passes.ts'
import { pageNumberOf } from '#lib/page.ts'
import { formatCents } from '#lib/subscription-plans.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { PEOPLE_SEARCH, type ListFilters } from '../../components/back-office/list-filters.tsx'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { fullName } from '../../components/back-office/person-cell.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireEvent } from './event-passes.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'events:passes', readsQuery: ['q', 'status', 'page'] })

const FILTERS: ListFilters = {
  label: 'Filter the attendees',
  clear: true,
  fields: [PEOPLE_SEARCH, { name: 'status', label: 'Status', options: ATTENDEE_STATUSES.map((status) => [status, PASS_STATUS_LABELS[status]!] as [string, string]), any: 'Any' }],
}

/** One event's attendees (decision 063): who bought which pass, its state, and check-in at the door. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const event = await requireEvent(args.context, args.params.id)
  const url = new URL(args.request.url)
  const query = AttendeeFilter.parse(Object.fromEntries(url.searchParams))
  const values = { q: query.q ?? '', status: query.status ?? '' }
  const found = await args.context.eventPassAdmin.attendees(event.id, { text: query.q || undefined, status: query.status }, pageNumberOf(url))
  const now = Date.now()
  const rows = found.rows.map((order) => ({
    id: order.id,
    name: fullName(order),
    email: order.email,
    company: order.company,
    pass: order.passName,
    code: order.passCode,
    paid: order.paymentProvider === 'free' ? 'Free' : `${formatCents(order.amountCents)}${order.paymentProvider === 'test' ? ' (test)' : ''}`,
    status: order.status === 'pending' && order.holdExpiresAt && order.holdExpiresAt.getTime() <= now ? PASS_STATUS_LABELS.expired! : (PASS_STATUS_LABELS[order.status] ?? order.status),
    canCheckIn: order.status === 'paid',
    checkedIn: order.checkedInAt ? utcMinute(order.checkedInAt) : null,
  }))
  return data({ event: { id: event.id, title: event.title }, values, list: { ...found, rows } }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const event = await requireEvent(args.context, args.params.id)
  const submission = parseForm(await args.request.formData(), { schema: CheckInForm })
  return answerForm(submission, async ({ intent, orderId }) => {
    const order = await args.context.eventPassAdmin.setCheckedIn(user, event.id, orderId, intent === 'check-in')
    return intent === 'check-in' ? `${order.firstname} ${order.lastname} is checked in.` : `${order.firstname} ${order.lastname} is no longer checked in.`
  })
}

export const headers = retryAfterHeaders

export default function EventAttendees() {
  const { event, values, list } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  return (
    <>
      <BackLink to={`/admin/events/${event.id}`} label={`Passes: ${event.title}`} />
      <h1>Attendees: {event.title}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <FormErrors errors={result?.reply?.error?.[''] ?? undefined} id="check-in-errors" />
      <ListScreen
        list={list}
        noun={['attendee', 'attendees']}
        csv={{ href: `/admin/events/${event.id}/attendees.csv`, label: 'Download all as CSV' }}
        filters={FILTERS}
        values={values}
        caption={`Attendees of ${event.title}, newest first`}
        rowKey={(attendee) => attendee.id}
        columns={[
          {
            header: 'Attendee',
            rowHeader: true,
            cell: (attendee) => (
              <>
                <strong>{attendee.name}</strong>
                <div>{attendee.email}</div>
                {attendee.company ? <div>{attendee.company}</div> : null}
              </>
            ),
          },
          { header: 'Pass', cell: (attendee) => `${attendee.pass} · ${attendee.code}` },
          { header: 'Paid', cell: (attendee) => attendee.paid },
          { header: 'Status', cell: (attendee) => attendee.status },
          {
            header: 'Check-in',
            cell: (attendee) =>
              attendee.canCheckIn ? (
                <Form method="post" className="inline-form">
                  <input type="hidden" name="orderId" value={attendee.id} />
                  <span>{attendee.checkedIn ? `Checked in ${attendee.checkedIn}` : 'Not checked in'}</span>
                  <button type="submit" name="intent" value={attendee.checkedIn ? 'undo-check-in' : 'check-in'} className="button button--small" disabled={busy}>
                    {attendee.checkedIn ? `Undo check-in of ${attendee.name}` : `Check in ${attendee.name}`}
                  </button>
                </Form>
              ) : (
                '—'
              ),
          },
        ]}
        empty={{ none: 'No passes sold yet.', filtered: 'No attendee matches these filters.' }}
        pager={{ label: 'Pages of attendees' }}
      />
      <p>
        <Link to={`/admin/events/${event.id}`}>Pass types</Link>
      </p>
    </>
  )
}
