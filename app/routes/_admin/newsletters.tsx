import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { readersOf } from '#lib/newsletter-lists.ts'
import { NewsletterDraft } from '#lib/newsletter-schemas.ts'
import { pageNumberOf } from '#lib/page.ts'
import { can } from '#lib/roles.ts'
import { ServiceError } from '#lib/service-errors.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { newsletterOf, scheduleText, siteTimeText } from './newsletters.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'newsletters:compose', nav: { label: 'Newsletters' }, readsQuery: ['newsletter', 'page'] })

const STATUS_LABELS: Record<string, string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', stopped: 'Stopped', sent: 'Sent', cancelled: 'Cancelled' }

/** The newsletters with their schedule and next send, and one newsletter's issues, newest first. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const service = args.context.newsletterIssues
  const url = new URL(args.request.url)
  const all = await service.settings.list()
  const shown = all.find((one) => one.slug === url.searchParams.get('newsletter')) ?? all[0]
  const found = shown ? await service.issues(shown.id, pageNumberOf(url)) : { rows: [], total: 0, page: 1, pages: 1 }
  return data(
    {
      newsletters: all.map((one) => ({ slug: one.slug, name: one.name, schedule: scheduleText(one), readers: readersOf(one.audience), next: siteTimeText(service.nextSendOf(one)?.at ?? null) })),
      shown: shown ? { slug: shown.slug, name: shown.name } : null,
      list: {
        ...found,
        rows: found.rows.map((row) => ({
          id: row.id,
          date: row.issueDate,
          subject: row.subject,
          status: STATUS_LABELS[row.status] ?? row.status,
          sendAt: siteTimeText(row.sendAt),
          recipients: row.recipients,
        })),
      },
      mayManage: can(user.role, 'newsletters:manage'),
    },
    { headers: noStore },
  )
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: NewsletterDraft })
  return answerForm(submission, async ({ slug }) => {
    const newsletter = await newsletterOf(args.context, slug)
    const issue = await args.context.newsletterIssues.drafting.draftNext(newsletter)
    if (!issue) throw new ServiceError('validation_failed', `${newsletter.name} has no send date ahead: check its days and skip dates`)
    return `${newsletter.name} of ${issue.issueDate}: ${issue.status === 'draft' ? 'the draft is ready' : `it is ${issue.status}`}.`
  })
}

export const headers = retryAfterHeaders

export default function NewslettersScreen() {
  const { newsletters, shown, list, mayManage } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <>
      <h1>Newsletters</h1>
      {mayManage ? (
        <p>
          <Link to="/admin/newsletters/new">Add a newsletter</Link>
        </p>
      ) : null}
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <FormErrors errors={result?.reply.error?.[''] ?? undefined} id="draft-errors" />
      <ul className="stack">
        {newsletters.map((newsletter) => (
          <li key={newsletter.slug}>
            <h2>{newsletter.name}</h2>
            <p>
              {newsletter.schedule}, to {newsletter.readers}. Next send: {newsletter.next || 'none scheduled'}.
            </p>
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="draft" />
              <input type="hidden" name="slug" value={newsletter.slug} />
              <button type="submit" className="button button--small">
                Draft the next issue
                <span className="visually-hidden"> of {newsletter.name}</span>
              </button>
            </Form>{' '}
            <Link to={`?newsletter=${newsletter.slug}`}>
              Issues<span className="visually-hidden"> of {newsletter.name}</span>
            </Link>
            {mayManage ? (
              <>
                {' · '}
                <Link to={`/admin/newsletters/${newsletter.slug}/settings`}>
                  Settings<span className="visually-hidden"> of {newsletter.name}</span>
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {shown ? (
        <>
          <h2>Issues of {shown.name}</h2>
          <ListScreen
            list={list}
            caption={`Issues of ${shown.name}, newest first`}
            noun={['issue', 'issues']}
            values={{ newsletter: shown.slug }}
            rowKey={(issue) => issue.id}
            columns={[
              { header: 'Date', cell: (issue) => <Link to={`/admin/newsletters/${shown.slug}/issues/${issue.id}`}>{issue.date}</Link> },
              { header: 'Subject', cell: (issue) => issue.subject || '(no subject yet)' },
              { header: 'Status', cell: (issue) => issue.status },
              { header: 'Goes out', cell: (issue) => issue.sendAt },
              { header: 'Recipients', cell: (issue) => issue.recipients },
            ]}
            empty="No issues yet: draft the next one above."
          />
        </>
      ) : null}
    </>
  )
}
