import { getFormProps } from '@conform-to/react'
import { messagePath } from '../../../lib/site-messages.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, redirect, useActionData, type ActionFunctionArgs, type AppLoadContext, type MetaFunction } from 'react-router'
import { AccountDeletion } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { requireUser, signedInFormLoader } from './require-user.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Delete account', { noindex: true })

export const loader = signedInFormLoader

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
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.AccountDeletion), { lastResult })
  return (
    <AccountPage title="Delete account">
      <p>This removes your account, your profile and your newsletter choices for good, and signs you out everywhere. It cannot be undone.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field field={fields.password} label="Confirm with your password" type="password" autoComplete="current-password" required />
        <SubmitButton className="button button--danger" busyLabel="Deleting…">
          Delete my account
        </SubmitButton>
      </Form>
      <p>
        <Link to="/profile">Keep my account</Link>
      </p>
    </AccountPage>
  )
}
