import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import type { QueryHandle } from '#lib/query-handle.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { NewsletterLink } from '../../../lib/account-schemas.ts'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { ChoiceList } from '../../components/newsletters/choice-list.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { linkForm, linkPageHeaders, linkPageHeadersFunction } from './newsletter-links.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Confirm Your Newsletters', { noindex: true })

export const handle: QueryHandle = { readsQuery: ['token'] }

/** GET only shows what the link would do: mail scanners open links, and must not confirm anything. */
export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const choices = token ? await context.newsletters.pendingChoices(token) : null
  return data({ token, choices }, { headers: linkPageHeaders })
}

/** The button: applies the link's choices, once. */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const submission = parseForm(await linkForm(request), { schema: NewsletterLink })
  if (submission.status !== 'success') return data({ result: submission.reply(), confirmed: null }, { status: 400, headers: linkPageHeaders })
  const result = await replyOnServiceError(submission, () => context.newsletters.confirm(submission.value.token))
  if (!result.ok) return data({ result: result.reply, confirmed: null }, { status: result.status, headers: linkPageHeaders })
  return data({ result: submission.reply(), confirmed: result.value }, { headers: linkPageHeaders })
}

export const headers = linkPageHeadersFunction

export default function NewsletterConfirm() {
  const { token, choices } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({ lastResult: actionData?.result, defaultValue: { token } })
  if (actionData?.confirmed) {
    return (
      <div className="page page--narrow account-page">
        <h1>Confirm Your Newsletters</h1>
        <p className="notice" role="status">
          Thank you: your newsletter choices are confirmed.
        </p>
        <ChoiceList choices={actionData.confirmed} />
        <p>
          Change them any time on the <Link to="/newsletters">newsletters page</Link>.
        </p>
      </div>
    )
  }
  const errors = [...(form.errors ?? []), ...(fields.token.errors ?? [])]
  return (
    <div className="page page--narrow account-page">
      <h1>Confirm Your Newsletters</h1>
      {choices && !errors.length ? (
        <>
          <p>Confirm these newsletter choices for your address:</p>
          <ChoiceList choices={choices} />
          <Form method="post" {...getFormProps(form)} className="form">
            <input {...getInputProps(fields.token, { type: 'hidden' })} key={fields.token.key} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Confirming…' : 'Confirm my choices'}
            </button>
          </Form>
        </>
      ) : (
        <>
          <FormErrors errors={errors.length ? errors : ['This link has expired or was already used. Sign up again to get a new one.']} id={form.errorId} />
          <p>
            <Link to="/newsletters">Choose your newsletters</Link>
          </p>
        </>
      )}
    </div>
  )
}
