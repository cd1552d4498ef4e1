import { getFormProps, getInputProps } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { PasswordResetConfirm } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Reset password', { noindex: true })

export const handle: QueryHandle = { readsQuery: ['token'] }

/** The token stays out of caches and referrers: the answer is private and the form posts it back. */
export function loader({ request }: LoaderFunctionArgs<AppLoadContext>) {
  return data({ token: new URL(request.url).searchParams.get('token') ?? '' }, { headers: { ...noStore, 'Referrer-Policy': 'no-referrer' } })
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const submission = parseForm(await request.formData(), { schema: PasswordResetConfirm })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['newPassword'] }), { status: 400 })
  const { resetToken, newPassword } = submission.value
  const result = await replyOnServiceError(submission, () => context.accounts.resetPassword(resetToken, newPassword, context.clientIp))
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  throw redirect('/login?reset=1')
}

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.PasswordResetConfirm), { lastResult, defaultValue: { resetToken: token } })
  const tokenError = fields.resetToken.errors?.[0]
  return (
    <AccountPage title="Reset password">
      {!token && !tokenError ? (
        <p className="notice" role="status">
          Open this page from the link in our email. <Link to="/forgot-password">Ask for a new link</Link>.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={[...(form.errors ?? []), ...(tokenError ? [tokenError] : [])]} id={form.errorId} />
        {tokenError ? (
          <p>
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        ) : null}
        <input {...getInputProps(fields.resetToken, { type: 'hidden' })} key={fields.resetToken.key} />
        <Field field={fields.newPassword} label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." required />
        <SubmitButton busyLabel="Saving…">Set new password</SubmitButton>
      </Form>
    </AccountPage>
  )
}
