/**
 * The magazine's subscription plans and the codes that preselect one (spec §2:
 * /magazine/subscribe/{sp_code}). Codes arrive from mailings and ads in any case; a plan code
 * highlights that plan, a promotion code highlights its plan with the promotional price.
 * Kept here, not in the CMS: the lead-capture work (issue 6) will take orders against these ids.
 */
export interface Plan {
  id: 'digital' | 'print-digital' | 'team'
  name: string
  price: string
  period: string
  features: string[]
}

export interface Promotion {
  code: string
  planId: Plan['id']
  price: string
  label: string
}

export const PLANS: Plan[] = [
  { id: 'digital', name: 'Digital', price: '$29', period: 'a year', features: ['Every issue as a digital edition (PDF)', 'The full archive of past and special issues', 'The Daily Boost newsletter'] },
  {
    id: 'print-digital',
    name: 'Print + Digital',
    price: '$49',
    period: 'a year',
    features: ['Twelve printed issues a year, posted to you', 'Every special issue in print', 'Everything in Digital'],
  },
  { id: 'team', name: 'Team', price: '$399', period: 'a year for 10 readers', features: ['Ten digital subscriptions under one invoice', 'Printed copies for the office', 'Everything in Print + Digital'] },
]

const PLAN_CODES: Record<string, Plan['id']> = { DIGITAL: 'digital', PRINT: 'print-digital', 'PRINT-DIGITAL': 'print-digital', TEAM: 'team' }

export const PROMOTIONS: Promotion[] = [
  { code: 'SPRING26', planId: 'print-digital', price: '$34', label: 'Spring offer: Print + Digital for $34 in the first year' },
  { code: 'WELCOME', planId: 'digital', price: '$19', label: 'Welcome offer: Digital for $19 in the first year' },
]

export type CodeSelection =
  | { kind: 'none' }
  | { kind: 'plan'; code: string; planId: Plan['id'] }
  | { kind: 'promotion'; code: string; promotion: Promotion }
  | { kind: 'unknown'; code: string }

/** What a code in the address selects; codes are matched without regard to case or spaces. */
export function selectByCode(raw: string | undefined): CodeSelection {
  const code = (raw ?? '').trim().toUpperCase()
  if (!code) return { kind: 'none' }
  const promotion = PROMOTIONS.find((candidate) => candidate.code === code)
  if (promotion) return { kind: 'promotion', code, promotion }
  const planId = PLAN_CODES[code]
  if (planId) return { kind: 'plan', code, planId }
  return { kind: 'unknown', code: code.slice(0, 40) }
}

/** The plan the page highlights for a selection (Print + Digital when nothing is selected). */
export function highlightedPlan(selection: CodeSelection): Plan['id'] {
  if (selection.kind === 'plan') return selection.planId
  if (selection.kind === 'promotion') return selection.promotion.planId
  return 'print-digital'
}
