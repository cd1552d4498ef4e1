/** A company's headcount bands, smallest first: what the back office offers and the ranked lists filter by. */
export const COMPANY_SIZE_BANDS = ['1-50', '51-200', '201-1,000', '1,001-5,000', '5,000+'] as const
export type CompanySizeBand = (typeof COMPANY_SIZE_BANDS)[number]
