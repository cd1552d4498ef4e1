import { CONTACT_FIELDS, type LeadFormField } from './lead-fields.ts'

/** Year-parameterised landing pages (spec §2): the year is part of one path segment. */
export interface LandingMatch {
  year: number
  title: string
}

const LANDING_PATTERNS: { pattern: RegExp; title: (year: number) => string }[] = [
  { pattern: /^sales-training-success-insight-for-(\d{4})$/, title: (year) => `Sales Training Success Insight for ${year}` },
  { pattern: /^ai-for-sales-increase-revenue-(\d{4})-expert-insight$/, title: (year) => `AI for Sales: Increase Revenue in ${year}, Expert Insight` },
]

/** Every landing page of a year, with its address: what /resources lists. */
export function landingPagesOf(year: number): { path: string; title: string; year: number }[] {
  return [
    { path: `/sales-training-success-insight-for-${year}`, title: LANDING_PATTERNS[0]!.title(year), year },
    { path: `/ai-for-sales-increase-revenue-${year}-expert-insight`, title: LANDING_PATTERNS[1]!.title(year), year },
  ]
}

/** The years that have landing pages, newest first: from the first up to this year. */
export function landingYears(now = new Date()): number[] {
  const years: number[] = []
  for (let year = now.getUTCFullYear(); year >= FIRST_LANDING_YEAR; year--) years.push(year)
  return years
}

/** The reader's request on a landing page: their contact details and what they want to hear about. */
export const LANDING_LEAD_FIELDS: LeadFormField[] = [
  ...CONTACT_FIELDS,
  {
    name: 'interest',
    label: 'What would help you most?',
    type: 'select',
    required: true,
    options: ['An introduction to a featured vendor', 'The full insight report by email', 'Both'],
  },
]

export const FIRST_LANDING_YEAR = 2020

export function matchLandingPage(segment: string, now = new Date()): LandingMatch | null {
  for (const { pattern, title } of LANDING_PATTERNS) {
    const year = Number(pattern.exec(segment)?.[1])
    if (year >= FIRST_LANDING_YEAR && year <= now.getUTCFullYear() + 1) return { year, title: title(year) }
  }
  return null
}
