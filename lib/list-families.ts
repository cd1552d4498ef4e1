/**
 * The year-based ranked lists and awards. The spec's families (§2) are fixed here, keeping their
 * names and aliases; any other family is content: declared by its editions' `family` field (a list
 * first published in WordPress), named after its newest edition. `{product}` stands for the
 * lower-case site name. Aliases are other spellings of the same family that redirect to its slug.
 */
export interface ListFamily {
  slug: string
  name: string
  kind: 'list' | 'award'
  aliases?: string[]
}

export const listFamilies: ListFamily[] = [
  { slug: '{product}-500', name: 'The {Product} 500', kind: 'list' },
  { slug: 'largest-sales-organizations-{product}-500', name: 'Largest Sales Organizations: The {Product} 500', kind: 'list' },
  { slug: 'americas-best-sales-speakers', name: "America's Best Sales Speakers", kind: 'list' },
  { slug: 'recommended-sales-consultants', name: 'Recommended Sales Consultants', kind: 'list' },
  { slug: 'leading-sales-consultants', name: 'Leading Sales Consultants', kind: 'list' },
  { slug: 'sales-consultants', name: 'Sales Consultants', kind: 'list' },
  { slug: 'sales-enablement-consultants', name: 'Sales Enablement Consultants', kind: 'list' },
  { slug: 'revenue-enablement-excellence-awards', name: 'Revenue Enablement Excellence Awards', kind: 'award' },
  { slug: 'sales-enablement-excellence-awards', name: 'Sales Enablement Excellence Awards', kind: 'award' },
  { slug: 'cro-of-the-year-awards', name: 'CRO of the Year Awards', kind: 'award' },
  { slug: 'dei-in-sales', name: 'DEI in Sales Awards', kind: 'award' },
  { slug: 'top-20-sales-training-companies', name: 'Top 20 Sales Training Companies', kind: 'list', aliases: ['sales-training-companies-top-20'] },
  { slug: 'top-25-sales-training-companies', name: 'Top 25 Sales Training Companies', kind: 'list', aliases: ['sales-training-companies-top-25'] },
  { slug: 'top-31-sales-training-companies', name: 'Top 31 Sales Training Companies', kind: 'list' },
  { slug: 'top-20-online-sales-training-companies', name: 'Top 20 Online Sales Training Companies', kind: 'list' },
  { slug: 'virtual-sales-training-companies-top-17', name: 'Top 17 Virtual Sales Training Companies', kind: 'list' },
  { slug: 'virtual-sales-training-companies-top-19', name: 'Top 19 Virtual Sales Training Companies', kind: 'list' },
  { slug: 'virtual-sales-training-companies-top-20', name: 'Top 20 Virtual Sales Training Companies', kind: 'list' },
  { slug: '60-best-companies-to-sell-for', name: '60 Best Companies to Sell For', kind: 'list' },
  { slug: '50-best-companies-to-sell-for', name: '50 Best Companies to Sell For', kind: 'list' },
  { slug: 'top-sales-enablement-vendor', name: 'Top Sales Enablement Vendor', kind: 'award' },
  { slug: 'top-5-sales-enablement-vendors', name: 'Top 5 Sales Enablement Vendors', kind: 'list' },
  { slug: 'top-10-sales-enablement-vendors', name: 'Top 10 Sales Enablement Vendors', kind: 'list' },
  { slug: 'top-15-sales-enablement-vendors', name: 'Top 15 Sales Enablement Vendors', kind: 'list' },
  { slug: 'top-ai-sales-coaching-solutions', name: 'Top AI Sales Coaching Solutions', kind: 'list' },
  { slug: 'top-10-ai-solutions-for-sales', name: 'Top 10 AI Solutions for Sales', kind: 'list' },
  { slug: 'top-ai-solutions-for-sales', name: 'Top AI Solutions for Sales', kind: 'list' },
  { slug: 'recommended-sales-books', name: 'Recommended Sales Books', kind: 'list' },
  { slug: 'recommended-books', name: 'Recommended Books', kind: 'list' },
]

export const FIRST_LIST_YEAR = 2010

export interface ResolvedListFamily {
  family: ListFamily
  slug: string
  name: string
  /** True when the address used an alias and should redirect to `slug`. */
  isAlias: boolean
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** What a family's editions tell of it (a list summary has these). */
export type DeclaringEdition = { family: string; year: number; kind: 'list' | 'award'; title: string }

/** The shape of a family's slug: what an edition may declare and an address may ask for. */
export const FAMILY_SLUG = /^(?=.{1,120}$)[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A family no spec entry names but editions declare: the newest one's title without its year, else its slug in words. */
export function declaredListFamily(slug: string, editions: readonly DeclaringEdition[]): ResolvedListFamily | null {
  const own = editions.filter((edition) => edition.family === slug).sort((a, b) => b.year - a.year)
  const newest = own[0]
  if (!newest || !FAMILY_SLUG.test(slug)) return null
  const fromTitle = newest.title
    .replace(new RegExp(`\\b${newest.year}\\b`, 'g'), '')
    .replace(/\s*[-–—:|]\s*$|^\s*[-–—:|]\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const name = fromTitle || capitalise(slug.replaceAll('-', ' '))
  return { family: { slug, name, kind: newest.kind }, slug, name, isAlias: false }
}

/** The family an address or an edition names: one of the spec's (or its alias), else one the given editions declare. */
export function resolveListFamily(requestedSlug: string, siteName: string, editions: readonly DeclaringEdition[] = []): ResolvedListFamily | null {
  return fixedListFamily(requestedSlug, siteName) ?? declaredListFamily(requestedSlug, editions)
}

function fixedListFamily(requestedSlug: string, siteName: string): ResolvedListFamily | null {
  const product = siteName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const fill = (text: string) => text.replaceAll('{product}', product).replaceAll('{Product}', capitalise(siteName))
  for (const family of listFamilies) {
    const slug = fill(family.slug)
    const aliases = (family.aliases ?? []).map(fill)
    if (requestedSlug === slug || aliases.includes(requestedSlug)) {
      return { family, slug, name: fill(family.name), isAlias: requestedSlug !== slug }
    }
  }
  return null
}

export function isListYear(year: string, now = new Date()): boolean {
  if (!/^\d{4}$/.test(year)) return false
  const value = Number(year)
  return value >= FIRST_LIST_YEAR && value <= now.getUTCFullYear() + 1
}
