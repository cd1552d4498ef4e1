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

/** A lead's other answers, a checkbox as yes or no. */
export const leadAnswers = (lead: LeadRecord): string[][] => Object.entries(lead.answers ?? {}).map(([name, value]) => [name, value === true ? 'yes' : value === false ? 'no' : String(value)])
