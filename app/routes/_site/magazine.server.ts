import type { AppLoadContext } from 'react-router'
import type { Issue } from '#lib/content-model.ts'
import { ISSUES_PAGE_SIZE, splitIssues } from '../../../lib/magazine.ts'
import type { IssueSummary, IssueView } from '../../components/magazine/issue-views.ts'
import { withContent } from '../content-reads.server.ts'

export const toIssueSummary = ({ id, slug, path, title, summary, issueDate, special, cover }: Issue): IssueSummary => ({
  id,
  slug,
  path,
  title,
  summary,
  issueDate,
  special,
  cover,
})

export function toIssueView(context: AppLoadContext, issue: Issue): IssueView {
  const { volume, issueNumber, coverStory, tableOfContents, digitalEdition } = issue
  return { ...toIssueSummary(issue), volume, issueNumber, coverStory, tableOfContents, digitalEdition, html: context.sanitizeContent(issue.contentHtml) }
}

/** The issue with each contents line's dek and picture, read from its article (one request for all). */
export async function toIssueViewWithArticles(context: AppLoadContext, issue: Issue): Promise<IssueView> {
  const view = toIssueView(context, issue)
  const ids = [...new Set(issue.tableOfContents.flatMap((entry) => (entry.articleId === null ? [] : [entry.articleId])))]
  if (ids.length === 0) return view
  const { items } = await withContent(context, () => context.content.getArticles({ include: ids, perPage: ids.length, teaser: true, countTotal: false }))
  const byId = new Map(items.map((article) => [article.id, article]))
  return {
    ...view,
    tableOfContents: view.tableOfContents.map((entry) => {
      const article = entry.articleId === null ? undefined : byId.get(entry.articleId)
      return article ? { ...entry, deck: article.deck, image: article.image } : entry
    }),
  }
}

/** /magazine: the current issue whole, then the 38 newest split as spec §9 says (recent2, past, special). */
export async function loadMagazine(context: AppLoadContext) {
  const [current, issues] = await withContent(context, () => Promise.all([context.content.getCurrentIssue(), context.content.getIssues({ perPage: ISSUES_PAGE_SIZE })]))
  const groups = splitIssues(issues.items.map(toIssueSummary))
  return { current: current ? await toIssueViewWithArticles(context, current) : null, ...groups }
}

export function findIssueBySlug(context: AppLoadContext, slug: string): Promise<Issue | null> {
  return withContent(context, () => context.content.getIssueBySlug(slug))
}
