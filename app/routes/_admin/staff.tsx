import { getFormProps, getSelectProps } from '@conform-to/react'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { INVITABLE_ROLES, ROLE_LABELS, ROLE_SUMMARIES, ROLES, type Role } from '#lib/roles.ts'
import { wholeList } from '#lib/page.ts'
import { StaffAction } from '#lib/staff-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { fullName } from '../../components/back-office/person-cell.tsx'
import { Field, FieldFrame } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { PendingInvitations } from '../../components/back-office/pending-invitations.tsx'

export const handle = backOfficeScreen({ capability: 'staff:manage', nav: { label: 'Staff' } })

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const [members, invitations] = await Promise.all([args.context.staff.list(), args.context.staff.pendingInvitations()])
  return data(
    {
      me: user.id,
      list: wholeList(members.map((member) => ({ ...member, name: fullName(member) }))),
      invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString().slice(0, 10) })),
    },
    { headers: noStore },
  )
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const { staff } = args.context
  const submission = parseForm(await args.request.formData(), { schema: StaffAction })
  return answerForm(
    submission,
    async (value) => {
      if (value.intent === 'role') {
        await staff.changeRole(user, value.userId, value.role)
        return 'Role changed; that account was signed out everywhere.'
      }
      await staff.invite(user, value.email, value.role)
      return `Invitation sent to ${value.email}.`
    },
    { reset: true },
  )
}

/** The loader's private, no-store headers reach the page's answer. */
export const headers = retryAfterHeaders

export default function StaffScreen() {
  const { me, list, invitations } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/staff-schemas.ts').then((module) => module.StaffInvite), result, { id: 'invite' })
  return (
    <>
      <h1>Staff</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <ListScreen
        list={list}
        caption="Everyone with a role other than reader"
        showCaption
        rowKey={(member) => member.id}
        columns={[
          { header: 'Name', cell: (member) => member.name || '—' },
          { header: 'Email', cell: (member) => member.email },
          { header: 'Second factor', cell: (member) => (member.secondFactor ? 'On' : 'Not set up') },
          { header: 'Role', cell: (member) => <RoleChange member={member} mine={member.id === me} busy={busy} /> },
        ]}
        empty="No one has a role yet."
      />

      <h2>Invite someone</h2>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="invite" />
        <Field field={fields.email} label="Email" type="email" autoComplete="off" required />
        <FieldFrame field={fields.role} label="Role" required>
          <select {...getSelectProps(fields.role)} defaultValue="">
            <option value="" disabled>
              Choose a role
            </option>
            {INVITABLE_ROLES.filter((role) => role !== 'sponsor').map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}: {ROLE_SUMMARIES[role]}
              </option>
            ))}
          </select>
        </FieldFrame>
        <button type="submit" className="button" disabled={busy}>
          Send the invitation
        </button>
      </Form>

      <PendingInvitations invitations={invitations} grants={(invitation) => ROLE_LABELS[invitation.role]} />
    </>
  )
}

/** A member's role, changed in place (the change signs them out everywhere). */
function RoleChange({ member, mine, busy }: { member: { id: number; email: string; role: Role }; mine: boolean; busy: boolean }) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={member.id} />
      <label className="visually-hidden" htmlFor={`role-${member.id}`}>
        Role of {member.email}
      </label>
      <select id={`role-${member.id}`} name="role" defaultValue={member.role}>
        {/* A sponsor user is made by an invitation naming the sponsor (Sponsors), not by a role change. */}
        {ROLES.filter((role) => role !== 'sponsor' || member.role === 'sponsor').map((role) => (
          <option key={role} value={role}>
            {role === 'reader' ? 'Reader (no access)' : ROLE_LABELS[role]}
          </option>
        ))}
      </select>{' '}
      <button type="submit" className="button button--small" disabled={busy}>
        {mine ? 'Change my role' : 'Change'}
      </button>
    </Form>
  )
}
