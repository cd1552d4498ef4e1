import { getFormProps } from '@conform-to/react'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { usesSecondFactor, workspaceOf } from '#lib/roles.ts'
import { SecondFactorCode } from '#lib/staff-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { pageMeta } from '../../utils/meta.ts'
import { safeRedirect } from '../_account/require-user.server.ts'
import { replyOnServiceError } from '../form-replies.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireSignedIn } from './require-staff.server.ts'
import { NO_ACCESS } from './back-office-words.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Second factor', { noindex: true })
export const handle = backOfficeScreen({ capability: null, readsQuery: ['redirectTo'] })

/** Staff and sponsor users: every role that sees personal data may protect it with a second factor. */
async function staffMember(args: { request: Request; context: AppLoadContext }) {
  const { user } = await requireSignedIn(args)
  if (!usesSecondFactor(user.role)) throw data({ message: NO_ACCESS }, { status: 403 })
  if (!(await args.context.secondFactor.isEnrolled(user.id))) throw redirect(`/admin/second-factor/setup${new URL(args.request.url).search}`)
  return user
}

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const user = await staffMember(args)
  return data({ redirectTo: safeRedirect(args.context, new URL(args.request.url).searchParams.get('redirectTo'), workspaceOf(user.role)) }, { headers: noStore })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const user = await staffMember(args)
  const { context, request } = args
  const submission = parseForm(await request.formData(), { schema: SecondFactorCode })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400, headers: noStore })
  const result = await replyOnServiceError(submission, () => context.secondFactor.verify(user, submission.value.code, context.token!))
  if (!result.ok) return data(result.reply, { status: result.status, headers: { ...noStore, ...result.headers } })
  throw redirect(safeRedirect(context, submission.value.redirectTo, workspaceOf(user.role)), { headers: noStore })
}

export const headers = retryAfterHeaders

export default function SecondFactor() {
  const { redirectTo } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/staff-schemas.ts').then((module) => module.SecondFactorCode), { lastResult })
  return (
    <div className="page page--narrow account-page">
      <h1>Enter your code</h1>
      <p>Enter the 6-digit code your authenticator app shows for this site, or one of your recovery codes.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field field={fields.code} label="Code" autoComplete="one-time-code" hint="6 digits from your app, or a recovery code like abcde-fghjk" required />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Checking…' : 'Continue'}
        </button>
      </Form>
    </div>
  )
}
