import { applicationFormFor, applicationPath } from '#lib/application-forms.ts'
import type { ResolvedListFamily } from '#lib/list-families.ts'
import type { AppLoadContext } from 'react-router'
import type { AwardWinner, ListEdition, ListEntry, Segment } from '#lib/content-model.ts'
import { filterEntries, headquartersOf, sizeBandsOf, sortEntries, type EntrySort } from '../../../lib/list-editions.ts'
import type { EntryCompany } from '#server/services/companies/company-profile.ts'
import { declaredListFamily, FAMILY_SLUG, isListYear, resolveListFamily } from '../../../lib/list-families.ts'
import { listEditionPath } from '#lib/section-paths.ts'
import { viewHref } from '../../components/lists/list-controls.tsx'
import type { ListView, RankedListView } from '../../components/lists/ranked-list-view.ts'
import { withContent } from '../content-reads.server.ts'
import { notFound, permanentRedirect, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'

/** The 500 is long: a page of the table holds this many rows (sorting and filtering span them all). */
export const ENTRIES_PER_PAGE = 100
const SORTS: EntrySort[] = ['rank', 'company', 'metric', 'change']

/** ?sort=company&dir=desc&segment=technology&hq=Austin%2C+TX&size=51-200&q=oak; anything unrecognised falls back to the default view. */
export function readListView(url: URL, segments: Segment[], headquarters: string[] = [], sizeBands: string[] = []): ListView {
  const params = url.searchParams
  const sort = SORTS.find((candidate) => candidate === params.get('sort')) ?? 'rank'
  const fallback = sort === 'rank' || sort === 'company' ? 'asc' : 'desc'
  const dir = params.get('dir')
  const segment = segments.some((candidate) => candidate.slug === params.get('segment')) ? params.get('segment')! : ''
  const hq = params.get('hq') ?? ''
  const size = params.get('size') ?? ''
  return {
    sort,
    direction: dir === 'asc' || dir === 'desc' ? dir : fallback,
    segment,
    headquarters: headquarters.includes(hq) ? hq : '',
    sizeBand: sizeBands.includes(size) ? size : '',
    query: (params.get('q') ?? '').slice(0, 100),
  }
}

/** An entry with its company's page and size band (a row no company is linked to has neither). */
export type EntryInView = ListEntry & { companyPath: string | null; sizeBand: string }

/**
 * An edition's entries as filtered and sorted by the view, every page of them: what the table spans
 * and the downloads hold. `companies`: the entries' companies, by their place in the edition.
 */
export function entriesInView(
  edition: ListEdition,
  url: URL,
  companies: Map<number, EntryCompany> = new Map(),
): { view: ListView; headquarters: string[]; sizeBands: string[]; matching: EntryInView[] } {
  const entries = edition.entries.map((entry, position) => {
    const company = companies.get(position)
    return { ...entry, companyPath: company?.path ?? null, sizeBand: company?.sizeBand ?? '' }
  })
  const headquarters = headquartersOf(entries)
  const sizeBands = sizeBandsOf(entries)
  const view = readListView(url, edition.segments, headquarters, sizeBands)
  return { view, headquarters, sizeBands, matching: sortEntries(filterEntries(entries, view), view.sort, view.direction) }
}

const LEVELS = ['gold', 'silver', 'bronze']

/** Winners by category, in the programme's category order, gold first. */
export function winnersByCategory(categories: Segment[], winners: AwardWinner[]) {
  return categories
    .map((category) => ({
      ...category,
      winners: winners.filter((winner) => winner.category === category.slug).sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level)),
    }))
    .filter((category) => category.winners.length > 0)
}

/** /lists/{year}/{slug} and /resources/{year}/{slug}: aliases 301; a family no edition declares, an unknown year or edition 404. */
export async function loadRankedList(context: AppLoadContext, request: Request, params: { year?: string; slug?: string }) {
  const url = new URL(request.url)
  const year = params.year ?? ''
  const requested = params.slug ?? ''
  const fixed = resolveListFamily(requested, context.env.SITE_NAME)
  if ((!fixed && !FAMILY_SLUG.test(requested)) || !isListYear(year)) throw notFound()
  if (fixed?.isAlias) {
    const prefix = url.pathname.startsWith('/resources/') ? 'resources' : 'lists'
    throw permanentRedirect(`/${prefix}/${year}/${fixed.slug}${url.search}`)
  }
  const slug = fixed?.slug ?? requested
  const [edition, editions] = await withContent(context, () => Promise.all([context.content.getList(slug, Number(year)), context.content.getLists({ family: slug })]))
  // A family outside the spec's exists while an edition declares it.
  const resolved = fixed ?? declaredListFamily(slug, editions)
  if (!edition || !resolved) throw notFound()
  return rankedListView(context, edition, editions, resolved, url, await context.companies.profiles.entryCompanies(edition.id))
}

/**
 * What the page shows of an edition (the page itself, and its preview): `url` holds the view's sort,
 * filter and page; `companies` the companies of its entries, by their place in the edition.
 */
export function rankedListView(
  context: AppLoadContext,
  edition: ListEdition,
  editions: ListEdition[],
  resolved: ResolvedListFamily,
  url: URL,
  companies = new Map<number, EntryCompany>(),
): RankedListView {
  const year = String(edition.year)
  const { view, headquarters, sizeBands, matching } = entriesInView(edition, url, companies)
  const download = `${listEditionPath({ year: edition.year, family: resolved.slug })}/entries`
  const page = requirePageNumber(url)
  const totalPages = Math.max(1, Math.ceil(matching.length / ENTRIES_PER_PAGE))
  requirePageInRange(page, totalPages)
  return {
    edition: {
      title: edition.title || `${resolved.name} ${year}`,
      name: resolved.name,
      year: edition.year,
      kind: edition.kind,
      path: edition.path,
      summary: edition.summary,
      metricLabel: edition.metricLabel,
      segments: edition.segments,
      cover: edition.cover,
      introductionHtml: context.sanitizeContent(edition.introductionHtml),
      methodologyHtml: context.sanitizeContent(edition.methodologyHtml),
      totalEntries: edition.entries.length,
      headquarters,
      sizeBands,
    },
    years: editions.map((other) => ({ year: other.year, path: other.path })).sort((a, b) => b.year - a.year),
    view,
    page,
    totalPages,
    matchingCount: matching.length,
    entries: matching.slice((page - 1) * ENTRIES_PER_PAGE, page * ENTRIES_PER_PAGE),
    awards: winnersByCategory(edition.categories, edition.winners),
    apply: applyLink(resolved),
    downloads: { csv: viewHref(`${download}.csv`, view, {}), json: viewHref(`${download}.json`, view, {}) },
  }
}

/** The application form that takes this list or award (lib/application-forms.ts), if one does. */
function applyLink(resolved: Pick<ResolvedListFamily, 'family' | 'slug'>) {
  const form = applicationFormFor(resolved.family)
  return form ? { path: applicationPath(form, resolved.slug), label: form.heading } : null
}
