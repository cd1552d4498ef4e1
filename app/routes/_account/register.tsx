import { getFormProps } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, redirect, useActionData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type MetaFunction } from 'react-router'
import { RegistrationRequest } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'
import { NetworkCheck } from '../../components/forms/network-check.tsx'
import { PROOF_FIELD } from '#lib/proof-of-work.ts'
import { networkPass } from '../network-pass.server.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Register', { description: 'Create a free account.' })

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const submission = parseForm(await request.formData(), { schema: RegistrationRequest })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
  const result = await replyOnServiceError(submission, () => context.accounts.register(submission.value, networkPass(context, submission)))
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  throw redirect('/thank-you/registration/')
}

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function Register() {
  const lastResult = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.RegistrationRequest), {
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <div className="page page--narrow account-page">
      <h1>Register</h1>
      <p className="lede">A free account lets you manage newsletters and register for webinars faster.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="form__row">
          <Field field={fields.firstname} label="First name" autoComplete="given-name" required />
          <Field field={fields.lastname} label="Last name" autoComplete="family-name" />
        </div>
        <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
        <Field field={fields.password} label="Password" type="password" autoComplete="new-password" hint="At least 8 characters. A few unrelated words make a strong password." required />
        <Field field={fields.company} label="Company" autoComplete="organization" />
        <Field field={fields.jobTitle} label="Job title" autoComplete="organization-title" />
        <NetworkCheck errors={form.allErrors[PROOF_FIELD]} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </Form>
      <p>
        Already registered? <Link to="/login">Sign in</Link>
      </p>
    </div>
  )
}
