import { getFormProps } from '@conform-to/react'
import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { NewsletterSettings } from '#lib/newsletter-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { NewsletterSettingsFields } from './newsletter-fields.tsx'
import { newsletterOf } from './newsletters.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'newsletters:manage' })

/** A newsletter's settings, for administrators: name, schedule in the site's zone, skip dates, sender, opens. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const newsletter = await newsletterOf(args.context, args.params.slug)
  const { slug, name, description, weekdays, sendTime, skipDates, fromName, fromAddress, replyTo, trackOpens } = newsletter
  return data(
    { slug, name, defaults: { name, description, weekdays: weekdays.map(String), sendTime, skipDates: skipDates.join('\n'), fromName, fromAddress, replyTo, trackOpens: trackOpens ? 'on' : '' } },
    { headers: noStore },
  )
}

export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const slug = args.params.slug ?? ''
  const submission = parseForm(await args.request.formData(), { schema: NewsletterSettings })
  return answerForm(submission, async (input) => {
    await args.context.newsletterIssues.settings.update(user, slug, input)
    return `${input.name} is saved; the next issues follow the new settings.`
  })
}

export const headers = retryAfterHeaders

export default function NewsletterSettingsScreen() {
  const { slug, name, defaults } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/newsletter-schemas.ts').then((module) => module.NewsletterSettings), result, {
    id: `settings-${slug}`,
    defaultValue: defaults,
  })
  return (
    <>
      <BackLink to="/admin/newsletters" label="All newsletters" />
      <h1>{name}: settings</h1>
      {result?.done ? <FormNotice>{result.done}</FormNotice> : null}
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <NewsletterSettingsFields fields={fields} />
        <button type="submit" className="button" disabled={busy}>
          Save the settings
        </button>
      </Form>
    </>
  )
}
