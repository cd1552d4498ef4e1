/**
 * Cache tags of the pages a company's details show on: its own page (`companies:12`), and the
 * ranked lists, whose rows carry each company's size band (`companies`).
 */
export const COMPANIES_TAG = 'companies'
export const companyTag = (id: number) => `${COMPANIES_TAG}:${id}`

/** What a change to one company's details makes stale. */
export const companyTags = (id: number) => [companyTag(id), COMPANIES_TAG]
