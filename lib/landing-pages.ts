/** Year-parameterised landing pages (spec §2): the year is part of one path segment. */
export interface LandingMatch {
  year: number
  title: string
}

const LANDING_PATTERNS: { pattern: RegExp; title: (year: number) => string }[] = [
  { pattern: /^sales-training-success-insight-for-(\d{4})$/, title: (year) => `Sales Training Success Insight for ${year}` },
  { pattern: /^ai-for-sales-increase-revenue-(\d{4})-expert-insight$/, title: (year) => `AI for Sales: Increase Revenue in ${year}, Expert Insight` },
]

export const FIRST_LANDING_YEAR = 2020

export function matchLandingPage(segment: string, now = new Date()): LandingMatch | null {
  for (const { pattern, title } of LANDING_PATTERNS) {
    const year = Number(pattern.exec(segment)?.[1])
    if (year >= FIRST_LANDING_YEAR && year <= now.getUTCFullYear() + 1) return { year, title: title(year) }
  }
  return null
}
