import type { SubmissionResult } from '@conform-to/react'
import type { LeadFormField } from '../../../lib/lead-forms.ts'
import { LeadForm } from '../forms/lead-form.tsx'

interface WebinarRegistrationProps {
  heading: string
  form: { fields: LeadFormField[]; defaults: Record<string, string> }
  lastResult: SubmissionResult<string[]> | undefined
  upcoming: boolean
}

/** The registration form of a webinar: a seat at a session to come, or the key to a recording. */
export function WebinarRegistration({ heading, form, lastResult, upcoming }: WebinarRegistrationProps) {
  return (
    <section className="webinar__register" id="registration" aria-labelledby="register-heading">
      <h2 id="register-heading">{heading}</h2>
      <p>{upcoming ? 'Free to attend. We mail you a confirmation with a calendar invitation.' : 'Free. The recording opens here as soon as you register.'}</p>
      <LeadForm
        definitions={form.fields}
        defaultValue={form.defaults}
        lastResult={lastResult}
        submitLabel={upcoming ? 'Register' : 'Watch the recording'}
        busyLabel="Registering…"
        action="#registration"
      />
    </section>
  )
}
