import { data, Form, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { utcMinute } from '#lib/utc-minute.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { LeadRecord } from '../../components/leads/lead-record.tsx'
import { leadAnswers, leadContactFields } from '../lead-record.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { useActionAnswer } from '../../components/forms/use-answered-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { describedItems, describeItems, KIND_LABELS } from '../_sponsor/portal.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage' })

const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null)

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const id = idOf(args.params.id)
  const lead = id === null ? null : await args.context.leads.get(id)
  if (!lead) throw data({ message: 'No such lead' }, { status: 404 })
  const [item, sponsor] = await Promise.all([describeItems(args.context)(lead.kind, lead.target), lead.sponsor ? args.context.sponsorCompanies.byKey(lead.sponsor) : null])
  // The score the sponsor sees in its portal, counted the same way (sales follow the sponsor's hottest leads).
  const engagement = lead.sponsor ? (await args.context.sponsorPortal.engagement(lead.sponsor, [lead.email], await describedItems(args.context, lead.sponsor))).get(lead.email) : undefined
  return data(
    {
      lead: {
        id: lead.id,
        kind: KIND_LABELS[lead.kind] ?? lead.kind,
        target: item.title,
        sponsor: sponsor?.name ?? lead.sponsor,
        score: lead.sponsor ? (engagement?.score ?? 0) : null,
        fields: [...leadContactFields(lead), ['First sent', utcMinute(lead.createdAt)], ['Last sent', utcMinute(lead.updatedAt)], ['Times sent', String(lead.submissions)]],
        answers: leadAnswers(lead, item.questions),
        mail: { status: lead.mailStatus, attempts: lead.mailAttempts, subject: lead.mailMessage?.subject ?? null },
        consent: lead.consent,
      },
    },
    { headers: noStore },
  )
}

/** "Send again": the lead's last mail, now, with the outcome recorded on the lead. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const id = idOf(args.params.id)
  if (id === null) throw data({ message: 'No such lead' }, { status: 404 })
  const sent = await args.context.leads.sendAgain(id)
  await args.context.audit.record({ actor: user, action: 'lead.mail_resend', itemType: 'lead', itemId: id, after: { sent } })
  return data({ sent }, { status: sent ? 200 : 502, headers: noStore })
}

export const headers = retryAfterHeaders

export default function LeadDetail() {
  const { lead } = useLoaderData<typeof loader>()
  const [result, busy] = useActionAnswer<typeof action>()
  return (
    <>
      <BackLink to="/admin/leads" label="All leads" />
      <h1>
        Lead {lead.id}: {lead.kind} {lead.target}
      </h1>
      {result ? <FormNotice>{result.sent ? 'The mail was sent again.' : 'The mail could not be sent; it stays marked as failed.'}</FormNotice> : null}
      <LeadRecord
        fields={[['Sponsor', lead.sponsor || '—'], ...(lead.score === null ? [] : [['Engagement score', String(lead.score)] as [string, string]]), ...lead.fields]}
        answers={lead.answers}
        consent={lead.consent}
      />
      <h2>Mail</h2>
      <p>{`${lead.mail.subject ? `“${lead.mail.subject}”: ` : ''}${lead.mail.status}, ${lead.mail.attempts} ${lead.mail.attempts === 1 ? 'attempt' : 'attempts'}.`}</p>
      {lead.mail.subject ? (
        <Form method="post">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Sending…' : 'Send again'}
          </button>
        </Form>
      ) : null}
    </>
  )
}
