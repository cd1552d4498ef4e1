import { getFormProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form, useLocation } from 'react-router'
import { FormStateProvider, useQuotaForm } from './form-state.tsx'
import type { LeadFormField } from '../../../lib/lead-fields.ts'
import { loadLeadSchema, type LeadCheck } from './lead-check.ts'
import { FormErrors } from './form-status.tsx'
import { LeadFormFields } from './lead-form-fields.tsx'
import { NetworkCheck } from './network-check.tsx'
import { PROOF_FIELD } from '#lib/proof-of-work.ts'
import { leadConsentText } from '#lib/lead-consent.ts'
import { useSite } from '../../utils/site.ts'

interface LeadFormProps {
  /** The field definitions travel in the loader data, so the form renders without JavaScript. */
  definitions: LeadFormField[]
  defaultValue: Record<string, string>
  lastResult: SubmissionResult<string[]> | undefined
  submitLabel: string
  busyLabel: string
  /** Where the form posts (the page's own action); `#anchor` brings the reader back to it. */
  action?: string
  /** Whose form it is, as its consent notice names them: a sponsor, or null for the publisher's own. */
  sponsorName: string | null
  /** A form that asks more than its definitions (an event pass: its choice, a promo code, a card): its schema's kind, and those fields. */
  extended?: { pass: NonNullable<LeadCheck['pass']>; fields: (fields: Record<string, FieldMetadata<string | undefined>>) => ReactNode }
}

/**
 * A lead form checked in the browser with the same schema as the server's (Conform), posting to
 * the page's action. Native validation is off so both ways show the spec's wording, not the browser's.
 */
export function LeadForm({ definitions, defaultValue, lastResult, submitLabel, busyLabel, action, sponsorName, extended }: LeadFormProps) {
  const { siteName } = useSite()
  const { pathname, search } = useLocation()
  // A route form: it posts to the page's action (its submit handler), here or where `action` says.
  // Its check (the schema of these definitions) loads when the reader starts filling it in.
  const leadCheck: LeadCheck = { fields: definitions, pass: extended?.pass }
  const { form, fields, state, startCheck, provider } = useQuotaForm({
    action: action ?? `${pathname}${search}`,
    lastResult,
    defaultValue,
    check: () => loadLeadSchema(leadCheck),
    checkKey: JSON.stringify(leadCheck),
  })
  const busy = state.submitting
  return (
    <FormStateProvider value={provider}>
      {/* The check and the busy label travel on the form for its island where the page is not hydrated (decision 079). */}
      <Form method="post" action={action} {...getFormProps(form)} noValidate className="form form--columns" data-lead-check={JSON.stringify(leadCheck)} data-busy-label={busyLabel} {...startCheck}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <LeadFormFields definitions={definitions} fields={fields} />
        {extended?.fields(fields as Record<string, FieldMetadata<string | undefined>>)}
        <p className="field__hint">Fields marked * are required.</p>
        <NetworkCheck errors={form.allErrors[PROOF_FIELD]} />
        {/* The same words are stored with the lead as its proof of consent (lib/lead-consent.ts). */}
        <p className="form__consent">{leadConsentText(siteName, sponsorName)}</p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </Form>
    </FormStateProvider>
  )
}
