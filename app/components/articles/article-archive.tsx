import { useNavigation } from 'react-router'
import type { Teaser } from '../../utils/teaser.ts'
import { Pagination } from '../pagination.tsx'
import { ArticleGrid } from './article-card.tsx'

interface ArticleArchiveProps {
  teasers: Teaser[]
  page: number
  totalPages: number
  total: number
  /** What the archive holds, e.g. "Prospecting": names the list and its pagination. */
  name: string
  emptyText: string
}

/** One page of a paginated list of articles (a topic, the blog), with its empty state. */
export function ArticleArchive({ teasers, page, totalPages, total, name, emptyText }: ArticleArchiveProps) {
  // While the next page loads (client navigation), the current one dims and says it is busy.
  const loading = useNavigation().state === 'loading'
  if (teasers.length === 0) {
    return (
      <p className="notice" role="status">
        {emptyText}
      </p>
    )
  }
  return (
    <div className="archive__results" aria-busy={loading}>
      <p className="archive__count">
        {total === 1 ? '1 article' : `${total} articles`}
        {totalPages > 1 ? ` · page ${page} of ${totalPages}` : null}
      </p>
      <ArticleGrid teasers={teasers} headingLevel="h2" />
      <Pagination page={page} totalPages={totalPages} label={`Pages of ${name}`} />
    </div>
  )
}
