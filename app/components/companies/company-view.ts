import type { Movement } from '#lib/company-ranks.ts'

/** One edition's place of the company, as its page shows it. */
export interface CompanyYearView {
  year: number
  rank: number | null
  category: string
  path: string
  movement: Movement
}

export interface CompanyFamilyView {
  family: string
  name: string
  /** Oldest first. */
  years: CompanyYearView[]
}

export interface CompanyMentionView {
  kind: 'article' | 'webinar' | 'resource' | 'event'
  title: string
  path: string
  published: string
}

export interface CompanyView {
  name: string
  slug: string
  path: string
  website: string
  description: string
  headquarters: string
  sizeBand: string
  logo: string | null
  families: CompanyFamilyView[]
  mentions: CompanyMentionView[]
  sponsored: CompanyMentionView[]
}
