import type { Lead } from '#server/load-context.ts'

/** A lead's contact fields, as the back office and the sponsor portal list them. */
export const leadContactFields = (lead: Lead): string[][] => [
  ['Email', lead.email],
  ['First name', lead.firstname],
  ['Last name', lead.lastname],
  ['Company', lead.company],
  ['Job title', lead.jobTitle],
  ['Phone', lead.phone],
]

/** A lead's other answers, a checkbox as yes or no. */
export const leadAnswers = (lead: Lead): string[][] => Object.entries(lead.answers ?? {}).map(([name, value]) => [name, value === true ? 'yes' : value === false ? 'no' : String(value)])
