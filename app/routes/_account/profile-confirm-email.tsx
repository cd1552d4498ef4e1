import { getFormProps, getInputProps } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { EmailChangeConfirm, EmailChangeConfirmSignIn } from '../../../lib/account-schemas.ts'
import { Field } from '../../components/forms/field.tsx'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { NetworkCheck } from '../../components/forms/network-check.tsx'
import { PROOF_FIELD } from '#lib/proof-of-work.ts'
import { networkPass } from '../network-pass.server.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Confirm your new email', { noindex: true })

export const handle: QueryHandle = { readsQuery: ['token'] }

/** The token stays out of caches and referrers. Only a POST changes anything (mail scanners open links). */
const privateHeaders = { ...noStore, 'Referrer-Policy': 'no-referrer' }

/**
 * A signed-out visitor signs in on this form rather than through /login?redirectTo=..., which
 * would put the token in a cacheable address. Only the account that asked can confirm, so a
 * mistyped address's owner cannot take the account over.
 */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const newEmail = context.user && token ? await context.accounts.peekEmailChange(context.user.id, token) : null
  return data({ token, signedIn: context.user !== null, newEmail }, { headers: privateHeaders })
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const formData = await request.formData()
  if (context.user) {
    const user = context.user
    const submission = parseForm(formData, { schema: EmailChangeConfirm })
    if (submission.status !== 'success') return data(submission.reply(), { status: 400, headers: privateHeaders })
    const result = await replyOnServiceError(submission, () => context.accounts.confirmEmailChange(user, submission.value.token, context.token))
    if (!result.ok) return data(result.reply, { status: result.status, headers: { ...privateHeaders, ...result.headers } })
    throw redirect('/profile?updated=email')
  }
  const submission = parseForm(formData, { schema: EmailChangeConfirmSignIn })
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400, headers: privateHeaders })
  const { email, password, token } = submission.value
  const signedIn = await replyOnServiceError(submission, () => context.accounts.signIn(email, password, networkPass(context, submission)))
  if (!signedIn.ok) return data(signedIn.reply, { status: signedIn.status, headers: { ...privateHeaders, ...signedIn.headers } })
  const cookie = { 'Set-Cookie': context.sessionCookie(signedIn.value.token) }
  const result = await replyOnServiceError(submission, () => context.accounts.confirmEmailChange(signedIn.value.user, token, signedIn.value.token))
  // Signed in either way: a refused link should not cost the reader their sign-in.
  if (!result.ok) return data(result.reply, { status: result.status, headers: { ...privateHeaders, ...result.headers, ...cookie } })
  throw redirect('/profile?updated=email', { headers: cookie })
}

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function ConfirmEmail() {
  const { token, signedIn, newEmail } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  // One form either way: a signed-in reader's has no email or password fields.
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => (signedIn ? module.EmailChangeConfirmSignedIn : module.EmailChangeConfirmSignIn)), {
    lastResult,
    defaultValue: { token },
    checkKey: signedIn,
  })
  const tokenError = fields.token.errors?.[0]
  const unusable = !token || (signedIn && !newEmail && !form.errors?.length)
  return (
    <AccountPage title="Confirm your new email">
      {unusable ? (
        <p className="notice" role="status">
          This confirmation link is invalid or has expired, or belongs to another account. <Link to="/profile">Ask for a new one from your profile</Link>.
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
          <FormErrors errors={[...(form.errors ?? []), ...(tokenError ? [tokenError] : [])]} id={form.errorId} />
          {form.errors?.length ? (
            <p>
              <Link to="/profile">Back to your profile</Link>
            </p>
          ) : null}
          <input {...getInputProps(fields.token, { type: 'hidden' })} key={fields.token.key} />
          {signedIn ? (
            <p>{newEmail ? `Make ${newEmail} the email address of your account? Other devices will be signed out.` : null}</p>
          ) : (
            <>
              <p>Sign in with your current email address to confirm the new one.</p>
              <Field field={fields.email} label="Current email" type="email" autoComplete="username" required />
              <Field field={fields.password} label="Password" type="password" autoComplete="current-password" required />
              <NetworkCheck errors={form.allErrors[PROOF_FIELD]} />
            </>
          )}
          <SubmitButton busyLabel="Confirming…">Confirm new email</SubmitButton>
        </Form>
      )}
    </AccountPage>
  )
}
