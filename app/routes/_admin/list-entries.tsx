import { data, Form, Link, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { rowsOf } from '#lib/section-fields.ts'
import { ListEntriesForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ReplySummary } from '../../components/forms/field-messages.tsx'
import { wholeList } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { ImportProblems, problemMessages } from '../../components/forms/import-problems.tsx'
import { doneForm, refusedByService, refusedForm, type FormReply } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { listEdition, parseListEntries, previewRow, type PreviewRow } from './list-entries.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'content:structure', body: 'upload' })

/** How many rows the preview shows before the editor confirms. */
const PREVIEW_ROWS = 15

/**
 * /admin/content/lists/{id}/entries: a list edition's entries from a spreadsheet. The file is
 * checked whole and previewed; any bad row is reported by its line and nothing is taken; a good
 * file is imported on confirmation, replacing the entries (the old ones stay as a revision).
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { id, item, segments } = await listEdition(args)
  const entries = rowsOf(item.acf.entries)
  return data({ id, title: item.title, segments, count: entries.length, first: entries.slice(0, PREVIEW_ROWS).map(previewRow) }, { headers: noStore })
}

/** A checked file, shown before it is imported. */
type Preview = { csv: string; count: number; rows: PreviewRow[] }

export async function action(args: ActionFunctionArgs<AppLoadContext>): Promise<FormReply<{ preview?: Preview }>> {
  const { user, id, admin, item, segments } = await listEdition(args)
  const submission = parseForm(await args.request.formData(), { schema: ListEntriesForm })
  if (submission.status !== 'success') return refusedForm(submission, { formErrors: [] })
  const { intent, entries: file, csv: sent } = submission.value
  const csv = file ? await file.text() : (sent ?? '')
  const { entries, problems } = parseListEntries(csv, segments)
  // The file's problems, line by line, are the file field's messages.
  if (problems.length) return refusedForm(submission, { fieldErrors: { entries: problemMessages(problems) }, formErrors: [] })
  if (intent === 'check')
    return data({ reply: submission.reply(), done: null, preview: { csv, count: entries.length, rows: entries.slice(0, PREVIEW_ROWS).map((entry) => previewRow({ ...entry })) } }, { headers: noStore })
  try {
    const before = rowsOf(item.acf.entries).length
    await admin.setFields(user, id, { entries }, 'import_entries', { before: { entries: before }, after: { entries: entries.length } })
  } catch (error) {
    return refusedByService(submission, error)
  }
  return doneForm(submission, `Imported ${entries.length.toLocaleString('en-US')} entries; the list shows them now. The entries before are kept as a revision.`)
}

export const headers = retryAfterHeaders

/** Entries of a list edition, as the file and the list have them. */
function EntriesTable({ rows, caption }: { rows: PreviewRow[]; caption: string }) {
  return (
    <ListScreen
      list={wholeList(rows)}
      caption={caption}
      showCaption
      rowKey={(row) => row.rank}
      columns={[
        { header: 'Rank', cell: (row) => row.rank },
        { header: 'Company', cell: (row) => row.company },
        { header: 'Segment', cell: (row) => row.segment },
        { header: 'Figure', cell: (row) => row.metric },
      ]}
      empty="The list has no entries yet."
    />
  )
}

export default function ListEntriesScreen() {
  const { id, title, segments, count, first } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  const problems = result?.reply.error?.entries ?? []
  const preview = result?.preview
  const done = result?.done
  return (
    <>
      <BackLink to={`/admin/content/lists/${id}`} label={title} />
      <h1>Entries of {title}</h1>
      {done ? <FormNotice>{done}</FormNotice> : null}
      <ReplySummary id="entries-errors" reply={result?.reply} />
      <ImportProblems problems={problems} />
      {preview ? (
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading">Check before importing</h2>
          <p>
            The file has {preview.count.toLocaleString('en-US')} good entries. Importing replaces the {count.toLocaleString('en-US')} the list has now.
          </p>
          <EntriesTable rows={preview.rows} caption={`The first ${preview.rows.length} entries of the file`} />
          <Form method="post" className="inline-form">
            <input type="hidden" name="csv" value={preview.csv} />
            <button type="submit" name="intent" value="import" className="button" disabled={busy}>
              Import {preview.count.toLocaleString('en-US')} entries
            </button>
            <Link to=".">Cancel</Link>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="upload-heading">
        <h2 id="upload-heading">Import from a spreadsheet</h2>
        <p>
          A CSV file whose first line names the columns: <code>rank</code> and <code>company</code>, and any of <code>person</code>, <code>title</code>, <code>segment</code>, <code>metric</code>,{' '}
          <code>previous_rank</code>, <code>change</code>, <code>summary</code>, <code>website</code>, <code>headquarters</code>.{' '}
          {segments.length ? `Segments are named by their short names: ${segments.join(', ')}.` : ''} The file is checked whole first: if any row is wrong, nothing is imported.
        </p>
        <Form method="post" encType="multipart/form-data" className="form">
          <div className="field">
            <label htmlFor="entries">Entries file (CSV)</label>
            <input id="entries" name="entries" type="file" accept=".csv,text/csv" required />
          </div>
          <button type="submit" name="intent" value="check" className="button" disabled={busy}>
            Check the file
          </button>
        </Form>
        <p>
          <a href={`/admin/content/lists/${id}/entries.csv`} download>
            Download the {count.toLocaleString('en-US')} entries as CSV
          </a>
        </p>
      </section>
      <EntriesTable rows={first} caption={`The list now: ${count.toLocaleString('en-US')} entries, the first ${first.length} shown`} />
    </>
  )
}
