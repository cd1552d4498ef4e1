import type { ListFamily } from '#lib/list-families.ts'
import { slugify } from '#lib/section-paths.ts'

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

const PREFIXES = [
  'Amberly', 'Ashgrove', 'Bayline', 'Birchwood', 'Bluecrest', 'Brightwater', 'Cedarline', 'Clearpoint', 'Coppergate', 'Crestmark',
  'Driftwood', 'Eastlake', 'Elmstead', 'Fairhaven', 'Fernridge', 'Foxglove', 'Granitefield', 'Harborview', 'Hollowbrook', 'Ironbridge',
  'Juniper', 'Keystoke', 'Lakemont', 'Larkspur', 'Maplewood', 'Meadowlark', 'Northgate', 'Oakridge', 'Pinecrest', 'Quarrytown',
  'Redstone', 'Riverbend', 'Saltmarsh', 'Silverline', 'Stonebridge', 'Thornbury', 'Upland', 'Westbrook', 'Willowmere', 'Yarrow',
  'Alderpoint', 'Blackfen', 'Calder', 'Dunmore', 'Evenfield', 'Glenhollow', 'Hartwell', 'Kestrel', 'Marlow', 'Penrith',
]

export interface SeedSegment {
  slug: string
  name: string
  description: string
}

const INDUSTRIES: (SeedSegment & { suffixes: string[]; sells: string; buyers: string })[] = [
  { slug: 'technology', name: 'Technology', description: 'Software, hardware, cloud and data companies.', suffixes: ['Software', 'Systems', 'Cloud', 'Networks', 'Data'], sells: 'business software', buyers: 'IT and operations teams' },
  { slug: 'financial-services', name: 'Financial Services', description: 'Banks, insurers, payments and capital markets firms.', suffixes: ['Bancorp', 'Insurance', 'Capital', 'Financial', 'Payments'], sells: 'financial products', buyers: 'finance leaders' },
  { slug: 'manufacturing', name: 'Manufacturing', description: 'Industrial equipment, components and materials makers.', suffixes: ['Industries', 'Manufacturing', 'Components', 'Materials', 'Machinery'], sells: 'industrial equipment', buyers: 'plant and procurement managers' },
  { slug: 'healthcare', name: 'Healthcare and Life Sciences', description: 'Medical devices, diagnostics, pharmaceuticals and health technology.', suffixes: ['Health', 'Medical', 'Diagnostics', 'Biosciences', 'Pharma'], sells: 'medical products', buyers: 'hospitals and clinics' },
  { slug: 'business-services', name: 'Business Services', description: 'Staffing, consulting, facilities and professional services.', suffixes: ['Partners', 'Consulting', 'Staffing', 'Services', 'Group'], sells: 'professional services', buyers: 'corporate buyers' },
  { slug: 'distribution', name: 'Distribution and Logistics', description: 'Wholesale distribution, freight and supply chain services.', suffixes: ['Logistics', 'Distribution', 'Supply', 'Freight', 'Wholesale'], sells: 'supply chain services', buyers: 'shippers and retailers' },
]

const CITIES = ['Chicago, IL', 'Atlanta, GA', 'Dallas, TX', 'Denver, CO', 'Boston, MA', 'Columbus, OH', 'Charlotte, NC', 'Phoenix, AZ', 'Minneapolis, MN', 'Seattle, WA', 'Austin, TX', 'Nashville, TN', 'Toronto, ON', 'Pittsburgh, PA', 'San Diego, CA', 'Raleigh, NC', 'Salt Lake City, UT', 'Milwaukee, WI']

export interface SeedEntry {
  rank: number
  company: string
  person?: string
  title?: string
  segment: string
  metric: number | null
  previous_rank: number | null
  change: number | null
  summary: string
  website: string
  headquarters: string
}

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

