import { getFormProps } from '@conform-to/react'
import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
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
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Set up your second factor', { noindex: true })
export const handle = backOfficeScreen({ capability: null, readsQuery: ['redirectTo'] })

/** Staff and sponsor users: every role that sees personal data may protect it with a second factor. */
async function staffMember(args: { request: Request; context: AppLoadContext }) {
  const { user } = await requireSignedIn(args)
  if (!usesSecondFactor(user.role)) throw data({ message: NO_ACCESS }, { status: 403 })
  return user
}

/**
 * The secret stays the same until a code confirms it, so reloading the page does not undo a scan.
 * Once it is on, the page only says so (it also renders right after the confirmation, with the codes).
 */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const user = await staffMember(args)
  const home = workspaceOf(user.role)
  const redirectTo = safeRedirect(args.context, new URL(args.request.url).searchParams.get('redirectTo'), home)
  const headers = { ...noStore, 'Referrer-Policy': 'no-referrer' }
  if (await args.context.secondFactor.isEnrolled(user.id)) return data({ enrolled: true as const, redirectTo }, { headers })
  const { secret, qrSvg } = await args.context.secondFactor.beginEnrolment(user)
  // The back office requires it; the sponsor portal offers it, so a sponsor user may go on without.
  const optional = home === '/sponsor'
  return data({ enrolled: false as const, secret, qr: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`, redirectTo, optional }, { headers })
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const user = await staffMember(args)
  const { context, request } = args
  const submission = parseForm(await request.formData(), { schema: SecondFactorCode })
  if (submission.status !== 'success') return data({ reply: submission.reply(), recoveryCodes: null, next: null }, { status: 400, headers: noStore })
  const result = await replyOnServiceError(submission, () => context.secondFactor.confirmEnrolment(user, submission.value.code, context.token!))
  if (!result.ok) return data({ reply: result.reply, recoveryCodes: null, next: null }, { status: result.status, headers: { ...noStore, ...result.headers } })
  return data({ reply: null, recoveryCodes: result.value, next: safeRedirect(context, submission.value.redirectTo, workspaceOf(user.role)) }, { headers: noStore })
}

export const headers = retryAfterHeaders

export default function SecondFactorSetup() {
  const loaded = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/staff-schemas.ts').then((module) => module.SecondFactorCode), result)
  if (result?.recoveryCodes) {
    return (
      <div className="page page--narrow account-page">
        <h1>Keep your recovery codes</h1>
        <p role="status">Your second factor is on. If you lose your phone, each of these codes lets you in once. Store them somewhere safe now: they are not shown again.</p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {result.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <Link className="button" to={result.next ?? '/admin'}>
            I have stored them: continue
          </Link>
        </p>
      </div>
    )
  }
  if (loaded.enrolled) {
    return (
      <div className="page page--narrow account-page">
        <h1>Your second factor is on</h1>
        <p>
          <Link className="button" to={`/admin/second-factor?redirectTo=${encodeURIComponent(loaded.redirectTo)}`}>
            Enter a code to continue
          </Link>
        </p>
      </div>
    )
  }
  const { secret, qr, redirectTo, optional } = loaded
  return (
    <div className="page page--narrow account-page">
      <h1>Set up your second factor</h1>
      <p>
        {optional ? 'Your leads are personal data: a second factor keeps them safe even if your password leaks.' : 'The back office needs a second factor.'} In an authenticator app (1Password, Google
        Authenticator, Authy, Microsoft Authenticator…), add an account by scanning this code:
      </p>
      <img className="totp-qr" src={qr} width={200} height={200} alt="QR code holding this account's authenticator key (the key is also written out below)" />
      <p>
        Or type this key: <code className="totp-secret">{secret}</code>
      </p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field field={fields.code} label="The 6-digit code your app shows" autoComplete="one-time-code" required />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Checking…' : 'Turn on the second factor'}
        </button>
      </Form>
      {optional ? (
        <p>
          <Link to={redirectTo}>Not now: go to the portal</Link>
        </p>
      ) : null}
    </div>
  )
}
