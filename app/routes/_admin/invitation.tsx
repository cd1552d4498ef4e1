import { getFormProps } from '@conform-to/react'
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ROLE_LABELS, workspaceOf } from '#lib/roles.ts'
import { InvitationAccept } from '#lib/staff-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { pageMeta } from '../../utils/meta.ts'
import { replyOnServiceError } from '../form-replies.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Join the back office', { noindex: true })
export const handle = backOfficeScreen({ capability: null, readsQuery: ['token'] })

const privateHeaders = { ...noStore, 'Referrer-Policy': 'no-referrer' }

/** Opening the link only shows it: mail scanners open links, and only the form uses it. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const invitation = token ? await context.staff.peekInvitation(token) : null
  return data({ token, invitation: invitation && { ...invitation, roleLabel: ROLE_LABELS[invitation.role] } }, { headers: privateHeaders })
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const submission = parseForm(await request.formData(), { schema: InvitationAccept })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400, headers: privateHeaders })
  const result = await replyOnServiceError(submission, () => context.staff.acceptInvitation(submission.value.token, submission.value))
  if (!result.ok) return data(result.reply, { status: result.status, headers: privateHeaders })
  // Straight to the second factor's set-up, as the invitation says; the back office would ask anyway, the portal only offers it.
  const home = workspaceOf(result.value.role)
  const setup = `/admin/second-factor/setup?redirectTo=${encodeURIComponent(home)}`
  const next = new URLSearchParams({ joined: home === '/sponsor' ? 'sponsor' : 'staff', email: result.value.email, redirectTo: setup })
  throw redirect(`/login?${next}`, { headers: privateHeaders })
}

/** The loader's private, no-store headers reach the page's answer. */
export const headers = retryAfterHeaders

export default function Invitation() {
  const { token, invitation } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/staff-schemas.ts').then((module) => module.InvitationAccept), { lastResult, defaultValue: { token } })
  if (!invitation) {
    return (
      <div className="page page--narrow account-page">
        <h1>Join the back office</h1>
        <p className="notice" role="status">
          This invitation is invalid, used or expired. Ask the person who invited you for a new one, or <Link to="/login">sign in</Link>.
        </p>
      </div>
    )
  }
  return (
    <div className="page page--narrow account-page">
      <h1>Join the back office</h1>
      <p>
        You are invited as <strong>{invitation.roleLabel}</strong> with <strong>{invitation.email}</strong>.
        {invitation.hasAccount ? ' You already have an account: accept, then sign in with your password.' : ' Choose your name and a password.'} Next you will set up a second factor with an
        authenticator app.
      </p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={[...(form.errors ?? []), ...(fields.token.errors ?? [])]} id={form.errorId} />
        <input type="hidden" name="token" value={token} />
        {invitation.hasAccount ? null : (
          <>
            <Field field={fields.firstname} label="First name" autoComplete="given-name" />
            <Field field={fields.lastname} label="Last name" autoComplete="family-name" />
            <Field field={fields.password} label="Password" type="password" autoComplete="new-password" hint="At least 8 characters; a phrase is easiest to remember." required />
          </>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Joining…' : 'Accept the invitation'}
        </button>
      </Form>
    </div>
  )
}