const THEMES: Record<Theme, { segments: SeedSegment[]; metricLabel: string; suffixes: string[]; noun: string; plural: string; does: string[] }> = {
  speakers: {
    segments: [
      { slug: 'keynote', name: 'Keynote speakers', description: 'Main-stage talks for sales kick-offs and conferences.' },
      { slug: 'workshop', name: 'Workshop leaders', description: 'Hands-on sessions for teams of up to fifty.' },
      { slug: 'specialist', name: 'Industry specialists', description: 'Speakers who focus on one industry or selling motion.' },
    ],
    metricLabel: 'Audience rating (out of 5)',
    suffixes: ['Speaking', 'Talks', 'Stage Group', 'Keynotes'],
    noun: 'speaker',
    plural: 'speakers',
    does: ['closes sales kick-offs with a talk on resilience after a lost deal', 'teaches negotiation through stories from a career in industrial sales', 'turns forecast discipline into a surprisingly funny keynote', 'runs workshops on discovery for enterprise teams'],
  },
  consultants: {
    segments: [
      { slug: 'strategy', name: 'Sales strategy', description: 'Go-to-market design, segmentation and coverage models.' },
      { slug: 'process', name: 'Process and operations', description: 'Pipeline stages, forecasting and compensation design.' },
      { slug: 'enablement', name: 'Enablement', description: 'Onboarding, coaching programs and playbooks.' },
      { slug: 'sales-development', name: 'Sales development', description: 'Outbound teams, messaging and lead handling.' },
    ],
    metricLabel: 'Panel score (out of 100)',
    suffixes: ['Advisory', 'Consulting', 'Revenue Partners', 'Sales Group'],
    noun: 'consultancy',
    plural: 'consultancies',
    does: ['redesigns coverage models for companies moving upmarket', 'builds forecasting processes that finance teams trust', 'writes playbooks with the sellers who will use them', 'sets up outbound teams for companies hiring their first SDRs'],
  },
  training: {
    segments: [
      { slug: 'methodology', name: 'Selling methodology', description: 'Complete selling systems taught end to end.' },
      { slug: 'skills', name: 'Skills training', description: 'Discovery, negotiation, presentation and prospecting skills.' },
      { slug: 'leadership', name: 'Manager and leader development', description: 'Coaching and leadership programs for sales managers.' },
    ],
    metricLabel: 'Score (out of 100)',
    suffixes: ['Sales Academy', 'Performance Group', 'Training Co.', 'Learning', 'Selling Institute'],
    noun: 'training company',
    plural: 'training companies',
    does: ['teaches a discovery-led method with monthly reinforcement', 'pairs live workshops with recorded practice and manager scorecards', 'trains first-line managers to coach in the flow of deals', 'runs negotiation programs for enterprise account teams'],
  },
  employers: {
    segments: [
      { slug: 'large', name: 'Large (1,000+ sellers)', description: 'The largest sales organizations.' },
      { slug: 'mid-size', name: 'Mid-size (100 to 999 sellers)', description: 'Growing sales organizations.' },
      { slug: 'small', name: 'Small (under 100 sellers)', description: 'Small teams where every seller is known by name.' },
    ],
    metricLabel: 'Seller satisfaction score (out of 100)',
    suffixes: ['Software', 'Health', 'Logistics', 'Systems', 'Financial'],
    noun: 'employer',
    plural: 'employers',
    does: ['pays commission on collected revenue within thirty days', 'promotes most of its managers from its own sales floor', 'gives every new seller a full quarter to ramp', 'publishes its pay bands to candidates before the first interview'],
  },
  vendors: {
    segments: [
      { slug: 'content', name: 'Content management', description: 'Finding and sharing the right material in a deal.' },
      { slug: 'coaching', name: 'Coaching and practice', description: 'Call review, role play and skill tracking.' },
      { slug: 'onboarding', name: 'Onboarding', description: 'Ramp programs and certification.' },
      { slug: 'analytics', name: 'Analytics', description: 'Measuring what enablement changes in the pipeline.' },
    ],
    metricLabel: 'Score (out of 100)',
    suffixes: ['ly', 'hub', 'works', 'stack', 'base'],
    noun: 'vendor',
    plural: 'vendors',
    does: ['puts approved content inside the CRM where sellers already work', 'scores recorded calls against the team’s own talk tracks', 'certifies new hires with short recorded pitches', 'links enablement activity to stage conversion'],
  },
  ai: {
    segments: [
      { slug: 'coaching', name: 'AI coaching', description: 'Practice and feedback generated from calls.' },
      { slug: 'research', name: 'Research and prospecting', description: 'Account research and message drafting.' },
      { slug: 'forecasting', name: 'Forecasting', description: 'Deal risk and forecast prediction.' },
    ],
    metricLabel: 'Score (out of 100)',
    suffixes: ['AI', 'Mind', 'Signal', 'Pilot', 'Sense'],
    noun: 'AI product',
    plural: 'AI products',
    does: ['drafts follow-up emails from call transcripts for the seller to edit', 'flags deals whose activity has gone quiet before the forecast call', 'role-plays difficult buyers so reps can practice objections', 'summarizes an account’s news and filings before a first meeting'],
  },
  books: {
    segments: [
      { slug: 'skills', name: 'Selling skills', description: 'Books on the craft of selling.' },
      { slug: 'leadership', name: 'Leadership', description: 'Books for managers and leaders.' },
    ],
    metricLabel: 'Reader votes',
    suffixes: ['Press', 'Books', 'Publishing'],
    noun: 'book',
    plural: 'books',
    does: ['makes the case that the best discovery questions are short', 'follows a first-time manager through a difficult year', 'takes apart a hundred lost deals to find what they had in common', 'argues that forecasting is a team sport'],
  },
}

