import { getFormProps } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, redirect, useActionData, type ActionFunctionArgs, type AppLoadContext, type MetaFunction } from 'react-router'
import { PasswordChangeForm } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { requireUser, signedInFormLoader } from './require-user.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Change password', { noindex: true })

export const loader = signedInFormLoader

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const user = requireUser(context, request)
  const submission = parseForm(await request.formData(), { schema: PasswordChangeForm })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['currentPassword', 'newPassword', 'newPasswordConfirmation'] }), { status: 400 })
  const { currentPassword, newPassword } = submission.value
  const result = await replyOnServiceError(submission, () => context.accounts.changePassword(user, currentPassword, newPassword, context.clientIp))
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  throw redirect('/profile?updated=password', { headers: { 'Set-Cookie': context.sessionCookie(result.value) } })
}

export default function ChangePassword() {
  const lastResult = useActionData<typeof action>()
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.PasswordChangeForm), { lastResult })
  return (
    <AccountPage title="Change password">
      <p>Changing your password signs you out everywhere else.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field field={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" required />
        <Field field={fields.newPassword} label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." required />
        <Field field={fields.newPasswordConfirmation} label="Repeat the new password" type="password" autoComplete="new-password" required />
        <SubmitButton busyLabel="Changing…">Change password</SubmitButton>
      </Form>
      <p>
        <Link to="/profile">Back to your profile</Link>
      </p>
    </AccountPage>
  )
}
