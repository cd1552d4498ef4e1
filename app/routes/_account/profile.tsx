import { getFormProps, useForm } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ProfileFields, email } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { noStore } from '../http-responses.server.ts'
import { requireUser } from './require-user.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import type { QueryHandle } from '#lib/query-handle.ts'

const ProfileForm = ProfileFields.extend({ email })

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Profile', { noindex: true })

export const handle: QueryHandle = { readsQuery: ['updated'] }

export function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const user = requireUser(context, request)
  const { id: _id, ...profile } = user
  return data({ profile, notice: new URL(request.url).searchParams.get('updated') }, { headers: noStore })
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const user = requireUser(context, request)
  const submission = parseForm(await request.formData(), { schema: ProfileForm })
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 })
  const result = await replyOnServiceError(submission, () => context.accounts.updateProfile(user.id, submission.value))
  if (!result.ok) return data({ result: result.reply, saved: false }, { status: result.status, headers: result.headers })
  return data({ result: submission.reply(), saved: true }, { headers: noStore })
}

export default function Profile() {
  const { profile, notice } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: profile,
    onValidate: ({ formData }) => parseForm(formData, { schema: ProfileForm }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <div className="page page--narrow account-page">
      <h1>Profile</h1>
      {actionData?.saved ? <FormNotice>Your profile was saved.</FormNotice> : null}
      {notice === 'password' ? <FormNotice>Your password was changed. Other devices were signed out.</FormNotice> : null}
      <Form method="post" {...getFormProps(form)} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="form__row">
          <Field field={fields.firstname} label="First name" autoComplete="given-name" required />
          <Field field={fields.lastname} label="Last name" autoComplete="family-name" />
        </div>
        <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
        <Field field={fields.company} label="Company" autoComplete="organization" />
        <Field field={fields.jobTitle} label="Job title" autoComplete="organization-title" />
        <Field field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save profile'}
        </button>
      </Form>
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
    </div>
  )
}