const BOOKS = [
  ['The Second Question', 'Ines Whitcombe-Sato'],
  ['Pipeline Honesty', 'Renata Oduya'],
  ['Quota Is Not a Strategy', 'Tom Callister'],
  ['The Quiet Closer', 'Marlon Keyes'],
  ['Ninety Days to Manager', 'Theo Marchbanks'],
  ['Cold Calls, Warm Answers', 'Jonah Whitaker'],
  ['The Procurement Conversation', 'Dev Raghunathan'],
  ['Selling to Committees', 'Abigail Thornquist'],
  ['Renewal Season', 'Hana Kimura'],
  ['Coaching on the Clock', 'Curtis Amble'],
  ['Forecasts and Other Promises', 'Leah Feldman'],
  ['The Founder Hands Over', 'Jordan Pellegrini'],
] as const

const FIRST_NAMES = ['Alicia', 'Bram', 'Celeste', 'Darius', 'Elena', 'Felix', 'Gemma', 'Hugo', 'Isla', 'Jasper', 'Kira', 'Lionel', 'Mira', 'Nolan', 'Odette', 'Pavel', 'Quinn', 'Rosa', 'Silas', 'Tamsin', 'Umar', 'Vera', 'Wes', 'Yara']
const LAST_NAMES = ['Abernathy', 'Bellamy', 'Castellano', 'Drummond', 'Eklund', 'Fairweather', 'Galloway', 'Haddad', 'Iversen', 'Jaramillo', 'Kowalczyk', 'Lindqvist', 'Mbeki', 'Nakashima', 'Okafor', 'Prentiss', 'Quintero', 'Rasmussen', 'Szabo', 'Thackeray']

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
    const key = book ? book[0] : company
    if (used.has(key)) continue
    used.add(key)
    const person = theme === 'speakers' ? `${FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)]}` : book?.[1]
    const segment = spec.segments[Math.floor(rand() * spec.segments.length)]!
    const rank = entries.length + 1
    const does = spec.does[Math.floor(rand() * spec.does.length)]!
    entries.push({
      rank,
      company: book ? `${prefix} ${suffix}` : company,
      ...(person ? { person } : {}),
      ...(book ? { title: book[0] } : {}),
      segment: segment.slug,
      metric: theme === 'books' ? Math.round(score) : Math.round(score * 100) / 100,
      previous_rank: null,
      change: null,
      summary: book ? `${book[0]} by ${book[1]} ${does}.` : `${person ? `${person} (${company})` : company} ${does}.`,
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

const AWARD_CATEGORIES: Record<string, SeedSegment[]> = {
  'revenue-enablement-excellence-awards': [
    { slug: 'onboarding', name: 'Best Onboarding Program', description: 'New sellers productive sooner, with evidence.' },
    { slug: 'coaching', name: 'Best Coaching Program', description: 'Managers coaching every week, and results to show for it.' },
    { slug: 'technology', name: 'Best Use of Technology', description: 'Tools that sellers adopted and that changed outcomes.' },
    { slug: 'leader', name: 'Revenue Enablement Leader of the Year', description: 'One person whose work moved a whole revenue team.' },
  ],
  'sales-enablement-excellence-awards': [
    { slug: 'training', name: 'Best Sales Training Program', description: 'Training that changed behavior in live deals.' },
    { slug: 'content', name: 'Best Content Strategy', description: 'Content sellers use, measured by use rather than volume.' },
    { slug: 'new-function', name: 'Best New Enablement Function', description: 'A team built from scratch in the last two years.' },
    { slug: 'partners', name: 'Best Partner Enablement', description: 'Channel and partner sellers trained as well as the direct team.' },
  ],
  'cro-of-the-year-awards': [
    { slug: 'enterprise', name: 'Enterprise (over $1 billion revenue)', description: 'Revenue leaders of the largest companies.' },
    { slug: 'growth', name: 'Growth ($100 million to $1 billion)', description: 'Leaders of companies in rapid growth.' },
    { slug: 'emerging', name: 'Emerging (under $100 million)', description: 'First-time and early-stage revenue leaders.' },
  ],
  'dei-in-sales': [
    { slug: 'hiring', name: 'Inclusive Hiring', description: 'Sales hiring that widened who gets in the door.' },
    { slug: 'mentorship', name: 'Mentorship and Sponsorship', description: 'Programs that moved people into leadership.' },
    { slug: 'pay', name: 'Equitable Pay', description: 'Compensation audited and corrected in the open.' },
    { slug: 'community', name: 'Employee Resource Group of the Year', description: 'Sellers supporting sellers.' },
  ],
  'top-sales-enablement-vendor': [
    { slug: 'content', name: 'Content Management', description: 'The right material at the right moment in a deal.' },
    { slug: 'coaching', name: 'Coaching and Practice', description: 'Call review, role play and skill tracking.' },
    { slug: 'onboarding', name: 'Onboarding', description: 'Ramp programs and certification.' },
  ],
}

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
