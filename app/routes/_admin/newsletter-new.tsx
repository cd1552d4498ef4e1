import { getFormProps } from '@conform-to/react'
import { data, Form, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { NEWSLETTERS } from '#lib/newsletter-lists.ts'
import { NewNewsletter } from '#lib/newsletter-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { Field } from '../../components/forms/field.tsx'
import { FormErrors } from '../../components/forms/form-status.tsx'
import { SelectField } from '../../components/forms/select-field.tsx'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { NewsletterSettingsFields } from './newsletter-fields.tsx'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'newsletters:manage' })

/** Adding a newsletter, for administrators: the settings, its address, and whose readers receive it (decision 056). */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  return data({ audiences: NEWSLETTERS.map((list) => [list.key, list.readers] as const) }, { headers: noStore })
}

/** Added: on to its issues in the newsletters list, where its first draft shows once it is near. */
export async function action(args: ActionFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const submission = parseForm(await args.request.formData(), { schema: NewNewsletter })
  return answerForm(submission, async (input) => {
    const { slug } = await args.context.newsletterIssues.settings.create(user, input)
    // Not a service's refusal: answerForm lets the redirect through.
    throw redirect(`/admin/newsletters?newsletter=${encodeURIComponent(slug)}`, { headers: noStore })
  })
}

export const headers = retryAfterHeaders

export default function NewNewsletterScreen() {
  const { audiences } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { form, fields, startCheck, busy } = useAnsweredForm(() => import('#lib/newsletter-schemas.ts').then((module) => module.NewNewsletter), result, { id: 'new-newsletter' })
  return (
    <>
      <BackLink to="/admin/newsletters" label="All newsletters" />
      <h1>Add a newsletter</h1>
      <p className="lede">It goes to the readers of one of the newsletters they can choose: those who took that choice and confirmed their address.</p>
      <Form method="post" {...getFormProps(form)} {...startCheck} className="form">
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field
          field={fields.slug}
          label="Address"
          hint={`Its archive and web versions: /newsletters/${fields.slug.value || '{address}'}. Lowercase letters, digits and hyphens, like weekend-boost.`}
          required
        />
        <SelectField field={fields.audience} label="Sent to" options={audiences} placeholder="Choose whose readers receive it" required />
        <NewsletterSettingsFields fields={fields} />
        <button type="submit" className="button" disabled={busy}>
          Add the newsletter
        </button>
      </Form>
    </>
  )
}
