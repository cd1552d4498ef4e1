import { z } from 'zod'
import { ISSUES_PAGE_SIZE } from '#lib/magazine.ts'
import { WpIssueSchema, WpPostObjectOptionSchema } from '../wp-schemas.ts'
import type { Issue } from '#lib/content-model.ts'
import { toIssue } from '../wp-mappers.ts'
import type { Paged } from './types.ts'
import type { ContentReader } from './reader.ts'

/** Magazine issues, and the current one. */
export function issuesReads({ get, getItem, toPath, query, paged }: ContentReader) {
  const reads = {
    /** Issues newest first, with their covers: `issues/?per_page=38` (spec §9), with the trailing slash as the spec writes it. */
    async getIssues({ perPage = ISSUES_PAGE_SIZE, page = 1 }: { perPage?: number; page?: number } = {}): Promise<Paged<Issue>> {
      return paged(await get(`wp/v2/issues/?${query({ per_page: perPage, page, _embed: 1 })}`, WpIssueSchema.array()), (post) => toIssue(post, toPath))
    },

    async getIssue(id: number): Promise<Issue | null> {
      const result = await getItem(`wp/v2/issues/${id}?_embed=1`, WpIssueSchema)
      return result ? toIssue(result.data, toPath) : null
    },

    async getIssueBySlug(slug: string): Promise<Issue | null> {
      const result = await get(`wp/v2/issues/?${query({ slug, _embed: 1 })}`, WpIssueSchema.array())
      const issue = result?.data.find((post) => post.slug === slug)
      return issue ? toIssue(issue, toPath) : null
    },

    /** The options' current_issue (spec §7), then that issue; null when unset or gone. */
    async getCurrentIssue(): Promise<Issue | null> {
      const option = await get('acf/v3/options/options/current_issue', z.object({ current_issue: WpPostObjectOptionSchema.optional() }))
      const id = option?.data.current_issue ? option.data.current_issue.ID : null
      return id ? reads.getIssue(id) : null
    },
  }
  return reads
}
