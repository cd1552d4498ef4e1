import { getFormProps, getInputProps } from '@conform-to/react'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { wholeList } from '#lib/page.ts'
import { SponsorInvite } from '#lib/staff-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { Field, FieldFrame } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { PendingInvitations } from '../../components/back-office/pending-invitations.tsx'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Sponsors' } })

/** Sponsors (as leads name them) with their leads and portal users; sales staff invite a sponsor's users here. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const portal = args.context.sponsorPortal
  const [sponsors, invitations] = await Promise.all([portal.sponsors(), args.context.staff.pendingInvitations()])
  return data(
    {
      list: wholeList(sponsors),
      invitations: invitations.filter((invitation) => invitation.role === 'sponsor').map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString().slice(0, 10) })),
    },
    { headers: noStore },
  )
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: SponsorInvite })
  return answerForm(
    submission,
    async ({ email, sponsor }) => {
      await args.context.staff.invite(user, email, 'sponsor', sponsor)
      return `Invitation to the ${sponsor} portal sent to ${email}.`
    },
    { reset: true },
  )
}

export const headers = retryAfterHeaders

export default function SponsorsScreen() {
  const { list, invitations } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/staff-schemas.ts').then((module) => module.SponsorInvite), result, { id: 'sponsor-invite' })
  return (
    <>
      <h1>Sponsors</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ListScreen
        list={list}
        caption="Sponsors with leads or portal users"
        showCaption
        rowKey={(row) => row.sponsor}
        columns={[
          { header: 'Sponsor', cell: (row) => row.sponsor },
          { header: 'Leads', cell: (row) => <Link to={`/admin/leads?sponsor=${encodeURIComponent(row.sponsor)}`}>{row.leads}</Link> },
          { header: 'Portal users', cell: (row) => (row.people.length ? row.people.join(', ') : '—') },
        ]}
        empty="No sponsor has leads or users yet."
      />

      <h2>Invite a sponsor’s user</h2>
      <p>They see only their sponsor’s leads, scores, CSV and webhook in the sponsor portal.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field field={fields.email} label="Email" type="email" autoComplete="off" required />
        <FieldFrame field={fields.sponsor} label="Sponsor" hint="The sponsor’s short name, as its leads show it" required>
          <input {...getInputProps(fields.sponsor, { type: 'text' })} list="known-sponsors" autoComplete="off" />
        </FieldFrame>
        <datalist id="known-sponsors">
          {list.rows.map((row) => (
            <option key={row.sponsor} value={row.sponsor} />
          ))}
        </datalist>
        <button type="submit" className="button" disabled={busy}>
          Send the invitation
        </button>
      </Form>

      <PendingInvitations invitations={invitations} grants={(invitation) => invitation.sponsor} />
    </>
  )
}
