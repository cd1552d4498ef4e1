import type { LeadContact } from '#lib/lead-fields.ts'
/** What the lead record draws of a lead: its contact fields and its other answers. */
export interface LeadRecord extends LeadContact {
  answers: Record<string, string | boolean> | null
}

/** A lead's contact fields, as the back office and the sponsor portal list them. */
export const leadContactFields = (lead: LeadRecord): string[][] => [
  ['Email', lead.email],
  ['First name', lead.firstname],
  ['Last name', lead.lastname],
  ['Company', lead.company],
  ['Job title', lead.jobTitle],
  ['Phone', lead.phone],
]

/** A lead's other answers under the questions the reader saw (the field's name when the form no longer asks it), a checkbox as yes or no. */
export const leadAnswers = (lead: LeadRecord, questions: Readonly<Record<string, string>> = {}): string[][] =>
  Object.entries(lead.answers ?? {}).map(([name, value]) => [questions[name] || name, value === true ? 'yes' : value === false ? 'no' : String(value)])
