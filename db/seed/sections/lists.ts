import type { ListFamily } from '#lib/list-families.ts'
import type { ListEntryRow } from '#lib/list-editions.ts'
import { slugify } from '#lib/section-paths.ts'
import { COMPANY_SIZE_BANDS, type CompanySizeBand } from '#lib/company-size-bands.ts'
import { readJson } from '../content-files.ts'

/**
 * Ranked lists and award programs, generated: every family gets an edition for the seed
 * year, the 500 gets two years so that movement since last year shows. Names are composed from
 * invented word parts; any likeness to a real company is chance.
 */
function random(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const hash = (text: string) => [...text].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7)

export interface SeedSegment {
  slug: string
  name: string
  description: string
}

type Industry = SeedSegment & { suffixes: string[]; sells: string; buyers: string }
type ThemeWords = { segments: SeedSegment[]; metricLabel: string; suffixes: string[]; noun: string; plural: string; does: string[] }
/** The words the generator composes from (content/lists/): names, industries, what each kind of list ranks, award categories. */
const NAMES = readJson<{ companyPrefixes: string[]; cities: string[]; firstNames: string[]; lastNames: string[]; books: { title: string; author: string }[] }>('lists/names.json')
const { companyPrefixes: PREFIXES, cities: CITIES, firstNames: FIRST_NAMES, lastNames: LAST_NAMES, books: BOOKS } = NAMES
const INDUSTRIES = readJson<Industry[]>('lists/industries.json')

/** A seeded entry: person and title are left out where an entry has none. */
export type SeedEntry = Omit<ListEntryRow, 'person' | 'title'> & Partial<Pick<ListEntryRow, 'person' | 'title'>>

export interface SeedWinner {
  category: string
  level: 'gold' | 'silver' | 'bronze'
  company: string
  person?: string
  title?: string
  summary: string
  website: string
}

export interface SeedEdition {
  family: string
  name: string
  kind: 'list' | 'award'
  year: number
  introduction: string
  methodology: string
  metricLabel: string
  segments: SeedSegment[]
  entries: SeedEntry[]
  categories: SeedSegment[]
  winners: SeedWinner[]
}

const website = (company: string) => `https://${slugify(company).replace(/-/g, '')}.example/`
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n')

/** The company universe of the 500: stable names and segments, sizes for a base year. */
function companyUniverse(count: number) {
  const rand = random(500)
  const used = new Set<string>()
  const companies: { company: string; segment: (typeof INDUSTRIES)[number]; sellers: number; headquarters: string }[] = []
  for (let i = 0; companies.length < count; i++) {
    const segment = INDUSTRIES[Math.floor(rand() * INDUSTRIES.length)]!
    const company = `${PREFIXES[Math.floor(rand() * PREFIXES.length)]} ${segment.suffixes[Math.floor(rand() * segment.suffixes.length)]}`
    if (used.has(company)) continue
    used.add(company)
    // Largest first: about 48,000 sellers at the top, about 260 at the bottom of the 500.
    const position = companies.length / 499
    const sellers = Math.round(260 * Math.pow(48_000 / 260, 1 - position) * (0.97 + rand() * 0.06))
    companies.push({ company, segment, sellers, headquarters: CITIES[Math.floor(rand() * CITIES.length)]! })
  }
  return companies
}

const FIVE_HUNDRED_SEGMENTS: SeedSegment[] = INDUSTRIES.map(({ slug, name, description }) => ({ slug, name, description }))

/** The 500 for `years` (oldest first): the later year re-ranks grown and shrunk sales forces, with new entrants. */
export function buildFiveHundred(years: number[], familySlug: string, name: string, siteName: string): SeedEdition[] {
  const universe = companyUniverse(540)
  const rand = random(2026)
  let previous = new Map<string, number>()
  let sizes = new Map(universe.slice(0, 500).map((c) => [c.company, c.sellers]))
  return years.map((year, index) => {
    if (index > 0) {
      // A year later: every sales force grows or shrinks; twenty newcomers push out the smallest.
      sizes = new Map([...sizes].map(([company, sellers]) => [company, Math.max(200, Math.round(sellers * (0.84 + rand() * 0.4)))]))
      for (const newcomer of universe.slice(500 + (index - 1) * 20, 520 + (index - 1) * 20)) sizes.set(newcomer.company, Math.round(newcomer.sellers * 4 + rand() * 900))
    }
    const byName = new Map(universe.map((c) => [c.company, c]))
    const ranked = [...sizes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 500)
    const entries: SeedEntry[] = ranked.map(([company, sellers], i) => {
      const info = byName.get(company)!
      const rank = i + 1
      const before = previous.get(company) ?? null
      return {
        rank,
        company,
        segment: info.segment.slug,
        metric: sellers,
        previous_rank: before,
        change: before === null ? null : before - rank,
        summary: `${company} sells ${info.segment.sells} to ${info.segment.buyers} with ${sellers.toLocaleString('en-US')} quota-carrying sellers${rank <= 50 ? ' across North America and abroad' : ''}.`,
        website: website(company),
        headquarters: info.headquarters,
      }
    })
    previous = new Map(entries.map((entry) => [entry.company, entry.rank]))
    return {
      family: familySlug,
      name,
      kind: 'list' as const,
      year,
      introduction: p(
        `${name} ranks the 500 largest business-to-business sales organizations by the number of quota-carrying sellers they employ. This is the ${year} edition.`,
        `Use the segment filter to compare companies within one industry, and sort by change to see whose sales force grew fastest since last year.`,
      ),
      methodology: p(
        `Companies report the number of employees whose pay includes variable compensation tied to a sales quota, as of 31 December ${year - 1}. Channel partners, contractors and service staff are not counted.`,
        `Where a company did not respond, the ${siteName} research team estimated the figure from public filings and hiring data. Ties are broken by total sales and marketing headcount.`,
      ),
      metricLabel: 'Quota-carrying sellers',
      segments: FIVE_HUNDRED_SEGMENTS,
      entries,
      categories: [],
      winners: [],
    }
  })
}

