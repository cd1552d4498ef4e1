import type { AppLoadContext } from 'react-router'
import type { LandingMatch } from '../../../lib/landing-pages.ts'
import { withContent } from '../content-reads.server.ts'
import { toTeaser } from '../../utils/teaser.ts'
import type { ComposedLanding, FeaturedVendors } from '../../components/landing-page-view.tsx'

/** Which topic each landing page is about, by the start of its address. */
const LANDING_TOPICS: { prefix: string; topic: string; intro: (year: number) => string; vendors: (familySlug: string) => boolean }[] = [
  {
    prefix: 'sales-training-',
    topic: 'sales-training',
    vendors: (family) => family.includes('sales-training-companies'),
    intro: (year) => `What worked in sales training in ${year}: programs, coaching and skills that changed results, from our reporting and research.`,
  },
  {
    prefix: 'ai-for-sales-',
    topic: 'sales-technology',
    vendors: (family) => /(^|-)ai-/.test(family),
    intro: (year) => `How sales teams used AI and sales technology to grow revenue in ${year}, from our reporting, interviews and research.`,
  },
]

/** How far back the composed page looks for the year's articles. */
const SCAN = 100
const FEATURED_VENDORS = 6

/** The top of the ranked list that goes with the page: that year's edition, else the newest earlier one. */
async function featuredVendors(context: AppLoadContext, matches: (familySlug: string) => boolean, year: number): Promise<FeaturedVendors | null> {
  const editions = (await context.content.getLists({ kind: 'list' })).filter((edition) => matches(edition.family) && edition.year <= year)
  const chosen = editions.find((edition) => edition.year === year) ?? editions.sort((a, b) => b.year - a.year)[0]
  if (!chosen) return null
  const whole = await context.content.getList(chosen.family, chosen.year)
  if (!whole) return null
  return {
    list: { title: whole.title, path: whole.path, year: whole.year },
    fromYear: whole.year === year,
    vendors: whole.entries.slice(0, FEATURED_VENDORS).map((entry) => ({
      rank: entry.rank,
      company: entry.company,
      summary: entry.summary,
      path: `${whole.path}?${new URLSearchParams({ q: entry.company })}`,
    })),
  }
}

/**
 * A landing page composed from content: the articles of the page's topic published in its year
 * (newest first). An editor can replace it with a CMS page whose slug is the address.
 */
export async function composeLandingPage(context: AppLoadContext, segment: string, landing: LandingMatch): Promise<ComposedLanding> {
  const spec = LANDING_TOPICS.find((candidate) => segment.startsWith(candidate.prefix)) ?? LANDING_TOPICS[0]!
  const topics = await withContent(context, () => context.content.getTopics())
  const topic = topics.find((candidate) => candidate.slug === spec.topic) ?? null
  const [found, featured] = await withContent(context, () =>
    Promise.all([topic ? context.content.getArticles({ categories: [topic.id], perPage: SCAN, teaser: true }) : { items: [] }, featuredVendors(context, spec.vendors, landing.year)]),
  )
  const ofYear = found.items.filter((article) => article.published.startsWith(String(landing.year)))
  const articles = (ofYear.length > 0 ? ofYear : found.items.slice(0, 6)).slice(0, 24).map(toTeaser)
  return {
    kind: 'composed',
    title: landing.title,
    description: spec.intro(landing.year),
    year: landing.year,
    topic: topic ? { name: topic.name, path: `/topics/${topic.id}/${topic.slug}` } : null,
    articles,
    fromYear: ofYear.length > 0,
    featured,
  }
}
