import { getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { ISO_WEEKDAYS } from '#lib/newsletter-schedule.ts'
import { CheckboxField } from '../../components/forms/checkbox-field.tsx'
import { Checkboxes } from '../../components/forms/checkboxes.tsx'
import { Field, FieldFrame } from '../../components/forms/field.tsx'

type TextField = FieldMetadata<string | undefined>

/** The settings' fields of a form (lib/newsletter-schemas.ts): the settings screen's and the one that adds a newsletter. */
export interface SettingsFieldset {
  name: TextField
  description: TextField
  weekdays: FieldMetadata<unknown>
  sendTime: TextField
  skipDates: TextField
  fromName: TextField
  fromAddress: TextField
  replyTo: TextField
  trackOpens: FieldMetadata<unknown>
}

/** The days ticked: as the form was last sent (a refused form keeps them), else its defaults. */
const tickedDays = (field: FieldMetadata<unknown>) => new Set([field.initialValue ?? []].flat().map(Number))

/** A newsletter's name, schedule in the site's zone, skip dates, sender and opens. */
export function NewsletterSettingsFields({ fields }: { fields: SettingsFieldset }) {
  const ticked = tickedDays(fields.weekdays)
  return (
    <>
      <Field field={fields.name} label="Name" required />
      <Field field={fields.description} label="Description" hint="Shown on the newsletters page" />
      <FieldFrame field={fields.weekdays} label="Days it goes out">
        <fieldset className="checkbox-list" key={fields.weekdays.key}>
          <legend className="visually-hidden">Days it goes out</legend>
          <Checkboxes name="weekdays" items={ISO_WEEKDAYS} value={(day) => day.day} label={(day) => day.label} ticked={(day) => ticked.has(day.day)} />
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
    </>
  )
}
