import { getFormProps } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ProfileForm } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireUser } from './require-user.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { NameFields } from '../../components/account/name-fields.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'
import { MagazineSubscriptions } from '../../components/account/magazine-subscriptions.tsx'
import { openBillingPortal } from './profile-billing.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Profile', { noindex: true })

export const handle: QueryHandle = { readsQuery: ['updated'] }

export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const user = requireUser(context, request)
  const { id: _id, ...profile } = user
  const [pendingEmail, subscriptions] = await Promise.all([context.accounts.pendingEmailChange(user.id), context.readerSubscriptions.list(user.id)])
  return data({ profile, pendingEmail, subscriptions, notice: new URL(request.url).searchParams.get('updated') }, { headers: noStore })
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const user = requireUser(context, request)
  const formData = await request.formData()
  if (formData.get('intent') === 'billing') return openBillingPortal(context, user, formData)
  const submission = parseForm(formData, { schema: ProfileForm })
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false, emailSentTo: null, savedProfile: null }, { status: 400 })
  const result = await replyOnServiceError(submission, () => context.accounts.updateProfile(user, submission.value))
  if (!result.ok) return data({ result: result.reply, saved: false, emailSentTo: null, savedProfile: null }, { status: result.status, headers: result.headers })
  // Reset to what was saved: a new email is not the account's until it is confirmed. (This
  // request's loader still sees the user as it was before the save, hence the saved fields here.)
  const { id: _id, ...savedProfile } = result.value.user
  return data({ result: submission.reply({ resetForm: true }), saved: true, emailSentTo: result.value.pendingEmail ?? null, savedProfile }, { headers: noStore })
}

/** A change refused by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function Profile() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { pendingEmail, notice, subscriptions } = loaded
  const answer = actionData && 'result' in actionData ? actionData : undefined
  const billingError = actionData && 'billingError' in actionData ? actionData.billingError : null
  const busy = useNavigation().state === 'submitting'
  const profile = answer?.savedProfile ?? loaded.profile
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.ProfileForm), {
    lastResult: answer?.result,
    defaultValue: profile,
  })
  return (
    <AccountPage title="Profile">
      {answer?.saved ? <FormNotice>Your profile was saved.</FormNotice> : null}
      {answer?.saved && answer.emailSentTo ? (
        <FormNotice>{`To use ${answer.emailSentTo} as your email, open the link we are sending to it within 24 hours. Until then your email stays ${profile.email}.`}</FormNotice>
      ) : pendingEmail ? (
        <FormNotice>{`Waiting for you to confirm ${pendingEmail}: open the link we sent to it. Until then your email stays ${profile.email}.`}</FormNotice>
      ) : null}
      {notice === 'password' ? <FormNotice>Your password was changed. Other devices were signed out.</FormNotice> : null}
      {notice === 'email' ? <FormNotice>Your email address was changed. Other devices were signed out.</FormNotice> : null}
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <NameFields firstname={fields.firstname} lastname={fields.lastname} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" hint="A new address is used once you open the link we mail to it." required />
        <Field field={fields.company} label="Company" autoComplete="organization" />
        <Field field={fields.jobTitle} label="Job title" autoComplete="organization-title" />
        <Field field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
        <SubmitButton busyLabel="Saving…">Save profile</SubmitButton>
      </Form>
      {billingError ? <FormErrors errors={[billingError]} id="billing-error" /> : null}
      <MagazineSubscriptions subscriptions={subscriptions} busy={busy} />
      <nav aria-label="Account" className="account-links">
        <ul>
          <li>
            <Link to="/newsletters">Newsletters</Link>
          </li>
          <li>
            <Link to="/profile/password">Change password</Link>
          </li>
          <li>
            <Link to="/profile/delete">Delete account</Link>
          </li>
        </ul>
        <Form method="post" action="/logout">
          <button type="submit" className="button button--secondary">
            Sign out
          </button>
        </Form>
      </nav>
    </AccountPage>
  )
}
