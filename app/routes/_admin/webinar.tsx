import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { AttendanceImportForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ImportProblems, problemMessages } from '../../components/forms/import-problems.tsx'
import { doneForm, refusedForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { AdminPager } from './admin-pager.tsx'
import { registrationPages, webinarTitle } from './webinars.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', body: 'upload' })

const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null)

/** One webinar's registrations, and the attendance import from the webinar platform's CSV. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const id = idOf(args.params.id)
  if (id === null) throw data({ message: 'No such webinar' }, { status: 404 })
  const page = Math.min(10_000, Math.max(1, Number(new URL(args.request.url).searchParams.get('page')) || 1))
  const { rows: registrations, total } = await args.context.webinarAttendance.registrations(id, page)
  return data(
    {
      id,
      page,
      pages: registrationPages(total),
      total,
      title: await webinarTitle(args.context, String(id)),
      registrations: registrations.map((lead) => ({
        id: lead.id,
        at: lead.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        name: [lead.firstname, lead.lastname].filter(Boolean).join(' '),
        email: lead.email,
        company: lead.company,
        minutes: lead.attendedMinutes,
      })),
    },
    { headers: noStore },
  )
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const id = idOf(args.params.id)
  if (id === null) throw data({ message: 'No such webinar' }, { status: 404 })
  const submission = parseForm(await args.request.formData(), { schema: AttendanceImportForm })
  if (submission.status !== 'success') return refusedForm(submission, { formErrors: [] })
  const result = await args.context.webinarAttendance.import(id, await submission.value.attendance.text())
  // The file's problems, line by line, are the file field's messages.
  if (!result.ok) return refusedForm(submission, { fieldErrors: { attendance: problemMessages(result.problems) }, formErrors: [] })
  await args.context.audit.record({ actor: user, action: 'webinar.attendance_import', itemType: 'webinar', itemId: id, after: { updated: result.updated, unregistered: result.unregistered.length } })
  const skipped = result.unregistered.length ? ` ${result.unregistered.length} ${result.unregistered.length === 1 ? 'address was' : 'addresses were'} not registered and left out.` : ''
  return doneForm(submission, `Attendance imported: ${result.updated} ${result.updated === 1 ? 'registration' : 'registrations'} updated.${skipped}`)
}

export const headers = retryAfterHeaders

export default function WebinarScreen() {
  const { id, title, registrations, page, pages, total } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <p>
        <Link to="/admin/webinars">← All webinars</Link>
      </p>
      <h1>{title}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      {result ? <ImportProblems problems={result.reply.error?.attendance ?? []} /> : null}
      <h2>Import attendance</h2>
      <Form method="post" encType="multipart/form-data" className="form">
        <div className="field">
          <label htmlFor="attendance">Attendance file from the webinar platform (CSV)</label>
          <p className="field__hint" id="attendance-hint">
            The first line names the columns: <code>email</code>, and <code>minutes</code> (minutes watched) or <code>attended</code> (yes or no).
          </p>
          <input id="attendance" name="attendance" type="file" accept=".csv,text/csv" aria-describedby="attendance-hint" required />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </button>
      </Form>
      <h2>
        {total} {total === 1 ? 'registration' : 'registrations'}
      </h2>
      {registrations.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Registrations for webinar {id}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">Company</th>
              <th scope="col">Minutes watched</th>
            </tr>
          </thead>
          <tbody>
            {registrations.map((lead) => (
              <tr key={lead.id}>
                <td>{lead.at}</td>
                <td>
                  <Link to={`/admin/leads/${lead.id}`}>{lead.name || lead.email}</Link>
                  {lead.name ? <div>{lead.email}</div> : null}
                </td>
                <td>{lead.company || '—'}</td>
                <td>{lead.minutes ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <AdminPager filters={{}} page={page} pages={pages} label="Pages of registrations" />
    </>
  )
}
