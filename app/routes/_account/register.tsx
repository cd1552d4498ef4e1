import { getFormProps } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, redirect, useActionData, type ActionFunctionArgs, type AppLoadContext, type MetaFunction } from 'react-router'
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
import { AccountPage } from '../../components/account/account-page.tsx'
import { NameFields } from '../../components/account/name-fields.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

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
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.RegistrationRequest), { lastResult })
  return (
    <AccountPage title="Register">
      <p className="lede">A free account lets you manage newsletters and register for webinars faster.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <NameFields firstname={fields.firstname} lastname={fields.lastname} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
        <Field field={fields.password} label="Password" type="password" autoComplete="new-password" hint="At least 8 characters. A few unrelated words make a strong password." required />
        <Field field={fields.company} label="Company" autoComplete="organization" />
        <Field field={fields.jobTitle} label="Job title" autoComplete="organization-title" />
        <NetworkCheck errors={form.allErrors[PROOF_FIELD]} />
        <SubmitButton busyLabel="Creating your account…">Create account</SubmitButton>
      </Form>
      <p>
        Already registered? <Link to="/login">Sign in</Link>
      </p>
    </AccountPage>
  )
}
