import { getFormProps } from '@conform-to/react'
import { NEWSLETTER_CONFIRM_HOURS } from '#lib/newsletter-confirmation.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { data, Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { NewsletterSubscription } from '../../../lib/account-schemas.ts'
import { CheckboxField } from '../../components/forms/checkbox-field.tsx'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { replyOnServiceError } from '../form-replies.server.ts'
import { pageMeta } from '../../utils/meta.ts'
import { retryAfterHeaders } from '../http-responses.server.ts'
import { networkPass } from '../network-pass.server.ts'
import { NetworkCheck } from '../../components/forms/network-check.tsx'
import { PROOF_FIELD } from '#lib/proof-of-work.ts'
import { useCheckedForm } from '../../components/forms/use-form-check.ts'
import { AccountPage } from '../../components/account/account-page.tsx'
import { SubmitButton } from '../../components/forms/submit-button.tsx'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Newsletters', { description: 'Daily Boost, Sales Digest and offers from our partners, in your inbox.' })

type Choices = Record<'dailyBoost' | 'salesDigest' | 'thirdParty', boolean>

const withAdded = (current: Choices, added: Choices): Choices => ({
  dailyBoost: current.dailyBoost || added.dailyBoost,
  salesDigest: current.salesDigest || added.salesDigest,
  thirdParty: current.thirdParty || added.thirdParty,
})

/** A signed-in reader sees their current choices; a visitor gives an address. */
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const user = context.user
  const choices = user ? await context.newsletters.getChoices(user) : null
  return data({ signedInAs: user?.email ?? null, choices }, user ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined)
}

/**
 * A signed-in reader's choices apply at once; a visitor's wait for the link mailed to the address
 * (double opt-in), and the page says the same whether or not the address is already subscribed.
 */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const submission = parseForm(await request.formData(), { schema: NewsletterSubscription })
  if (submission.status !== 'success') return data({ result: submission.reply(), pending: false }, { status: 400 })
  const { email, ...choices } = submission.value
  const user = context.user
  if (!user && !email) return data({ result: submission.reply({ fieldErrors: { email: ['Required'] } }), pending: false }, { status: 400 })
  // A sign-up module on a cached page (newsletter-signup.tsx) offers one newsletter: it adds that one to a signed-in reader's others.
  const adding = submission.payload.adding === 'on'
  const result = await replyOnServiceError(submission, async () => {
    if (user) await context.newsletters.update(user, adding ? withAdded(await context.newsletters.getChoices(user), choices) : choices, networkPass(context, submission))
    else await context.newsletters.request({ ...choices, email: email! }, networkPass(context, submission))
  })
  if (!result.ok) return data({ result: result.reply, pending: false }, { status: result.status, headers: result.headers })
  if (user) throw redirect('/thank-you/newsletters/')
  return { result: submission.reply({ resetForm: true }), pending: true }
}

/** A refusal by a rate limit keeps its Retry-After on the page's answer. */
export const headers = retryAfterHeaders

export default function Newsletters() {
  const { signedInAs, choices } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields, startCheck] = useCheckedForm(() => import('#lib/account-schemas.ts').then((module) => module.NewsletterSubscription), {
    lastResult: actionData?.result,
    defaultValue: choices ? { dailyBoost: choices.dailyBoost ? 'on' : '', salesDigest: choices.salesDigest ? 'on' : '', thirdParty: choices.thirdParty ? 'on' : '' } : undefined,
  })
  return (
    <AccountPage title="Newsletters">
      <p className="lede">Practical sales ideas in your inbox, free. Change your choices any time.</p>
      {actionData?.pending ? (
        <FormNotice>Check your inbox to confirm: we have sent a link to the address you gave. Your choices count once you open it; the link works for {NEWSLETTER_CONFIRM_HOURS} hours.</FormNotice>
      ) : null}
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
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
        <NetworkCheck errors={form.allErrors[PROOF_FIELD]} />
        <SubmitButton busyLabel="Saving…">Save my choices</SubmitButton>
      </Form>
    </AccountPage>
  )
}
