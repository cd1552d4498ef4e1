/** Still to come or under way: a reader can still add it to a calendar and join it. */
export function isUpcoming(webinar: { start: string | null; end: string | null }, now = Date.now()): boolean {
  const until = webinar.end ?? webinar.start
  return until !== null && Date.parse(until) > now
}

/**
 * What the registration form of a webinar does: `live` registers for a session still to come
 * (while the CMS keeps registration open), `replay` unlocks the recording of a held session,
 * `closed` neither (registration shut, or held without a recording).
 */
export type RegistrationStage = 'live' | 'replay' | 'closed'

export function registrationStage(webinar: { start: string | null; end: string | null; registrationOpen: boolean; recordingVideoId: string | null }, now = Date.now()): RegistrationStage {
  if (isUpcoming(webinar, now)) return webinar.registrationOpen ? 'live' : 'closed'
  return webinar.recordingVideoId ? 'replay' : 'closed'
}

/** The lead target of a webinar's registrations (and of the recording they unlock). */
export const webinarGrant = (webinar: { id: number }) => ({ kind: 'webinar' as const, target: String(webinar.id) })

/** A field of a registration form as the CMS keeps it (content's FormField): a LeadFormField with every key present. */
export interface FieldDefinition {
  name: string
  label: string
  type: string
  required: boolean
  options: string[]
}

/**
 * A webinar's registration form as the CMS keeps it, with its email field always required (a
 * registration is confirmed by mail and kept once per address), added when the form has none.
 */
export function registrationFields(webinar: { registrationFields: readonly FieldDefinition[] }): FieldDefinition[] {
  const fields: FieldDefinition[] = webinar.registrationFields.map(({ name, label, type, required, options }) =>
    name === 'email' ? { name, label, type: 'email', required: true, options: [] } : { name, label, type, required, options },
  )
  return fields.some((field) => field.name === 'email') ? fields : [...fields, { name: 'email', label: 'Email', type: 'email', required: true, options: [] }]
}
