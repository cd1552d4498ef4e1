import { getFormProps } from '@conform-to/react'
import { messagePath } from '../../../lib/site-messages.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, redirect, useActionData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { AccountDeletion } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { noStore } from '../http-responses.server.ts'
import { requireUser } from './require-user.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Delete Account', { noindex: true })

export function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  requireUser(context, request)
  return data(null, { headers: noStore })
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const user = requireUser(context, request)
  const submission = parseForm(await request.formData(), { schema: AccountDeletion })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
  const result = await replyOnServiceError(submission, () => context.accounts.deleteAccount(user, submission.value.password, context.clientIp))
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  throw redirect(messagePath('account-deleted'), { headers: { 'Set-Cookie': context.clearSessionCookie() } })
}

export default function DeleteAccount() {
  const lastResult = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.AccountDeletion), {
    lastResult,
    shouldValidate: 'onBlur',
  })
  return (
    <div className="page page--narrow account-page">
      <h1>Delete Account</h1>
      <p>
        This removes your account, your profile and your newsletter choices for good, and signs you out everywhere. It cannot be
        undone.
      </p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field field={fields.password} label="Confirm with your password" type="password" autoComplete="current-password" required />
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy ? 'Deleting…' : 'Delete my account'}
        </button>
      </Form>
      <p>
        <Link to="/profile">Keep my account</Link>
      </p>
    </div>
  )
}
