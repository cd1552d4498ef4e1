import { getFormProps, useForm } from '@conform-to/react'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { NewsletterSubscription } from '../../../lib/account-schemas.ts'
import { CheckboxField } from '../../components/forms/checkbox-field.tsx'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, 'Newsletters', { description: 'Daily Boost, Sales Digest and offers from our partners, in your inbox.' })

/** A signed-in reader sees their current choices; a visitor gives an address. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const user = context.user
  const choices = user ? await context.newsletters.getChoices(user) : null
  return data({ signedInAs: user?.email ?? null, choices }, user ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined)
}

export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const submission = parseForm(await request.formData(), { schema: NewsletterSubscription })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const address = context.user?.email ?? submission.value.email
  if (!address) return data(submission.reply({ fieldErrors: { email: ['Required'] } }), { status: 400 })
  const { email: _email, ...choices } = submission.value
  const result = await replyOnServiceError(submission, () => context.newsletters.subscribe({ ...choices, email: address, userId: context.user?.id }, context.clientIp))
  if (!result.ok) return data(result.reply, { status: result.status, headers: result.headers })
  throw redirect('/thank-you/newsletters/')
}

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function Newsletters() {
  const { signedInAs, choices } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    lastResult,
    defaultValue: choices ? { dailyBoost: choices.dailyBoost ? 'on' : '', salesDigest: choices.salesDigest ? 'on' : '', thirdParty: choices.thirdParty ? 'on' : '' } : undefined,
    onValidate: ({ formData }) => parseForm(formData, { schema: NewsletterSubscription }),
    shouldValidate: 'onBlur',
  })
  return (
    <div className="page page--narrow account-page">
      <h1>Newsletters</h1>
      <p className="lede">Practical sales ideas in your inbox, free. Change your choices any time.</p>
      <Form method="post" {...getFormProps(form)} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        {signedInAs ? (
          <p>
            Sending to <strong>{signedInAs}</strong>.
          </p>
        ) : (
          <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
        )}
        <fieldset className="fieldset">
          <legend>Choose your newsletters</legend>
          <CheckboxField field={fields.dailyBoost} label="Daily Boost" description="One idea to sell better, every weekday morning." />
          <CheckboxField field={fields.salesDigest} label="Sales Digest" description="The week's best articles, research and webinars, every Friday." />
          <CheckboxField field={fields.thirdParty} label="Offers from our partners" description="Occasional offers from sponsors we vet. We never sell your address." />
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save my choices'}
        </button>
      </Form>
    </div>
  )
}
