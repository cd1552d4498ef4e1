import { data, redirect, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { wholeList } from '#lib/page.ts'
import { CsvUploadForm } from '../../components/back-office/csv-upload-form.tsx'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { LineChart } from '../../components/charts/line-chart.tsx'
import { SubscriberImportForm } from '#lib/newsroom-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ImportProblems } from '../../components/forms/import-problems.tsx'
import { refusedForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { NEWSLETTER_LABELS, SUBSCRIBER_STATUS_LABELS } from './subscribers.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Subscribers' }, body: 'upload' })

/** Newsletter subscribers: counts per newsletter and status, growth by week, CSV export and import. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const admin = args.context.subscriberAdmin
  const [counts, growth] = await Promise.all([admin.counts(), admin.growth()])
  return data(
    {
      newsletters: wholeList(NEWSLETTER_LABELS.map((n) => ({ ...n, counts: counts[n.key] }))),
      statuses: SUBSCRIBER_STATUS_LABELS,
      weeks: growth.map((week) => week.week),
      series: NEWSLETTER_LABELS.map((n) => ({ label: n.label, values: growth.map((week) => week.counts[n.key]) })),
    },
    { headers: noStore },
  )
}

/** The file is stored and imported by a job; the screen that follows shows its progress. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: SubscriberImportForm })
  if (submission.status !== 'success') return refusedForm(submission, { formErrors: [] })
  const file = submission.value.subscribers
  const id = await args.context.subscriberImports.start(await file.text(), user.id)
  await args.context.audit.record({ actor: user, action: 'subscribers.import', itemType: 'newsletter', itemId: `import-${id}`, after: { import: id, bytes: file.size } })
  throw redirect(`/admin/subscribers/imports/${id}`, { headers: noStore })
}

export const headers = retryAfterHeaders

export default function SubscribersScreen() {
  const { newsletters, statuses, weeks, series } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  return (
    <>
      <h1>Subscribers</h1>
      {result ? <ImportProblems problems={result.reply.error?.subscribers ?? []} /> : null}
      <ListScreen
        list={newsletters}
        caption="Addresses per newsletter and status"
        showCaption
        rowKey={(newsletter) => newsletter.key}
        columns={[
          { header: 'Newsletter', rowHeader: true, cell: (newsletter) => newsletter.label },
          ...statuses.map((status) => ({ header: status.label, cell: (newsletter: (typeof newsletters.rows)[number]) => newsletter.counts[status.key] })),
          {
            header: 'Download',
            hideHeader: true,
            cell: (newsletter) => (
              <a href={`/admin/subscribers.csv?newsletter=${newsletter.key}`}>
                CSV<span className="visually-hidden"> of {newsletter.label}</span>
              </a>
            ),
          },
        ]}
        empty="No newsletters."
      />
      <p>
        <a href="/admin/subscribers.csv">Download every address with its status per newsletter (CSV)</a>
      </p>
      <LineChart title="Subscribers by week of sign-up" labels={weeks} series={series} valueLabel="current subscribers who had signed up by each week's end" />

      <h2>Import subscribers</h2>
      <CsvUploadForm
        id="subscribers-file"
        name="subscribers"
        label="Subscriber file (CSV)"
        busy={busy}
        busyLabel="Uploading…"
        hint={
          <>
            <p>
              The first line names the columns: <code>email</code>; <code>daily_boost</code>, <code>sales_digest</code>, <code>third_party</code> (yes or no); <code>consent</code>, the proof that the
              person agreed (when and where, as your old tool kept it); optionally <code>status</code> (<code>bounced</code>).
            </p>
            <p>A row with proof of consent is subscribed at once. A row without it gets our confirmation mail first and counts as unconfirmed until its owner follows the link.</p>
            <p>An address that unsubscribed or bounced is never subscribed again by an import: such rows are skipped and listed with the reason.</p>
          </>
        }
      />
    </>
  )
}