/** What a family ranks, which decides names, segments and wording of a generated edition. */
type Theme = 'speakers' | 'consultants' | 'training' | 'employers' | 'vendors' | 'ai' | 'books'

const THEMES = readJson<Record<Theme, ThemeWords>>('lists/themes.json')

function themeOf(family: ListFamily): Theme {
  const slug = family.slug
  if (slug.includes('speakers')) return 'speakers'
  if (slug.includes('books')) return 'books'
  if (slug.includes('best-companies')) return 'employers'
  if (slug.includes('ai-')) return 'ai'
  if (slug.includes('vendor')) return 'vendors'
  if (slug.includes('training')) return 'training'
  return 'consultants'
}

/** The number a family's name promises (`top-20-...`, `...-top-17`, `60-best-...`), else a default per theme. */
function sizeOf(family: ListFamily, theme: Theme): number {
  const stated = /(?:^|-)top-(\d+)(?:-|$)|^(\d+)-best/.exec(family.slug)
  if (stated) return Number(stated[1] ?? stated[2])
  return theme === 'books' ? (family.slug === 'recommended-books' ? 10 : 12) : theme === 'speakers' ? 15 : theme === 'ai' || theme === 'vendors' ? 10 : 20
}

/** One edition of a ranked list other than the 500. */
export function buildList(family: ListFamily, slug: string, name: string, year: number, siteName: string): SeedEdition {
  const theme = themeOf(family)
  const spec = THEMES[theme]
  const rand = random(hash(slug) + year)
  const count = sizeOf(family, theme)
  const used = new Set<string>()
  const entries: SeedEntry[] = []
  let score = theme === 'speakers' ? 4.95 : theme === 'books' ? 1800 : 98.5
  for (let i = 0; entries.length < count && i < count * 20; i++) {
    const prefix = PREFIXES[Math.floor(rand() * PREFIXES.length)]!
    const suffix = spec.suffixes[Math.floor(rand() * spec.suffixes.length)]!
    const company = theme === 'vendors' || theme === 'ai' ? `${prefix}${suffix === 'AI' ? ' AI' : suffix}` : `${prefix} ${suffix}`
    const book = theme === 'books' ? BOOKS[(entries.length + hash(slug)) % BOOKS.length]! : null
    const key = book ? book.title : company
    if (used.has(key)) continue
    used.add(key)
    const person = theme === 'speakers' ? `${FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)]}` : book?.author
    const segment = spec.segments[Math.floor(rand() * spec.segments.length)]!
    const rank = entries.length + 1
    const does = spec.does[Math.floor(rand() * spec.does.length)]!
    entries.push({
      rank,
      company: book ? `${prefix} ${suffix}` : company,
      ...(person ? { person } : {}),
      ...(book ? { title: book.title } : {}),
      segment: segment.slug,
      metric: theme === 'books' ? Math.round(score) : Math.round(score * 100) / 100,
      previous_rank: null,
      change: null,
      summary: book ? `${book.title} by ${book.author} ${does}.` : `${person ? `${person} (${company})` : company} ${does}.`,
      website: website(company),
      headquarters: CITIES[Math.floor(rand() * CITIES.length)]!,
    })
    score -= theme === 'speakers' ? 0.02 + rand() * 0.03 : theme === 'books' ? 40 + rand() * 90 : 0.4 + rand() * 1.2
  }
  return {
    family: slug,
    name,
    kind: 'list',
    year,
    introduction: p(
      `${name} ${year} recognizes the ${count} ${spec.plural} our readers and panel rated most highly this year.`,
      `Every entry was reviewed by the ${siteName} editors. Sort the list, or filter it by segment, to find the right fit for your team.`,
    ),
    methodology: p(
      `Nominations opened in the spring. Each nominee supplied client references and evidence of results, which a panel of sales leaders scored on outcomes, expertise, client satisfaction and innovation.`,
      `Scores were normalized across panelists. Inclusion is free; sponsors and advertisers have no say in who is listed.`,
    ),
    metricLabel: spec.metricLabel,
    segments: spec.segments,
    entries,
    categories: [],
    winners: [],
  }
}

