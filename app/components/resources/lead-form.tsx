import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { Form, useNavigation } from 'react-router'
import { HONEYPOT, leadFormSchema, type LeadField as LeadFieldDef } from '../../../lib/gated-lead-forms.ts'
import { FormErrors } from '../forms/form-status.tsx'
import { LeadField } from '../forms/lead-field.tsx'

interface LeadFormProps {
  fields: LeadFieldDef[]
  lastResult: SubmissionResult<string[]> | undefined
  defaultValue: Record<string, string>
  submitLabel: string
  busyLabel: string
}

/**
 * A lead form posted to its page's action: the browser checks it with the same schema as the
 * server (onValidate), and with JavaScript off the server's answer shows the same messages.
 * Native validation is off so both ways show the spec's wording, not the browser's.
 */
export function LeadForm({ fields, lastResult, defaultValue, submitLabel, busyLabel }: LeadFormProps) {
  const schema = useMemo(() => leadFormSchema(fields), [fields])
  const busy = useNavigation().state === 'submitting'
  const [form, meta] = useForm({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form lead-form">
      <FormErrors errors={form.errors} id={form.errorId} />
      {fields.map((def) => (
        <LeadField key={def.name} def={def} field={meta[def.name]!} />
      ))}
      <div className="lead-form__trap" aria-hidden="true">
        <label htmlFor={`${form.id}-${HONEYPOT}`}>Leave this field empty</label>
        <input id={`${form.id}-${HONEYPOT}`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="field__hint">Fields marked * are required.</p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </Form>
  )
}
