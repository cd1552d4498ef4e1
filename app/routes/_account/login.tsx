import { getFormProps } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, redirect, useActionData, useSearchParams, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { TokenRequest } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { safeRedirect } from './require-user.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { NetworkCheck } from '../../components/forms/network-check.tsx'
import { PROOF_FIELD } from '#lib/proof-of-work.ts'
import { homeOf } from '#lib/roles.ts'
import { networkPass } from '../network-pass.server.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Sign in', { description: 'Sign in to your account.', noindex: true })

export const handle: QueryHandle = { readsQuery: ['redirectTo', 'reset', 'joined', 'email'] }

export function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  if (context.user) throw redirect(safeRedirect(context, new URL(request.url).searchParams.get('redirectTo')))
  return null
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const formData = await request.formData()
  const submission = parseForm(formData, { schema: TokenRequest })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
  const result = await replyOnServiceError(submission, () => context.accounts.signIn(submission.value.email, submission.value.password, networkPass(context, submission)))
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  const home = homeOf((await context.staff.sessionOf(result.value.token))?.user.role ?? 'reader')
  throw redirect(safeRedirect(context, formData.get('redirectTo'), home), { headers: { 'Set-Cookie': context.sessionCookie(result.value.token) } })
}

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function Login() {
  const lastResult = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  // Just joined from an invitation: the address it was sent to is the one to sign in with.
  const joinedAs = searchParams.get('joined') ? (searchParams.get('email') ?? '').slice(0, 320) : ''
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.TokenRequest), {
    lastResult,
    defaultValue: joinedAs ? { email: joinedAs } : undefined,
  })
  return (
    <AccountPage title="Sign in">
      {searchParams.get('reset') ? <FormNotice>Your password was changed. Sign in with the new one.</FormNotice> : null}
      {searchParams.get('joined') ? (
        <FormNotice>
          {searchParams.get('joined') === 'sponsor'
            ? 'You joined the sponsor portal. Sign in to set up your second factor and see your leads.'
            : 'You joined the back office. Sign in to set up your second factor.'}
        </FormNotice>
      ) : null}
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form" aria-describedby={form.errors ? form.errorId : undefined}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
        <Field field={fields.password} label="Password" type="password" autoComplete="current-password" required />
        <NetworkCheck errors={form.allErrors[PROOF_FIELD]} />
        <SubmitButton busyLabel="Signing in…">Sign in</SubmitButton>
      </Form>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link> · New here? <Link to="/register">Create a free account</Link>
      </p>
    </AccountPage>
  )
}