const AWARD_CATEGORIES = readJson<Record<string, SeedSegment[]>>('lists/award-categories.json')

const LEVELS = ['gold', 'silver', 'bronze'] as const

/** One edition of an award program: gold, silver and bronze in every category. */
export function buildAward(family: ListFamily, slug: string, name: string, year: number, siteName: string): SeedEdition {
  const categories = AWARD_CATEGORIES[family.slug] ?? AWARD_CATEGORIES['sales-enablement-excellence-awards']!
  const rand = random(hash(slug) + year)
  const people = family.slug === 'cro-of-the-year-awards'
  const vendor = family.slug === 'top-sales-enablement-vendor'
  const used = new Set<string>()
  const winners: SeedWinner[] = categories.flatMap((category) =>
    LEVELS.map((level) => {
      let company = ''
      do {
        const prefix = PREFIXES[Math.floor(rand() * PREFIXES.length)]!
        const industry = INDUSTRIES[Math.floor(rand() * INDUSTRIES.length)]!
        company = vendor ? `${prefix}${['ly', 'hub', 'works'][Math.floor(rand() * 3)]}` : `${prefix} ${industry.suffixes[Math.floor(rand() * industry.suffixes.length)]}`
      } while (used.has(company))
      used.add(company)
      const person = people || category.slug === 'leader' ? `${FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)]}` : undefined
      const title = people ? 'Chief Revenue Officer' : person ? 'Vice President, Revenue Enablement' : undefined
      return {
        category: category.slug,
        level,
        company,
        ...(person ? { person } : {}),
        ...(title ? { title } : {}),
        summary: person
          ? `${person} ${people ? 'grew revenue while keeping seller attrition below ten percent' : 'built an enablement team that cut ramp time by a third'} at ${company}.`
          : `${company} ${vendor ? 'earned the highest scores from customers in this category' : 'showed measurable results from a program launched in the past two years'}.`,
        website: website(company),
      }
    }),
  )
  return {
    family: slug,
    name,
    kind: 'award',
    year,
    introduction: p(
      `The ${name} ${year} honor the programs, teams and people doing the best work in B2B sales. Winners are listed by category, at gold, silver and bronze.`,
      `Congratulations to every winner. The ${siteName} editors will profile the gold winners in the magazine.`,
    ),
    methodology: p(
      `Entries were submitted by the teams themselves or by their customers. An independent panel scored each entry on results, originality and evidence, and interviewed the finalists.`,
      `Panelists declared any relationship with an entrant and did not score those entries. There is no fee to enter.`,
    ),
    metricLabel: '',
    segments: [],
    entries: [],
    categories,
    winners,
  }
}

/** A stable number from a company's name: the same name gets the same details on every seed. */
const nameHash = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)

/** The band a headcount falls in. */
const bandOf = (employees: number): CompanySizeBand => COMPANY_SIZE_BANDS.findLast((band) => Number(band.replace(/[-+].*$/, '').replaceAll(',', '')) <= employees) ?? COMPANY_SIZE_BANDS[0]

/**
 * What the lists' rows say of no company, so the demo's companies carry it: a size band (the 500's
 * from its sellers, about a third of its staff; any other's from its name) and, for a company only
 * an award names, a headquarters.
 */
export function seedCompanyDetails(editions: readonly SeedEdition[]): Map<string, { sizeBand: CompanySizeBand; headquarters: string }> {
  const details = new Map<string, { sizeBand: CompanySizeBand; headquarters: string }>()
  const byName = (name: string, headquarters?: string) => ({
    sizeBand: COMPANY_SIZE_BANDS[nameHash(name) % COMPANY_SIZE_BANDS.length]!,
    headquarters: headquarters ?? CITIES[nameHash(name) % CITIES.length]!,
  })
  for (const edition of editions) {
    const sellers = edition.metricLabel === 'Quota-carrying sellers'
    for (const entry of edition.entries)
      details.set(
        entry.company,
        sellers && entry.metric !== null ? { sizeBand: bandOf(Number(entry.metric) * 3), headquarters: entry.headquarters } : byName(entry.company, entry.headquarters || undefined),
      )
    for (const winner of edition.winners) if (!details.has(winner.company)) details.set(winner.company, byName(winner.company))
  }
  return details
}
