import type { AppLoadContext } from 'react-router'
import type { Resource } from '#lib/content-model.ts'
import { staticPages } from '../../../lib/fixed-pages.ts'
import { RESOURCE_TYPES, type HubType, type ResourceTeaser } from '../../components/resources/resource-card.tsx'

export function resourceTeaser(resource: Resource): ResourceTeaser {
  return {
    key: `resource-${resource.id}`,
    path: resource.path,
    title: resource.title,
    summary: resource.summary,
    typeLabel: RESOURCE_TYPES[resource.assetType] ?? 'Resource',
    sponsorName: resource.sponsor?.name ?? null,
    cover: resource.cover,
  }
}

/** The letters and the jobs board are CMS pages at fixed addresses under /resources. */
const LETTER_PATHS = staticPages.filter((page) => /^\/resources\/.*-letter$/.test(page.path))
const JOBS_PATHS = staticPages.filter((page) => page.path === '/resources/b2b-sales-jobs')

async function fixedPageTeasers(context: AppLoadContext, pages: typeof staticPages, type: 'letters' | 'jobs'): Promise<ResourceTeaser[]> {
  const found = await Promise.all(pages.map(async (page) => ({ page, content: await context.content.getFixedPage(page) })))
  return found.flatMap(({ page, content }) =>
    content ? [{ key: page.path, path: page.path, title: content.title, summary: content.description, typeLabel: RESOURCE_TYPES[type]!, sponsorName: null, cover: null }] : [],
  )
}

/** The latest edition of every list and award family. */
async function listTeasers(context: AppLoadContext): Promise<ResourceTeaser[]> {
  const editions = await context.content.getLists()
  const newest = new Map<string, (typeof editions)[number]>()
  for (const edition of editions) if ((newest.get(edition.family)?.year ?? 0) < edition.year) newest.set(edition.family, edition)
  return [...newest.values()].map((edition) => ({
    key: `list-${edition.id}`,
    path: edition.path,
    title: edition.title,
    summary: edition.summary,
    typeLabel: edition.kind === 'award' ? 'Award' : 'Ranked list',
    sponsorName: null,
    cover: edition.cover,
  }))
}

/** The hub's groups for one type, or for all of them (content assets first, then lists, letters and jobs). */
export async function loadResourceHub(context: AppLoadContext, type: HubType | null) {
  const assetType = type && !['lists', 'letters', 'jobs'].includes(type) ? type : null
  const [assets, lists, letters, jobs] = await Promise.all([
    !type || assetType ? context.content.getResources({ type: assetType ?? undefined, perPage: 50 }) : null,
    !type || type === 'lists' ? listTeasers(context) : [],
    !type || type === 'letters' ? fixedPageTeasers(context, LETTER_PATHS, 'letters') : [],
    !type || type === 'jobs' ? fixedPageTeasers(context, JOBS_PATHS, 'jobs') : [],
  ])
  return {
    assets: (assets?.items ?? []).map(resourceTeaser),
    lists: type ? lists : lists.slice(0, 6),
    letters,
    jobs,
  }
}
