import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import type { QueryHandle } from '#lib/query-handle.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { NewsletterLink } from '../../../lib/account-schemas.ts'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { linkForm, linkPageHeaders, linkPageHeadersFunction } from './newsletter-links.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Unsubscribe', { noindex: true })

export const handle: QueryHandle = { readsQuery: ['token'] }

/** GET only asks: mail scanners open links, and must not unsubscribe anyone. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const valid = token ? await context.newsletters.isUnsubscribeToken(token) : false
  return data({ token, valid }, { headers: linkPageHeaders })
}

/**
 * The page's button and a mail program's one-click POST (RFC 8058) alike: the signed token is the
 * only credential, so no session or cookie is needed, and the origin guard lets this path be
 * posted from anywhere (server/middleware/origin-guard.ts). Success is a plain 200.
 */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const submission = parseForm(await linkForm(request), { schema: NewsletterLink })
  if (submission.status !== 'success') return data({ result: submission.reply(), done: false }, { status: 400, headers: linkPageHeaders })
  const result = await replyOnServiceError(submission, () => context.newsletters.unsubscribe(submission.value.token))
  if (!result.ok) return data({ result: result.reply, done: false }, { status: result.status, headers: linkPageHeaders })
  return data({ result: submission.reply(), done: true }, { headers: linkPageHeaders })
}

export const headers = linkPageHeadersFunction

export default function NewsletterUnsubscribe() {
  const { token, valid } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({ lastResult: actionData?.result, defaultValue: { token } })
  if (actionData?.done) {
    return (
      <div className="page page--narrow account-page">
        <h1>Unsubscribe</h1>
        <p className="notice" role="status">
          You are unsubscribed: we will send no more newsletters to this address.
        </p>
        <p>
          Changed your mind? <Link to="/newsletters">Choose your newsletters again</Link>.
        </p>
      </div>
    )
  }
  const errors = [...(form.errors ?? []), ...(fields.token.errors ?? [])]
  return (
    <div className="page page--narrow account-page">
      <h1>Unsubscribe</h1>
      {valid && !errors.length ? (
        <>
          <p>Stop every newsletter from us to this address?</p>
          <Form method="post" {...getFormProps(form)} className="form">
            <input {...getInputProps(fields.token, { type: 'hidden' })} key={fields.token.key} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </Form>
        </>
      ) : (
        <>
          <FormErrors errors={errors.length ? errors : ['This unsubscribe link is not valid. You can change your choices on the newsletters page.']} id={form.errorId} />
          <p>
            <Link to="/newsletters">Go to the newsletters page</Link>
          </p>
        </>
      )}
    </div>
  )
}
