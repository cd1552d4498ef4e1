import { getFormProps, getTextareaProps } from '@conform-to/react'
import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { ISO_WEEKDAYS } from '#lib/newsletter-schedule.ts'
import { NewsletterSettings } from '#lib/newsletter-schemas.ts'
import { parseForm } from '#lib/validation/parse-form.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'
import { CheckboxField } from '../../components/forms/checkbox-field.tsx'
import { Field, FieldFrame } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { useAnsweredForm } from '../../components/forms/use-answered-form.ts'
import { answerForm } from '../back-office-form.server.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { newsletterOf } from './newsletters.server.ts'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'newsletters:manage' })

/** A newsletter's settings, for administrators: name, schedule in the site's zone, skip dates, sender, opens. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const newsletter = await newsletterOf(args.context, args.params.slug)
  const { slug, name, description, weekdays, sendTime, skipDates, fromName, fromAddress, replyTo, trackOpens } = newsletter
  return data(
    { slug, name, weekdays, defaults: { name, description, sendTime, skipDates: skipDates.join('\n'), fromName, fromAddress, replyTo, trackOpens: trackOpens ? 'on' : '' } },
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
  const { slug, name, weekdays, defaults } = useLoaderData<typeof loader>()
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
        <Field field={fields.name} label="Name" required />
        <Field field={fields.description} label="Description" hint="Shown on the newsletters page" />
        <FieldFrame field={fields.weekdays} label="Days it goes out">
          <fieldset className="checkbox-list">
            <legend className="visually-hidden">Days it goes out</legend>
            {ISO_WEEKDAYS.map((day) => (
              <label key={day.day}>
                <input type="checkbox" name="weekdays" value={day.day} defaultChecked={weekdays.includes(day.day)} /> {day.label}
              </label>
            ))}
          </fieldset>
        </FieldFrame>
        <Field field={fields.sendTime} label="Send time (HH:MM, Eastern Time)" hint="24-hour clock, in the site's zone: 06:30 stays 06:30 across daylight saving" required />
        <FieldFrame field={fields.skipDates} label="Skip dates" hint="One date per line, like 2026-12-25: no issue those days">
          <textarea {...getTextareaProps(fields.skipDates, { ariaAttributes: true })} key={fields.skipDates.key} rows={4} />
        </FieldFrame>
        <Field field={fields.fromName} label="Sender name" hint="Empty: the site's name" />
        <Field field={fields.fromAddress} label="Sender address" type="email" hint="Empty: the site's own address" />
        <Field field={fields.replyTo} label="Reply-to address" type="email" />
        <CheckboxField field={fields.trackOpens} label="Count opens" description="Off by default: the privacy policy says why. Adds an invisible image to each mail." />
        <button type="submit" className="button" disabled={busy}>
          Save the settings
        </button>
      </Form>
    </>
  )
}
