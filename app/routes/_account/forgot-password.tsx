import { getFormProps } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, useActionData, type ActionFunctionArgs, type AppLoadContext, type MetaFunction } from 'react-router'
import { PasswordResetRequest } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'
import { NetworkCheck } from '../../components/forms/network-check.tsx'
import { PROOF_FIELD } from '#lib/proof-of-work.ts'
import { networkPass } from '../network-pass.server.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Forgot password', { noindex: true })

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const submission = parseForm(await request.formData(), { schema: PasswordResetRequest })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  const result = await replyOnServiceError(submission, () => context.accounts.requestPasswordReset(submission.value.email, networkPass(context, submission)))
  if (!result.ok) return data({ result: result.reply, sent: false }, { status: result.status, headers: result.headers })
  return { result: submission.reply({ resetForm: true }), sent: true }
}

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>()
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.PasswordResetRequest), { lastResult: actionData?.result })
  return (
    <AccountPage title="Forgot password">
      {actionData?.sent ? (
        <FormNotice>If an account uses that address, we have sent it a link to choose a new password. The link works for 30 minutes.</FormNotice>
      ) : (
        <p>Enter the email you registered with and we will send you a link to choose a new password.</p>
      )}
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
        <NetworkCheck errors={form.allErrors[PROOF_FIELD]} />
        <SubmitButton busyLabel="Sending…">Send the link</SubmitButton>
      </Form>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </AccountPage>
  )
}
