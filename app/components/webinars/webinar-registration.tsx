import type { SubmissionResult } from '@conform-to/react'
import type { LeadFormField } from '../../../lib/lead-fields.ts'
import { LeadForm } from '../forms/lead-form.tsx'

interface WebinarRegistrationProps {
  upcoming: boolean
  /** The form while the visitor can still register; null once registered or when closed. */
  form: { fields: LeadFormField[]; defaults: Record<string, string> } | null
  registered: boolean
  lastResult: SubmissionResult<string[]> | undefined
  /** The webinar's sponsor, whom the consent notice names. */
  sponsorName: string | null
}

/**
 * The registration section of a webinar: a seat at a session to come (then its confirmation),
 * or the key to a recording (which then shows in its place); closed says so.
 */
export function WebinarRegistration({ upcoming, form, registered, lastResult, sponsorName }: WebinarRegistrationProps) {
  const heading = form && !upcoming ? 'Register to watch the recording' : registered ? 'You are registered' : 'Register'
  return (
    <section className="webinar__register" id="registration" aria-labelledby="register-heading">
      <h2 id="register-heading">{heading}</h2>
      {form ? (
        <>
          <p>{upcoming ? 'Free to attend. We mail you a confirmation with a calendar invitation.' : 'Free. The recording opens here as soon as you register.'}</p>
          <LeadForm
            definitions={form.fields}
            defaultValue={form.defaults}
            lastResult={lastResult}
            submitLabel={upcoming ? 'Register' : 'Watch the recording'}
            busyLabel="Registering…"
            action="#registration"
            sponsorName={sponsorName}
          />
        </>
      ) : registered ? (
        <p className="notice" role="status">
          We have sent a confirmation to your email, with a calendar invitation. See you there!
        </p>
      ) : (
        <p className="notice">Registration for this webinar is closed.</p>
      )}
    </section>
  )
}
