import { data, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { AttendanceImportForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ImportProblems, problemMessages } from '../../components/forms/import-problems.tsx'
import { doneForm, refusedForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { pageNumberOf } from '#lib/page.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { CsvUploadForm } from '../../components/back-office/csv-upload-form.tsx'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { fullName, PersonCell } from '../../components/back-office/person-cell.tsx'
import { webinarTitle } from './webinars.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'business:manage', body: 'upload' })

const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null)

/** One webinar's registrations, and the attendance import from the webinar platform's CSV. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const id = idOf(args.params.id)
  if (id === null) throw data({ message: 'No such webinar' }, { status: 404 })
  const found = await args.context.webinarAttendance.registrations(id, pageNumberOf(new URL(args.request.url)))
  const rows = found.rows.map((lead) => ({ id: lead.id, at: utcMinute(lead.createdAt), name: fullName(lead), email: lead.email, company: lead.company, minutes: lead.attendedMinutes }))
  return data({ id, title: await webinarTitle(args.context, String(id)), list: { ...found, rows } }, { headers: noStore })
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
  const { id, title, list } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  return (
    <>
      <BackLink to="/admin/webinars" label="All webinars" />
      <h1>{title}</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      {result ? <ImportProblems problems={result.reply.error?.attendance ?? []} /> : null}
      <h2>Import attendance</h2>
      <CsvUploadForm
        id="attendance"
        name="attendance"
        label="Attendance file from the webinar platform (CSV)"
        busy={busy}
        busyLabel="Importing…"
        hint={
          <p>
            The first line names the columns: <code>email</code>, and <code>minutes</code> (minutes watched) or <code>attended</code> (yes or no).
          </p>
        }
      />
      <h2>Registrations</h2>
      <ListScreen
        list={list}
        noun={['registration', 'registrations']}
        caption={`Registrations for webinar ${id}, newest first`}
        rowKey={(lead) => lead.id}
        columns={[
          { header: 'When', cell: (lead) => lead.at },
          { header: 'Who', cell: (lead) => <PersonCell to={`/admin/leads/${lead.id}`} name={lead.name} email={lead.email} /> },
          { header: 'Company', cell: (lead) => lead.company || '—' },
          { header: 'Minutes watched', cell: (lead) => lead.minutes ?? '—' },
        ]}
        empty="No one has registered yet."
      />
    </>
  )
}
