import { getFormProps } from '@conform-to/react'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { wholeList } from '#lib/page.ts'
import { companyPath } from '#lib/site-paths.ts'
import { SponsorsAction } from '#lib/staff-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { Field } from '../../components/forms/field.tsx'
import { ReplySummary, replyMessages } from '../../components/forms/field-messages.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { SelectField } from '../../components/forms/select-field.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { logoUploadOf } from './logo-upload.server.ts'
import { answerFor, useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { PendingInvitations } from '../../components/back-office/pending-invitations.tsx'

// Adding a sponsor takes its logo in the form.
export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Sponsors' }, body: 'upload' })

/** Every sponsor company with its leads and portal users; sales add a sponsor once here, and invite its users. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const [sponsors, invitations] = await Promise.all([args.context.sponsorCompanies.list(), args.context.staff.pendingInvitations()])
  return data(
    {
      list: wholeList(sponsors.map((sponsor) => ({ ...sponsor, path: companyPath(sponsor) }))),
      invitations: invitations.filter((invitation) => invitation.role === 'sponsor').map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString().slice(0, 10) })),
    },
    { headers: noStore },
  )
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: SponsorsAction })
  const sponsors = args.context.sponsorCompanies
  return answerForm(
    submission,
    async (value) => {
      if (value.intent === 'add') {
        const added = await sponsors.add(user, { name: value.name, website: value.website, key: value.key, logo: await logoUploadOf(value.logo) })
        return `${added.name} is a sponsor now, as “${added.key}”: webinars, resources, events, newsletter slots and invitations can pick it.`
      }
      const sponsor = await sponsors.chosen(value.sponsor)
      await args.context.staff.invite(user, value.email, 'sponsor', sponsor.key)
      return `Invitation to the ${sponsor.name} portal sent to ${value.email}.`
    },
    { reset: true },
  )
}

export const headers = retryAfterHeaders

export default function SponsorsScreen() {
  const { list, invitations } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const added = answerFor(result, ['add'])
  // The invitation is the form without an intent of its own (its intent defaults, as its schema's does).
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/staff-schemas.ts').then((module) => module.SponsorInvite), added ? null : result, { id: 'sponsor-invite' })
  const { error, invalid } = replyMessages(added?.reply)
  return (
    <>
      <h1>Sponsors</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ListScreen
        list={list}
        caption="Sponsors, A to Z"
        showCaption
        rowKey={(row) => row.key}
        columns={[
          { header: 'Sponsor', rowHeader: true, cell: (row) => <Link to={row.path}>{row.name}</Link> },
          { header: 'Short name', cell: (row) => <code>{row.key}</code> },
          { header: 'Website', cell: (row) => row.url || '—' },
          { header: 'Logo', cell: (row) => (row.logo ? <img src={row.logo} alt={`${row.name} logo`} height="24" /> : '—') },
          { header: 'Leads', cell: (row) => <Link to={`/admin/leads?sponsor=${encodeURIComponent(row.key)}`}>{row.leads}</Link> },
          { header: 'Portal users', cell: (row) => (row.people.length ? row.people.join(', ') : '—') },
        ]}
        empty="No sponsor yet: add the first below."
      />

      <h2>Add a sponsor</h2>
      <p>Once per sponsor: webinars, resources, events, newsletter slots and invitations then pick it from the list. A company already on our lists becomes the sponsor, keeping its page.</p>
      <ReplySummary id="sponsor-add-errors" reply={added?.reply} />
      <Form method="post" encType="multipart/form-data" className="form">
        <input type="hidden" name="intent" value="add" />
        <div className="field">
          <label htmlFor="sponsor-name">Company name *</label>
          <input id="sponsor-name" name="name" maxLength={199} required autoComplete="off" {...invalid('name')} />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor="sponsor-website">Website</label>
          <input id="sponsor-website" name="website" type="url" inputMode="url" maxLength={499} placeholder="https://" {...invalid('website')} />
          {error('website')}
        </div>
        <div className="field">
          <label htmlFor="sponsor-logo">Logo (JPEG, PNG, WebP or GIF, 10 MB at most)</label>
          <input id="sponsor-logo" name="logo" type="file" accept="image/jpeg,image/png,image/webp,image/gif" {...invalid('file')} />
          {error('file')}
        </div>
        <div className="field">
          <label htmlFor="sponsor-key">Short name</label>
          <p className="field__hint" id="sponsor-key-hint">
            What its leads and portal are filed under: lower-case letters, digits and hyphens. Empty: made from the name.
          </p>
          <input id="sponsor-key" name="key" maxLength={100} autoComplete="off" {...invalid('key', 'sponsor-key-hint')} />
          {error('key')}
        </div>
        <button type="submit" className="button" disabled={busy}>
          Add the sponsor
        </button>
      </Form>

      <h2>Invite a sponsor’s user</h2>
      <p>They see only their sponsor’s leads, scores, CSV and webhook in the sponsor portal.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="invite" />
        <Field field={fields.email} label="Email" type="email" autoComplete="off" required />
        <SelectField field={fields.sponsor} label="Sponsor" placeholder="Choose…" options={list.rows.map((row) => [row.key, row.name] as const)} required />
        <button type="submit" className="button" disabled={busy}>
          Send the invitation
        </button>
      </Form>

      <PendingInvitations invitations={invitations} grants={(invitation) => invitation.sponsor} />
    </>
  )
}
